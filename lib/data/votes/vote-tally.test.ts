import { describe, expect, it } from 'vitest';
import type { KonklusionSide, VoteKonklusion } from './types';
import { voteTally } from './vote-tally';

const side = (count: number | null): KonklusionSide => ({ count, parties: [], members: [] });
const konklusion = (f: number | null, a: number | null, h: number | null): VoteKonklusion => ({
  text: 'x',
  outcome: 'vedtaget',
  for: side(f),
  against: side(a),
  abstain: side(h),
  remark: null,
});

describe('voteTally', () => {
  it('prefers the Stemme counts', () => {
    const stemmeCounts = { for: 89, against: 24, abstain: 3, absent: 63 };
    expect(voteTally({ stemmeCounts, konklusion: konklusion(90, 23, 3) })).toEqual({
      counts: stemmeCounts,
      source: 'stemmer',
      seats: 179,
    });
  });

  it('falls back to the konklusion, the remaining seats absent', () => {
    expect(voteTally({ stemmeCounts: null, konklusion: konklusion(95, 21, 0) })).toEqual({
      counts: { for: 95, against: 21, abstain: 0, absent: 63 },
      source: 'konklusion',
      seats: 179,
    });
  });

  it('is null when a count is missing or the counts exceed the chamber', () => {
    expect(voteTally({ stemmeCounts: null, konklusion: konklusion(95, null, 0) })).toBeNull();
    expect(voteTally({ stemmeCounts: null, konklusion: konklusion(150, 30, 0) })).toBeNull();
  });
});
