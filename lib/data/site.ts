import 'server-only';
import { cache } from 'react';
import { readStoreMeta } from '@/lib/store/meta';
import { getStore, StoreMissingError } from '@/lib/store/open-store';
import { oncePerStore } from '@/lib/store/prepared';
import { selectNewestUpdate } from '@/lib/store/site-freshness';
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
 * The exclusive upper bound for "recent" stamps: the day after the dataset's `as_of` (stamps from later days would
 * be from the snapshot's future; the generator writes a few), or no bound when the store does not say.
 */
export function updatedBefore(asOf: string | null): string {
  if (!asOf || !/^\d{4}-\d{2}-\d{2}$/.test(asOf)) return '9999';
  const next = new Date(`${asOf}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

const newestUpdate = oncePerStore((db) => selectNewestUpdate(db, updatedBefore(readStoreMeta(db).asOf)));

/**
 * How fresh the data is, for the footer: the dataset's today and the newest change recorded up to it (computed
 * once per store connection). @throws StoreMissingError when the store file does not exist.
 */
export async function getDataFreshness(): Promise<DataFreshness> {
  const db = getStore();
  return { asOf: readStoreMeta(db).asOf, newestUpdate: toIsoLocalDateTime(newestUpdate(db)) };
}
