import { toIsoLocalDateTime } from '@/lib/data/oda-values';
import { storeReads } from '@/lib/data/store-read-source';
import { danishLocalDateTime } from '@/lib/format/danish-clock';
import { readStoreMeta, type StoreMeta } from '@/lib/store/meta';
import { type MirrorStatus, readMirrorStatus } from '@/lib/store/mirror-status';
import type { Store } from '@/lib/store/open-store';
import { oncePerStore } from '@/lib/store/prepared';
import { selectNewestUpdate } from '@/lib/store/site-freshness';
import { updatedBefore } from './dataset-today';
import type { DataFreshness, MirrorFreshness, SiteInfo, SiteStatus } from './types';

/*
 * The store reads behind lib/data/site/site.ts (lib/data/store-read-source.ts): they run in the pages' query pool's threads.
 */

/**
 * What the store says about itself: synthetic or not, its `as_of` and scale. A store read, called through
 * `getSiteInfo` (site.ts).
 */
export function loadSiteInfo(db: Store): SiteInfo {
  return siteInfoOf(readStoreMeta(db));
}

const siteInfoOf = (meta: StoreMeta): SiteInfo => ({
  synthetic: meta.synthetic,
  asOf: meta.asOf,
  scale: meta.scale,
});

/**
 * Whether an existing store has data to show: 'building' (with the copy's progress, null before it has started)
 * for a mirror whose first cycle has not been applied yet, else 'ready' with what the store says about itself and
 * how fresh it is (every page needs both: one read, the store's meta and the mirror's status each read once). A
 * store read, called through `readSiteStatus` (site.ts), which answers for a missing file.
 */
export function loadSiteStatus(db: Store): Exclude<SiteStatus, { kind: 'store-missing' }> {
  const mirror = readMirrorStatus(db);
  if (mirror && !mirror.ready)
    return { kind: 'building', progress: mirror.copy.total > 0 ? mirror.copy : null };
  const meta = readStoreMeta(db);
  return { kind: 'ready', site: siteInfoOf(meta), freshness: freshnessOf(db, meta, mirror) };
}

/** A mirror whose last applied cycle is older than this many sync intervals says it may be behind. */
export const STALE_AFTER_INTERVALS = 3;

/** How current the mirror is, or null for a store that is not a mirror (or has never completed a cycle). */
export function mirrorFreshness(db: Store, now: Date = new Date()): MirrorFreshness | null {
  return freshnessOfMirror(readMirrorStatus(db), now);
}

function freshnessOfMirror(status: MirrorStatus | null, now: Date = new Date()): MirrorFreshness | null {
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
 * How fresh the data is: the dataset's today, the newest change recorded up to it (computed once per connection,
 * so once per applied cycle), and for a mirror when it was last brought up to date (read each time). A store
 * read, called through `getDataFreshness` (site.ts).
 */
export function loadDataFreshness(db: Store): DataFreshness {
  return freshnessOf(db, readStoreMeta(db), readMirrorStatus(db));
}

/** {@link loadDataFreshness} from the store's meta and the mirror's status already read. */
function freshnessOf(db: Store, meta: StoreMeta, mirror: MirrorStatus | null): DataFreshness {
  return {
    asOf: meta.asOf,
    newestUpdate: toIsoLocalDateTime(newestUpdate(db)),
    sync: freshnessOfMirror(mirror),
  };
}

storeReads('lib/data/site/site-load.ts', { loadDataFreshness, loadSiteInfo, loadSiteStatus });
