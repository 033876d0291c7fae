import { type ExploreData, periodTick } from '@/components/charts/explore-series';
import { ATTENDANCE_FILL, WITH_PARTY_FILL } from '@/components/charts/ShareBar';
import { attendance, known } from '@/lib/data/actors/attendance';
import type { VotingPeriod } from '@/lib/data/actors/types';
import { VOTE_CHOICES, type VoteChoice, type VoteCounts } from '@/lib/data/types';
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

/** The words of the member's explorer: the series' names, a samling's title, a share of a count. */
export interface CourseWords {
  readonly attendance: string;
  readonly withParty: string;
  readonly period: (title: string) => string;
  /** '92 % af 120 afstemninger'; `share` is null when `n` is 0. */
  readonly point: (share: number | null, n: number) => string;
}

/**
 * The member's course as explorer data (components/charts/explore-series.ts): the samlinger with a known title on
 * the axis (votes whose samling is unknown stay in the table only), attendance (grey, dashed) and votes with the
 * party majority (violet), each value with the votes it is a share of.
 */
export function courseExploreData(rows: readonly CourseRow[], words: CourseWords): ExploreData {
  const dated = rows.flatMap((r) => (r.title === null ? [] : [{ row: r, title: r.title }]));
  return {
    periods: dated.map(({ title }) => ({ title: words.period(title), tick: periodTick(title) })),
    series: [
      {
        id: 'fremmoede',
        label: words.attendance,
        colour: ATTENDANCE_FILL,
        dashed: true,
        points: dated.map(({ row }) => ({
          value: row.attendance,
          text: words.point(row.attendance, row.votes),
        })),
      },
      {
        id: 'med-partiet',
        label: words.withParty,
        colour: WITH_PARTY_FILL,
        points: dated.map(({ row }) => ({
          value: row.withParty,
          text: words.point(row.withParty, row.decided),
        })),
      },
    ],
  };
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
