import type { Statement } from 'better-sqlite3';
import type { LatestVoteRow } from './latest-votes';
import type { Store } from './open-store';

/** The list's filters as bound parameters; null means "any". */
export interface VoteListParams {
  /** `Periode.kode` of the meeting's session, e.g. '20241'. */
  readonly samling: string | null;
  /** `Afstemning.typeid`. */
  readonly typeid: number | null;
  /** `Afstemning.vedtaget` (0/1). */
  readonly vedtaget: 0 | 1 | null;
}

/**
 * Every vote in list order — newest first, in the order of the front page (lib/store/latest-votes.ts): by the
 * calendar day of `Sagstrin.dato` else `Møde.dato` (undated last), then the meeting's start, `nummer` and id, all
 * descending — with what the filters test. A vote's session is its meeting's `Periode` (Afstemning has none).
 *
 * The order rests on a computed date, so no index can serve it: sorting all votes costs tens of milliseconds at full
 * scale (10k votes). The store is read-only while open, so {@link selectVoteList} sorts once per connection and keeps
 * this narrow list in memory (about 40 bytes a vote); each page then filters it and reads its 50 rows by id.
 */
export const VOTE_ORDER_SQL = `
SELECT
  a."id"        AS afstemning_id,
  p."kode"      AS periode_kode,
  a."typeid"    AS afstemningstype_id,
  a."vedtaget"  AS vedtaget
FROM "Afstemning" AS a
LEFT JOIN "Sagstrin" AS st ON st."id" = a."sagstrinid"
LEFT JOIN "Møde" AS m ON m."id" = a."mødeid"
LEFT JOIN "Periode" AS p ON p."id" = m."periodeid"
ORDER BY
  COALESCE(st."dato", m."dato") IS NULL,
  substr(COALESCE(st."dato", m."dato"), 1, 10) DESC,
  m."dato" DESC,
  a."nummer" DESC,
  a."id" DESC`;

/**
 * The list rows of the votes with the given ids (a JSON array, bound as one parameter), in the shape of
 * {@link LatestVoteRow}; in no particular order.
 */
export const VOTE_ROWS_SQL = `
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
WHERE a."id" IN (SELECT value FROM json_each(?))`;

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

interface VoteOrderRow {
  readonly afstemning_id: number;
  readonly periode_kode: string | null;
  readonly afstemningstype_id: number;
  readonly vedtaget: number;
}

interface Statements {
  readonly rows: Statement<[string], LatestVoteRow>;
  readonly periods: Statement<[], VotePeriodRow>;
  readonly types: Statement<[], VoteTypeRow>;
}

const prepared = new WeakMap<Store, Statements>();
const orders = new WeakMap<Store, readonly VoteOrderRow[]>();
const periodCache = new WeakMap<Store, readonly VotePeriodRow[]>();

function statementsFor(db: Store): Statements {
  let s = prepared.get(db);
  if (!s) {
    s = {
      rows: db.prepare<[string], LatestVoteRow>(VOTE_ROWS_SQL),
      periods: db.prepare<[], VotePeriodRow>(VOTE_PERIODS_SQL),
      types: db.prepare<[], VoteTypeRow>(VOTE_TYPES_SQL),
    };
    prepared.set(db, s);
  }
  return s;
}

/** Every vote in list order ({@link VOTE_ORDER_SQL}), read once per connection. */
function voteOrder(db: Store): readonly VoteOrderRow[] {
  let order = orders.get(db);
  if (!order) {
    order = db.prepare<[], VoteOrderRow>(VOTE_ORDER_SQL).all();
    orders.set(db, order);
  }
  return order;
}

/** One page of the filtered list, in list order, and how many votes pass the filters. */
export function selectVoteList(
  db: Store,
  params: VoteListParams,
  limit: number,
  offset: number,
): { rows: LatestVoteRow[]; total: number } {
  const matching = voteOrder(db).filter(
    (v) =>
      (params.samling === null || v.periode_kode === params.samling) &&
      (params.typeid === null || v.afstemningstype_id === params.typeid) &&
      (params.vedtaget === null || v.vedtaget === params.vedtaget),
  );
  const ids = matching.slice(offset, offset + limit).map((v) => v.afstemning_id);
  if (ids.length === 0) return { rows: [], total: matching.length };
  const byId = new Map(
    statementsFor(db)
      .rows.all(JSON.stringify(ids))
      .map((r) => [r.afstemning_id, r]),
  );
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), total: matching.length };
}

/** Sessions with votes, newest first; read once per connection (they cannot change while it is open). */
export function selectVotePeriods(db: Store): VotePeriodRow[] {
  let periods = periodCache.get(db);
  if (!periods) {
    periods = statementsFor(db).periods.all();
    periodCache.set(db, periods);
  }
  return [...periods];
}

export function selectVoteTypes(db: Store): VoteTypeRow[] {
  return statementsFor(db).types.all();
}
