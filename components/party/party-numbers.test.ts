import { describe, expect, it } from 'vitest';
import { contrast } from '@/components/charts/colour';
import {
  AGREEMENT_STEPS,
  agreementColours,
  agreementOf,
  attendanceOf,
  cohesionOf,
  MIN_SHARED_VOTES,
  rankAgreement,
} from './party-numbers';

describe('party figures', () => {
  it('divides as the definitions say', () => {
    expect(attendanceOf({ present: 11, ballots: 12 })).toBeCloseTo(11 / 12);
    expect(cohesionOf({ onSide: 7, present: 11 })).toBeCloseTo(7 / 11);
    expect(attendanceOf({ present: 0, ballots: 0 })).toBeNull();
  });

  it('gives no agreement under the minimum of shared votes', () => {
    expect(agreementOf(null)).toBeNull();
    expect(agreementOf({ both: MIN_SHARED_VOTES - 1, same: 5 })).toBeNull();
    expect(agreementOf({ both: MIN_SHARED_VOTES * 2, same: MIN_SHARED_VOTES })).toBe(0.5);
  });

  it('colours every step with readable text', () => {
    for (const step of AGREEMENT_STEPS) expect(contrast(step.fill, step.text)).toBeGreaterThanOrEqual(4.5);
    expect(agreementColours(0.95)).toEqual(AGREEMENT_STEPS[0]);
    expect(agreementColours(0.1)).toEqual(AGREEMENT_STEPS.at(-1));
    expect(agreementColours(null).fill).toBe('#f5f5f4');
  });
});

describe('rankAgreement', () => {
  const row = (code: string, ...cells: ([number, number] | null)[]) => ({
    party: { code },
    byPeriod: cells.map((c) => (c ? { same: c[0], both: c[1] } : null)),
  });
  // Samling 1: A 10/11, B 20/22 (the same share), C 2/20, D under the minimum, E no shared vote.
  const rows = [
    row('C', null, [2, 20]),
    row('E', [5, 10], null),
    row('D', null, [3, 5]),
    row('B', null, [20, 22]),
    row('A', null, [10, 11]),
  ];

  it('orders most agreement first, parties without a figure last by shared votes, then by code', () => {
    expect(rankAgreement(rows, 1).order.map((r) => r.party.code)).toEqual(['B', 'A', 'C', 'D', 'E']);
  });

  it('names every party tied at either end', () => {
    const { most, least } = rankAgreement(rows, 1);
    expect(most.map((r) => r.party.code)).toEqual(['B', 'A']);
    expect(least.map((r) => r.party.code)).toEqual(['C']);
  });

  it('has no ends without figures, and one group when one party has a figure', () => {
    expect(rankAgreement([row('D', [3, 5])], 0)).toMatchObject({ most: [], least: [] });
    const one = rankAgreement([row('E', [5, 10]), row('D', [3, 5])], 0);
    expect(one.most).toEqual(one.least);
    expect(one.most.map((r) => r.party.code)).toEqual(['E']);
  });
});
