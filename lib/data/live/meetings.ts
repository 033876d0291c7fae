import 'server-only';
import type { MeetingRow } from '@/lib/store/meeting';
import type { MeetingListQuery, MeetingPeriodOptionRow, MeetingTypeOptionRow } from '@/lib/store/meetings';
import { liveRowsInPages } from './meeting-pages';
import { MEETING_EXPAND, MEETING_SELECT, type MeetingJson, toMeetingRow } from './meeting-row';
import { and, datetime, int, odata, str } from './query';
import { liveRows } from './reader';

/*
 * The meeting lists from the live service, as the store's rows (lib/store/meetings.ts): one request per page —
 * the filter, order and window of the store's statements, with the count inline.
 */

function listRequest(query: MeetingListQuery, count: boolean): string {
  const upcoming = query.tense === 'upcoming';
  return odata('Møde', {
    filter: and(
      'dato ne null',
      `dato ${upcoming ? 'ge' : 'lt'} ${datetime(query.today)}`,
      query.typeId !== null && `typeid eq ${int(query.typeId)}`,
      query.periodCode !== null && `Periode/kode eq ${str(query.periodCode)}`,
    ),
    select: [...MEETING_SELECT],
    expand: [...MEETING_EXPAND],
    orderby: upcoming ? 'dato asc,id asc' : 'dato desc,id desc',
    top: query.limit,
    skip: query.offset,
    inlinecount: count,
  });
}

/** A page of meetings on one side of `today`, nearest first, and how many match on all pages. */
export async function liveMeetingList(
  query: MeetingListQuery,
): Promise<{ rows: MeetingRow[]; total: number }> {
  const { rows, count } = await liveRows<MeetingJson>(listRequest(query, true));
  return { rows: rows.map(toMeetingRow), total: count ?? rows.length };
}

/** A page of meetings without the count (the home page's next meetings). */
export async function liveMeetingListRows(query: MeetingListQuery): Promise<MeetingRow[]> {
  const { rows } = await liveRows<MeetingJson>(listRequest(query, false));
  return rows.map(toMeetingRow);
}

/**
 * The meeting types that occur, most meetings first, then by id: the types (`Mødetype`, a handful), then one
 * count per type in parallel. A `typeid` without a `Mødetype` row — which the store would list as 'Type <id>' —
 * is not found this way.
 */
export async function liveMeetingTypeOptions(): Promise<MeetingTypeOptionRow[]> {
  const types = await liveRowsInPages<{ id: number; type: string | null }>('Mødetype', {
    select: ['id', 'type'],
    orderby: 'id',
  });
  const counted = await Promise.all(
    types.map(async (t): Promise<MeetingTypeOptionRow> => {
      const { count } = await liveRows<{ id: number }>(
        odata('Møde', { filter: `typeid eq ${int(t.id)}`, select: ['id'], top: 1, inlinecount: true }),
      );
      return { id: t.id, type: t.type, n: count ?? 0 };
    }),
  );
  return counted.filter((t) => t.n > 0).sort((a, b) => b.n - a.n || a.id - b.id);
}

/** The sessions (`Periode`) that have meetings (`Møde/any()`), newest first. */
export async function liveMeetingPeriodOptions(): Promise<MeetingPeriodOptionRow[]> {
  const rows = await liveRowsInPages<{ id: number; kode: string | null; titel: string | null }>(
    'Periode',
    {
      filter: 'Møde/any() and kode ne null',
      select: ['id', 'kode', 'titel'],
      orderby: 'startdato desc,id desc',
    },
    2,
  );
  return rows.flatMap((p) => (p.kode === null ? [] : [{ kode: p.kode, titel: p.titel }]));
}
