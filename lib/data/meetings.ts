import 'server-only';
import { cache } from 'react';
import type { MeetingRow } from '@/lib/store/meeting';
import {
  countMeetingList,
  type MeetingListQuery,
  selectMeetingList,
  selectMeetingPeriodOptions,
  selectMeetingTypeOptions,
} from '@/lib/store/meetings';
import { getStore } from '@/lib/store/open-store';
import type { MeetingSearch } from '@/lib/url-state/meeting-search';
import { datasetToday } from './dataset-today';
import { toMeetingSummary } from './meeting';
import { nonBlank } from './oda-values';
import type { MeetingFilterOptions, MeetingListPage, MeetingSummary } from './types';

/*
 * Reads for meeting lists (/moeder and the home page). Callers render at request time (`await connection()`).
 * Each function throws StoreMissingError when the store file does not exist.
 */

export const MEETINGS_PAGE_SIZE = 25;

/** One page of meetings for the list's state (upcoming from the dataset's today on, or past; see datasetToday). */
export async function getMeetings(search: MeetingSearch): Promise<MeetingListPage> {
  const db = getStore();
  const today = datasetToday(db);
  const query: MeetingListQuery = {
    tense: search.tense,
    today,
    typeId: search.typeId,
    periodCode: search.period,
    limit: MEETINGS_PAGE_SIZE,
    offset: (search.page - 1) * MEETINGS_PAGE_SIZE,
  };
  const total = countMeetingList(db, query);
  const rows: MeetingRow[] = total > query.offset ? selectMeetingList(db, query) : [];
  return {
    meetings: rows.map(toMeetingSummary),
    total,
    page: search.page,
    pageSize: MEETINGS_PAGE_SIZE,
    pageCount: Math.max(1, Math.ceil(total / MEETINGS_PAGE_SIZE)),
    today,
  };
}

/** The next meetings of every type from the dataset's today on, nearest first (for the home page). */
export const getUpcomingMeetings = cache(
  async (limit = 5): Promise<{ meetings: MeetingSummary[]; today: string }> => {
    const db = getStore();
    const today = datasetToday(db);
    const rows = selectMeetingList(db, {
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

/** The meeting types and sessions that occur, for the list's filters. */
export async function getMeetingFilterOptions(): Promise<MeetingFilterOptions> {
  const db = getStore();
  return {
    types: selectMeetingTypeOptions(db).map((t) => ({ id: t.id, name: nonBlank(t.type) ?? `Type ${t.id}` })),
    periods: selectMeetingPeriodOptions(db).map((p) => ({
      code: p.kode,
      title: nonBlank(p.titel) ?? p.kode,
    })),
  };
}
