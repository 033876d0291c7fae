import 'server-only';
import { cache } from 'react';
import {
  type ActorVoteRow,
  type PeriodRow,
  periodRows,
  selectActorVoteIds,
  selectActorVotesByIds,
} from '@/lib/store/actor-votes';
import {
  type BallotCounts,
  type GroupTally,
  type LoyaltyCounts,
  STEMMETYPE,
  votingIndex,
} from '@/lib/store/actor-voting-index';
import { getStore } from '@/lib/store/open-store';
import type { MemberGroups } from './live/actor-groups';
import { liveVoteLines } from './live/actor-vote-lines';
import { type LiveBallot, liveMemberVoting, livePeriodRows } from './live/actor-votes';
import { nonBlank, toIsoLocalDateTime } from './oda-values';
import { bySource, dataMode } from './source';
import type { ActorVote, PartyLoyalty, VoteChoice, VotingPeriod, VotingRecord } from './types';

/** The most votes one list call returns. */
export const MAX_ACTOR_VOTES = 100;

const bound = (limit: number) => Math.min(Math.max(Math.trunc(limit) || 1, 1), MAX_ACTOR_VOTES);

const toLoyalty = (c: LoyaltyCounts & { readonly unknownMajority?: number }): PartyLoyalty => ({
  withParty: c.withParty,
  againstParty: c.againstParty,
  noMajority: c.noMajority,
  outsideGroup: c.outsideGroup,
  unknownMajority: c.unknownMajority ?? 0,
});

function addLoyalty(a: PartyLoyalty, b: PartyLoyalty): PartyLoyalty {
  return {
    withParty: a.withParty + b.withParty,
    againstParty: a.againstParty + b.againstParty,
    noMajority: a.noMajority + b.noMajority,
    outsideGroup: a.outsideGroup + b.outsideGroup,
    unknownMajority: a.unknownMajority + b.unknownMajority,
  };
}

const NO_LOYALTY: PartyLoyalty = {
  withParty: 0,
  againstParty: 0,
  noMajority: 0,
  outsideGroup: 0,
  unknownMajority: 0,
};

/** What the record is built from, in either mode: the member's counts per samling and the samlinger's labels. */
interface RecordParts {
  readonly byPeriod: ReadonlyMap<
    number | null,
    { readonly counts: BallotCounts; readonly loyalty: LoyaltyCounts & { readonly unknownMajority?: number } }
  >;
  readonly labels: ReadonlyMap<number, PeriodRow>;
  readonly majorityFrom: VotingRecord['majorityFrom'];
}

/** The live member aggregates, once per request: the record and both vote lists share one read. */
const memberVoting = cache(liveMemberVoting);

const recordParts = bySource(
  async (actorId: number): Promise<RecordParts> => {
    const db = getStore();
    return {
      byPeriod: votingIndex(db).member(actorId)?.byPeriod ?? new Map(),
      labels: periodRows(db),
      majorityFrom: 'ballots',
    };
  },
  async (actorId: number): Promise<RecordParts> => {
    const [voting, labels] = await Promise.all([memberVoting(actorId), livePeriodRows()]);
    return { byPeriod: voting.byPeriod, labels, majorityFrom: 'konklusion' };
  },
);

/**
 * A member's voting record: ballots per Stemmetype in all and per samling (oldest first), and how often they
 * voted with their party group's majority — from the per-store voting index (lib/store/actor-voting-index.ts,
 * where the definitions are), or in live mode from the member's Stemme and the votes' konklusion texts
 * (lib/data/live/actor-votes.ts says where the two can differ). An actor without votes gets zeros and no samlinger.
 */
export const getVotingRecord = cache(async (actorId: number): Promise<VotingRecord> => {
  const { byPeriod, labels, majorityFrom } = await recordParts(actorId);
  const periods: (VotingPeriod & { start: string | null })[] = [...byPeriod].map(
    ([id, { counts, loyalty }]) => {
      const row = id === null ? undefined : labels.get(id);
      return {
        period: id === null ? null : { id, code: nonBlank(row?.kode), title: nonBlank(row?.titel) },
        start: row?.startdato ?? null,
        counts: toCounts(counts),
        unknown: counts.unknown,
        loyalty: toLoyalty(loyalty),
      };
    },
  );
  periods.sort((a, b) => (a.start === null ? 1 : b.start === null ? -1 : a.start.localeCompare(b.start)));
  return {
    totals: {
      for: sum(periods, (p) => p.counts.for),
      against: sum(periods, (p) => p.counts.against),
      abstain: sum(periods, (p) => p.counts.abstain),
      absent: sum(periods, (p) => p.counts.absent),
    },
    unknown: sum(periods, (p) => p.unknown),
    loyalty: periods.reduce((total, p) => addLoyalty(total, p.loyalty), NO_LOYALTY),
    majorityFrom,
    periods: periods.map(({ start: _start, ...p }) => p),
  };
});

/**
 * Starts reading a member's voting record (memoised per request) without waiting for it: the actor layout calls
 * it alongside the header's reads, so that in live mode the streamed panels' thousands of Stemme are on their way
 * while the header renders (for an actor without votes it costs one empty answer). In store mode there is nothing
 * to fetch, and building the voting index (if not yet warm) must not hold up the header, so it does nothing.
 */
export function preloadVotingRecord(actorId: number): void {
  if (dataMode() === 'live') getVotingRecord(actorId).catch(() => {});
}

function toCounts(c: BallotCounts): VotingPeriod['counts'] {
  return { for: c.for, against: c.against, abstain: c.abstain, absent: c.absent };
}

function sum<T>(items: readonly T[], value: (item: T) => number): number {
  return items.reduce((total, item) => total + value(item), 0);
}

export function toVoteChoice(stemmetype: number | null): VoteChoice | null {
  switch (stemmetype) {
    case STEMMETYPE.for:
      return 'for';
    case STEMMETYPE.against:
      return 'against';
    case STEMMETYPE.abstain:
      return 'abstain';
    case STEMMETYPE.absent:
      return 'absent';
    default:
      return null;
  }
}

type TallyOf = (voteId: number, groupId: number) => GroupTally | undefined;

function toActorVote(row: ActorVoteRow, tallyOf: TallyOf): ActorVote {
  const independent = row.gruppe_kode?.trim() === 'UFG';
  const tally = row.gruppe_id === null || independent ? undefined : tallyOf(row.afstemning_id, row.gruppe_id);
  return {
    voteId: row.afstemning_id,
    nummer: row.nummer,
    date: toIsoLocalDateTime(row.dato),
    adopted: row.vedtaget === 1,
    voteType: nonBlank(row.afstemningstype),
    caseId: row.sag_id,
    caseNumber: nonBlank(row.sag_nummer),
    caseTitle: nonBlank(row.sag_titelkort) ?? nonBlank(row.sag_titel),
    choice: toVoteChoice(row.stemmetype_id),
    party: nonBlank(row.gruppe_kode),
    partyCounts: tally ? { for: tally.for, against: tally.against, abstain: tally.abstain } : null,
  };
}

/** Rows in the order of `voteIds` (ids without a row are left out). */
function inOrder(voteIds: readonly number[], rows: readonly ActorVoteRow[], tallyOf: TallyOf): ActorVote[] {
  const byId = new Map(rows.map((r) => [r.afstemning_id, r]));
  return voteIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toActorVote(row, tallyOf)] : [];
  });
}

/** Reads the chosen votes of a member from the store and returns them in the order of `voteIds`. */
function storeVotesInOrder(actorId: number, voteIds: readonly number[]): ActorVote[] {
  const db = getStore();
  const index = votingIndex(db);
  return inOrder(voteIds, selectActorVotesByIds(db, actorId, voteIds), (v, g) => index.groupTally(v, g));
}

/** The same over the live service: the chosen ballots' list lines and their group's tallies. */
async function liveVotesInOrder(chosen: readonly LiveBallot[], groups: MemberGroups): Promise<ActorVote[]> {
  const { rows, tallies } = await liveVoteLines(chosen, groups);
  return inOrder(
    chosen.map((b) => b.voteId),
    rows,
    (voteId) => tallies.get(voteId),
  );
}

/**
 * The member's latest votes, newest first in the site's vote order (the home page's), each with their party
 * group's ballots on it. The member's vote ids come from a covering index; the order from the voting index.
 */
export const getRecentVotes: (actorId: number, limit?: number) => Promise<ActorVote[]> = bySource(
  async (actorId: number, limit = 15) => {
    const db = getStore();
    const index = votingIndex(db);
    const rank = (id: number) => index.voteRank(id) ?? Number.MAX_SAFE_INTEGER;
    const newest = selectActorVoteIds(db, actorId)
      .sort((a, b) => rank(a) - rank(b) || b - a)
      .slice(0, bound(limit));
    return storeVotesInOrder(actorId, newest);
  },
  async (actorId: number, limit = 15) => {
    const voting = await memberVoting(actorId);
    return liveVotesInOrder(voting.newest.slice(0, bound(limit)), voting.groups);
  },
);

/**
 * The member's latest votes against their party group's majority, newest first, and how many there are. In live
 * mode the majority is the group's side in the vote's konklusion (lib/data/live/actor-party-side.ts).
 */
export const getVotesAgainstParty: (
  actorId: number,
  limit?: number,
) => Promise<{ readonly votes: readonly ActorVote[]; readonly total: number }> = bySource(
  async (actorId: number, limit = 15) => {
    const deviations = votingIndex(getStore()).member(actorId)?.deviations ?? [];
    const votes = storeVotesInOrder(
      actorId,
      deviations.slice(0, bound(limit)).map((d) => d.voteId),
    );
    return { votes, total: deviations.length };
  },
  async (actorId: number, limit = 15) => {
    const voting = await memberVoting(actorId);
    const ballots = new Map(voting.newest.map((b) => [b.voteId, b]));
    const chosen = voting.deviations.slice(0, bound(limit)).flatMap((d) => ballots.get(d.voteId) ?? []);
    return { votes: await liveVotesInOrder(chosen, voting.groups), total: voting.deviations.length };
  },
);
