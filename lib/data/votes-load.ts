import type { LatestVoteRow } from '@/lib/store/latest-votes';
import type { Store } from '@/lib/store/store';
import {
  selectVoteList,
  selectVotePeriods,
  selectVoteTypes,
  type VotePeriodRow,
  type VoteTypeRow,
} from '@/lib/store/vote-list';
import { nonBlank, toIsoLocalDateTime } from './oda-values';
import type { VoteFilterOptions, VoteFilters, VoteListPage, VoteSummary } from './types';

/*
 * The vote lists' store reads (lib/data/store-reads.ts): they run in the pages' query pool, called through the
 * functions of the same name in votes.ts. The filtered vote list is sorted once per connection
 * (lib/store/vote-list.ts), so once per pool thread and applied cycle.
 */

/** The most votes one call to `getLatestVotes` returns. */
export const MAX_LATEST_VOTES = 200;

/** Votes per page of the vote list. */
export const VOTE_PAGE_SIZE = 50;
/** Pages beyond this are read as this one (keeps the offset a small integer). */
const MAX_PAGE = 1_000_000;

/**
 * The newest `limit` (1–{@link MAX_LATEST_VOTES}) votes first: the first page of the unfiltered vote list, so the
 * front page does not sort every vote again.
 */
export function loadLatestVotes(db: Store, limit: number): VoteSummary[] {
  const bounded = Math.min(Math.max(Math.trunc(limit), 1), MAX_LATEST_VOTES);
  const all = { samling: null, typeid: null, vedtaget: null } as const;
  return selectVoteList(db, all, bounded, 0).rows.map(toVoteSummary);
}

function toVoteSummary(row: LatestVoteRow): VoteSummary {
  return {
    id: row.afstemning_id,
    nummer: row.afstemning_nummer,
    date: toIsoLocalDateTime(row.afstemning_dato),
    adopted: row.vedtaget === 1,
    voteType: nonBlank(row.afstemningstype),
    caseId: row.sag_id,
    caseNumber: nonBlank(row.sag_nummer),
    caseTitle: nonBlank(row.sag_titelkort) ?? nonBlank(row.sag_titel),
    meetingId: row.moede_id,
    meetingTitle: nonBlank(row.moede_titel),
  };
}

/**
 * One page of votes, newest first (the order of {@link loadLatestVotes}), filtered by session, vote type and
 * outcome, with the number of votes that pass the filters. A page past the end is empty (its `total` still counts).
 */
export function loadVotes(db: Store, filters: VoteFilters): VoteListPage {
  const page = Number.isSafeInteger(filters.page) && filters.page > 0 ? Math.min(filters.page, MAX_PAGE) : 1;
  const { rows, total } = selectVoteList(
    db,
    {
      samling: filters.period,
      typeid: filters.voteTypeId,
      vedtaget: filters.outcome === null ? null : filters.outcome === 'vedtaget' ? 1 : 0,
    },
    VOTE_PAGE_SIZE,
    (page - 1) * VOTE_PAGE_SIZE,
  );
  return {
    votes: rows.map(toVoteSummary),
    total,
    page,
    pageSize: VOTE_PAGE_SIZE,
    pageCount: Math.max(1, Math.ceil(total / VOTE_PAGE_SIZE)),
  };
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
