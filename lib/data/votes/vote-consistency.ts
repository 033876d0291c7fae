import type { VoteCounts, VoteOutcome } from '@/lib/data/types';
import type { VoteDiscrepancy, VoteKonklusion } from './types';

/** The outcome the Stemme rows imply: adopted when more members voted for than against (simple majority). */
export function outcomeFromCounts(counts: VoteCounts): VoteOutcome {
  return counts.for > counts.against ? 'vedtaget' : 'forkastet';
}

export interface ConsistencyInput {
  readonly konklusion: Pick<VoteKonklusion, 'outcome' | 'for' | 'against' | 'abstain'>;
  /** `Afstemning.vedtaget`. */
  readonly adopted: boolean;
  /** Counts from the Stemme rows; null when there are none. */
  readonly stemmeCounts: VoteCounts | null;
}

/**
 * Compares the three records of a vote's result — the konklusion text, the `vedtaget` flag and the Stemme rows —
 * and lists every disagreement. A source that states nothing (empty text, a side without a count, no Stemme rows)
 * is not a disagreement. Nothing is resolved here: callers show all values.
 */
export function checkVoteConsistency(input: ConsistencyInput): VoteDiscrepancy[] {
  const { konklusion, stemmeCounts } = input;
  const vedtaget: VoteOutcome = input.adopted ? 'vedtaget' : 'forkastet';
  const stemmer = stemmeCounts ? outcomeFromCounts(stemmeCounts) : null;
  const found: VoteDiscrepancy[] = [];
  const outcomes = [konklusion.outcome, vedtaget, stemmer].filter((o) => o !== null);
  if (new Set(outcomes).size > 1) {
    found.push({ kind: 'outcome', konklusion: konklusion.outcome, vedtaget, stemmer });
  }
  if (stemmeCounts) {
    for (const choice of ['for', 'against', 'abstain'] as const) {
      const stated = konklusion[choice].count;
      if (stated !== null && stated !== stemmeCounts[choice]) {
        found.push({ kind: 'count', choice, konklusion: stated, stemmer: stemmeCounts[choice] });
      }
    }
  }
  return found;
}
