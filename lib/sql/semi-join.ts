import type { ArithmeticOp, Expr, FunctionName } from '@/lib/odata/ast';
import { alias, column, ident, sql } from '@/lib/store/sql-fragment';
import {
  type Binding,
  type Context,
  type Env,
  expectBoolean,
  PREC,
  ROOT_VARIABLE,
  type Typed,
  typed,
  withVariable,
  wrap,
} from './context';
import { freePaths, reroot } from './free-paths';
import { findMember } from './model-lookup';

const ARITHMETIC: ReadonlySet<ArithmeticOp> = new Set(['add', 'sub', 'mul', 'div', 'mod']);

/** Functions whose SQL is NULL whenever an argument is NULL. */
const NULL_PROPAGATING: ReadonlySet<FunctionName> = new Set([
  'length',
  'indexof',
  'substring',
  'tolower',
  'toupper',
  'trim',
  'concat',
  'replace',
  'year',
  'month',
  'day',
  'hour',
  'minute',
  'second',
  'round',
  'floor',
  'ceiling',
]);
const BOOLEAN_FUNCTIONS: ReadonlySet<FunctionName> = new Set(['substringof', 'startswith', 'endswith']);

const isArithmetic = (op: string): op is ArithmeticOp => ARITHMETIC.has(op as ArithmeticOp);
const isNullLiteral = (e: Expr): boolean => e.kind === 'literal' && e.type === 'null';
const isValueLiteral = (e: Expr): boolean => e.kind === 'literal' && e.type !== 'null';

function propagatesNull(e: Expr): boolean {
  switch (e.kind) {
    case 'literal':
    case 'member':
      return true;
    case 'negate':
      return propagatesNull(e.operand);
    case 'binary':
      return isArithmetic(e.op) && propagatesNull(e.left) && propagatesNull(e.right);
    case 'call':
      return NULL_PROPAGATING.has(e.name) && e.args.every(propagatesNull);
    default:
      return false;
  }
}

/**
 * Whether an atom is FALSE or NULL for every row whose navigation target is missing (all its paths NULL): then
 * "the target satisfies it" and "the row satisfies it" agree, and the semi-join is exact.
 */
function rejectsNull(e: Expr): boolean {
  switch (e.kind) {
    case 'member':
      return true;
    case 'call':
      return BOOLEAN_FUNCTIONS.has(e.name) && e.args.every(propagatesNull);
    case 'lambda':
      return e.operator === 'any';
    case 'binary': {
      if (
        isNullLiteral(e.left) ||
        isNullLiteral(e.right) ||
        !propagatesNull(e.left) ||
        !propagatesNull(e.right)
      ) {
        return false;
      }
      if (e.op === 'eq') return isValueLiteral(e.left) || isValueLiteral(e.right);
      return e.op === 'gt' || e.op === 'ge' || e.op === 'lt' || e.op === 'le';
    }
    default:
      return false;
  }
}

/**
 * In positive position, an atom that reads only through one to-one navigation (`Aktør/navn eq 'X'`,
 * `substringof('klima', Sag/titel)`, `Sagstrin/Afstemning/any(…)`) becomes a semi-join on the foreign key:
 * `t0."aktørid" IN (SELECT t1."id" FROM "Aktør" AS t1 WHERE t1."navn" = ?)`. SQLite evaluates the subquery once
 * and drives the outer table through the FK index, instead of scanning the outer table and probing per row.
 * Returns null when the atom does not qualify (the caller then compiles it with correlated scalar subqueries).
 */
export function trySemiJoin(ctx: Context, expr: Expr, env: Env): Typed | null {
  if (!rejectsNull(expr)) return null;
  const paths = freePaths(expr);
  const head = paths[0];
  const first = head?.path[0];
  if (!head || first === undefined) return null;
  if (!paths.every((p) => p.variable === head.variable && p.path[0] === first && p.path.length >= 2))
    return null;
  const binding: Binding | undefined =
    head.variable === ROOT_VARIABLE ? env.root : env.variables.get(head.variable);
  if (!binding) return null;
  const member = findMember(binding.entity, first);
  if (member?.kind !== 'navigation' || member.link.kind !== 'reference') return null;
  const link = member.link;
  const inner = ctx.nextAlias();
  const variable = `\u0000${inner}`;
  const scoped = withVariable(env, variable, { alias: inner, entity: link.target });
  const predicate = expectBoolean(
    ctx.compile(reroot(expr, head.variable, first, variable), scoped, 'positive'),
    'A filter condition',
    expr.pos,
  );
  const check = ctx.loopCheck(inner);
  const condition = check ? sql`${check} AND ${wrap(predicate, PREC.and)}` : predicate.fragment;
  return typed(
    sql`${column(binding.alias, link.column)} IN (SELECT ${column(inner, 'id')} FROM ${ident(link.target.name)} AS ${alias(inner)} WHERE ${condition})`,
    'boolean',
    PREC.comparison,
  );
}
