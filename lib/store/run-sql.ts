import type Database from 'better-sqlite3';
import type { CompiledSql } from '@/lib/sql/fragment';
import type { Store } from './open-store';
import { installDeadline } from './query-deadline';

export type StoredRow = Record<string, string | number | null>;

const MAX_CACHED = 500;
const caches = new WeakMap<Store, Map<string, Database.Statement>>();

/**
 * A prepared statement for the SQL text, cached per connection (the compiler's SQL depends only on query shape).
 * The connection gets the deadline function compiled statements call (lib/store/query-deadline.ts).
 */
function prepare(db: Store, text: string): Database.Statement {
  let cache = caches.get(db);
  if (!cache) {
    installDeadline(db);
    cache = new Map();
    caches.set(db, cache);
  }
  let stmt = cache.get(text);
  if (stmt) {
    cache.delete(text);
  } else {
    stmt = db.prepare(text);
    if (cache.size >= MAX_CACHED) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
  }
  cache.set(text, stmt);
  return stmt;
}

/** Runs compiled SQL (text + bound parameters) and returns every row. */
export function runAll(db: Store, compiled: CompiledSql): StoredRow[] {
  return prepare(db, compiled.sql).all(...compiled.parameters) as StoredRow[];
}

/** Runs compiled SQL and returns the first row, if any. */
export function runGet(db: Store, compiled: CompiledSql): StoredRow | undefined {
  return prepare(db, compiled.sql).get(...compiled.parameters) as StoredRow | undefined;
}
