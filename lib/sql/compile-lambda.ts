import type { Lambda } from '@/lib/odata/ast';
import type { CompiledSql } from '@/lib/store/compiled-sql';
import { alias, column, ident, joinSql, sql } from '@/lib/store/sql-fragment';
import { belongsTo, ownersWhere } from './compile-link';
import { resolveMemberPath, valueThrough } from './compile-path';
import {
  type Context,
  type Env,
  expectBoolean,
  notSql,
  type Polarity,
  PREC,
  type Typed,
  typed,
  withVariable,
  wrap,
} from './context';
import { TypeMismatchError } from './errors';
import { freePaths } from './free-paths';

/**
 * `Coll/any(x: p)`, `Coll/all(x: p)` and `Coll/any()` over a collection navigation (after optional to-one hops).
 *
 * - `any(x: p)` in positive position whose body reads only `x` (uncorrelated) becomes a semi-join that SQLite
 *   evaluates once and drives through indexes: `t0."id" IN (SELECT t1."afstemningid" FROM "Stemme" AS t1 WHERE p)`
 *   (a `UNION ALL` of one such SELECT per end for the `AktørAktør` alias; through the junction for
 *   `Dagsordenspunkt/Sag`, lib/sql/compile-link.ts).
 * - otherwise `EXISTS (SELECT 1 FROM "Stemme" AS t1 WHERE t1."afstemningid" = t0."id" AND p)`; `any()` is the
 *   EXISTS without `p` (a correlated probe is cheapest when most rows qualify and a page stops early).
 * - `all(x: p)` is `NOT EXISTS (SELECT 1 … WHERE <correlation> AND NOT (p))`, `p` compiled in negative position.
 *
 * In a statement run with a deadline, each subquery's loop checks it before its predicate:
 * `… WHERE t1."afstemningid" = t0."id" AND tingdata_deadline(t1."id") AND p` (lib/sql/deadline.ts).
 */
export function compileLambda(ctx: Context, lambda: Lambda, env: Env, polarity: Polarity): Typed {
  const resolved = resolveMemberPath(ctx, env, lambda.collection);
  const { terminal } = resolved;
  if (terminal.kind !== 'collection') {
    throw new TypeMismatchError(`${lambda.operator}() needs a collection navigation.`, lambda.collection.pos);
  }
  const link = terminal.link;
  const target = ident(link.target.name);
  const { predicate, variable } = lambda;
  if (predicate && variable === null)
    throw new TypeMismatchError('A lambda needs a range variable.', lambda.pos);
  if (!predicate && lambda.operator === 'all')
    throw new TypeMismatchError('all() needs a predicate.', lambda.pos);
  const body = (innerAlias: string, bodyPolarity: Polarity): Typed | null =>
    predicate && variable !== null
      ? expectBoolean(
          ctx.compile(
            predicate,
            withVariable(env, variable, { alias: innerAlias, entity: link.target }),
            bodyPolarity,
          ),
          `The body of ${lambda.operator}()`,
          predicate.pos,
        )
      : null;

  const uncorrelated =
    predicate !== null && variable !== null && freePaths(predicate, new Set([variable])).length === 0;
  if (lambda.operator === 'any' && polarity === 'positive' && uncorrelated && resolved.steps.length === 0) {
    const branches = link.ends.map((end) => {
      const inner = ctx.nextAlias();
      const where = body(inner, 'positive') as Typed;
      const check = ctx.loopCheck(inner);
      const condition = check ? sql`${check} AND ${wrap(where, PREC.and)}` : where.fragment;
      return ownersWhere(link, end, inner, ctx.nextAlias, condition);
    });
    return typed(
      sql`${column(resolved.binding.alias, 'id')} IN (${joinSql(branches, ' UNION ALL ')})`,
      'boolean',
      PREC.comparison,
    );
  }

  const owner = valueThrough(ctx, resolved.binding, resolved.steps, 'id');
  const inner = ctx.nextAlias();
  const correlations = link.ends.map((end) => belongsTo(link, end, inner, owner, ctx.nextAlias));
  const correlation: CompiledSql =
    correlations.length === 1 ? (correlations[0] as CompiledSql) : sql`(${joinSql(correlations, ' OR ')})`;
  const check = ctx.loopCheck(inner);
  const from = check
    ? sql`SELECT 1 FROM ${target} AS ${alias(inner)} WHERE ${correlation} AND ${check}`
    : sql`SELECT 1 FROM ${target} AS ${alias(inner)} WHERE ${correlation}`;
  if (lambda.operator === 'all') {
    const violated = notSql(body(inner, 'negative') as Typed);
    return typed(sql`NOT EXISTS (${from} AND ${violated.fragment})`, 'boolean', PREC.not);
  }
  const where = body(inner, 'positive');
  const exists = where ? sql`EXISTS (${from} AND ${wrap(where, PREC.and)})` : sql`EXISTS (${from})`;
  return typed(exists, 'boolean');
}
