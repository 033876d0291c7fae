import type { CasePartyPositions } from '@/lib/data/analyses/case-party-positions-shape';
import { toMeetingSummary } from '@/lib/data/meetings/meeting-load';
import type { MeetingSummary } from '@/lib/data/meetings/types';
import { nonBlank } from '@/lib/data/oda-values';
import type { PartySide } from '@/lib/store/party-majority';
import type { UpcomingStepRow } from '@/lib/store/upcoming-votes';
import type { VoteSummary } from './types';
import { type ExpectedVoteKind, expectedVote } from './upcoming-vote-rule';

/*
 * What /kommende shows (and the upcoming-votes feed): the steps on upcoming agendas that end in a vote
 * (lib/data/votes/upcoming-vote-rule.ts), by meeting, each with the case's votes so far and the parties' sides on them.
 * Plain data, shaped here from the store rows so the rule can be tested without a store.
 */

/** The parties (short names, the largest first) by the side each took on a vote; absent = no member present. */
export type PartiesBySide = Readonly<Record<PartySide, readonly string[]>>;

/** One of the case's votes so far, with the parties' sides on it. */
export interface UpcomingEarlierVote {
  readonly vote: VoteSummary;
  readonly sides: PartiesBySide;
}

/** A case step on an upcoming agenda where a vote is expected. */
export interface UpcomingVote {
  readonly agendaItemId: number;
  /** `Dagsordenspunkt.nummer`, e.g. '3'. */
  readonly agendaNumber: string | null;
  readonly stepId: number;
  /** `Sagstrin.titel` as ODA writes it ('3. behandling', 'Eventuelt: 3. behandling'), else the step type. */
  readonly stepTitle: string | null;
  readonly stepTypeId: number;
  readonly expected: ExpectedVoteKind;
  readonly caseId: number;
  readonly caseNumber: string | null;
  /** The case's short title, else its full title. */
  readonly caseTitle: string | null;
  readonly caseTypeId: number | null;
  /** `Sagstype.type`, e.g. 'Lovforslag'. */
  readonly caseType: string | null;
  /** The case's latest votes so far, oldest first (at most {@link EARLIER_VOTES_SHOWN}). */
  readonly earlierVotes: readonly UpcomingEarlierVote[];
  /** How many votes the case has had in all (more than `earlierVotes` when some are left out). */
  readonly earlierVoteCount: number;
}

/** An upcoming sitting with the votes expected at it, in agenda order. */
export interface UpcomingVoteMeeting extends MeetingSummary {
  readonly votes: readonly UpcomingVote[];
}

export interface UpcomingVotes {
  /** The data's "today" (YYYY-MM-DD): meetings on or after it are upcoming (lib/data/site/dataset-today.ts). */
  readonly today: string;
  /** Meetings in date order, only those with a vote expected. */
  readonly meetings: readonly UpcomingVoteMeeting[];
  /** True when more cases were on the agendas than {@link MAX_UPCOMING_CASES}: the latest meetings are cut. */
  readonly truncated: boolean;
  /** The next sitting of the Folketing from today on, whatever its agenda; null when none is planned. */
  readonly nextSitting: MeetingSummary | null;
}

/** The most cases the page lists (the positions read takes as many at a time). */
export const MAX_UPCOMING_CASES = 200;

/** The most of a case's earlier votes shown with it; the case page has the rest. */
export const EARLIER_VOTES_SHOWN = 4;

/** The steps whose case type and step type expect a vote, at most {@link MAX_UPCOMING_CASES} cases. */
export function expectedVoteSteps(rows: readonly UpcomingStepRow[]): {
  rows: (UpcomingStepRow & { expected: ExpectedVoteKind })[];
  truncated: boolean;
} {
  const cases = new Set<number>();
  const kept: (UpcomingStepRow & { expected: ExpectedVoteKind })[] = [];
  for (const row of rows) {
    const expected = expectedVote(row.sagstrinstype_id, row.sagstype_id);
    if (!expected) continue;
    if (!cases.has(row.sag_id) && cases.size === MAX_UPCOMING_CASES) return { rows: kept, truncated: true };
    cases.add(row.sag_id);
    kept.push({ ...row, expected });
  }
  return { rows: kept, truncated: false };
}

const SIDE_ORDER: readonly PartySide[] = ['for', 'against', 'abstain', 'split', 'absent'];

/** The parties grouped by their side on the vote at `index` of the case's positions table. */
export function partiesBySide(positions: CasePartyPositions, index: number): PartiesBySide {
  const sides = Object.fromEntries(SIDE_ORDER.map((s) => [s, [] as string[]])) as Record<PartySide, string[]>;
  for (const party of positions.parties) sides[party.sides[index] ?? 'absent'].push(party.party);
  return sides;
}

/**
 * The page's meetings from the kept steps, the case's positions (one entry per case) and the votes' list lines:
 * each step with the case's last {@link EARLIER_VOTES_SHOWN} votes and the parties' sides on each.
 */
export function toUpcomingMeetings(
  rows: readonly (UpcomingStepRow & { expected: ExpectedVoteKind })[],
  positions: ReadonlyMap<number, CasePartyPositions>,
  votes: ReadonlyMap<number, VoteSummary>,
): UpcomingVoteMeeting[] {
  const meetings = new Map<number, { meeting: MeetingSummary; votes: UpcomingVote[] }>();
  for (const row of rows) {
    let entry = meetings.get(row.id);
    if (!entry) {
      entry = { meeting: toMeetingSummary(row), votes: [] };
      meetings.set(row.id, entry);
    }
    const casePositions = positions.get(row.sag_id);
    const all = casePositions?.votes ?? [];
    const from = Math.max(0, all.length - EARLIER_VOTES_SHOWN);
    const earlierVotes = casePositions
      ? all.slice(from).flatMap((v, k) => {
          const vote = votes.get(v.id);
          return vote ? [{ vote, sides: partiesBySide(casePositions, from + k) }] : [];
        })
      : [];
    entry.votes.push({
      agendaItemId: row.punkt_id,
      agendaNumber: nonBlank(row.punkt_nummer),
      stepId: row.sagstrin_id,
      stepTitle: nonBlank(row.sagstrin_titel) ?? nonBlank(row.sagstrinstype),
      stepTypeId: row.sagstrinstype_id,
      expected: row.expected,
      caseId: row.sag_id,
      caseNumber: nonBlank(row.sag_nummer),
      caseTitle: nonBlank(row.sag_titelkort) ?? nonBlank(row.sag_titel),
      caseTypeId: row.sagstype_id,
      caseType: nonBlank(row.sagstype),
      earlierVotes,
      earlierVoteCount: all.length,
    });
  }
  return [...meetings.values()].map(({ meeting, votes: list }) => ({ ...meeting, votes: list }));
}

/** How many of the listed votes are of each kind. */
export function countByKind(meetings: readonly UpcomingVoteMeeting[]): Record<ExpectedVoteKind, number> {
  const counts: Record<ExpectedVoteKind, number> = { final: 0, motions: 0 };
  for (const meeting of meetings) for (const vote of meeting.votes) counts[vote.expected]++;
  return counts;
}

/** The meetings with only the votes of this kind (all when null); meetings left without any are dropped. */
export function onlyKind(
  meetings: readonly UpcomingVoteMeeting[],
  kind: ExpectedVoteKind | null,
): UpcomingVoteMeeting[] {
  if (kind === null) return [...meetings];
  return meetings.flatMap((meeting) => {
    const votes = meeting.votes.filter((v) => v.expected === kind);
    return votes.length > 0 ? [{ ...meeting, votes }] : [];
  });
}
