import 'server-only';
import { cache } from 'react';
import { readStoreMeta } from '@/lib/store/meta';
import { getStore, type Store, StoreMissingError } from '@/lib/store/open-store';
import { oncePerStore } from '@/lib/store/prepared';
import { selectNewestUpdate } from '@/lib/store/site-freshness';
import { danishToday, nextDay } from './case-values';
import { toIsoLocalDateTime } from './oda-values';
import type { DataFreshness, SiteInfo, SiteStatus } from './types';

/**
 * What the store says about itself (synthetic or not, how fresh). Callers render at request time
 * (`await connection()`): the store file is only known then.
 * @throws StoreMissingError when the store file does not exist.
 */
export async function getSiteInfo(): Promise<SiteInfo> {
  const meta = readStoreMeta(getStore());
  return { synthetic: meta.synthetic, asOf: meta.asOf, scale: meta.scale };
}

/**
 * Like {@link getSiteInfo}, but a missing store is an answer, not an error: the root layout shows how to build it,
 * and pages check it before reading (they render alongside the layout). Memoised per request.
 */
export const getSiteStatus = cache(async (): Promise<SiteStatus> => {
  try {
    return { kind: 'ready', site: await getSiteInfo() };
  } catch (error) {
    if (error instanceof StoreMissingError) return { kind: 'store-missing', storeFile: error.file };
    throw error;
  }
});

/**
 * The data's "today", for every read that needs one (upcoming meetings, recent changes, step deadlines): the
 * store's recorded `as_of` — a synthetic dataset is a snapshot, so the wall clock would be wrong for it — and for a
 * store that records none (a mirror of the live service), today's date in Denmark.
 */
export function datasetToday(db: Store, now: Date = new Date()): string {
  const asOf = readStoreMeta(db).asOf;
  return asOf && /^\d{4}-\d{2}-\d{2}$/.test(asOf) ? asOf : danishToday(now);
}

/**
 * The exclusive upper bound for "recent" stamps: the day after {@link datasetToday} (stamps from later days are
 * from the data's future: the generator writes a few, and the live service holds some too).
 */
export function updatedBefore(db: Store): string {
  return nextDay(datasetToday(db)) ?? '9999';
}

const newestUpdate = oncePerStore((db) => selectNewestUpdate(db, updatedBefore(db)));

/**
 * How fresh the data is, for the footer: the dataset's today and the newest change recorded up to it (computed
 * once per store connection). @throws StoreMissingError when the store file does not exist.
 */
export async function getDataFreshness(): Promise<DataFreshness> {
  const db = getStore();
  return { asOf: readStoreMeta(db).asOf, newestUpdate: toIsoLocalDateTime(newestUpdate(db)) };
}
