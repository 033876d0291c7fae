import { deleteRow, type RowValues, readRow, upsertRows } from './mirror-rows';
import type { Store } from './open-store';
import { perSet } from './per-set-statement';
import { prepared } from './prepared';
import { quoteIdent } from './schema';

/*
 * The stage: rows a running cycle has fetched that differ from the mirror (a JSON array in property order), and
 * ids it found deleted (row NULL). Committed page by page, so a killed cycle resumes with what it had; readers
 * never see it. `applyStage` moves it into the tables in the cycle's one final transaction.
 */

const put = prepared<[string, number, string | null], unknown>(
  'INSERT INTO "_sync_stage" (name, id, "row") VALUES (?, ?, ?) ON CONFLICT (name, id) DO UPDATE SET "row" = excluded."row"',
);
const get = prepared<[string, number], { row: string | null }>(
  'SELECT "row" FROM "_sync_stage" WHERE name = ? AND id = ?',
);
const chunkOfSet = prepared<[string, number, number], { id: number; row: string | null }>(
  'SELECT id, "row" FROM "_sync_stage" WHERE name = ? AND id > ? ORDER BY id LIMIT ?',
);
const CHUNK = 2000;

/** A set's staged entries in id order, read in chunks (the connection stays free for writes in between). */
function* stagedEntries(db: Store, set: string): Generator<{ id: number; row: string | null }[]> {
  let after = Number.MIN_SAFE_INTEGER;
  for (;;) {
    const chunk = chunkOfSet(db).all(set, after, CHUNK);
    if (chunk.length === 0) return;
    yield chunk;
    after = chunk[chunk.length - 1]?.id ?? after;
    if (chunk.length < CHUNK) return;
  }
}
const setsStaged = prepared<[], string>('SELECT DISTINCT name FROM "_sync_stage"');
const clear = prepared<[], unknown>('DELETE FROM "_sync_stage"');
const countAll = prepared<[], number>('SELECT count(*) FROM "_sync_stage"');

/** Net change a range would see once applied: staged new rows minus staged deletions of stored rows. */
const netInRange = perSet<[string, number, number], number>(
  (e) => `SELECT coalesce(sum(CASE WHEN s."row" IS NOT NULL AND t."id" IS NULL THEN 1
      WHEN s."row" IS NULL AND t."id" IS NOT NULL THEN -1 ELSE 0 END), 0)
    FROM "_sync_stage" s LEFT JOIN ${quoteIdent(e.name)} t ON t."id" = s.id
    WHERE s.name = ? AND s.id >= ? AND s.id < ?`,
);
/** The ids a range would hold once applied. */
const idsInRange = perSet<[number, number, string, number, number, string, number, number], number>(
  (e) => `SELECT "id" FROM ${quoteIdent(e.name)} WHERE "id" >= ? AND "id" < ?
      AND "id" NOT IN (SELECT id FROM "_sync_stage" WHERE name = ? AND "row" IS NULL AND id >= ? AND id < ?)
    UNION SELECT id FROM "_sync_stage" WHERE name = ? AND "row" IS NOT NULL AND id >= ? AND id < ?
    ORDER BY 1`,
);

/** Stages a fetched row (replacing what was staged for its id). */
export function stageRow(db: Store, set: string, id: number, row: RowValues): void {
  put(db).run(set, id, JSON.stringify(row));
}

/** Stages the deletion of a stored row. */
export function stageDeletion(db: Store, set: string, id: number): void {
  put(db).run(set, id, null);
}

/**
 * The row as the mirror will hold it once the stage is applied: the staged row, nothing when its deletion is
 * staged, else the stored row.
 */
export function pendingRow(db: Store, set: string, id: number): RowValues | undefined {
  const staged = get(db).get(set, id);
  if (staged) return staged.row === null ? undefined : (JSON.parse(staged.row) as RowValues);
  return readRow(db, set, id);
}

/** How many rows `lo <= id < hi` will hold once the stage is applied, given the stored count. */
export function pendingCountInRange(db: Store, set: string, lo: number, hi: number, stored: number): number {
  return stored + (netInRange(db, set).pluck(true).get(set, lo, hi) ?? 0);
}

/** The ids `lo <= id < hi` will hold once the stage is applied, ascending. */
export function pendingIdsInRange(db: Store, set: string, lo: number, hi: number): number[] {
  return idsInRange(db, set).pluck(true).all(lo, hi, set, lo, hi, set, lo, hi);
}

/** The staged rows of a set (not deletions), for following their references. */
export function* stagedRows(db: Store, set: string): Generator<{ id: number; row: RowValues }> {
  for (const chunk of stagedEntries(db, set))
    for (const r of chunk) if (r.row !== null) yield { id: r.id, row: JSON.parse(r.row) as RowValues };
}

/** Entries (rows and deletions) a running cycle has staged so far: 0 between cycles. */
export function countStaged(db: Store): number {
  return countAll(db).pluck(true).get() ?? 0;
}

export interface AppliedChanges {
  /** Rows written (new or changed) and deleted, per entity set. */
  readonly written: Map<string, number>;
  readonly deleted: Map<string, number>;
}

/** Writes the stage into the tables and empties it. Run inside the cycle's final transaction. */
export function applyStage(db: Store): AppliedChanges {
  const written = new Map<string, number>();
  const deleted = new Map<string, number>();
  for (const set of setsStaged(db).pluck(true).all()) {
    let wrote = 0;
    let removed = 0;
    for (const chunk of stagedEntries(db, set)) {
      const rows: RowValues[] = [];
      for (const r of chunk) {
        if (r.row === null) {
          deleteRow(db, set, r.id);
          removed++;
        } else rows.push(JSON.parse(r.row) as RowValues);
      }
      upsertRows(db, set, rows);
      wrote += rows.length;
    }
    if (wrote) written.set(set, wrote);
    if (removed) deleted.set(set, removed);
  }
  clear(db).run();
  return { written, deleted };
}
