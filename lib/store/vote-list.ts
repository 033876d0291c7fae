import { BALLOT_COUNTS_BY_TYPE, BALLOT_COUNTS_OR_ZERO } from './ballot-counts';
import type { LatestVoteRow } from './latest-votes';
import type { Store } from './open-store';
import { oncePerStore, prepared } from './prepared';

/**
 * Every vote in list order — newest first, in the order of the front page: by the calendar day of `Sagstrin.dato`
 * else `Møde.dato` (undated last), then the meeting's start, `nummer` and id, all descending — with what the filters
 * test: the session (a vote's session is its meeting's `Periode`; Afstemning has none), type, outcome, case number,
 * and the text the text filter searches (case number and titles, the step's title, the vote's kommentar and
 * konklusion, joined by line breaks).
 *
 * The order rests on a computed date, so no index can serve it: sorting all votes costs tens of milliseconds at full
 * scale (10k votes). The store is read-only while open, so lib/data/votes/vote-list-index.ts reads this once per
 * connection and keeps a narrow list in memory; each page then filters it and reads its rows by id.
 */
export const VOTE_ORDER_SQL = `
SELECT
  a."id"        AS afstemning_id,
  p."kode"      AS periode_kode,
  a."typeid"    AS afstemningstype_id,
  a."vedtaget"  AS vedtaget,
  s."nummer"    AS sag_nummer,
  COALESCE(s."nummer", '') || char(10) || COALESCE(s."titelkort", '') || char(10) || COALESCE(s."titel", '')
    || char(10) || COALESCE(st."titel", '') || char(10) || COALESCE(a."kommentar", '') || char(10)
    || COALESCE(a."konklusion", '') AS tekst
FROM "Afstemning" AS a
LEFT JOIN "Sagstrin" AS st ON st."id" = a."sagstrinid"
LEFT JOIN "Sag" AS s ON s."id" = st."sagid"
LEFT JOIN "Møde" AS m ON m."id" = a."mødeid"
LEFT JOIN "Periode" AS p ON p."id" = m."periodeid"
ORDER BY
  COALESCE(st."dato", m."dato") IS NULL,
  substr(COALESCE(st."dato", m."dato"), 1, 10) DESC,
  m."dato" DESC,
  a."nummer" DESC,
  a."id" DESC`;

/**
 * The list rows of the votes with the given ids (a JSON array, bound as one parameter — twice: the rows and their
 * ballots), in the shape of {@link LatestVoteRow}; in no particular order. The Stemme rows are counted for these
 * votes only (`ix_Stemme_afstemningid`: about 180 rows a vote), and the step position from the step's few votes
 * (`ix_Afstemning_sagstrinid`).
 */
export const VOTE_ROWS_SQL = `
SELECT
  a."id"                          AS afstemning_id,
  a."nummer"                      AS afstemning_nummer,
  a."vedtaget"                    AS vedtaget,
  a."konklusion"                  AS konklusion,
  a."kommentar"                   AS kommentar,
  a."mødeid"                      AS moede_id,
  st."dato"                       AS sagstrin_dato,
  m."dato"                        AS moede_dato,
  COALESCE(st."dato", m."dato")   AS afstemning_dato,
  a."typeid"                      AS afstemningstype_id,
  at."type"                       AS afstemningstype,
  st."titel"                      AS sagstrin_titel,
  CASE WHEN a."sagstrinid" IS NULL THEN NULL ELSE (
    SELECT count(*) FROM "Afstemning" AS b
    WHERE b."sagstrinid" = a."sagstrinid" AND b."typeid" = a."typeid"
      AND (b."nummer" < a."nummer" OR (b."nummer" = a."nummer" AND b."id" <= a."id"))
  ) END                           AS trin_nr,
  CASE WHEN a."sagstrinid" IS NULL THEN NULL ELSE (
    SELECT count(*) FROM "Afstemning" AS b WHERE b."sagstrinid" = a."sagstrinid" AND b."typeid" = a."typeid"
  ) END                           AS trin_antal,
  s."id"                          AS sag_id,
  s."nummer"                      AS sag_nummer,
  s."titel"                       AS sag_titel,
  s."titelkort"                   AS sag_titelkort,
  m."titel"                       AS moede_titel,
  ${BALLOT_COUNTS_OR_ZERO}
FROM "Afstemning" AS a
LEFT JOIN "Sagstrin" AS st ON st."id" = a."sagstrinid"
LEFT JOIN "Sag" AS s ON s."id" = st."sagid"
LEFT JOIN "Afstemningstype" AS at ON at."id" = a."typeid"
LEFT JOIN "Møde" AS m ON m."id" = a."mødeid"
LEFT JOIN (
  SELECT x."afstemningid", ${BALLOT_COUNTS_BY_TYPE}
  FROM "Stemme" AS x
  WHERE x."afstemningid" IN (SELECT value FROM json_each(?))
  GROUP BY x."afstemningid"
) AS v ON v."afstemningid" = a."id"
WHERE a."id" IN (SELECT value FROM json_each(?))`;

/** The votes of a meeting (`Afstemning.mødeid`) in the order they were taken: `nummer`, then id. */
export const MEETING_VOTE_IDS_SQL = `
SELECT a."id" AS afstemning_id FROM "Afstemning" AS a WHERE a."mødeid" = ? ORDER BY a."nummer", a."id"`;

/** Sessions (`Periode`) that have at least one vote, newest first: the choices of the period filter. */
export const VOTE_PERIODS_SQL = `
SELECT p."id" AS periode_id, p."kode" AS periode_kode, p."titel" AS periode_titel
FROM "Periode" AS p
WHERE p."kode" IS NOT NULL
  AND EXISTS (
    SELECT 1 FROM "Møde" AS m JOIN "Afstemning" AS a ON a."mødeid" = m."id" WHERE m."periodeid" = p."id"
  )
ORDER BY p."startdato" DESC, p."id" DESC`;

/** Every `Afstemningstype`: the choices of the vote-type filter. */
export const VOTE_TYPES_SQL = `
SELECT at."id" AS afstemningstype_id, at."type" AS afstemningstype
FROM "Afstemningstype" AS at
ORDER BY at."id"`;

export interface VotePeriodRow {
  readonly periode_id: number;
  readonly periode_kode: string;
  readonly periode_titel: string | null;
}

export interface VoteTypeRow {
  readonly afstemningstype_id: number;
  readonly afstemningstype: string | null;
}

/** One vote in list order ({@link VOTE_ORDER_SQL}). */
export interface VoteOrderRow {
  readonly afstemning_id: number;
  readonly periode_kode: string | null;
  readonly afstemningstype_id: number;
  readonly vedtaget: number;
  readonly sag_nummer: string | null;
  readonly tekst: string;
}

const orderStatement = prepared<[], VoteOrderRow>(VOTE_ORDER_SQL);
const rowsStatement = prepared<[string, string], LatestVoteRow>(VOTE_ROWS_SQL);
const meetingVoteIdsStatement = prepared<[number], { afstemning_id: number }>(MEETING_VOTE_IDS_SQL);
const periodsStatement = prepared<[], VotePeriodRow>(VOTE_PERIODS_SQL);
const typesStatement = prepared<[], VoteTypeRow>(VOTE_TYPES_SQL);

/** Every vote in list order, with what the filters test ({@link VOTE_ORDER_SQL}); the caller keeps it. */
export function selectVoteOrder(db: Store): VoteOrderRow[] {
  return orderStatement(db).all();
}

/** The list rows of the given votes, in the order of `ids` (unknown ids are left out). */
export function selectVoteRows(db: Store, ids: readonly number[]): LatestVoteRow[] {
  if (ids.length === 0) return [];
  const json = JSON.stringify(ids);
  const byId = new Map(
    rowsStatement(db)
      .all(json, json)
      .map((r) => [r.afstemning_id, r]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The ids of a meeting's votes in the order they were taken. */
export function selectMeetingVoteIds(db: Store, moedeId: number): number[] {
  return meetingVoteIdsStatement(db)
    .all(moedeId)
    .map((r) => r.afstemning_id);
}

/** Sessions with votes, newest first; read once per connection (they cannot change while it is open). */
export const selectVotePeriods = oncePerStore((db: Store): readonly VotePeriodRow[] =>
  periodsStatement(db).all(),
);

export function selectVoteTypes(db: Store): VoteTypeRow[] {
  return typesStatement(db).all();
}
