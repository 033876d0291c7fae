import 'server-only';
import { cache } from 'react';
import type { HomeVotes } from '@/lib/data/site/types';
import { readStore } from '@/lib/data/store-read';
import type { Paged } from '@/lib/data/types';
import type { VoteFilterOptions, VoteFilters, VoteSummary } from './types';
import {
  loadHomeVotes,
  loadMeetingVoteList,
  loadVoteFilterOptions,
  loadVoteList,
  loadVotes,
} from './votes-load';

/*
 * Reads for the vote lists (/afstemninger and the home page), each run in the pages' query pool (the loaders are in
 * votes-load.ts). Callers render at request time (`await connection()`): the store file is only known then.
 */

export { VOTE_PAGE_SIZE } from './votes-load';

/**
 * The home page's votes: the newest `limit` votes with the members' ballots, and how many newer votes have none
 * yet (votes-load.ts loadHomeVotes has the rule). Callers render at request time (`await connection()`): the store
 * file is only known then. Memoised per request.
 * @throws StoreMissingError when the store file does not exist.
 */
export const getHomeVotes = cache(async (limit = 10): Promise<HomeVotes> => readStore(loadHomeVotes, limit));

/**
 * The votes taken in a meeting, in the order they were taken, as lines in a list. Memoised per request.
 * @throws StoreMissingError when the store file does not exist.
 */
export const getMeetingVoteList = cache(
  async (meetingId: number): Promise<VoteSummary[]> => readStore(loadMeetingVoteList, meetingId),
);

/**
 * The given votes (at most 500) as lines in a list, in the order given; unknown ids are left out. For a page that
 * already knows which votes it shows (a case's).
 * @throws StoreMissingError when the store file does not exist.
 */
export async function getVoteList(ids: readonly number[]): Promise<VoteSummary[]> {
  return ids.length === 0 ? [] : readStore(loadVoteList, [...ids]);
}

/**
 * One page of votes, newest first (the list order of vote-list-index.ts, the home page's too), filtered by
 * session, vote type, outcome, case number and text, with the number of votes that pass the filters. A page past
 * the end is empty (its `total` still counts).
 * @throws StoreMissingError when the store file does not exist.
 */
export async function getVotes(filters: VoteFilters): Promise<Paged<VoteSummary>> {
  return readStore(loadVotes, filters);
}

/** The sessions with votes (newest first) and the vote types: the choices of the vote list's filters. */
export async function getVoteFilterOptions(): Promise<VoteFilterOptions> {
  return readStore(loadVoteFilterOptions);
}
