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
import { nonBlank, toIsoLocalDateTime } from './oda-values';
import { paged } from './paged';
import type { Paged, VoteFilterOptions, VoteFilters, VoteSummary } from './types';
import { filterVoteList } from './vote-list-index';

/*
 * The vote lists' store reads (lib/data/store-reads.ts): they run in the pages' query pool, called through the
 * functions of the same name in votes.ts. The filtered vote list is sorted once per connection
 * (lib/data/vote-list-index.ts), so once per pool thread and applied cycle.
 */

/** The most votes one call to `getLatestVotes` returns. */
export const MAX_LATEST_VOTES = 200;

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

/**
 * The newest `limit` (1–{@link MAX_LATEST_VOTES}) votes first: the first page of the unfiltered vote list, so the
 * front page does not sort every vote again.
 */
export function loadLatestVotes(db: Store, limit: number): VoteSummary[] {
  const bounded = Math.min(Math.max(Math.trunc(limit), 1), MAX_LATEST_VOTES);
  return voteSummaries(db, filterVoteList(db, NO_FILTERS).slice(0, bounded), false);
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
 * One page of votes, newest first (the order of {@link loadLatestVotes}), filtered by session, vote type,
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
