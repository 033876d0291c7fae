import type { Store } from './open-store';
import { prepared } from './prepared';

/** The entity sets whose rows have a page of their own, found by id (lib/data/record-exists-load.ts). */
export type RecordTable = 'Afstemning' | 'Sag' | 'Møde' | 'Aktør';

/** One primary-key probe per table: the table names are this fixed list, never input. */
const PROBES: Readonly<Record<RecordTable, ReturnType<typeof prepared<[number], unknown>>>> = {
  Afstemning: prepared('SELECT 1 FROM "Afstemning" WHERE "id" = ?'),
  Sag: prepared('SELECT 1 FROM "Sag" WHERE "id" = ?'),
  Møde: prepared('SELECT 1 FROM "Møde" WHERE "id" = ?'),
  Aktør: prepared('SELECT 1 FROM "Aktør" WHERE "id" = ?'),
};

/** Whether the table has a row with the id: a primary-key probe, cheap enough to run before rendering. */
export function recordExists(db: Store, table: RecordTable, id: number): boolean {
  return PROBES[table](db).get(id) !== undefined;
}
