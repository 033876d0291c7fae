import type { CompiledSql } from './compiled-sql';
import { type FtsQuery, printFtsQuery } from './fts-query';
import type { Store } from './open-store';
import { statementFor } from './prepared';
import { joinSql, param, sql } from './sql-fragment';

/**
 * One search over one table (cases, documents), built from fixed text and bound values (lib/store/sql-fragment.ts):
 * the rows to read, the conditions they must meet, the id each yields and the order of a page. Newest first: ODA's
 * ids grow with registration, and a full-text index yields ids in that order, so a page stops early.
 */
export interface SearchQuery {
  readonly from: CompiledSql;
  readonly where: readonly CompiledSql[];
  readonly id: CompiledSql;
  readonly order: CompiledSql;
}

/**
 * The full-text indexes of the searches: `Sag_fts` (case titles and resumé), `Dokument_fts` (document titles),
 * `_tale_fts` (speeches, lib/store/referat-schema.ts).
 */
export type FtsTable = 'Sag_fts' | 'Dokument_fts' | '_tale_fts';

const FTS_TABLE: Readonly<Record<FtsTable, CompiledSql>> = {
  Sag_fts: sql`"Sag_fts"`,
  Dokument_fts: sql`"Dokument_fts"`,
  _tale_fts: sql`"_tale_fts"`,
};

/** `"X_fts" MATCH ?`, the query bound. */
export const ftsMatch = (table: FtsTable, match: FtsQuery): CompiledSql =>
  sql`${FTS_TABLE[table]} MATCH ${param(printFtsQuery(match))}`;

/**
 * The hits of a full-text query read from the index alone, newest first: where no filter needs the table's own
 * columns, this skips the join.
 */
export const ftsOnlyQuery = (table: FtsTable, match: FtsQuery): SearchQuery => ({
  from: FTS_TABLE[table],
  where: [ftsMatch(table, match)],
  id: sql`"rowid"`,
  order: sql`"rowid" DESC`,
});

/** `WHERE a AND b …`, or nothing without conditions. */
export const whereClause = (conditions: readonly CompiledSql[]): CompiledSql =>
  conditions.length > 0 ? sql` WHERE ${joinSql(conditions, ' AND ')}` : sql``;

/** `SELECT <id> FROM … WHERE …`: every matching id, in no particular order. */
export const idsQuery = (q: SearchQuery): CompiledSql =>
  sql`SELECT ${q.id} FROM ${q.from}${whereClause(q.where)}`;

/** How many rows match, counting no further than `limit`. */
export function countMatches(db: Store, q: SearchQuery, limit: number): number {
  const count = sql`SELECT count(*) AS n FROM (SELECT 1 FROM ${q.from}${whereClause(q.where)} LIMIT ${param(limit)})`;
  return statementFor<unknown[], { n: number }>(db, count.sql).get(...count.parameters)?.n ?? 0;
}

/** The ids of one page of matching rows, in the query's order. */
export function selectMatchPage(db: Store, q: SearchQuery, limit: number, offset: number): number[] {
  const page = sql`${idsQuery(q)} ORDER BY ${q.order} LIMIT ${param(limit)} OFFSET ${param(offset)}`;
  return statementFor<unknown[], number>(db, page.sql)
    .pluck()
    .all(...page.parameters);
}

/**
 * Every matching id, newest (highest) first, read in one pass in the index's own (ascending) order: where filters
 * leave few of many index hits, far cheaper than walking the index backwards twice (page and count).
 */
export function selectAllMatchIds(db: Store, q: SearchQuery): number[] {
  const all = idsQuery(q);
  const ids = statementFor<unknown[], number>(db, all.sql)
    .pluck()
    .all(...all.parameters);
  return ids.sort((a, b) => b - a);
}

/** Does anything match the full-text query? */
export function anyFtsMatch(db: Store, table: FtsTable, match: FtsQuery): boolean {
  const any = sql`SELECT 1 FROM ${FTS_TABLE[table]} WHERE ${ftsMatch(table, match)} LIMIT 1`;
  return (
    statementFor<unknown[], number>(db, any.sql)
      .pluck()
      .get(...any.parameters) !== undefined
  );
}

/** Rows read by an id list, put in the order of `ids` (an id without a row is left out). */
export function inIdOrder<R extends { readonly id: number }>(
  ids: readonly number[],
  rows: readonly R[],
): R[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Conditions for a date window on a column: on or after `from`, before `before` (YYYY-MM-DD; each null when open). */
export function dateWindow(column: CompiledSql, from: string | null, before: string | null): CompiledSql[] {
  const conditions: CompiledSql[] = [];
  if (from !== null) conditions.push(sql`${column} >= ${param(from)}`);
  if (before !== null) conditions.push(sql`${column} < ${param(before)}`);
  return conditions;
}
