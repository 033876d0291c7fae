import { describe, expect, it } from 'vitest';
import type { VoteCounts, VoteOutcome } from '@/lib/data/types';
import type { KonklusionSide } from './types';
import { checkVoteConsistency, outcomeFromCounts } from './vote-consistency';

const side = (count: number | null): KonklusionSide => ({ count, parties: [], members: [] });
const konklusion = (outcome: VoteOutcome | null, f: number | null, a: number | null, h: number | null) => ({
  outcome,
  for: side(f),
  against: side(a),
  abstain: side(h),
});
const counts = (f: number, a: number, h: number, absent = 179 - f - a - h): VoteCounts => ({
  for: f,
  against: a,
  abstain: h,
  absent,
});

describe('outcomeFromCounts', () => {
  it('adopts with more for than against, whatever the abstentions and absences', () => {
    expect(outcomeFromCounts(counts(60, 59, 40))).toBe('vedtaget');
    expect(outcomeFromCounts(counts(59, 59, 0))).toBe('forkastet');
    expect(outcomeFromCounts(counts(0, 0, 0))).toBe('forkastet');
  });
});

describe('checkVoteConsistency', () => {
  it('finds nothing when all three records agree', () => {
    expect(
      checkVoteConsistency({
        konklusion: konklusion('vedtaget', 89, 24, 3),
        adopted: true,
        stemmeCounts: counts(89, 24, 3),
      }),
    ).toEqual([]);
  });

  it('reports the flag disagreeing with text and Stemme, with all three values', () => {
    expect(
      checkVoteConsistency({
        konklusion: konklusion('vedtaget', 89, 24, 3),
        adopted: false,
        stemmeCounts: counts(89, 24, 3),
      }),
    ).toEqual([{ kind: 'outcome', konklusion: 'vedtaget', vedtaget: 'forkastet', stemmer: 'vedtaget' }]);
  });

  it('reports the text disagreeing with the flag when there are no Stemme rows', () => {
    expect(
      checkVoteConsistency({
        konklusion: konklusion('forkastet', 50, 60, 0),
        adopted: true,
        stemmeCounts: null,
      }),
    ).toEqual([{ kind: 'outcome', konklusion: 'forkastet', vedtaget: 'vedtaget', stemmer: null }]);
  });

  it('reports the Stemme rows disagreeing with both text and flag', () => {
    expect(
      checkVoteConsistency({
        konklusion: konklusion('vedtaget', null, null, null),
        adopted: true,
        stemmeCounts: counts(40, 70, 0),
      }),
    ).toEqual([{ kind: 'outcome', konklusion: 'vedtaget', vedtaget: 'vedtaget', stemmer: 'forkastet' }]);
  });

  it('reports each side whose count differs, and no outcome when the outcomes still agree', () => {
    expect(
      checkVoteConsistency({
        konklusion: konklusion('vedtaget', 90, 23, 0),
        adopted: true,
        stemmeCounts: counts(89, 24, 3),
      }),
    ).toEqual([
      { kind: 'count', choice: 'for', konklusion: 90, stemmer: 89 },
      { kind: 'count', choice: 'against', konklusion: 23, stemmer: 24 },
      { kind: 'count', choice: 'abstain', konklusion: 0, stemmer: 3 },
    ]);
  });

  it('treats silence as no disagreement: empty text, missing counts, no Stemme rows', () => {
    expect(
      checkVoteConsistency({
        konklusion: konklusion(null, null, null, null),
        adopted: false,
        stemmeCounts: null,
      }),
    ).toEqual([]);
    expect(
      checkVoteConsistency({
        konklusion: konklusion(null, null, null, null),
        adopted: true,
        stemmeCounts: counts(100, 10, 0),
      }),
    ).toEqual([]);
    expect(
      checkVoteConsistency({
        konklusion: konklusion('vedtaget', 95, 21, 0),
        adopted: true,
        stemmeCounts: null,
      }),
    ).toEqual([]);
  });
});
