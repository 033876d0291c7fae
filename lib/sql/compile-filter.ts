import type { EntityDef } from '@/lib/model/types';
import type { ArithmeticOp, Binary, Expr } from '@/lib/odata/ast';
import type { CompiledSql } from '@/lib/store/compiled-sql';
import { alias as checkAlias, sql } from '@/lib/store/sql-fragment';
import { compileComparison } from './compile-comparison';
import { compileCall } from './compile-functions';
import { compileLambda } from './compile-lambda';
import { compileLiteral } from './compile-literal';
import { compileValuePath, resolveMemberPath } from './compile-path';
import {
  type Context,
  type Env,
  expectBoolean,
  expectType,
  flip,
  notSql,
  type Polarity,
  PREC,
  type Typed,
  typed,
  wrap,
} from './context';
import { deadlineCheck } from './deadline';
import type { PathOption } from './errors';
import { tryFullTextSubstring } from './full-text';
import { getEntitySet } from './model-lookup';
import { trySemiJoin } from './semi-join';

const ARITHMETIC: Readonly<Record<ArithmeticOp, { readonly op: CompiledSql; readonly prec: number }>> = {
  add: { op: sql`+`, prec: PREC.additive },
  sub: { op: sql`-`, prec: PREC.additive },
  mul: { op: sql`*`, prec: PREC.multiplicative },
  div: { op: sql`/`, prec: PREC.multiplicative },
  mod: { op: sql`%`, prec: PREC.multiplicative },
};

function compileBinary(ctx: Context, expr: Binary, env: Env, polarity: Polarity): Typed {
  switch (expr.op) {
    case 'and':
    case 'or': {
      const prec = expr.op === 'and' ? PREC.and : PREC.or;
      const what = `An operand of '${expr.op}'`;
      const left = expectBoolean(ctx.compile(expr.left, env, polarity), what, expr.left.pos);
      const right = expectBoolean(ctx.compile(expr.right, env, polarity), what, expr.right.pos);
      const op = expr.op === 'and' ? sql`AND` : sql`OR`;
      return typed(sql`${wrap(left, prec)} ${op} ${wrap(right, prec)}`, 'boolean', prec);
    }
    case 'eq':
    case 'ne':
    case 'gt':
    case 'ge':
    case 'lt':
    case 'le':
      return (
        (polarity === 'positive' && trySemiJoin(ctx, expr, env)) ||
        compileComparison(ctx, expr, env, polarity)
      );
    case 'add':
    case 'sub':
    case 'mul':
    case 'div':
    case 'mod': {
      const { op, prec } = ARITHMETIC[expr.op];
      const what = `An operand of '${expr.op}'`;
      const left = expectType(ctx.compile(expr.left, env, 'value'), 'number', what, expr.left.pos);
      const right = expectType(ctx.compile(expr.right, env, 'value'), 'number', what, expr.right.pos);
      return typed(sql`${wrap(left, prec)} ${op} ${wrap(right, prec + 1)}`, 'number', prec);
    }
  }
}

/** The dispatcher: one case per AST kind, so a new kind fails to compile until it is handled here. */
function compileExpr(ctx: Context, expr: Expr, env: Env, polarity: Polarity): Typed {
  switch (expr.kind) {
    case 'literal':
      return compileLiteral(expr);
    case 'member':
      return (
        (polarity === 'positive' && trySemiJoin(ctx, expr, env)) ||
        compileValuePath(ctx, resolveMemberPath(ctx, env, expr), expr.pos)
      );
    case 'binary':
      return compileBinary(ctx, expr, env, polarity);
    case 'not':
      return notSql(
        expectBoolean(ctx.compile(expr.operand, env, flip(polarity)), "The operand of 'not'", expr.pos),
      );
    case 'negate': {
      const operand = expectType(
        ctx.compile(expr.operand, env, 'value'),
        'number',
        "The operand of '-'",
        expr.pos,
      );
      const inner = operand.prec === PREC.atom ? operand.fragment : sql`(${operand.fragment})`;
      return typed(sql`-${inner}`, 'number', PREC.negate);
    }
    case 'call':
      return (
        (polarity === 'positive' && (trySemiJoin(ctx, expr, env) || tryFullTextSubstring(ctx, expr, env))) ||
        compileCall(ctx, expr, env)
      );
    case 'lambda':
      return (
        (polarity === 'positive' && trySemiJoin(ctx, expr, env)) || compileLambda(ctx, expr, env, polarity)
      );
  }
}

/** What kind of SQL a context compiles. */
export interface ContextOptions {
  /**
   * A whole statement that runs with a deadline (lib/store/query-deadline.ts): each loop that may run long gets a
   * deadline check. Off for fragments (`compileFilter`), whose caller owns the statement.
   */
  readonly deadline?: boolean;
}

/**
 * A fresh compilation context; generated aliases are `t0`, `t1`, … skipping the reserved ones. Pass `continues` to
 * keep numbering after another context of the same statement (so `$orderby` aliases follow the `$filter` ones);
 * the continuing context also shares its deadline setting.
 */
export function createContext(
  option: PathOption,
  reserved: readonly string[],
  continues?: Context,
  options: ContextOptions = {},
): Context {
  let next = 0;
  let used = 0;
  const taken = new Set(reserved);
  const ownAlias = () => {
    let name = `t${next++}`;
    while (taken.has(name)) name = `t${next++}`;
    used++;
    return name;
  };
  const ctx: Context = {
    option,
    nextAlias: continues ? () => continues.nextAlias() : ownAlias,
    aliasesUsed: continues ? () => continues.aliasesUsed() : () => used,
    compile: (expr, env, polarity) => compileExpr(ctx, expr, env, polarity),
    loopCheck: continues
      ? (tableAlias) => continues.loopCheck(tableAlias)
      : (tableAlias) => (options.deadline ? deadlineCheck(tableAlias) : null),
  };
  return ctx;
}

/** Compiles a `$filter` in a context (shared with `$orderby` by the query compiler). */
export function compilePredicate(ctx: Context, expr: Expr, env: Env): CompiledSql {
  return expectBoolean(ctx.compile(expr, env, 'positive'), '$filter', expr.pos).fragment;
}

/**
 * `$filter` → a SQL condition over `"Set" AS <alias>`: `{ sql, parameters }` with every value bound and every
 * identifier from the model. Throws `UnknownPropertyError` (ODA: ignore the filter) or `TypeMismatchError` (400).
 */
export function compileFilter(entity: EntityDef | string, expr: Expr, alias = 't0'): CompiledSql {
  const root = {
    alias: checkAlias(alias).sql,
    entity: typeof entity === 'string' ? getEntitySet(entity) : entity,
  };
  const ctx = createContext('$filter', [alias]);
  return compilePredicate(ctx, expr, { root, variables: new Map() });
}
