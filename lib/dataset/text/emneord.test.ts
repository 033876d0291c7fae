import { describe, expect, it } from 'vitest';
import { EMNEORD, EMNEORDSTYPER } from './emneord';

describe('EMNEORD', () => {
  it('holds at least 250 unique subject words of all four types', () => {
    expect(EMNEORD.length).toBeGreaterThanOrEqual(250);
    expect(new Set(EMNEORD.map((e) => e.emneord)).size).toBe(EMNEORD.length);
    expect(new Set(EMNEORD.map((e) => e.typeid))).toEqual(new Set([1, 2, 3, 4]));
    for (const word of [
      'byggeri',
      'donationer',
      'fradrag',
      'Retspleje 24',
      'Banker og pengeinstitutter 28',
    ]) {
      expect(EMNEORD.some((e) => e.emneord === word)).toBe(true);
    }
  });

  it('writes law-area terms with a number and topical words without', () => {
    for (const e of EMNEORD) {
      if (e.typeid === 4) expect(e.emneord).toMatch(/^[A-ZÆØÅ].* \d+$/);
      else expect(e.emneord).not.toMatch(/ \d+$/);
    }
  });

  it('names four types with ids 1–4', () => {
    expect(EMNEORDSTYPER.map((t) => t.id)).toEqual([1, 2, 3, 4]);
  });
});
