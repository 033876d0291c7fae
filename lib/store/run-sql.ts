import type Database from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import type { CompiledSql } from './compiled-sql';
import type { Store } from './open-store';
import { oncePerStore } from './prepared';
import { installDeadline } from './query-deadline';

export type StoredRow = Record<string, string | number | null>;

/** Prepared statements kept per connection, least recently used dropped first. */
const MAX_CACHED = 500;

/** The connection's statement cache; the first use also gives it the deadline function (query-deadline.ts). */
const statementsOf = oncePerStore((db) => {
  installDeadline(db);
  return new LRUCache<string, Database.Statement>({ max: MAX_CACHED });
});

/**
 * A prepared statement for the SQL text, cached per connection (the compiler's SQL depends only on query shape).
 * The connection gets the deadline function compiled statements call (lib/store/query-deadline.ts).
 */
function prepare(db: Store, text: string): Database.Statement {
  const cache = statementsOf(db);
  let stmt = cache.get(text);
  if (!stmt) {
    stmt = db.prepare(text);
    cache.set(text, stmt);
  }
  return stmt;
}

/** A row as an array of its values, in the order the SQL selects them. */
export type StoredValues = (string | number | null)[];

/**
 * Runs compiled SQL (text + bound parameters) and returns every row as an array of values: about half the cost of
 * rows as objects, which better-sqlite3 builds property by property.
 */
export function runRows(db: Store, compiled: CompiledSql): StoredValues[] {
  return prepare(db, compiled.sql)
    .raw(true)
    .all(...compiled.parameters) as StoredValues[];
}

/** Runs compiled SQL and returns the first row as an object, if any. */
export function runGet(db: Store, compiled: CompiledSql): StoredRow | undefined {
  return prepare(db, compiled.sql)
    .raw(false)
    .get(...compiled.parameters) as StoredRow | undefined;
}
