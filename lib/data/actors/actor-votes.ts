import 'server-only';
import { cache } from 'react';
import { readStore } from '@/lib/data/store-read';
import { loadActorVoteRecord } from './actor-vote-record-load';
import {
  loadAllActorVotes,
  loadNewerVotesWithoutBallots,
  loadRecentVotes,
  loadVotesAgainstParty,
  loadVotingRecord,
} from './actor-votes-load';
import { loadAttendanceComparison } from './attendance-load';
import type {
  ActorVote,
  ActorVoteFilter,
  ActorVoteRecordPage,
  AttendanceComparison,
  VotingRecord,
} from './types';

/**
 * A member's voting record: ballots per Stemmetype in all and per samling (oldest first), and how often they
 * voted with their party group's majority (actor-votes-load.ts; the definitions are in
 * lib/store/actor-voting-index.ts). An actor without votes gets zeros and no samlinger. Read in the pages' query
 * pool; memoised per request.
 */
export const getVotingRecord = cache(
  async (actorId: number): Promise<VotingRecord> => readStore(loadVotingRecord, actorId),
);

/**
 * The member's latest votes (at most `limit`, up to 100), newest first in the site's vote order (the home
 * page's), each with their party group's ballots on it. Read in the pages' query pool.
 */
export async function getRecentVotes(actorId: number, limit = 15): Promise<ActorVote[]> {
  return readStore(loadRecentVotes, actorId, limit);
}

/**
 * How many votes newer than the member's newest ballot have no ballots from the members yet (0 when the member no
 * longer sits; the rule: actor-votes-load.ts loadNewerVotesWithoutBallots). Read in the pages' query pool.
 */
export async function getNewerVotesWithoutBallots(actorId: number): Promise<number> {
  return readStore(loadNewerVotesWithoutBallots, actorId);
}

/**
 * The member's latest votes against their party group's majority (at most `limit`, up to 100), newest first, and
 * how many there are. Read in the pages' query pool.
 */
export async function getVotesAgainstParty(
  actorId: number,
  limit = 15,
): Promise<{ readonly votes: readonly ActorVote[]; readonly total: number }> {
  return readStore(loadVotesAgainstParty, actorId, limit);
}

/**
 * Every vote of a member that passes the filter (all, newest first, without one), each with their party group's
 * ballots and majority (an empty list for an actor without ballots). Read in the pages' query pool: the member's
 * download of their ballots.
 */
export async function getAllActorVotes(actorId: number, filter?: ActorVoteFilter): Promise<ActorVote[]> {
  return filter ? readStore(loadAllActorVotes, actorId, filter) : readStore(loadAllActorVotes, actorId);
}

/**
 * One page of a member's full vote record, filtered and ordered (actor-vote-record-load.ts), with the filters'
 * choices and how many newer votes have no ballots. Read in the pages' query pool.
 */
export async function getActorVoteRecord(
  actorId: number,
  filter: ActorVoteFilter,
  page: number,
): Promise<ActorVoteRecordPage> {
  return readStore(loadActorVoteRecord, actorId, filter, page);
}

/**
 * The member's attendance in their newest samling with ballots beside the Folketing's and their party's medians
 * there (attendance-load.ts); null for an actor without ballots. Read in the pages' query pool; memoised per
 * request.
 */
export const getAttendanceComparison = cache(
  async (actorId: number): Promise<AttendanceComparison | null> =>
    readStore(loadAttendanceComparison, actorId),
);
