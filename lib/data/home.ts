import 'server-only';
import { cache } from 'react';
import { type RecentCaseRow, selectRecentCases } from '@/lib/store/home-cases';
import { getStore } from '@/lib/store/open-store';
import { updatedBefore } from './dataset-today';
import { nonBlank, toIsoLocalDateTime } from './oda-values';
import type { CaseUpdate } from './types';

/**
 * The most recently updated cases (`Sag.opdateringsdato`, newest first) up to the data's today (datasetToday).
 * Callers render at request time. Memoised per request.
 * @throws StoreMissingError when the store file does not exist.
 */
export const getRecentlyUpdatedCases = cache(async (limit = 8): Promise<CaseUpdate[]> => {
  const bounded = Math.min(Math.max(Math.trunc(limit), 1), 50);
  const db = getStore();
  return selectRecentCases(db, updatedBefore(db), bounded).map(toCaseUpdate);
});

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
