import type { Binary, ComparisonOp, Expr } from '@/lib/odata/ast';
import { column, param, sql } from '@/lib/store/sql-fragment';
import { resolveMemberPath } from './compile-path';
import { type Context, type Env, PREC, type Typed, typed } from './context';

const MIRROR: Readonly<Record<ComparisonOp, ComparisonOp>> = {
  eq: 'eq',
  ne: 'ne',
  gt: 'lt',
  ge: 'le',
  lt: 'gt',
  le: 'ge',
};

const isYearCall = (e: Expr) => e.kind === 'call' && e.name === 'year' && e.args.length === 1;
const isIntLiteral = (e: Expr): e is Extract<Expr, { kind: 'literal' }> =>
  e.kind === 'literal' && e.type === 'int' && typeof e.value === 'number' && Number.isInteger(e.value);

/**
 * `year(dato) eq 2024` in positive position, on a datetime column of the row itself, as a text range the column's
 * index can serve: `t0."dato" >= ? AND t0."dato" < ?` with `'2024'`, `'2025'` (ODA's ISO text sorts like the
 * dates, and every value of year Y starts with `Y`). gt/ge/lt/le likewise; ne is left to the generic form.
 */
export function tryYearRange(ctx: Context, expr: Binary, env: Env): Typed | null {
  let op = expr.op as ComparisonOp;
  let call = expr.left;
  let literal = expr.right;
  if (isYearCall(expr.right) && isIntLiteral(expr.left)) {
    call = expr.right;
    literal = expr.left;
    op = MIRROR[op];
  }
  if (op === 'ne' || call.kind !== 'call' || !isYearCall(call) || !isIntLiteral(literal)) return null;
  const year = literal.value as number;
  const member = call.args[0];
  if (year < 1 || year > 9998 || member?.kind !== 'member') return null;
  const resolved = resolveMemberPath(ctx, env, member);
  const { terminal } = resolved;
  if (
    resolved.steps.length > 0 ||
    terminal.kind !== 'property' ||
    terminal.property.type !== 'Edm.DateTime'
  ) {
    return null;
  }
  const col = column(resolved.binding.alias, terminal.property.name);
  const from = param(String(year).padStart(4, '0'));
  const until = param(String(year + 1).padStart(4, '0'));
  switch (op) {
    case 'eq':
      return typed(sql`${col} >= ${from} AND ${col} < ${until}`, 'boolean', PREC.and);
    case 'gt':
      return typed(sql`${col} >= ${until}`, 'boolean', PREC.comparison);
    case 'ge':
      return typed(sql`${col} >= ${from}`, 'boolean', PREC.comparison);
    case 'lt':
      return typed(sql`${col} < ${from}`, 'boolean', PREC.comparison);
    case 'le':
      return typed(sql`${col} < ${until}`, 'boolean', PREC.comparison);
  }
}
