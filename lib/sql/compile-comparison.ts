import type { Binary, ComparisonOp, Expr, Lambda, MemberPath } from '@/lib/odata/ast';
import type { CompiledSql } from '@/lib/store/compiled-sql';
import { sql } from '@/lib/store/sql-fragment';
import { resolveMemberPath } from './compile-path';
import { type Context, type Env, type Polarity, PREC, type Typed, typed, wrap } from './context';
import { TypeMismatchError } from './errors';
import { tryYearRange } from './year-range';

const RELATIONAL: Readonly<Record<'gt' | 'ge' | 'lt' | 'le', CompiledSql>> = {
  gt: sql`>`,
  ge: sql`>=`,
  lt: sql`<`,
  le: sql`<=`,
};

function linkedSide(ctx: Context, env: Env, e: Expr) {
  if (e.kind !== 'member') return null;
  const { terminal } = resolveMemberPath(ctx, env, e);
  return terminal.kind === 'linked' ? { member: e, linked: terminal.linked } : null;
}

/**
 * `d/sagid eq 5` on Dagsordenspunkt means "a case linked through DagsordenspunktSag has id 5": rewritten to
 * `d/DagsordenspunktSag/any(x: x/sagid eq 5)` (any operator likewise); `sagid eq null` means no linked case.
 */
function desugarLinked(ctx: Context, expr: Binary, env: Env): Expr | null {
  const left = linkedSide(ctx, env, expr.left);
  const side = left ?? linkedSide(ctx, env, expr.right);
  if (!side) return null;
  const { member, linked } = side;
  const other = left ? expr.right : expr.left;
  const collection: MemberPath = {
    ...member,
    path: [...member.path.slice(0, -1), linked.navigation.name],
  };
  const pos = expr.pos;
  if (other.kind === 'literal' && other.type === 'null' && (expr.op === 'eq' || expr.op === 'ne')) {
    const any: Lambda = { kind: 'lambda', operator: 'any', collection, variable: null, predicate: null, pos };
    return expr.op === 'ne' ? any : { kind: 'not', operand: any, pos };
  }
  const variable = `\u0001${member.pos}`;
  const junction: MemberPath = { kind: 'member', variable, path: [linked.property.name], pos: member.pos };
  const predicate: Binary = left
    ? { ...expr, left: junction, right: other }
    : { ...expr, left: other, right: junction };
  return { kind: 'lambda', operator: 'any', collection, variable, predicate, pos };
}

/**
 * A comparison. Types must agree (numbers with numbers, text with text, datetimes with datetime literals,
 * booleans with booleans; null with anything), as the real service answers 400 otherwise.
 *
 * Null semantics follow .NET as ODA's stack applies them: `eq`/`ne` never yield NULL — `x ne 'a'` keeps rows where x
 * is null, `not (x eq 'a')` too. Hence `ne` is `IS NOT`, and `eq` is `IS` except in positive position against a
 * literal, where `=` means the same and lets SQLite turn LEFT-joins into inner joins. `eq null` is `IS NULL`.
 * Ordering comparisons (`gt` …) keep SQL's three-valued meaning.
 */
export function compileComparison(ctx: Context, expr: Binary, env: Env, polarity: Polarity): Typed {
  const op = expr.op as ComparisonOp;
  const desugared = desugarLinked(ctx, expr, env);
  if (desugared) return ctx.compile(desugared, env, polarity);
  if (polarity === 'positive') {
    const range = tryYearRange(ctx, expr, env);
    if (range) return range;
  }
  const left = ctx.compile(expr.left, env, 'value');
  const right = ctx.compile(expr.right, env, 'value');
  const withNull = left.type === 'null' || right.type === 'null';
  const entity = left.type === 'entity' || right.type === 'entity';
  if ((entity && !(withNull && (op === 'eq' || op === 'ne'))) || (!withNull && left.type !== right.type)) {
    throw new TypeMismatchError(`Cannot compare ${left.type} with ${right.type} using '${op}'.`, expr.pos);
  }
  const l = wrap(left, PREC.comparison + 1);
  const r = wrap(right, PREC.comparison + 1);
  const result = (fragment: CompiledSql) => typed(fragment, 'boolean', PREC.comparison);
  if (op === 'eq' || op === 'ne') {
    if (withNull) {
      const operand = left.type === 'null' ? r : l;
      return result(op === 'eq' ? sql`${operand} IS NULL` : sql`${operand} IS NOT NULL`);
    }
    if (op === 'ne') return result(sql`${l} IS NOT ${r}`);
    const plain = polarity === 'positive' && (left.constant || right.constant);
    return result(plain ? sql`${l} = ${r}` : sql`${l} IS ${r}`);
  }
  return result(sql`${l} ${RELATIONAL[op]} ${r}`);
}
