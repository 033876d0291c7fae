import { prepared } from './prepared';
import type { Store } from './store';

/** A samling (`Periode` of type 'samling'): a row of {@link SAMLING_SQL}. */
export interface SamlingRow {
  readonly id: number;
  readonly kode: string | null;
  readonly titel: string | null;
}

/** The samling with the id `@periode`; no row for another kind of period or an unknown id. */
export const SAMLING_SQL = `
SELECT "id", "kode", "titel" FROM "Periode" WHERE "id" = @periode AND "type" = 'samling'`;

const selectSamlingRow = prepared<[{ periode: number }], SamlingRow>(SAMLING_SQL);

/** The samling `periode` (see {@link SAMLING_SQL}); undefined when there is none. */
export function selectSamling(db: Store, periode: number): SamlingRow | undefined {
  return selectSamlingRow(db).get({ periode });
}
