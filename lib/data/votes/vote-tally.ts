import type { VoteCounts } from '@/lib/data/types';
import type { VoteDetail } from './types';

/** Seats in Folketinget. */
export const SEATS = 179;

/** The counts to show for a vote and where they come from. */
export interface VoteTally {
  readonly counts: VoteCounts;
  /**
   * `stemmer`: counted from the Stemme rows. `konklusion`: the text's counts, with the seats not accounted for
   * there taken as absent (the text leaves absentees out, docs/oda.md#konklusion).
   */
  readonly source: 'stemmer' | 'konklusion';
  /** The seats the counts cover: the Stemme rows, or {@link SEATS}. */
  readonly seats: number;
}

/**
 * The Stemme counts when there are Stemme rows, else the konklusion's when it gives all three counts and they fit
 * in the chamber; null when neither is known.
 */
export function voteTally(vote: Pick<VoteDetail, 'stemmeCounts' | 'konklusion'>): VoteTally | null {
  if (vote.stemmeCounts) {
    const c = vote.stemmeCounts;
    return { counts: c, source: 'stemmer', seats: c.for + c.against + c.abstain + c.absent };
  }
  const { for: f, against: a, abstain: h } = vote.konklusion;
  if (f.count === null || a.count === null || h.count === null) return null;
  const present = f.count + a.count + h.count;
  if (present > SEATS) return null;
  return {
    counts: { for: f.count, against: a.count, abstain: h.count, absent: SEATS - present },
    source: 'konklusion',
    seats: SEATS,
  };
}
