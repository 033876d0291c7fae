import 'server-only';
import { cache } from 'react';
import type { MeetingRow } from '@/lib/store/meeting';
import {
  countMeetingList,
  type MeetingListQuery,
  type MeetingPeriodOptionRow,
  type MeetingTypeOptionRow,
  selectMeetingList,
  selectMeetingPeriodOptions,
  selectMeetingTypeOptions,
} from '@/lib/store/meetings';
import { readStoreMeta } from '@/lib/store/meta';
import { getStore, type Store } from '@/lib/store/open-store';
import type { MeetingSearch } from '@/lib/url-state/meeting-search';
import { danishToday } from './case-values';
import {
  liveMeetingList,
  liveMeetingListRows,
  liveMeetingPeriodOptions,
  liveMeetingTypeOptions,
} from './live/meetings';
import { toMeetingSummary } from './meeting';
import { nonBlank } from './oda-values';
import { bySource, dataMode } from './source';
import type { MeetingFilterOptions, MeetingListPage, MeetingSummary } from './types';

/*
 * Reads for meeting lists (/moeder and the home page). Callers render at request time (`await connection()`).
 * Each function throws StoreMissingError when the store file does not exist (store mode), or UpstreamError when
 * the live service fails and nothing is cached (live mode); both sources give the store's rows, shaped here.
 */

export const MEETINGS_PAGE_SIZE = 25;

/**
 * The day that splits upcoming from past meetings: the dataset's "today" (`as_of`) — the store is a snapshot, so
 * the wall clock would be wrong for it — and only for a store that does not say, today's date in Denmark.
 */
export function datasetToday(db: Store, now: Date = new Date()): string {
  const asOf = readStoreMeta(db).asOf;
  return asOf && /^\d{4}-\d{2}-\d{2}$/.test(asOf) ? asOf : danishToday(now);
}

/** The day that splits upcoming from past: the store's {@link datasetToday}, or in live mode today in Denmark. */
function listToday(): string {
  return dataMode() === 'live' ? danishToday() : datasetToday(getStore());
}

const meetingList = bySource(
  async (query: MeetingListQuery): Promise<{ rows: MeetingRow[]; total: number }> => {
    const db = getStore();
    const total = countMeetingList(db, query);
    return { rows: total > query.offset ? selectMeetingList(db, query) : [], total };
  },
  liveMeetingList,
);

const meetingListRows = bySource(
  async (query: MeetingListQuery): Promise<MeetingRow[]> => selectMeetingList(getStore(), query),
  liveMeetingListRows,
);

/** One page of meetings for the list's state (upcoming from the dataset's today, or past). */
export async function getMeetings(search: MeetingSearch): Promise<MeetingListPage> {
  const today = listToday();
  const query: MeetingListQuery = {
    tense: search.tense,
    today,
    typeId: search.typeId,
    periodCode: search.period,
    limit: MEETINGS_PAGE_SIZE,
    offset: (search.page - 1) * MEETINGS_PAGE_SIZE,
  };
  const { rows, total } = await meetingList(query);
  return {
    meetings: rows.map(toMeetingSummary),
    total,
    page: search.page,
    pageSize: MEETINGS_PAGE_SIZE,
    pageCount: Math.max(1, Math.ceil(total / MEETINGS_PAGE_SIZE)),
    today,
  };
}

/**
 * The next meetings of every type from the dataset's today on, nearest first (for the home page, which reads it
 * up front and again in its panel: memoised per request).
 */
export const getUpcomingMeetings = cache(
  async (limit = 5): Promise<{ meetings: MeetingSummary[]; today: string }> => {
    const today = listToday();
    const rows = await meetingListRows({
      tense: 'upcoming',
      today,
      typeId: null,
      periodCode: null,
      limit: Math.min(Math.max(Math.trunc(limit), 1), 50),
      offset: 0,
    });
    return { meetings: rows.map(toMeetingSummary), today };
  },
);

const filterOptionRows = bySource(
  async (): Promise<{ types: MeetingTypeOptionRow[]; periods: MeetingPeriodOptionRow[] }> => {
    const db = getStore();
    return { types: selectMeetingTypeOptions(db), periods: selectMeetingPeriodOptions(db) };
  },
  async () => {
    const [types, periods] = await Promise.all([liveMeetingTypeOptions(), liveMeetingPeriodOptions()]);
    return { types, periods };
  },
);

/** The meeting types and sessions that occur, for the list's filters. */
export async function getMeetingFilterOptions(): Promise<MeetingFilterOptions> {
  const rows = await filterOptionRows();
  return {
    types: rows.types.map((t) => ({ id: t.id, name: nonBlank(t.type) ?? `Type ${t.id}` })),
    periods: rows.periods.map((p) => ({
      code: p.kode,
      title: nonBlank(p.titel) ?? p.kode,
    })),
  };
}
