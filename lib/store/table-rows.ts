import Database from 'better-sqlite3';
import { quoteIdent } from './schema';
import type { Store } from './store';

/**
 * Opens a store file read-only for reading whole tables once (the snapshot's CSV files): no memory map and a small
 * page cache, unlike the page reads' lib/store/open-store.ts, so a scan of gigabytes keeps the process small.
 */
export function openForScan(file: string): Store {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  db.pragma('query_only = ON');
  db.pragma('cache_size = -8192');
  return db;
}

/** A row as the store holds it, one value per column asked for, in that order. */
export type TableRow = unknown[];

/**
 * Every row of a table or view, in storage order, as arrays of the given columns — one at a time, so a table of
 * millions of rows is read in bounded memory. The table and column names must come from the model or from
 * {@link tableColumns} (identifiers are quoted, never taken from input).
 */
export function tableRows(db: Store, table: string, columns: readonly string[]): IterableIterator<TableRow> {
  const list = columns.map(quoteIdent).join(', ');
  return db
    .prepare<[], TableRow>(`SELECT ${list} FROM ${quoteIdent(table)}`)
    .raw(true)
    .iterate();
}

/** The columns of a table in the store, in declaration order; empty when the store lacks the table. */
export function tableColumns(db: Store, table: string): string[] {
  return db
    .prepare<[string], string>('SELECT name FROM pragma_table_info(?) ORDER BY cid')
    .pluck(true)
    .all(table);
}

/** True when the store has a table or view of that name. */
export function hasTable(db: Store, table: string): boolean {
  return Boolean(
    db.prepare(`SELECT 1 FROM sqlite_master WHERE type IN ('table', 'view') AND name = ?`).get(table),
  );
}
