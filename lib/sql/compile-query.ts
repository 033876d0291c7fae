import type { EntityDef } from '@/lib/model/types';
import type { Expr, OrderByItem } from '@/lib/odata/ast';
import type { CompiledSql } from '@/lib/store/compiled-sql';
import { alias, column, ident, joinSql, param, sql } from '@/lib/store/sql-fragment';
import { createContext } from './compile-filter';
import { belongsTo } from './compile-link';
import { compileValuePath, resolveMemberPath } from './compile-path';
import { type Context, type Env, expectBoolean, PREC, type Typed, typed, wrap } from './context';
import { TypeMismatchError, UnknownPropertyError } from './errors';
import { type CollectionLink, getEntitySet, type ReferenceLink } from './model-lookup';

const ROOT = 't0';

/** Only the targets of one source row's collection navigation: `Aktør(5)/AktørAktør` (the link's source is 5). */
export interface NavigationScope {
  readonly link: CollectionLink;
  readonly key: number;
}

/** Which rows: a filter, within a navigation's targets or the whole set. */
export interface RowSelection {
  readonly filter?: Expr;
  readonly scope?: NavigationScope;
}

export interface CollectionOptions extends RowSelection {
  readonly orderby?: readonly OrderByItem[];
  /** Already capped at 100 by the caller. */
  readonly top: number;
  readonly skip: number;
}

/** `t0."id", t0."nummer", …`: the entity's columns in model (= JSON output) order. */
export function selectColumns(entity: EntityDef, tableAlias: string = ROOT): CompiledSql {
  return joinSql(
    entity.properties.map((p) => column(tableAlias, p.name)),
    ', ',
  );
}

function rootEnv(entity: EntityDef): Env {
  return { root: { alias: ROOT, entity }, variables: new Map() };
}

/** `t0."fraaktørid" = ? OR t0."tilaktørid" = ?`: the rows the scope allows, one condition per end. */
function scopeCondition(ctx: Context, scope: NavigationScope): CompiledSql {
  const ends = scope.link.ends.map((end) =>
    belongsTo(scope.link, end, ROOT, param(scope.key), ctx.nextAlias),
  );
  return ends.length === 1 ? (ends[0] as CompiledSql) : sql`(${joinSql(ends, ' OR ')})`;
}

/** The statement's conditions: the scope, then the filter. */
function conditions(ctx: Context, env: Env, rows: RowSelection): Typed[] {
  const parts: Typed[] = [];
  if (rows.scope) parts.push(typed(scopeCondition(ctx, rows.scope), 'boolean', PREC.and));
  if (rows.filter)
    parts.push(expectBoolean(ctx.compile(rows.filter, env, 'positive'), '$filter', rows.filter.pos));
  return parts;
}

/**
 * ` WHERE …` from the conditions; when the statement has subqueries (per-row work that can add up), the root loop
 * checks the deadline first: ` WHERE tingdata_deadline(t0."id") AND …` (lib/sql/deadline.ts).
 */
function where(ctx: Context, parts: readonly Typed[]): CompiledSql {
  const check = ctx.aliasesUsed() > 0 ? ctx.loopCheck(ROOT) : null;
  const all = check ? [typed(check, 'boolean'), ...parts] : parts;
  if (all.length === 0) return sql``;
  if (all.length === 1) return sql` WHERE ${(all[0] as Typed).fragment}`;
  return sql` WHERE ${joinSql(
    all.map((part) => wrap(part, PREC.and)),
    ' AND ',
  )}`;
}

/**
 * `$orderby` keys (paths through to-one navigations allowed, as correlated scalar subqueries) and always a final
 * `t0."id"` unless the key order already has it: ODA's framework appends the key for a stable order, so unordered
 * results come back by id ascending.
 */
function orderBy(ctx: Context, env: Env, items: readonly OrderByItem[]): CompiledSql {
  const keys = items.map((item) => {
    const resolved = resolveMemberPath(ctx, env, item.path);
    if (resolved.terminal.kind === 'linked') {
      throw new UnknownPropertyError(env.root.entity.name, item.path.path, '$orderby', item.path.pos);
    }
    if (resolved.terminal.kind !== 'property') {
      throw new TypeMismatchError(
        `Cannot order by the navigation '${item.path.path.join('/')}'.`,
        item.path.pos,
      );
    }
    const value = compileValuePath(ctx, resolved, item.path.pos).fragment;
    return item.direction === 'desc' ? sql`${value} DESC` : value;
  });
  const hasKey = items.some(
    (i) => i.path.variable === null && i.path.path.length === 1 && i.path.path[0] === 'id',
  );
  return joinSql(hasKey ? keys : [...keys, column(ROOT, 'id')], ', ');
}

/** What statement compilers take besides the query: whether the statement runs with a deadline (see below). */
export interface StatementOptions {
  /**
   * Loops that may run long call the deadline function (lib/sql/deadline.ts); the connection must have it
   * (lib/store/run-sql.ts installs it). Default true; off only where the SQL is not run (validation).
   */
  readonly deadline?: boolean;
}

/**
 * One page of an entity set:
 * `SELECT t0."id", … FROM "Set" AS t0 [WHERE …] ORDER BY …, t0."id" LIMIT ? OFFSET ?`.
 * The SQL text depends only on the query's shape, so callers can cache prepared statements by it.
 */
export function compileCollection(
  set: string,
  options: CollectionOptions,
  statement: StatementOptions = {},
): CompiledSql {
  const entity = getEntitySet(set);
  const env = rootEnv(entity);
  const filterCtx = createContext('$filter', [ROOT], undefined, { deadline: statement.deadline ?? true });
  const parts = conditions(filterCtx, env, options);
  const orderCtx = createContext('$orderby', [ROOT], filterCtx);
  const order = orderBy(orderCtx, env, options.orderby ?? []);
  return sql`SELECT ${selectColumns(entity)} FROM ${ident(entity.name)} AS ${alias(ROOT)}${where(filterCtx, parts)} ORDER BY ${order} LIMIT ${param(options.top)} OFFSET ${param(options.skip)}`;
}

/** The number of rows selected (`$inlinecount=allpages`): `SELECT count(*) AS "count" FROM …`. */
export function compileCount(
  set: string,
  rows: RowSelection = {},
  statement: StatementOptions = {},
): CompiledSql {
  const entity = getEntitySet(set);
  const ctx = createContext('$filter', [ROOT], undefined, { deadline: statement.deadline ?? true });
  const parts = conditions(ctx, rootEnv(entity), rows);
  return sql`SELECT count(*) AS ${ident('count')} FROM ${ident(entity.name)} AS ${alias(ROOT)}${where(ctx, parts)}`;
}

/** One entity by key: `SELECT … FROM "Set" AS t0 WHERE t0."id" = ?`. */
export function compileByKey(set: string, id: number): CompiledSql {
  const entity = getEntitySet(set);
  return sql`SELECT ${selectColumns(entity)} FROM ${ident(entity.name)} AS ${alias(ROOT)} WHERE ${column(ROOT, 'id')} = ${param(id)}`;
}

/**
 * The record one row's to-one navigation points at (`Sagstrin(5)/Sag`):
 * `SELECT … FROM "Sag" AS t0 WHERE t0."id" = (SELECT t1."sagid" FROM "Sagstrin" AS t1 WHERE t1."id" = ?)`.
 */
export function compileReferenceTarget(link: ReferenceLink, key: number): CompiledSql {
  const target = link.target;
  return sql`SELECT ${selectColumns(target)} FROM ${ident(target.name)} AS ${alias(ROOT)} WHERE ${column(ROOT, 'id')} = (SELECT ${column('t1', link.column)} FROM ${ident(link.source.name)} AS ${alias('t1')} WHERE ${column('t1', 'id')} = ${param(key)})`;
}
