import { attendance, known } from '@/lib/data/attendance';
import { VOTE_CHOICES, type VoteChoice, type VoteCounts, type VotingPeriod } from '@/lib/data/types';
import { withPartyShare } from './voting-numbers';

/** One samling of a member's course: how many votes, the share attended and the share cast with the party. */
export interface CourseRow {
  readonly key: string;
  readonly title: string | null;
  readonly votes: number;
  /** Share of known ballots not Fravær; null without ballots. */
  readonly attendance: number | null;
  /** Share of present votes with a party majority cast with it; null when there were none. */
  readonly withParty: number | null;
  /** Present votes where the party group had a majority (what `withParty` is a share of). */
  readonly decided: number;
}

/** The member's samlinger as course rows, in the record's order (oldest first). */
export function courseRows(periods: readonly VotingPeriod[]): CourseRow[] {
  return periods.map((p) => ({
    key: p.period === null ? 'ukendt' : String(p.period.id),
    title: p.period?.title ?? null,
    votes: known(p.counts),
    attendance: attendance(p.counts),
    withParty: withPartyShare(p.loyalty),
    decided: p.loyalty.withParty + p.loyalty.againstParty,
  }));
}

/** Samlinger with fewer votes are left out of the highest and lowest shares (a short samling makes every extreme). */
export const MIN_VOTES_FOR_EXTREMES = 20;

/**
 * The rows with the highest and lowest value of a share among those with at least {@link MIN_VOTES_FOR_EXTREMES}
 * votes behind it (by `weight`); null when fewer than two rows qualify — one row has no high and low.
 */
export function extremes(
  rows: readonly CourseRow[],
  value: (row: CourseRow) => number | null,
  weight: (row: CourseRow) => number,
): { readonly high: CourseRow; readonly low: CourseRow } | null {
  const measured = rows.filter((r) => value(r) !== null && weight(r) >= MIN_VOTES_FOR_EXTREMES);
  if (measured.length < 2) return null;
  const sorted = [...measured].sort((a, b) => (value(b) ?? 0) - (value(a) ?? 0));
  const high = sorted[0];
  const low = sorted.at(-1);
  return high && low ? { high, low } : null;
}

/** A choice's part of a member's known ballots, placed along one bar (shares of the whole, 0–1). */
export interface BallotSegment {
  readonly choice: VoteChoice;
  readonly count: number;
  readonly share: number;
  /** Where the segment starts along the bar (0–1). */
  readonly start: number;
}

/** The four choices as consecutive segments of one bar, in the site's choice order; empty choices left out. */
export function ballotSegments(counts: VoteCounts): BallotSegment[] {
  const total = known(counts);
  if (total === 0) return [];
  const segments: BallotSegment[] = [];
  let start = 0;
  for (const choice of VOTE_CHOICES) {
    const count = counts[choice];
    if (count === 0) continue;
    const share = count / total;
    segments.push({ choice, count, share, start });
    start += share;
  }
  return segments;
}
