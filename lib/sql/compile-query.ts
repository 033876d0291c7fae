import type { EntityDef } from '@/lib/model/types';
import type { Expr, OrderByItem } from '@/lib/odata/ast';
import { compilePredicate, createContext } from './compile-filter';
import { compileValuePath, resolveMemberPath } from './compile-path';
import type { Context, Env } from './context';
import { TypeMismatchError, UnknownPropertyError } from './errors';
import { alias, type CompiledSql, column, ident, joinSql, param, sql } from './fragment';
import { getEntitySet } from './model-lookup';

const ROOT = 't0';

export interface CollectionOptions {
  readonly filter?: Expr;
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

const where = (ctx: Context, env: Env, filter: Expr | undefined): CompiledSql =>
  filter ? sql` WHERE ${compilePredicate(ctx, filter, env)}` : sql``;

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

/**
 * One page of an entity set:
 * `SELECT t0."id", … FROM "Set" AS t0 [WHERE …] ORDER BY …, t0."id" LIMIT ? OFFSET ?`.
 * The SQL text depends only on the query's shape, so callers can cache prepared statements by it.
 */
export function compileCollection(set: string, options: CollectionOptions): CompiledSql {
  const entity = getEntitySet(set);
  const env = rootEnv(entity);
  const filterCtx = createContext('$filter', [ROOT]);
  const condition = where(filterCtx, env, options.filter);
  const orderCtx = createContext('$orderby', [ROOT], filterCtx);
  const order = orderBy(orderCtx, env, options.orderby ?? []);
  return sql`SELECT ${selectColumns(entity)} FROM ${ident(entity.name)} AS ${alias(ROOT)}${condition} ORDER BY ${order} LIMIT ${param(options.top)} OFFSET ${param(options.skip)}`;
}

/** The number of rows a filter matches (`$inlinecount=allpages`): `SELECT count(*) AS "count" FROM …`. */
export function compileCount(set: string, filter?: Expr): CompiledSql {
  const entity = getEntitySet(set);
  const condition = where(createContext('$filter', [ROOT]), rootEnv(entity), filter);
  return sql`SELECT count(*) AS ${ident('count')} FROM ${ident(entity.name)} AS ${alias(ROOT)}${condition}`;
}

/** One entity by key: `SELECT … FROM "Set" AS t0 WHERE t0."id" = ?`. */
export function compileByKey(set: string, id: number): CompiledSql {
  const entity = getEntitySet(set);
  return sql`SELECT ${selectColumns(entity)} FROM ${ident(entity.name)} AS ${alias(ROOT)} WHERE ${column(ROOT, 'id')} = ${param(id)}`;
}
