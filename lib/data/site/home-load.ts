import { nonBlank, toIsoLocalDateTime } from '@/lib/data/oda-values';
import { storeReads } from '@/lib/data/store-read-source';
import { type RecentCaseRow, selectRecentCases } from '@/lib/store/home-cases';
import type { Store } from '@/lib/store/store';
import { updatedBefore } from './dataset-today';
import type { CaseUpdate } from './types';

/**
 * The `limit` (1–50) most recently updated cases (`Sag.opdateringsdato`, newest first) up to the data's today
 * (datasetToday). A store read (lib/data/store-read-source.ts): runs in the pages' query pool, called through
 * `getRecentlyUpdatedCases` (home.ts).
 */
export function loadRecentlyUpdatedCases(db: Store, limit: number): CaseUpdate[] {
  const bounded = Math.min(Math.max(Math.trunc(limit), 1), 50);
  return selectRecentCases(db, updatedBefore(db), bounded).map(toCaseUpdate);
}

function toCaseUpdate(row: RecentCaseRow): CaseUpdate {
  return {
    id: row.id,
    number: nonBlank(row.nummer),
    title: nonBlank(row.titelkort) ?? nonBlank(row.titel),
    type: nonBlank(row.sagstype),
    status: nonBlank(row.sagsstatus),
    updated: toIsoLocalDateTime(row.opdateringsdato) ?? row.opdateringsdato,
  };
}

storeReads('lib/data/site/home-load.ts', { loadRecentlyUpdatedCases });
