/**
 * Sorting live rows the way the store's ORDER BY sorts them, so both sources list alike: SQLite compares text by
 * code point (BINARY collation; JavaScript's `<` on strings agrees for the Basic Multilingual Plane), and NULL is
 * smaller than any value (first ascending, last descending).
 */

export type SortValue = string | number | null | undefined;

/** One ORDER BY term: a key of the row, ascending unless `desc`. */
export interface SortKey<T> {
  readonly key: (row: T) => SortValue;
  readonly desc?: boolean;
}

function compareValues(a: SortValue, b: SortValue): number {
  const an = a === null || a === undefined;
  const bn = b === null || b === undefined;
  if (an || bn) return an && bn ? 0 : an ? -1 : 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const as = String(a);
  const bs = String(b);
  return as < bs ? -1 : as > bs ? 1 : 0;
}

/** A comparator for `Array.prototype.sort` over several keys, first key first. */
export function orderBy<T>(...keys: readonly SortKey<T>[]): (a: T, b: T) => number {
  return (a, b) => {
    for (const { key, desc } of keys) {
      const c = compareValues(key(a), key(b));
      if (c !== 0) return desc ? -c : c;
    }
    return 0;
  };
}

/** `x IS NULL` as a sort key (false before true), for `ORDER BY x IS NULL, x`. */
export const isNull = (value: SortValue): number => (value === null || value === undefined ? 1 : 0);
