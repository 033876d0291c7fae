import type { EdmType, EntityDef } from '@/lib/model/types';
import type { Expr } from '@/lib/odata/ast';
import type { CompiledSql } from '@/lib/store/compiled-sql';
import { sql } from '@/lib/store/sql-fragment';
import type { PathOption } from './errors';
import { TypeMismatchError } from './errors';

/** The value type of a compiled expression. `entity` is a to-one navigation, comparable only with null. */
export type ValueType = 'number' | 'string' | 'datetime' | 'boolean' | 'guid' | 'null' | 'entity';

/**
 * Where a boolean expression sits, which decides what SQL is allowed to mean:
 * - `positive`: only TRUE keeps a row, so NULL and FALSE are interchangeable (plain `=`, semi-joins, index rewrites);
 * - `negative`: under an odd number of NOTs (or in `all`'s body), so eq must not yield NULL where .NET says false;
 * - `value`: an operand whose exact value matters (comparison operand, function argument).
 */
export type Polarity = 'positive' | 'negative' | 'value';

export const flip = (p: Polarity): Polarity =>
  p === 'positive' ? 'negative' : p === 'negative' ? 'positive' : p;

/** SQLite operator precedence, coarse: a child is parenthesised when its level is below what the parent needs. */
export const PREC = {
  or: 10,
  and: 20,
  not: 30,
  comparison: 50,
  additive: 70,
  multiplicative: 80,
  concat: 85,
  negate: 90,
  atom: 100,
} as const;

export interface Typed {
  readonly fragment: CompiledSql;
  readonly type: ValueType;
  readonly prec: number;
  /** A non-null literal bound as a parameter (lets eq use `=`). */
  readonly constant: boolean;
}

export const typed = (fragment: CompiledSql, type: ValueType, prec: number = PREC.atom): Typed => ({
  fragment,
  type,
  prec,
  constant: false,
});

/** The fragment, parenthesised when its precedence is below `min`. */
export const wrap = (t: Typed, min: number): CompiledSql =>
  t.prec < min ? sql`(${t.fragment})` : t.fragment;

/** A row source in scope: the root entity (`$it`) or a lambda range variable. */
export interface Binding {
  readonly alias: string;
  readonly entity: EntityDef;
}

export interface Env {
  readonly root: Binding;
  readonly variables: ReadonlyMap<string, Binding>;
}

export const ROOT_VARIABLE = '$it';

export function withVariable(env: Env, name: string, binding: Binding): Env {
  const variables = new Map(env.variables);
  variables.set(name, binding);
  return { root: env.root, variables };
}

/** State shared by one compilation: the option (for error reports), alias numbering and the dispatcher. */
export interface Context {
  readonly option: PathOption;
  nextAlias(): string;
  /** How many aliases this compilation has handed out (0: the statement has no subqueries). */
  aliasesUsed(): number;
  compile(expr: Expr, env: Env, polarity: Polarity): Typed;
  /**
   * The deadline check for a loop over the rows of `tableAlias` (`tingdata_deadline(t1."id")`, see
   * lib/sql/deadline.ts) when the compilation is of a statement that runs with a deadline; null otherwise.
   */
  loopCheck(tableAlias: string): CompiledSql | null;
}

export function valueTypeOf(edm: EdmType): ValueType {
  switch (edm) {
    case 'Edm.Int32':
    case 'Edm.Int16':
      return 'number';
    case 'Edm.String':
      return 'string';
    case 'Edm.DateTime':
      return 'datetime';
    case 'Edm.Boolean':
      return 'boolean';
  }
}

/** Checks a value type (null always fits: OData lets null stand anywhere). */
export function expectType(t: Typed, expected: ValueType, what: string, pos: number): Typed {
  if (t.type !== expected && t.type !== 'null') {
    throw new TypeMismatchError(`${what} must be of type ${expected}, not ${t.type}.`, pos);
  }
  return t;
}

export const expectBoolean = (t: Typed, what: string, pos: number): Typed =>
  expectType(t, 'boolean', what, pos);

/** `NOT x`, parenthesising anything that is not an atom. */
export const notSql = (t: Typed): Typed => typed(sql`NOT ${wrap(t, PREC.atom)}`, 'boolean', PREC.not);
