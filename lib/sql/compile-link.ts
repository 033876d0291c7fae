import type { CompiledSql } from '@/lib/store/compiled-sql';
import { alias, column, ident, sql } from '@/lib/store/sql-fragment';
import type { CollectionEnd, CollectionLink } from './model-lookup';

/**
 * The SQL of a to-many navigation's ends (lib/sql/model-lookup.ts): the one place that knows whether the target
 * rows carry the source's id in a column or are linked through a junction.
 */

/**
 * "Row `row` of the target belongs to the source whose id is `owner`", for one end:
 * `t1."afstemningid" = t0."id"`, or through a junction
 * `t1."id" IN (SELECT t2."sagid" FROM "DagsordenspunktSag" AS t2 WHERE t2."dagsordenspunktid" = t0."id")`.
 * Only a junction end takes an alias (from `nextAlias`).
 */
export function belongsTo(
  link: CollectionLink,
  end: CollectionEnd,
  row: string,
  owner: CompiledSql,
  nextAlias: () => string,
): CompiledSql {
  if (end.kind === 'column') return sql`${column(row, end.column)} = ${owner}`;
  return sql`${column(row, 'id')} IN (${targetIdsOf(link, end, nextAlias(), owner)})`;
}

/**
 * The target ids of the source `owner`, for one end: `SELECT t1."id" FROM "Stemme" AS t1 WHERE t1."afstemningid" = …`
 * or `SELECT t1."sagid" FROM "DagsordenspunktSag" AS t1 WHERE t1."dagsordenspunktid" = …`.
 */
export function targetIdsOf(
  link: CollectionLink,
  end: CollectionEnd,
  tableAlias: string,
  owner: CompiledSql,
): CompiledSql {
  const [table, key] =
    end.kind === 'junction' ? [end.junction.name, end.from] : [link.target.name, end.column];
  return sql`SELECT ${targetIdColumn(end, tableAlias)} FROM ${ident(table)} AS ${alias(tableAlias)} WHERE ${column(tableAlias, key)} = ${owner}`;
}

/** The column `targetIdsOf` selects, to order by: `t1."id"` or the junction's `t1."sagid"`. */
export const targetIdColumn = (end: CollectionEnd, tableAlias: string): CompiledSql =>
  column(tableAlias, end.kind === 'junction' ? end.to : 'id');

/**
 * The ids of sources with a target row (as `row`) meeting `where`, for one end:
 * `SELECT t1."afstemningid" FROM "Stemme" AS t1 WHERE …`, or
 * `SELECT t2."dagsordenspunktid" FROM "DagsordenspunktSag" AS t2 JOIN "Sag" AS t1 ON t1."id" = t2."sagid" WHERE …`.
 */
export function ownersWhere(
  link: CollectionLink,
  end: CollectionEnd,
  row: string,
  nextAlias: () => string,
  where: CompiledSql,
): CompiledSql {
  const target = sql`${ident(link.target.name)} AS ${alias(row)}`;
  if (end.kind === 'column') return sql`SELECT ${column(row, end.column)} FROM ${target} WHERE ${where}`;
  const junction = nextAlias();
  return sql`SELECT ${column(junction, end.from)} FROM ${ident(end.junction.name)} AS ${alias(junction)} JOIN ${target} ON ${column(row, 'id')} = ${column(junction, end.to)} WHERE ${where}`;
}
