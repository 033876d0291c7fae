import { describe, expect, it } from 'vitest';
import { countsText } from './vote-counts';

describe('countsText', () => {
  it('writes the four counts in the choices’ order', () => {
    expect(countsText({ absent: 63, for: 89, abstain: 3, against: 24 }, 'da')).toBe(
      '89 for, 24 imod, 3 hverken for eller imod, 63 fraværende',
    );
    expect(countsText({ for: 1, against: 2, abstain: 0, absent: 4 }, 'en', ' · ')).toBe(
      '1 for · 2 against · 0 abstained · 4 absent',
    );
  });

  it('leaves out a choice without a count, as a konklusion gives no absences', () => {
    expect(countsText({ for: 74, against: 76, abstain: 0 }, 'da')).toBe(
      '74 for, 76 imod, 0 hverken for eller imod',
    );
  });
});
