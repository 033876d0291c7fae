import Database from 'better-sqlite3';
import { postLoadDdl, quoteIdent, tableDdl } from '@/lib/store/schema';

/** One row of a table as a test writes it: column → value (missing columns are null). */
export type FixtureRow = Record<string, string | number | null>;

/** Inserts rows into a table of the store being built, each stamped with `opdateringsdato` unless it has one. */
export type InsertRows = (table: string, rows: readonly FixtureRow[]) => void;

/**
 * Builds a small hand-made store for a data test at `file`: the real schema (lib/store/schema.ts: the tables,
 * then `fill`'s rows, then the views, indexes and full-text indexes, as the generator and the mirror build them),
 * marked as synthetic test data.
 */
export function buildFixtureStore(
  file: string,
  fill: (insert: InsertRows) => void,
  stamp = '2025-03-20T08:00:00',
): void {
  const db = new Database(file);
  try {
    for (const ddl of tableDdl()) db.exec(ddl);
    db.exec('CREATE TABLE "_tingdata_meta" (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
    db.prepare('INSERT INTO "_tingdata_meta" VALUES (?, ?), (?, ?)').run('synthetic', '1', 'scale', 'test');
    fill((table, rows) => {
      for (const row of rows) {
        const full: FixtureRow = { opdateringsdato: stamp, ...row };
        const cols = Object.keys(full);
        db.prepare(
          `INSERT INTO ${quoteIdent(table)} (${cols.map(quoteIdent).join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`,
        ).run(...cols.map((c) => full[c] ?? null));
      }
    });
    for (const ddl of postLoadDdl()) db.exec(ddl);
  } finally {
    db.close();
  }
}
