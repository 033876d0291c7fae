import type { Call, Expr } from '@/lib/odata/ast';
import type { CompiledSql } from '@/lib/store/compiled-sql';
import { constantText, joinSql, sql } from '@/lib/store/sql-fragment';
import { type Context, type Env, expectType, PREC, type Typed, typed, type ValueType, wrap } from './context';
import { TypeMismatchError } from './errors';

/**
 * Letters beyond ASCII that `tolower`/`toupper` fold. SQLite's lower()/upper() fold ASCII only, so the compiler
 * first swaps these pairs with replace() (no user function needs registering). The set covers Danish and the
 * accented letters common in Nordic/German names; other non-ASCII letters keep their case.
 */
export const CASE_PAIRS: readonly (readonly [upper: string, lower: string])[] = [
  ['Æ', 'æ'],
  ['Ø', 'ø'],
  ['Å', 'å'],
  ['Ä', 'ä'],
  ['Ö', 'ö'],
  ['Ü', 'ü'],
  ['É', 'é'],
];

/** Start and length of each datetime part in ODA's `YYYY-MM-DDTHH:MM:SS[.fff]` text. */
const DATE_PARTS = {
  year: [1, 4],
  month: [6, 2],
  day: [9, 2],
  hour: [12, 2],
  minute: [15, 2],
  second: [18, 2],
} as const;

function arity(call: Call, min: number, max = min): void {
  const n = call.args.length;
  if (n < min || n > max) {
    const wanted =
      min === max ? `${min}` : max === Number.POSITIVE_INFINITY ? `at least ${min}` : `${min} to ${max}`;
    throw new TypeMismatchError(`${call.name}() takes ${wanted} argument(s), not ${n}.`, call.pos);
  }
}

function foldCase(value: CompiledSql, direction: 'lower' | 'upper'): CompiledSql {
  let folded = value;
  for (const [upper, lower] of CASE_PAIRS) {
    const [from, to] = direction === 'lower' ? [upper, lower] : [lower, upper];
    folded = sql`replace(${folded}, ${constantText(from)}, ${constantText(to)})`;
  }
  return direction === 'lower' ? sql`lower(${folded})` : sql`upper(${folded})`;
}

/** OData v3 canonical functions → SQLite. String positions are 0-based in OData and 1-based in SQLite. */
export function compileCall(ctx: Context, call: Call, env: Env): Typed {
  const typedArg = (i: number, type: ValueType): Typed => {
    const expr: Expr | undefined = call.args[i];
    if (!expr) throw new TypeMismatchError(`${call.name}() is missing argument ${i + 1}.`, call.pos);
    return expectType(ctx.compile(expr, env, 'value'), type, `Argument ${i + 1} of ${call.name}()`, expr.pos);
  };
  /** An argument inside a function's parentheses: no wrapping needed. */
  const arg = (i: number, type: ValueType): CompiledSql => typedArg(i, type).fragment;
  switch (call.name) {
    case 'substringof':
      arity(call, 2);
      return typed(sql`instr(${arg(1, 'string')}, ${arg(0, 'string')}) > 0`, 'boolean', PREC.comparison);
    case 'startswith': {
      arity(call, 2);
      const s = arg(0, 'string');
      const p = typedArg(1, 'string');
      return typed(
        sql`substr(${s}, 1, length(${p.fragment})) = ${wrap(p, PREC.comparison + 1)}`,
        'boolean',
        PREC.comparison,
      );
    }
    case 'endswith': {
      arity(call, 2);
      const s = arg(0, 'string');
      const p = typedArg(1, 'string');
      return typed(
        sql`substr(${s}, length(${s}) - length(${p.fragment}) + 1) = ${wrap(p, PREC.comparison + 1)}`,
        'boolean',
        PREC.comparison,
      );
    }
    case 'length':
      arity(call, 1);
      return typed(sql`length(${arg(0, 'string')})`, 'number');
    case 'indexof':
      arity(call, 2);
      return typed(sql`instr(${arg(0, 'string')}, ${arg(1, 'string')}) - 1`, 'number', PREC.additive);
    case 'substring': {
      arity(call, 2, 3);
      const s = arg(0, 'string');
      const start = wrap(typedArg(1, 'number'), PREC.additive);
      if (call.args.length === 2) return typed(sql`substr(${s}, ${start} + 1)`, 'string');
      return typed(sql`substr(${s}, ${start} + 1, ${arg(2, 'number')})`, 'string');
    }
    case 'tolower':
      arity(call, 1);
      return typed(foldCase(arg(0, 'string'), 'lower'), 'string');
    case 'toupper':
      arity(call, 1);
      return typed(foldCase(arg(0, 'string'), 'upper'), 'string');
    case 'trim':
      arity(call, 1);
      return typed(sql`trim(${arg(0, 'string')})`, 'string');
    case 'concat': {
      arity(call, 2, Number.POSITIVE_INFINITY);
      const parts = call.args.map((_, i) => wrap(typedArg(i, 'string'), PREC.concat + 1));
      return typed(joinSql(parts, ' || '), 'string', PREC.concat);
    }
    case 'replace':
      arity(call, 3);
      return typed(sql`replace(${arg(0, 'string')}, ${arg(1, 'string')}, ${arg(2, 'string')})`, 'string');
    case 'year':
    case 'month':
    case 'day':
    case 'hour':
    case 'minute':
    case 'second': {
      arity(call, 1);
      const [start, length] = DATE_PARTS[call.name];
      return typed(
        sql`CAST(substr(${arg(0, 'datetime')}, ${int(start)}, ${int(length)}) AS INTEGER)`,
        'number',
      );
    }
    case 'round':
      arity(call, 1);
      return typed(sql`round(${arg(0, 'number')})`, 'number');
    case 'floor':
      arity(call, 1);
      return typed(sql`floor(${arg(0, 'number')})`, 'number');
    case 'ceiling':
      arity(call, 1);
      return typed(sql`ceiling(${arg(0, 'number')})`, 'number');
  }
}

/** A small integer constant of the compiler (a substring position), written into the SQL text. */
const int = (n: number): CompiledSql => ({ sql: String(Math.trunc(n)), parameters: [] });
