import type { EntityDef } from '@/lib/model/types';
import type { Store } from './open-store';
import { perSet } from './per-set-statement';
import { quoteIdent } from './schema';

/** One stored row's values in the entity's property order (the mirror's unit of copying). */
export type RowValues = readonly (string | number | null)[];

const table = (e: EntityDef) => quoteIdent(e.name);

const upsert = perSet<(string | number | null)[], unknown>((e) => {
  const cols = e.properties.map((p) => quoteIdent(p.name));
  const updates = e.properties
    .filter((p) => p.name !== 'id')
    .map((p) => `${quoteIdent(p.name)} = excluded.${quoteIdent(p.name)}`);
  return `INSERT INTO ${table(e)} (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')}) ON CONFLICT ("id") DO UPDATE SET ${updates.join(', ')}`;
});
const remove = perSet<[number], unknown>((e) => `DELETE FROM ${table(e)} WHERE "id" = ?`);
const byId = perSet<[number], (string | number | null)[]>(
  (e) => `SELECT ${e.properties.map((p) => quoteIdent(p.name)).join(', ')} FROM ${table(e)} WHERE "id" = ?`,
);
const countAll = perSet<[], number>((e) => `SELECT count(*) FROM ${table(e)}`);
const countRange = perSet<[number, number], number>(
  (e) => `SELECT count(*) FROM ${table(e)} WHERE "id" >= ? AND "id" < ?`,
);
const idsRange = perSet<[number, number], number>(
  (e) => `SELECT "id" FROM ${table(e)} WHERE "id" >= ? AND "id" < ? ORDER BY "id"`,
);
const nthId = perSet<[number, number, number], number>(
  (e) => `SELECT "id" FROM ${table(e)} WHERE "id" >= ? AND "id" < ? ORDER BY "id" LIMIT 1 OFFSET ?`,
);
const countAbove = perSet<[string], number>(
  (e) => `SELECT count(*) FROM ${table(e)} WHERE "opdateringsdato" > ?`,
);
const newestWindow = perSet<[number, number], { id: number; opdateringsdato: string | null }>(
  (e) =>
    `SELECT "id", "opdateringsdato" FROM ${table(e)} ORDER BY "opdateringsdato" DESC, "id" DESC LIMIT ? OFFSET ?`,
);

/** Writes rows (insert, or replace every column of the row with the same id). */
export function upsertRows(db: Store, set: string, rows: readonly RowValues[]): void {
  const statement = upsert(db, set);
  for (const row of rows) statement.run(...row);
}

export function deleteRow(db: Store, set: string, id: number): void {
  remove(db, set).run(id);
}

/** The stored row with this id, in property order; undefined when there is none. */
export function readRow(db: Store, set: string, id: number): RowValues | undefined {
  return byId(db, set).raw(true).get(id);
}

export function countRows(db: Store, set: string): number {
  return countAll(db, set).pluck(true).get() ?? 0;
}

/** Rows with `lo <= id < hi`. */
export function countRowsInRange(db: Store, set: string, lo: number, hi: number): number {
  return countRange(db, set).pluck(true).get(lo, hi) ?? 0;
}

/** The ids with `lo <= id < hi`, ascending. */
export function rowIdsInRange(db: Store, set: string, lo: number, hi: number): number[] {
  return idsRange(db, set).pluck(true).all(lo, hi);
}

/** The id of the `n`th stored row (from 0) with `lo <= id < hi`, if there is one. */
export function nthIdInRange(db: Store, set: string, lo: number, hi: number, n: number): number | undefined {
  return nthId(db, set).pluck(true).get(lo, hi, n);
}

/** Rows whose `opdateringsdato` is after `stamp` (text order is time order for ODA's stamps). */
export function countRowsStampedAfter(db: Store, set: string, stamp: string): number {
  return countAbove(db, set).pluck(true).get(stamp) ?? 0;
}

/**
 * Ids and stamps of the rows `offset … offset + limit` in the order (stamp, id) descending — rows without a stamp
 * last, as in the service's order.
 */
export function newestRows(
  db: Store,
  set: string,
  offset: number,
  limit: number,
): { id: number; opdateringsdato: string | null }[] {
  return newestWindow(db, set).all(limit, offset);
}

/** Two rows in property order hold the same values. */
export function sameRow(a: RowValues, b: RowValues): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
