import { MOEDESTATUS } from '@/lib/model/oda-ids';
import { MEETING_COLUMNS, MEETING_JOINS, type MeetingRow } from './meeting';
import type { Store } from './open-store';
import { oncePerStore, prepared } from './prepared';

/**
 * Which meetings a list shows. Upcoming: dated on or after the dataset's "today" and not marked held (`Mødestatus`
 * 'Afholdt'), nearest first; a meeting held this morning is past. Past: the rest — dated before today, or marked
 * held — newest first. A past-dated meeting ODA still calls 'Planlagt' stays past and shows that status.
 */
export type MeetingTense = 'upcoming' | 'past';

export interface MeetingListQuery {
  readonly tense: MeetingTense;
  /** The dataset's "today" (YYYY-MM-DD); see {@link MeetingTense}. */
  readonly today: string;
  readonly typeId: number | null;
  /** Session code (`Periode.kode`, '20261'). */
  readonly periodCode: string | null;
  readonly limit: number;
  readonly offset: number;
}

/*
 * The four filter combinations are four fixed statements; a null filter is bound as NULL and matches everything
 * (`? IS NULL OR col = ?`). Meetings without a date belong to neither list. Ties on `dato` go by id.
 */
const WHERE = `
WHERE m."dato" IS NOT NULL
  AND (? IS NULL OR m."typeid" = ?)
  AND (? IS NULL OR m."periodeid" IN (SELECT "id" FROM "Periode" WHERE "kode" = ?))`;

type FilterParams = [number | null, number | null, string | null, string | null];

/** Upcoming per {@link MeetingTense}, given today as the one parameter; past is its negation. */
const UPCOMING = `(m."dato" >= ? AND COALESCE(m."statusid", 0) <> ${MOEDESTATUS.afholdt})`;

const selectUpcoming = prepared<[...FilterParams, string, number, number], MeetingRow>(
  `SELECT ${MEETING_COLUMNS} FROM "Møde" AS m ${MEETING_JOINS} ${WHERE} AND ${UPCOMING}
   ORDER BY m."dato" ASC, m."id" ASC LIMIT ? OFFSET ?`,
);
const selectPast = prepared<[...FilterParams, string, number, number], MeetingRow>(
  `SELECT ${MEETING_COLUMNS} FROM "Møde" AS m ${MEETING_JOINS} ${WHERE} AND NOT ${UPCOMING}
   ORDER BY m."dato" DESC, m."id" DESC LIMIT ? OFFSET ?`,
);
const countUpcoming = prepared<[...FilterParams, string], { n: number }>(
  `SELECT count(*) AS n FROM "Møde" AS m ${WHERE} AND ${UPCOMING}`,
);
const countPast = prepared<[...FilterParams, string], { n: number }>(
  `SELECT count(*) AS n FROM "Møde" AS m ${WHERE} AND NOT ${UPCOMING}`,
);

function filterParams(query: MeetingListQuery): FilterParams {
  return [query.typeId, query.typeId, query.periodCode, query.periodCode];
}

/** A page of upcoming or past meetings ({@link MeetingTense}), nearest first. */
export function selectMeetingList(db: Store, query: MeetingListQuery): MeetingRow[] {
  const statement = query.tense === 'upcoming' ? selectUpcoming(db) : selectPast(db);
  return statement.all(...filterParams(query), query.today, query.limit, query.offset);
}

/** How many upcoming or past meetings match the query's filters (ignoring limit and offset). */
export function countMeetingList(db: Store, query: MeetingListQuery): number {
  const statement = query.tense === 'upcoming' ? countUpcoming(db) : countPast(db);
  return statement.get(...filterParams(query), query.today)?.n ?? 0;
}

export interface MeetingTypeOptionRow {
  readonly id: number;
  readonly type: string | null;
  readonly n: number;
}

export interface MeetingPeriodOptionRow {
  readonly kode: string;
  readonly titel: string | null;
}

/** The meeting types that occur, most meetings first (computed once per store). */
export const selectMeetingTypeOptions = oncePerStore((db): MeetingTypeOptionRow[] =>
  db
    .prepare<[], MeetingTypeOptionRow>(
      `SELECT m."typeid" AS id, mt."type" AS type, count(*) AS n
         FROM "Møde" AS m LEFT JOIN "Mødetype" AS mt ON mt."id" = m."typeid"
         WHERE m."typeid" IS NOT NULL
         GROUP BY m."typeid" ORDER BY n DESC, m."typeid"`,
    )
    .all(),
);

/** The sessions (`Periode`) that have meetings, newest first (computed once per store). */
export const selectMeetingPeriodOptions = oncePerStore((db): MeetingPeriodOptionRow[] =>
  db
    .prepare<[], MeetingPeriodOptionRow>(
      `SELECT p."kode" AS kode, p."titel" AS titel
         FROM "Periode" AS p
         WHERE p."id" IN (SELECT DISTINCT "periodeid" FROM "Møde") AND p."kode" IS NOT NULL
         ORDER BY p."startdato" DESC, p."id" DESC`,
    )
    .all(),
);
