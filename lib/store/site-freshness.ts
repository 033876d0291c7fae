import type { Store } from './open-store';
import { prepared } from './prepared';

/** The record sets whose `opdateringsdato` says how fresh the store is (each has an index on it). */
const FRESHNESS_TABLES = ['Sag', 'Sagstrin', 'Afstemning', 'Møde', 'Dokument', 'Aktør'] as const;

/*
 * One index probe per table (ORDER BY … DESC LIMIT 1 walks the opdateringsdato index from its end), combined with
 * max(). The table names are constants from the list above.
 */
const selectNewestUpdateStatement = prepared<string[], { newest: string | null }>(
  `SELECT max(${FRESHNESS_TABLES.map(
    (t) =>
      `(SELECT "opdateringsdato" FROM "${t}" WHERE "opdateringsdato" < ? ORDER BY "opdateringsdato" DESC LIMIT 1)`,
  ).join(', ')}) AS newest`,
);

/**
 * The newest `opdateringsdato` of the main record sets that is before `before` (a date or date-time text; pass
 * '9999' for no bound), as stored; null when none.
 */
export function selectNewestUpdate(db: Store, before: string): string | null {
  return selectNewestUpdateStatement(db).get(...FRESHNESS_TABLES.map(() => before))?.newest ?? null;
}
