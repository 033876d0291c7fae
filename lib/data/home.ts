import 'server-only';
import { cache } from 'react';
import { type RecentCaseRow, selectRecentCases } from '@/lib/store/home-cases';
import { readStoreMeta } from '@/lib/store/meta';
import { getStore } from '@/lib/store/open-store';
import { danishToday } from './case-values';
import { liveRecentCases } from './live/home';
import { nonBlank, toIsoLocalDateTime } from './oda-values';
import { updatedBefore } from './site';
import { bySource } from './source';
import type { CaseUpdate } from './types';

/**
 * The newest changed cases up to the source's today: the store's `as_of`, or the Danish date now in live mode
 * (the service holds a few stamps from the future; both leave them out).
 */
const recentCaseRows = bySource(
  async (limit: number): Promise<RecentCaseRow[]> => {
    const db = getStore();
    return selectRecentCases(db, updatedBefore(readStoreMeta(db).asOf), limit);
  },
  (limit: number) => liveRecentCases(updatedBefore(danishToday()), limit),
);

/**
 * The most recently updated cases (`Sag.opdateringsdato`, newest first) up to the dataset's today. Callers render
 * at request time. Memoised per request, so a page can read it before its panels render (for the stale-data notice).
 * @throws StoreMissingError when the store file does not exist; UpstreamError when the live service fails.
 */
export const getRecentlyUpdatedCases = cache(async (limit = 8): Promise<CaseUpdate[]> => {
  const bounded = Math.min(Math.max(Math.trunc(limit), 1), 50);
  return (await recentCaseRows(bounded)).map(toCaseUpdate);
});

export function toCaseUpdate(row: RecentCaseRow): CaseUpdate {
  return {
    id: row.id,
    number: nonBlank(row.nummer),
    title: nonBlank(row.titelkort) ?? nonBlank(row.titel),
    type: nonBlank(row.sagstype),
    status: nonBlank(row.sagsstatus),
    updated: toIsoLocalDateTime(row.opdateringsdato) ?? row.opdateringsdato,
  };
}
