import { describe, expect, it } from 'vitest';
import { rebellionSentence, votedText } from './rebellion-text';

describe('rebellionSentence', () => {
  it('says how the member voted against the party’s majority, with the party’s ballots that were cast', () => {
    const r = {
      choice: 'against',
      majority: 'for',
      party: 'S',
      partyCounts: { for: 40, against: 2, abstain: 0 },
    } as const;
    expect(rebellionSentence(r, 'da')).toBe('Stemte imod, mens flertallet i S stemte for (40 for, 2 imod).');
    expect(rebellionSentence(r, 'en')).toBe('Voted against, while most of S voted for (40 for, 2 against).');
  });

  it('names abstaining in both languages and a party without a code as the party', () => {
    const r = {
      choice: 'abstain',
      majority: 'against',
      party: null,
      partyCounts: { for: 1, against: 3, abstain: 1 },
    } as const;
    expect(rebellionSentence(r, 'da')).toBe(
      'Stemte hverken for eller imod, mens flertallet i partiet stemte imod (1 for, 3 imod, 1 hverken for eller imod).',
    );
    expect(rebellionSentence(r, 'en')).toBe(
      'Abstained, while most of the party voted against (1 for, 3 against, 1 abstained).',
    );
    expect(votedText('for', 'en')).toBe('Voted for');
  });
});
