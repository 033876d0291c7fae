import type { Statement } from 'better-sqlite3';
import type { Store } from './open-store';

const statements = new WeakMap<Store, Map<string, Statement>>();

/**
 * A statement for fixed SQL text, prepared once per connection (the case and search reads run the same few
 * shapes on every request). The row type is the caller's promise about the SELECT list; values are always bound.
 */
export function prepared<P extends unknown[], R>(db: Store, sql: string): Statement<P, R> {
  let cache = statements.get(db);
  if (!cache) {
    cache = new Map();
    statements.set(db, cache);
  }
  let statement = cache.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    cache.set(sql, statement);
  }
  return statement as unknown as Statement<P, R>;
}

/** A list of ids as one bound parameter, read in SQL with `IN (SELECT value FROM json_each(?))`. */
export const idList = (ids: readonly number[]): string => JSON.stringify(ids);
