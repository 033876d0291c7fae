import { nonBlank } from '@/lib/data/oda-values';
import { paged } from '@/lib/data/paged';
import { datasetToday } from '@/lib/data/site/dataset-today';
import { storeReads } from '@/lib/data/store-read-source';
import {
  type MeetingRow,
  selectAgendaCases,
  selectAgendaItemCases,
  selectAgendaItems,
} from '@/lib/store/meeting';
import {
  countMeetingList,
  type MeetingListQuery,
  type MeetingTense,
  selectMeetingList,
  selectMeetingPeriodOptions,
  selectMeetingTypeOptions,
} from '@/lib/store/meetings';
import type { Store } from '@/lib/store/store';
import { agendaPreview, buildAgendas } from './meeting-agenda';
import { toMeetingSummary } from './meeting-load';
import type {
  AgendaItem,
  MeetingFilterOptions,
  MeetingListItem,
  MeetingListPage,
  MeetingSummary,
} from './types';

/*
 * The meeting lists' store reads (lib/data/store-read-source.ts): they run in the pages' query pool, called through the
 * functions of the same name in meetings.ts.
 */

/** Meetings per page of the meeting list. */
export const MEETINGS_PAGE_SIZE = 25;

/** The most meetings an upcoming-meetings calendar file holds (the nearest first). */
export const MEETING_CALENDAR_LIMIT = 250;

/** The listed meetings with their agendas, read together: two statements for the whole page. */
function withAgendas(
  db: Store,
  rows: readonly MeetingRow[],
): { meeting: MeetingSummary; agenda: AgendaItem[] }[] {
  const ids = rows.map((r) => r.id);
  const agendas = buildAgendas(ids, selectAgendaItems(db, ids), selectAgendaCases(db, ids));
  return rows.map((row) => ({ meeting: toMeetingSummary(row), agenda: agendas.get(row.id) ?? [] }));
}

/** Agenda items a list shows per meeting. */
const PREVIEW_ITEMS = 3;

/**
 * The listed meetings as list lines, each with the start of its agenda: all items are read (to order them and
 * count the rest), the cases only for the items shown.
 */
function toListItems(db: Store, rows: readonly MeetingRow[]): MeetingListItem[] {
  const ids = rows.map((r) => r.id);
  const items = selectAgendaItems(db, ids);
  const shown = [...buildAgendas(ids, items, []).values()].flatMap((agenda) =>
    agenda.slice(0, PREVIEW_ITEMS).map((item) => item.id),
  );
  const agendas = buildAgendas(ids, items, selectAgendaItemCases(db, shown));
  return rows.map((row) => ({
    ...toMeetingSummary(row),
    agenda: agendaPreview(agendas.get(row.id) ?? [], PREVIEW_ITEMS),
  }));
}

/** The meeting list's state as plain data (lib/url-state/meeting-search.ts reads it from the address). */
export interface MeetingListState {
  readonly tense: MeetingTense;
  readonly typeId: number | null;
  readonly period: string | null;
  readonly page: number;
}

/** One page of meetings for the list's state (upcoming from the dataset's today on, or past; see datasetToday). */
export function loadMeetings(db: Store, search: MeetingListState): MeetingListPage {
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
  return { ...paged(toListItems(db, rows), total, search.page, MEETINGS_PAGE_SIZE), today };
}

/** The next `limit` (1–50) meetings of every type from the dataset's today on, nearest first, and that today. */
export function loadUpcomingMeetings(
  db: Store,
  limit: number,
): { meetings: MeetingListItem[]; today: string } {
  const today = datasetToday(db);
  const rows = selectMeetingList(db, {
    tense: 'upcoming',
    today,
    typeId: null,
    periodCode: null,
    limit: Math.min(Math.max(Math.trunc(limit), 1), 50),
    offset: 0,
  });
  return { meetings: toListItems(db, rows), today };
}

/**
 * The upcoming meetings for a calendar file, with the list's filters: from the dataset's today on, nearest first,
 * at most {@link MEETING_CALENDAR_LIMIT}, each with its whole agenda (without documents).
 */
export function loadMeetingCalendar(
  db: Store,
  filters: Pick<MeetingListState, 'typeId' | 'period'>,
): { meetings: { meeting: MeetingSummary; agenda: AgendaItem[] }[]; today: string } {
  const today = datasetToday(db);
  const rows = selectMeetingList(db, {
    tense: 'upcoming',
    today,
    typeId: filters.typeId,
    periodCode: filters.period,
    limit: MEETING_CALENDAR_LIMIT,
    offset: 0,
  });
  return { meetings: withAgendas(db, rows), today };
}

/** The meeting types and sessions that occur, for the list's filters. */
export function loadMeetingFilterOptions(db: Store): MeetingFilterOptions {
  return {
    types: selectMeetingTypeOptions(db).map((t) => ({ id: t.id, name: nonBlank(t.type) ?? `Type ${t.id}` })),
    periods: selectMeetingPeriodOptions(db).map((p) => ({
      code: p.kode,
      title: nonBlank(p.titel) ?? p.kode,
    })),
  };
}

storeReads('lib/data/meetings/meetings-load.ts', {
  loadMeetingCalendar,
  loadMeetingFilterOptions,
  loadMeetings,
  loadUpcomingMeetings,
});
