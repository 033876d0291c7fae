import { nonBlank, toIsoLocalDateTime } from '@/lib/data/oda-values';
import { paged } from '@/lib/data/paged';
import type { HomeVotes } from '@/lib/data/site/types';
import { storeReads } from '@/lib/data/store-read-source';
import type { Paged } from '@/lib/data/types';
import { parseKonklusion, type VoteSide } from '@/lib/konklusion';
import { votingIndex } from '@/lib/store/actor-voting-index';
import type { LatestVoteRow } from '@/lib/store/latest-votes';
import type { Store } from '@/lib/store/store';
import {
  selectMeetingVoteIds,
  selectVotePeriods,
  selectVoteRows,
  selectVoteTypes,
  type VotePeriodRow,
  type VoteTypeRow,
} from '@/lib/store/vote-list';
import { selectVotesWithBallots } from '@/lib/store/votes-with-ballots';
import type { VoteFilterOptions, VoteFilters, VoteSummary } from './types';
import { filterVoteList } from './vote-list-index';

/*
 * The vote lists' store reads (lib/data/store-read-source.ts): they run in the pages' query pool, called through the
 * functions of the same name in votes.ts. The filtered vote list is sorted once per connection
 * (lib/data/votes/vote-list-index.ts), so once per pool thread and applied cycle.
 */

/** The most votes one call to `getHomeVotes` returns. */
export const MAX_HOME_VOTES = 200;

/** Votes per page of the vote list. */
export const VOTE_PAGE_SIZE = 50;
/** Pages beyond this are read as this one (keeps the offset a small integer). */
const MAX_PAGE = 1_000_000;

const NO_FILTERS = {
  period: null,
  voteTypeId: null,
  outcome: null,
  text: null,
  caseNumber: null,
  rebels: false,
} as const;

/** Votes probed for ballots at a time, in list order, until the home page has its votes. */
const HOME_PROBE = 50;

/**
 * The home page's votes, newest first in the vote list's order: the newest `limit` (1–{@link MAX_HOME_VOTES})
 * votes that have Stemme rows, and how many votes newer than the first of them have none yet (the newest sitting,
 * as the real service publishes ballots some time after a vote) — those are left out here and still first in the
 * vote list. Without a single vote with ballots, the newest votes as they are (each says its ballots are missing).
 */
export function loadHomeVotes(db: Store, limit: number): HomeVotes {
  const bounded = Math.min(Math.max(Math.trunc(limit), 1), MAX_HOME_VOTES);
  const order = filterVoteList(db, NO_FILTERS);
  const picked: number[] = [];
  let newerWithoutBallots = 0;
  for (let at = 0; at < order.length && picked.length < bounded; at += HOME_PROBE) {
    const chunk = order.slice(at, at + HOME_PROBE);
    const withBallots = selectVotesWithBallots(db, chunk);
    for (const id of chunk) {
      if (withBallots.has(id)) picked.push(id);
      else if (picked.length === 0) newerWithoutBallots++;
      if (picked.length >= bounded) break;
    }
  }
  if (picked.length === 0)
    return { votes: voteSummaries(db, order.slice(0, bounded), false), newerWithoutBallots: 0 };
  return { votes: voteSummaries(db, picked, false), newerWithoutBallots };
}

/** The most votes one call to `getVoteList` returns. */
export const MAX_LISTED_VOTES = 500;

/** The given votes as lines in a list, in the order given; unknown ids are left out. */
export function loadVoteList(db: Store, ids: readonly number[]): VoteSummary[] {
  const valid = ids.filter((id) => Number.isSafeInteger(id) && id > 0).slice(0, MAX_LISTED_VOTES);
  return voteSummaries(db, valid, false);
}

/** The votes taken in a meeting, in the order they were taken. */
export function loadMeetingVoteList(db: Store, meetingId: number): VoteSummary[] {
  return voteSummaries(db, selectMeetingVoteIds(db, meetingId), false);
}

/** One side of a konklusion as names: its group codes, then its named members ('S', 'Pia Johansen (S)'). */
function sideNames(side: VoteSide): string[] {
  return [...side.parties, ...side.members.map((m) => `${m.name} (${m.party})`)];
}

/**
 * The given votes as lines in a list, in the order of `ids`; with `countRebels`, each with how many members broke
 * with their party on it, from the voting index (lib/store/actor-voting-index.ts). Only the reads that need the
 * index anyway count (the list filtered to votes with breaks, the rebellions page): the index is built once per
 * store file in each thread (about 2 s at full scale, ahead of the pages at start and after a sync cycle), and the
 * home page and the other lists must not wait for it.
 */
export function voteSummaries(db: Store, ids: readonly number[], countRebels: boolean): VoteSummary[] {
  const rows = selectVoteRows(db, ids);
  if (rows.length === 0) return [];
  const index = countRebels ? votingIndex(db) : null;
  return rows.map((row) => toVoteSummary(row, index ? index.deviationCount(row.afstemning_id) : null));
}

/** A vote-list row and its number of members who broke with their party (null: not counted) → a line in a list. */
function toVoteSummary(row: LatestVoteRow, rebels: number | null): VoteSummary {
  const konklusion = parseKonklusion(row.konklusion);
  const stated = {
    for: konklusion.for.count,
    against: konklusion.against.count,
    abstain: konklusion.abstain.count,
  };
  const statesCounts = stated.for !== null || stated.against !== null || stated.abstain !== null;
  return {
    id: row.afstemning_id,
    nummer: row.afstemning_nummer,
    date: toIsoLocalDateTime(row.afstemning_dato),
    adopted: row.vedtaget === 1,
    voteTypeId: row.afstemningstype_id,
    voteType: nonBlank(row.afstemningstype),
    stepTitle: nonBlank(row.sagstrin_titel),
    stepPosition:
      row.trin_nr !== null && row.trin_antal !== null && row.trin_antal > 0
        ? { index: row.trin_nr, of: row.trin_antal }
        : null,
    comment: nonBlank(row.kommentar),
    votedFor: sideNames(konklusion.for),
    statedOutcome: konklusion.outcome,
    ballotCounts:
      row.stemmer > 0
        ? { for: row.for_, against: row.imod, abstain: row.hverken, absent: row.fravaer }
        : null,
    statedCounts: statesCounts ? stated : null,
    caseId: row.sag_id,
    caseNumber: nonBlank(row.sag_nummer),
    caseTitle: nonBlank(row.sag_titelkort) ?? nonBlank(row.sag_titel),
    meetingId: row.moede_id,
    meetingTitle: nonBlank(row.moede_titel),
    rebelCount: row.stemmer > 0 ? rebels : null,
  };
}

/**
 * One page of votes, newest first (the list order of vote-list-index.ts), filtered by session, vote type,
 * outcome, case number and text, with the number of votes that pass the filters. A page past the end is empty
 * (its `total` still counts).
 */
export function loadVotes(db: Store, filters: VoteFilters): Paged<VoteSummary> {
  const page = Number.isSafeInteger(filters.page) && filters.page > 0 ? Math.min(filters.page, MAX_PAGE) : 1;
  const ids = filterVoteList(db, filters);
  const offset = (page - 1) * VOTE_PAGE_SIZE;
  const votes = voteSummaries(db, ids.slice(offset, offset + VOTE_PAGE_SIZE), filters.rebels);
  return paged(votes, ids.length, page, VOTE_PAGE_SIZE);
}

/** The sessions with votes (newest first) and the vote types: the choices of the vote list's filters. */
export function loadVoteFilterOptions(db: Store): VoteFilterOptions {
  return toVoteFilterOptions(selectVotePeriods(db), selectVoteTypes(db));
}

function toVoteFilterOptions(
  periods: readonly VotePeriodRow[],
  types: readonly VoteTypeRow[],
): VoteFilterOptions {
  return {
    periods: periods.map((p) => ({
      code: p.periode_kode,
      title: nonBlank(p.periode_titel) ?? p.periode_kode,
    })),
    voteTypes: types.map((t) => ({
      id: t.afstemningstype_id,
      name: nonBlank(t.afstemningstype) ?? `Type ${t.afstemningstype_id}`,
    })),
  };
}

storeReads('lib/data/votes/votes-load.ts', {
  loadHomeVotes,
  loadMeetingVoteList,
  loadVoteFilterOptions,
  loadVoteList,
  loadVotes,
});
