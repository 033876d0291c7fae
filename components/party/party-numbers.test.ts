import { describe, expect, it } from 'vitest';
import { contrast } from './party-colour';
import {
  AGREEMENT_STEPS,
  agreementColours,
  agreementOf,
  attendanceOf,
  cohesionOf,
  MIN_SHARED_VOTES,
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
