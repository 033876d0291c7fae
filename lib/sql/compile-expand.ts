import type { CompiledSql } from '@/lib/store/compiled-sql';
import { alias, column, ident, joinSql, param, sql } from '@/lib/store/sql-fragment';
import { targetIdColumn, targetIdsOf } from './compile-link';
import { selectColumns } from './compile-query';
import { UnknownNavigationError } from './errors';
import { findNavigation, getEntitySet, type NavigationLink } from './model-lookup';

/** ODA cuts every expanded collection at 100 entries per parent, silently. */
export const EXPANSION_LIMIT = 100;

/** The name of a collection expansion's last value in each row: the key of the parent the row belongs to. */
export const PARENT_COLUMN = '__parent';

/** Distinct keys, sorted, as one JSON array parameter: one `?` however many keys, so the SQL text never grows. */
function keyList(keys: readonly number[]): CompiledSql {
  return param(JSON.stringify([...new Set(keys)].sort((a, b) => a - b)));
}

/**
 * Batched loading of one expansion for a whole page of parents (no N+1), as one row whose `rows` column is a JSON
 * array of arrays: each the target's columns in model order, then, for a collection, the parent's key.
 *
 * `keys` are the parents' FK values for a reference (e.g. every `Stemme.aktørid` for `Stemme?$expand=Aktør`) and
 * the parents' ids for a collection.
 *
 * Reference, ordered by id:
 * `SELECT json_group_array(json_array("id", …) ORDER BY "id") AS "rows" FROM (SELECT t0."id", … FROM "Aktør" AS t0
 * WHERE t0."id" IN (SELECT value FROM json_each(?)))`.
 *
 * Collection, ordered by parent, then id: for each parent key a correlated, index-driven `LIMIT` keeps the first
 * 100 children by id, so an actor with 10,000 votes costs 100 index steps, not 10,000 rows through a window
 * function: `… FROM (SELECT t0."id", …, k.value AS "__parent" FROM json_each(?) AS k CROSS JOIN "Stemme" AS t0 ON
 * t0."id" IN (SELECT t1."id" FROM "Stemme" AS t1 WHERE t1."afstemningid" = k.value ORDER BY t1."id" LIMIT ?))`.
 * The `AktørAktør` alias unites both ends (`UNION`) before the cut; the `Dagsordenspunkt/Sag` alias reads the target
 * ids from its junction (`SELECT t1."sagid" FROM "DagsordenspunktSag" AS t1 WHERE t1."dagsordenspunktid" =
 * k.value ORDER BY t1."sagid" LIMIT ?`). CROSS JOIN fixes the loop order (SQLite's hint): over the keys, then each
 * key's first children; left to the planner it can scan the whole child table once per key instead.
 *
 * Why JSON: better-sqlite3 builds a JavaScript value for every column of every row; for the thousands of rows an
 * expansion brings (100 votes × 100 Stemme), SQLite writing JSON and `JSON.parse` reading it take a third less.
 *
 * `maxRows` caps the rows read (which ones does not matter: a caller over its budget refuses the answer).
 */
export function compileExpansion(
  parentSet: string,
  navigation: string | NavigationLink,
  keys: readonly number[],
  limit: number = EXPANSION_LIMIT,
  maxRows?: number,
): CompiledSql {
  const parent = getEntitySet(parentSet);
  const link = typeof navigation === 'string' ? findNavigation(parent, navigation) : navigation;
  if (!link) throw new UnknownNavigationError(parent.name, [String(navigation)], 0);
  const target = link.target;
  const columns = selectColumns(target, 't0');
  const names = target.properties.map((p) => ident(p.name));
  let rows: CompiledSql;
  let order: CompiledSql[];
  if (link.kind === 'reference') {
    rows = sql`SELECT ${columns} FROM ${ident(target.name)} AS ${alias('t0')} WHERE ${column('t0', 'id')} IN (SELECT value FROM json_each(${keyList(keys)}))`;
    order = [ident('id')];
  } else {
    const owner = sql`k.value`;
    const branches = link.ends.map((end, i) => targetIdsOf(link, end, `t${i + 1}`, owner));
    const [only] = link.ends;
    const firstN =
      branches.length === 1 && only
        ? sql`${joinSql(branches, '')} ORDER BY ${targetIdColumn(only, 't1')} LIMIT ${param(limit)}`
        : sql`${joinSql(branches, ' UNION ')} ORDER BY 1 LIMIT ${param(limit)}`;
    rows = sql`SELECT ${columns}, k.value AS ${ident(PARENT_COLUMN)} FROM json_each(${keyList(keys)}) AS k CROSS JOIN ${ident(target.name)} AS ${alias('t0')} ON ${column('t0', 'id')} IN (${firstN})`;
    names.push(ident(PARENT_COLUMN));
    order = [ident(PARENT_COLUMN), ident('id')];
  }
  const cap = maxRows === undefined ? sql`` : sql` LIMIT ${param(maxRows)}`;
  return sql`SELECT json_group_array(json_array(${joinSql(names, ', ')}) ORDER BY ${joinSql(order, ', ')}) AS ${ident('rows')} FROM (${rows}${cap})`;
}
