import 'server-only';
import { cache } from 'react';
import { readStore } from '@/lib/data/store-read';
import type { MeetingListState } from './meetings-load';
import {
  loadMeetingCalendar,
  loadMeetingFilterOptions,
  loadMeetings,
  loadUpcomingMeetings,
} from './meetings-load';
import type {
  AgendaItem,
  MeetingFilterOptions,
  MeetingListItem,
  MeetingListPage,
  MeetingSummary,
} from './types';

/*
 * Reads for meeting lists (/moeder and the home page). Callers render at request time (`await connection()`).
 * Each function throws StoreMissingError when the store file does not exist. Each runs in the pages' query pool
 * (the loaders are in meetings-load.ts).
 */

export { MEETING_CALENDAR_LIMIT, MEETINGS_PAGE_SIZE } from './meetings-load';

/** One page of meetings for the list's state (upcoming from the dataset's today on, or past; see datasetToday). */
export async function getMeetings(search: MeetingListState): Promise<MeetingListPage> {
  const { tense, typeId, period, page } = search;
  return readStore(loadMeetings, { tense, typeId, period, page });
}

/** The next meetings of every type from the dataset's today on, nearest first (for the home page). */
export const getUpcomingMeetings = cache(
  async (limit = 5): Promise<{ meetings: MeetingListItem[]; today: string }> =>
    readStore(loadUpcomingMeetings, limit),
);

/** The meeting types and sessions that occur, for the list's filters. */
export async function getMeetingFilterOptions(): Promise<MeetingFilterOptions> {
  return readStore(loadMeetingFilterOptions);
}

/** The upcoming meetings with the list's type and session filters, each with its agenda, for a calendar file. */
export async function getMeetingCalendar(
  search: Pick<MeetingListState, 'typeId' | 'period'>,
): Promise<{ meetings: { meeting: MeetingSummary; agenda: AgendaItem[] }[]; today: string }> {
  return readStore(loadMeetingCalendar, { typeId: search.typeId, period: search.period });
}
