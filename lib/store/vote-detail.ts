import type { Store } from './open-store';
import { prepared } from './prepared';

/**
 * One row of {@link VOTE_DETAIL_SQL}: an `Afstemning` with its `Afstemningstype`, `Sagstrin` (+ `Sagstrinstype`),
 * `Sag`, `Møde` and the meeting's `Periode`. Values as stored (DateTimes are Danish local time without offset,
 * booleans 0/1); every joined column is nullable because the joined row may be missing.
 */
export interface VoteDetailRow {
  readonly afstemning_id: number;
  readonly afstemning_nummer: number;
  readonly konklusion: string | null;
  readonly vedtaget: number;
  readonly kommentar: string | null;
  readonly afstemningstype_id: number;
  readonly afstemningstype: string | null;
  /** `Sagstrin.dato` when set, else `Møde.dato`: the vote's date (docs/oda.md#vote-dates). */
  readonly afstemning_dato: string | null;
  readonly sagstrin_id: number | null;
  readonly sagstrin_titel: string | null;
  readonly sagstrin_dato: string | null;
  readonly sagstrinstype: string | null;
  readonly sag_id: number | null;
  readonly sag_nummer: string | null;
  readonly sag_titel: string | null;
  readonly sag_titelkort: string | null;
  readonly moede_id: number;
  readonly moede_titel: string | null;
  readonly moede_dato: string | null;
  readonly periode_id: number | null;
  readonly periode_kode: string | null;
  readonly periode_titel: string | null;
}

/** One vote by id with everything its page shows about it except the ballots. One bound parameter: the id. */
export const VOTE_DETAIL_SQL = `
SELECT
  a."id"                          AS afstemning_id,
  a."nummer"                      AS afstemning_nummer,
  a."konklusion"                  AS konklusion,
  a."vedtaget"                    AS vedtaget,
  a."kommentar"                   AS kommentar,
  a."typeid"                      AS afstemningstype_id,
  at."type"                       AS afstemningstype,
  COALESCE(st."dato", m."dato")   AS afstemning_dato,
  st."id"                         AS sagstrin_id,
  st."titel"                      AS sagstrin_titel,
  st."dato"                       AS sagstrin_dato,
  stt."type"                      AS sagstrinstype,
  s."id"                          AS sag_id,
  s."nummer"                      AS sag_nummer,
  s."titel"                       AS sag_titel,
  s."titelkort"                   AS sag_titelkort,
  a."mødeid"                      AS moede_id,
  m."titel"                       AS moede_titel,
  m."dato"                        AS moede_dato,
  p."id"                          AS periode_id,
  p."kode"                        AS periode_kode,
  p."titel"                       AS periode_titel
FROM "Afstemning" AS a
LEFT JOIN "Afstemningstype" AS at ON at."id" = a."typeid"
LEFT JOIN "Sagstrin" AS st ON st."id" = a."sagstrinid"
LEFT JOIN "Sagstrinstype" AS stt ON stt."id" = st."typeid"
LEFT JOIN "Sag" AS s ON s."id" = st."sagid"
LEFT JOIN "Møde" AS m ON m."id" = a."mødeid"
LEFT JOIN "Periode" AS p ON p."id" = m."periodeid"
WHERE a."id" = ?`;

const selectDetail = prepared<[number], VoteDetailRow>(VOTE_DETAIL_SQL);

/** The vote with the id, or undefined. */
export function selectVoteDetail(db: Store, id: number): VoteDetailRow | undefined {
  return selectDetail(db).get(id);
}
