import { nonBlank } from '@/lib/data/oda-values';
import { storeReads } from '@/lib/data/store-read-source';
import {
  periodRows,
  selectActorVoteIds,
  selectActorVotesByIds,
  selectAllActorVotes,
} from '@/lib/store/actor-votes';
import {
  type BallotCounts,
  type LoyaltyCounts,
  type VotingIndex,
  votingIndex,
} from '@/lib/store/actor-voting-index';
import type { Store } from '@/lib/store/store';
import { type TallyOf, toActorVote } from './actor-vote-line';
import { EVERY_BALLOT, recordVoteIds } from './actor-vote-record-load';
import type { ActorVote, ActorVoteFilter, PartyLoyalty, VotingPeriod, VotingRecord } from './types';

/** The most votes one list call returns. */
export const MAX_ACTOR_VOTES = 100;

const bound = (limit: number) => Math.min(Math.max(Math.trunc(limit) || 1, 1), MAX_ACTOR_VOTES);

const toLoyalty = (c: LoyaltyCounts): PartyLoyalty => ({
  withParty: c.withParty,
  againstParty: c.againstParty,
  noMajority: c.noMajority,
  outsideGroup: c.outsideGroup,
});

function addLoyalty(a: PartyLoyalty, b: PartyLoyalty): PartyLoyalty {
  return {
    withParty: a.withParty + b.withParty,
    againstParty: a.againstParty + b.againstParty,
    noMajority: a.noMajority + b.noMajority,
    outsideGroup: a.outsideGroup + b.outsideGroup,
  };
}

const NO_LOYALTY: PartyLoyalty = { withParty: 0, againstParty: 0, noMajority: 0, outsideGroup: 0 };

/**
 * A member's voting record: ballots per Stemmetype in all and per samling (oldest first), and how often they
 * voted with their party group's majority — from the per-store voting index (lib/store/actor-voting-index.ts,
 * where the definitions are). An actor without votes gets zeros and no samlinger. A store read
 * (lib/data/store-read-source.ts), called through `getVotingRecord` (actor-votes.ts).
 */
export function loadVotingRecord(db: Store, actorId: number): VotingRecord {
  const byPeriod = votingIndex(db).member(actorId)?.byPeriod ?? new Map();
  const labels = periodRows(db);
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
    periods: periods.map(({ start: _start, ...p }) => p),
  };
}

function toCounts(c: BallotCounts): VotingPeriod['counts'] {
  return { for: c.for, against: c.against, abstain: c.abstain, absent: c.absent };
}

function sum<T>(items: readonly T[], value: (item: T) => number): number {
  return items.reduce((total, item) => total + value(item), 0);
}

/** Reads the chosen votes of a member and returns them in the order of `voteIds` (ids without a row are left out). */
function votesInOrder(
  db: Store,
  index: VotingIndex,
  actorId: number,
  voteIds: readonly number[],
): ActorVote[] {
  const tallyOf: TallyOf = (v, g) => index.groupTally(v, g);
  const byId = new Map(selectActorVotesByIds(db, actorId, voteIds).map((r) => [r.afstemning_id, r]));
  return voteIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toActorVote(row, tallyOf)] : [];
  });
}

/**
 * The member's latest votes, newest first in the site's vote order (the home page's), each with their party
 * group's ballots on it. The member's vote ids come from a covering index; the order from the voting index. A
 * store read (lib/data/store-read-source.ts), called through `getRecentVotes` (actor-votes.ts).
 */
export function loadRecentVotes(db: Store, actorId: number, limit = 15): ActorVote[] {
  const index = votingIndex(db);
  const rank = (id: number) => index.voteRank(id) ?? Number.MAX_SAFE_INTEGER;
  const newest = selectActorVoteIds(db, actorId)
    .sort((a, b) => rank(a) - rank(b) || b - a)
    .slice(0, bound(limit));
  return votesInOrder(db, index, actorId, newest);
}

/**
 * How many votes newer than the member's newest ballot have no Stemme rows yet (the real service publishes the
 * ballots some time after a vote): the votes before it in the site's vote order, counted only when every one of
 * them lacks ballots — a vote with ballots but without the member means they no longer sit, and the newer votes
 * are none of theirs (0). 0 for an actor without ballots. A store read (lib/data/store-read-source.ts), called through
 * `getNewerVotesWithoutBallots` (actor-votes.ts).
 */
export function loadNewerVotesWithoutBallots(db: Store, actorId: number): number {
  const index = votingIndex(db);
  const newest = selectActorVoteIds(db, actorId).reduce(
    (best, id) => Math.min(best, index.voteRank(id) ?? Number.MAX_SAFE_INTEGER),
    Number.MAX_SAFE_INTEGER,
  );
  if (newest === Number.MAX_SAFE_INTEGER) return 0;
  const newer = index.votes.slice(0, newest);
  // partyTallies is undefined exactly for a vote without Stemme rows (lib/store/actor-voting-index.ts).
  return newer.every((v) => index.partyTallies(v.id) === undefined) ? newer.length : 0;
}

/**
 * The member's latest votes against their party group's majority, newest first, and how many there are. A store
 * read (lib/data/store-read-source.ts), called through `getVotesAgainstParty` (actor-votes.ts).
 */
export function loadVotesAgainstParty(
  db: Store,
  actorId: number,
  limit = 15,
): { readonly votes: readonly ActorVote[]; readonly total: number } {
  const index = votingIndex(db);
  const deviations = index.member(actorId)?.deviations ?? [];
  const votes = votesInOrder(
    db,
    index,
    actorId,
    deviations.slice(0, bound(limit)).map((d) => d.voteId),
  );
  return { votes, total: deviations.length };
}

/**
 * Every vote of a member that passes the filter (all of them by default, newest first), in its order — the
 * selection of the vote record page (actor-vote-record-load.ts) — each with their party group's ballots and
 * majority on it: what the download of their ballots holds (app/aktoer/[id]/stemmer.csv). One SQL pass over the
 * member's Stemme rows; the group tallies from the voting index. A store read (lib/data/store-read-source.ts), called
 * through `getAllActorVotes` (actor-votes.ts).
 */
export function loadAllActorVotes(
  db: Store,
  actorId: number,
  filter: ActorVoteFilter = EVERY_BALLOT,
): ActorVote[] {
  const index = votingIndex(db);
  const tallyOf: TallyOf = (v, g) => index.groupTally(v, g);
  const rows = new Map(selectAllActorVotes(db, actorId).map((r) => [r.afstemning_id, r]));
  return recordVoteIds(db, actorId, filter).flatMap((id) => {
    const row = rows.get(id);
    return row ? [toActorVote(row, tallyOf)] : [];
  });
}

storeReads('lib/data/actors/actor-votes-load.ts', {
  loadAllActorVotes,
  loadNewerVotesWithoutBallots,
  loadRecentVotes,
  loadVotesAgainstParty,
  loadVotingRecord,
});
