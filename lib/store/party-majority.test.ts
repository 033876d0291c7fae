import { describe, expect, it } from 'vitest';
import { STEMMETYPE } from '@/lib/model/oda-ids';
import { majorityOf, partySide } from './party-majority';

describe('majorityOf', () => {
  it('needs two present members and a strict majority', () => {
    expect(majorityOf({ for: 1, against: 0, abstain: 0 })).toBeNull();
    expect(majorityOf({ for: 2, against: 1, abstain: 0 })).toBe(STEMMETYPE.for);
    expect(majorityOf({ for: 1, against: 1, abstain: 3 })).toBe(STEMMETYPE.abstain);
    expect(majorityOf({ for: 2, against: 2, abstain: 0 })).toBeNull();
  });
});

describe('partySide', () => {
  it('takes one present member as the party’s side', () => {
    expect(partySide({ for: 0, against: 1, abstain: 0 })).toBe('against');
  });

  it('says split on a tie and absent with no one present', () => {
    expect(partySide({ for: 3, against: 3, abstain: 1 })).toBe('split');
    expect(partySide({ for: 0, against: 0, abstain: 0 })).toBe('absent');
    expect(partySide(undefined)).toBe('absent');
  });

  it('takes the strict plurality, abstentions included', () => {
    expect(partySide({ for: 5, against: 2, abstain: 0 })).toBe('for');
    expect(partySide({ for: 2, against: 2, abstain: 5 })).toBe('abstain');
  });
});
