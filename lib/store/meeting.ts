import type { Store } from './open-store';
import { prepared } from './prepared';

/**
 * One `Møde` with the names of its `Mødetype`, `Mødestatus` and `Periode`. Column values are as stored: `dato` is
 * Danish local time without offset; joined columns are null when the joined row is missing.
 */
export interface MeetingRow {
  readonly id: number;
  readonly titel: string | null;
  readonly nummer: string | null;
  readonly lokale: string | null;
  readonly dagsordenurl: string | null;
  readonly starttidsbemaerkning: string | null;
  readonly dato: string | null;
  readonly statusid: number | null;
  readonly status: string | null;
  readonly typeid: number | null;
  readonly type: string | null;
  readonly periodeid: number;
  readonly periode_kode: string | null;
  readonly periode_titel: string | null;
}

/** The columns a meeting header or list line needs; `m` is the `Møde`. Shared with lib/store/meetings.ts. */
export const MEETING_COLUMNS = `
  m."id"                    AS id,
  m."titel"                 AS titel,
  m."nummer"                AS nummer,
  m."lokale"                AS lokale,
  m."dagsordenurl"          AS dagsordenurl,
  m."starttidsbemærkning"   AS starttidsbemaerkning,
  m."dato"                  AS dato,
  m."statusid"              AS statusid,
  ms."status"               AS status,
  m."typeid"                AS typeid,
  mt."type"                 AS type,
  m."periodeid"             AS periodeid,
  p."kode"                  AS periode_kode,
  p."titel"                 AS periode_titel`;

/** The joins behind {@link MEETING_COLUMNS}. */
export const MEETING_JOINS = `
LEFT JOIN "Mødestatus" AS ms ON ms."id" = m."statusid"
LEFT JOIN "Mødetype" AS mt ON mt."id" = m."typeid"
LEFT JOIN "Periode" AS p ON p."id" = m."periodeid"`;

const selectMeetingStatement = prepared<[number], MeetingRow>(
  `SELECT ${MEETING_COLUMNS} FROM "Møde" AS m ${MEETING_JOINS} WHERE m."id" = ?`,
);

/** The meeting with this id, or undefined. */
export function selectMeeting(db: Store, id: number): MeetingRow | undefined {
  return selectMeetingStatement(db).get(id);
}

/** One `Dagsordenspunkt` of a meeting, as stored (unordered: `nummer` is text, the caller sorts). */
export interface AgendaItemRow {
  readonly moede_id: number;
  readonly id: number;
  readonly nummer: string | null;
  readonly titel: string | null;
  readonly koerebemaerkning: string | null;
  readonly kommentar: string | null;
  readonly forhandlingskode: string | null;
  readonly superid: number | null;
  readonly sagstrinid: number | null;
}

/* The agenda reads take the meetings' ids as one JSON array (`json_each`): one meeting's page or a list's page. */

const selectAgendaItemsStatement = prepared<[string], AgendaItemRow>(`
SELECT
  d."mødeid"            AS moede_id,
  d."id"                AS id,
  d."nummer"            AS nummer,
  d."titel"             AS titel,
  d."kørebemærkning"    AS koerebemaerkning,
  d."kommentar"         AS kommentar,
  d."forhandlingskode"  AS forhandlingskode,
  d."superid"           AS superid,
  d."sagstrinid"        AS sagstrinid
FROM json_each(?) AS j
JOIN "Dagsordenspunkt" AS d ON d."mødeid" = j."value"`);

/** The agenda items of the meetings (all levels). */
export function selectAgendaItems(db: Store, meetingIds: readonly number[]): AgendaItemRow[] {
  return meetingIds.length === 0 ? [] : selectAgendaItemsStatement(db).all(JSON.stringify(meetingIds));
}

/**
 * A case on an agenda item, reached either through `DagsordenspunktSag` (`via` 'sag') or through the item's
 * `Sagstrin` (`via` 'sagstrin', with the step's title). Links to missing cases are left out (inner joins).
 */
export interface AgendaCaseRow {
  readonly punkt_id: number;
  readonly via: 'sag' | 'sagstrin';
  readonly sag_id: number;
  readonly sag_nummer: string | null;
  readonly sag_titel: string | null;
  readonly sag_titelkort: string | null;
  readonly sagstrin_titel: string | null;
}

/** The cases of agenda items whose `key` column is in a JSON array (two parameters: the array, twice). */
const agendaCasesSql = (key: '"mødeid"' | '"id"') => `
SELECT d."id" AS punkt_id, 'sag' AS via, s."id" AS sag_id, s."nummer" AS sag_nummer, s."titel" AS sag_titel,
       s."titelkort" AS sag_titelkort, NULL AS sagstrin_titel
FROM json_each(?) AS j
JOIN "Dagsordenspunkt" AS d ON d.${key} = j."value"
JOIN "DagsordenspunktSag" AS ds ON ds."dagsordenspunktid" = d."id"
JOIN "Sag" AS s ON s."id" = ds."sagid"
UNION ALL
SELECT d."id", 'sagstrin', s."id", s."nummer", s."titel", s."titelkort", st."titel"
FROM json_each(?) AS j
JOIN "Dagsordenspunkt" AS d ON d.${key} = j."value"
JOIN "Sagstrin" AS st ON st."id" = d."sagstrinid"
JOIN "Sag" AS s ON s."id" = st."sagid"`;

const selectAgendaCasesStatement = prepared<[string, string], AgendaCaseRow>(agendaCasesSql('"mødeid"'));
const selectItemCasesStatement = prepared<[string, string], AgendaCaseRow>(agendaCasesSql('"id"'));

/** The cases on the meetings' agenda items. */
export function selectAgendaCases(db: Store, meetingIds: readonly number[]): AgendaCaseRow[] {
  if (meetingIds.length === 0) return [];
  const ids = JSON.stringify(meetingIds);
  return selectAgendaCasesStatement(db).all(ids, ids);
}

/** The cases on these agenda items only (a list's preview shows a few items of each meeting). */
export function selectAgendaItemCases(db: Store, itemIds: readonly number[]): AgendaCaseRow[] {
  if (itemIds.length === 0) return [];
  const ids = JSON.stringify(itemIds);
  return selectItemCasesStatement(db).all(ids, ids);
}

/** A document on an agenda item (`DagsordenspunktDokument` → `Dokument`) with its first file, PDF rendition first. */
export interface AgendaDocumentRow {
  readonly punkt_id: number;
  readonly dokument_id: number;
  readonly titel: string | null;
  readonly note: string | null;
  readonly filurl: string | null;
}

const selectAgendaDocumentsStatement = prepared<[number], AgendaDocumentRow>(`
SELECT
  d."id"      AS punkt_id,
  dok."id"    AS dokument_id,
  dok."titel" AS titel,
  dd."note"   AS note,
  (SELECT f."filurl" FROM "Fil" AS f WHERE f."dokumentid" = dok."id"
    ORDER BY f."variantkode" = 'P' DESC, f."id" LIMIT 1) AS filurl
FROM "Dagsordenspunkt" AS d
JOIN "DagsordenspunktDokument" AS dd ON dd."dagsordenspunktid" = d."id"
JOIN "Dokument" AS dok ON dok."id" = dd."dokumentid"
WHERE d."mødeid" = ?
ORDER BY dd."id"`);

export function selectAgendaDocuments(db: Store, meetingId: number): AgendaDocumentRow[] {
  return selectAgendaDocumentsStatement(db).all(meetingId);
}
