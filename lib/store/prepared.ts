import type { Statement } from 'better-sqlite3';
import type { Store } from './store';

/** The one statement cache of the page reads: per store connection, by SQL text. */
const statements = new WeakMap<Store, Map<string, Statement>>();

/**
 * The statement for fixed SQL text on this connection, prepared on first use and reused after: the SQL must be
 * constant text (or built from the model and ODA id constants, never from input) with bound parameters only. The
 * row type is the caller's promise about the SELECT list.
 */
export function statementFor<P extends unknown[], R>(db: Store, sql: string): Statement<P, R> {
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

/** {@link statementFor} bound to one SQL text: `const select = prepared(SQL)`, then `select(db).all(...)`. */
export function prepared<P extends unknown[], R>(sql: string): (db: Store) => Statement<P, R> {
  return (db) => statementFor<P, R>(db, sql);
}

/** A list of ids as one bound parameter, read in SQL with `IN (SELECT value FROM json_each(?))`. */
export const idList = (ids: readonly number[]): string => JSON.stringify(ids);

/**
 * A value computed once per store connection (the store is opened read-only, so what it holds cannot change while
 * the connection is open): for slow-changing reads such as filter options or the newest update stamp.
 */
export function oncePerStore<T>(compute: (db: Store) => T): (db: Store) => T {
  const values = new WeakMap<Store, { value: T }>();
  return (db) => {
    let entry = values.get(db);
    if (!entry) {
      entry = { value: compute(db) };
      values.set(db, entry);
    }
    return entry.value;
  };
}
