import type Database from 'better-sqlite3';

/** A connection to a store file (the demo store or a mirror). */
export type Store = Database.Database;
