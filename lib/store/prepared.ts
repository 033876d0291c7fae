import type { Statement } from 'better-sqlite3';
import type { Store } from './store';

/**
 * A statement for fixed SQL text, prepared once per store connection and reused: `const select = prepared(SQL)`,
 * then `select(db).all(...)`. The SQL must be constant text with bound parameters only.
 */
export function prepared<P extends unknown[], R>(sql: string): (db: Store) => Statement<P, R> {
  const statements = new WeakMap<Store, Statement<P, R>>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = db.prepare<P, R>(sql);
      statements.set(db, statement);
    }
    return statement;
  };
}

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
