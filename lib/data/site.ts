import 'server-only';
import { cache } from 'react';
import { readStoreMeta } from '@/lib/store/meta';
import { readMirrorStatus } from '@/lib/store/mirror-status';
import { getStore, type Store, StoreMissingError } from '@/lib/store/open-store';
import { oncePerStore } from '@/lib/store/prepared';
import { selectNewestUpdate } from '@/lib/store/site-freshness';
import { danishLocalDateTime } from './case-values';
import { updatedBefore } from './dataset-today';
import { toIsoLocalDateTime } from './oda-values';
import type { DataFreshness, MirrorFreshness, SiteInfo, SiteStatus } from './types';

/**
 * What the store says about itself (synthetic or not, how fresh). Callers render at request time
 * (`await connection()`): the store file is only known then.
 * @throws StoreMissingError when the store file does not exist.
 */
export async function getSiteInfo(): Promise<SiteInfo> {
  return siteInfo(getStore());
}

function siteInfo(db: Store): SiteInfo {
  const meta = readStoreMeta(db);
  return { synthetic: meta.synthetic, asOf: meta.asOf, scale: meta.scale };
}

/**
 * Whether there is data to show. A missing store is an answer, not an error: without `ODA_UPSTREAM` the layout
 * shows how to build the demo store; with it, the mirror is being built (by `npm run sync`, which makes the file
 * when the service first answers), as it is until the first cycle has been applied. Not memoised: `proxy.ts`
 * reads it before rendering, to answer 503 meanwhile.
 */
export function readSiteStatus(env: Readonly<Record<string, string | undefined>> = process.env): SiteStatus {
  try {
    const db = getStore();
    const mirror = readMirrorStatus(db);
    if (mirror && !mirror.ready)
      return { kind: 'building', progress: mirror.copy.total > 0 ? mirror.copy : null };
    return { kind: 'ready', site: siteInfo(db) };
  } catch (error) {
    if (!(error instanceof StoreMissingError)) throw error;
    return env.ODA_UPSTREAM?.trim()
      ? { kind: 'building', progress: null }
      : { kind: 'store-missing', storeFile: error.file };
  }
}

/** While the mirror is being built: the 503's `Retry-After`, and how soon the building page reloads itself. */
export const BUILDING_RETRY_SECONDS = 60;

/**
 * {@link readSiteStatus} memoised per request: the root layout shows the notice for a missing or building store,
 * and pages check it before reading (they render alongside the layout).
 */
export const getSiteStatus = cache(async (): Promise<SiteStatus> => readSiteStatus());

/** A mirror whose last applied cycle is older than this many sync intervals says it may be behind. */
export const STALE_AFTER_INTERVALS = 3;

/** How current the mirror is, or null for a store that is not a mirror (or has never completed a cycle). */
export function mirrorFreshness(db: Store, now: Date = new Date()): MirrorFreshness | null {
  const status = readMirrorStatus(db);
  if (!status?.lastSuccessAt) return null;
  const age = now.getTime() - Date.parse(status.lastSuccessAt);
  return {
    syncedAt: status.lastSuccessAt,
    intervalSeconds: status.intervalSeconds,
    stale: age > STALE_AFTER_INTERVALS * status.intervalSeconds * 1000,
  };
}

/**
 * The newest change the store records, up to its "now": for a mirror, the moment the cycle this connection reads
 * was applied (the service stamps some rows in the future, and none of that has happened yet); for demo data, the
 * end of its `as_of` day. Computed once per connection, so once per applied cycle.
 */
const newestUpdate = oncePerStore((db) => {
  const syncedAt = readMirrorStatus(db)?.lastSuccessAt;
  const before = syncedAt ? danishLocalDateTime(new Date(syncedAt)) : updatedBefore(db);
  return selectNewestUpdate(db, before);
});

/**
 * How fresh the data is, for the footer and the stale-copy notice: the dataset's today, the newest change recorded
 * up to it (computed once per store connection, so once per applied cycle), and for a mirror when it was last
 * brought up to date (read per request). @throws StoreMissingError when the store file does not exist.
 */
export const getDataFreshness = cache(async (): Promise<DataFreshness> => {
  const db = getStore();
  return {
    asOf: readStoreMeta(db).asOf,
    newestUpdate: toIsoLocalDateTime(newestUpdate(db)),
    sync: mirrorFreshness(db),
  };
});
