import 'server-only';
import { cache } from 'react';
import type { LatestVoteRow } from '@/lib/store/latest-votes';
import { getStore } from '@/lib/store/open-store';
import {
  selectVoteList,
  selectVotePeriods,
  selectVoteTypes,
  type VoteListParams,
  type VotePeriodRow,
  type VoteTypeRow,
} from '@/lib/store/vote-list';
import { nonBlank, toIsoLocalDateTime } from './oda-values';
import type { VoteFilterOptions, VoteFilters, VoteListPage, VoteSummary } from './types';

/** The most votes one call to {@link getLatestVotes} returns. */
export const MAX_LATEST_VOTES = 200;

/**
 * One window of the filtered vote list in list order, with the number of matches (the list is sorted once per
 * connection, lib/store/vote-list.ts).
 */
const voteListRows = (params: VoteListParams, limit: number, offset: number) =>
  selectVoteList(getStore(), params, limit, offset);

/**
 * The newest votes first: the first page of the unfiltered vote list, so the front page does not sort every vote
 * again. Callers render at request time (`await connection()`): the store file is only known then. Memoised per
 * request.
 * @throws StoreMissingError when the store file does not exist.
 */
export const getLatestVotes = cache(async (limit = 20): Promise<VoteSummary[]> => {
  const bounded = Math.min(Math.max(Math.trunc(limit), 1), MAX_LATEST_VOTES);
  const all = { samling: null, typeid: null, vedtaget: null } as const;
  return voteListRows(all, bounded, 0).rows.map(toVoteSummary);
});

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

/** Votes per page of the vote list. */
export const VOTE_PAGE_SIZE = 50;
/** Pages beyond this are read as this one (keeps the offset a small integer). */
const MAX_PAGE = 1_000_000;

/**
 * One page of votes, newest first (the order of {@link getLatestVotes}), filtered by session, vote type and outcome,
 * with the number of votes that pass the filters. A page past the end is empty (its `total` still counts).
 * @throws StoreMissingError when the store file does not exist.
 */
export async function getVotes(filters: VoteFilters): Promise<VoteListPage> {
  const page = Number.isSafeInteger(filters.page) && filters.page > 0 ? Math.min(filters.page, MAX_PAGE) : 1;
  const { rows, total } = voteListRows(
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
export async function getVoteFilterOptions(): Promise<VoteFilterOptions> {
  const db = getStore();
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
