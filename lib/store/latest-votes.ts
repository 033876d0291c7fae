import type { Statement } from 'better-sqlite3';
import type { Store } from './open-store';

/**
 * One row of {@link LATEST_VOTES_SQL}: an `Afstemning` with what a vote list needs from its `Sagstrin`, `Sag`,
 * `Afstemningstype` and `Møde`. Column values are as stored (ODA DateTimes are Danish local time without offset,
 * booleans are 0/1); every joined column is nullable because the joined row may be missing.
 */
export interface LatestVoteRow {
  readonly afstemning_id: number;
  readonly afstemning_nummer: number;
  readonly vedtaget: number;
  readonly moede_id: number;
  readonly sagstrin_dato: string | null;
  readonly moede_dato: string | null;
  /** `Sagstrin.dato` when set, else `Møde.dato`: the date the list is ordered by. */
  readonly afstemning_dato: string | null;
  readonly afstemningstype: string | null;
  readonly sag_id: number | null;
  readonly sag_nummer: string | null;
  readonly sag_titel: string | null;
  readonly sag_titelkort: string | null;
  readonly moede_titel: string | null;
}

/**
 * The newest votes first: by the calendar day of the vote date (`Sagstrin.dato`, else `Møde.dato`; votes with
 * neither come last), then by the meeting's start, the vote's number within the meeting and its id, all descending.
 * Ordering by day rather than by the full date-time matters: `Sagstrin.dato` is often a bare date (midnight), which
 * would otherwise sort a meeting's votes out of their `nummer` order. One bound parameter: the row limit.
 */
export const LATEST_VOTES_SQL = `
SELECT
  a."id"                          AS afstemning_id,
  a."nummer"                      AS afstemning_nummer,
  a."vedtaget"                    AS vedtaget,
  a."mødeid"                      AS moede_id,
  st."dato"                       AS sagstrin_dato,
  m."dato"                        AS moede_dato,
  COALESCE(st."dato", m."dato")   AS afstemning_dato,
  at."type"                       AS afstemningstype,
  s."id"                          AS sag_id,
  s."nummer"                      AS sag_nummer,
  s."titel"                       AS sag_titel,
  s."titelkort"                   AS sag_titelkort,
  m."titel"                       AS moede_titel
FROM "Afstemning" AS a
LEFT JOIN "Sagstrin" AS st ON st."id" = a."sagstrinid"
LEFT JOIN "Sag" AS s ON s."id" = st."sagid"
LEFT JOIN "Afstemningstype" AS at ON at."id" = a."typeid"
LEFT JOIN "Møde" AS m ON m."id" = a."mødeid"
ORDER BY
  afstemning_dato IS NULL,
  substr(afstemning_dato, 1, 10) DESC,
  m."dato" DESC,
  a."nummer" DESC,
  a."id" DESC
LIMIT ?`;

const statements = new WeakMap<Store, Statement<[number], LatestVoteRow>>();

/** Reads the `limit` newest votes (see {@link LATEST_VOTES_SQL}) through a statement prepared once per store. */
export function selectLatestVotes(db: Store, limit: number): LatestVoteRow[] {
  let statement = statements.get(db);
  if (!statement) {
    statement = db.prepare<[number], LatestVoteRow>(LATEST_VOTES_SQL);
    statements.set(db, statement);
  }
  return statement.all(limit);
}
