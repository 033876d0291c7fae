import type { Literal } from '@/lib/odata/ast';
import type { SqlValue } from '@/lib/store/compiled-sql';
import { param, sql } from '@/lib/store/sql-fragment';
import { PREC, type Typed, type ValueType } from './context';
import { normaliseDatetimeLiteral } from './datetime-literal';
import { TypeMismatchError } from './errors';

const bound = (value: SqlValue, type: ValueType): Typed => ({
  fragment: param(value),
  type,
  prec: PREC.atom,
  constant: true,
});

/**
 * A literal as a bound parameter: numbers as numbers, booleans as 1/0 (how the store keeps them), datetimes in
 * ODA's stored text form, strings and guids as text. `null` is written as `NULL` and never bound.
 */
export function compileLiteral(literal: Literal): Typed {
  const { type, value, pos } = literal;
  const mismatch = () => new TypeMismatchError(`Malformed ${type} literal.`, pos);
  switch (type) {
    case 'null':
      return { fragment: sql`NULL`, type: 'null', prec: PREC.atom, constant: false };
    case 'int':
    case 'decimal':
      if (typeof value !== 'number' || !Number.isFinite(value)) throw mismatch();
      return bound(value, 'number');
    case 'boolean':
      if (typeof value !== 'boolean') throw mismatch();
      return bound(value ? 1 : 0, 'boolean');
    case 'string':
      if (typeof value !== 'string') throw mismatch();
      return bound(value, 'string');
    case 'guid':
      if (typeof value !== 'string') throw mismatch();
      return bound(value, 'guid');
    case 'datetime':
      if (typeof value !== 'string') throw mismatch();
      return bound(normaliseDatetimeLiteral(value, pos), 'datetime');
  }
}
