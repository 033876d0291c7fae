import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import { resolveStorePath } from './store-path';

export type Store = Database.Database;

export class StoreMissingError extends Error {
  constructor(readonly file: string) {
    super(`The embedded ODA store ${file} does not exist. Build it with: npm run dataset -- --scale demo`);
    this.name = 'StoreMissingError';
  }
}

/** Opens a store file read-only, tuned for many small reads. */
export function openStore(file: string = resolveStorePath()): Store {
  if (!existsSync(file)) throw new StoreMissingError(file);
  const db = new Database(file, { readonly: true, fileMustExist: true });
  db.pragma('query_only = ON');
  db.pragma('cache_size = -65536');
  db.pragma('mmap_size = 1073741824');
  db.pragma('temp_store = MEMORY');
  return db;
}

const shared = new Map<string, Store>();

/** The process-wide read-only connection to a store file (one per file). */
export function getStore(file: string = resolveStorePath()): Store {
  let db = shared.get(file);
  if (!db?.open) {
    db = openStore(file);
    shared.set(file, db);
  }
  return db;
}
