import 'server-only';
import { cache } from 'react';
import type { Env } from '@/lib/config/env';
import { upstreamConfigured } from '@/lib/config/upstream';
import { readStore } from '@/lib/data/store-read';
import { StoreMissingError } from '@/lib/store/open-store';
import { loadDataFreshness, loadSiteInfo, loadSiteStatus } from './site-load';
import type { DataFreshness, SiteInfo, SiteStatus } from './types';

/**
 * What the store says about itself (synthetic or not, how fresh; site-load.ts reads it in the pages' query pool).
 * Callers render at request time (`await connection()`): the store file is only known then.
 * @throws StoreMissingError when the store file does not exist.
 */
export async function getSiteInfo(): Promise<SiteInfo> {
  return readStore(loadSiteInfo);
}

/**
 * Whether there is data to show (read in the pages' query pool). A missing store is an answer, not an error:
 * without `ODA_UPSTREAM` the layout shows how to build the demo store; with it, the mirror is being built (by
 * `npm run sync`, which makes the file when the service first answers), as it is until the first cycle has been
 * applied. Not memoised: `proxy.ts` reads it before rendering, to answer 503 meanwhile.
 */
export async function readSiteStatus(env: Env = process.env): Promise<SiteStatus> {
  try {
    return await readStore(loadSiteStatus);
  } catch (error) {
    if (!(error instanceof StoreMissingError)) throw error;
    return upstreamConfigured(env)
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

/**
 * How fresh the data is, for the footer and the stale-copy notice: the dataset's today, the newest change recorded
 * up to it (computed once per store connection, so once per applied cycle), and for a mirror when it was last
 * brought up to date (read per request). Read with the site's status when the site is ready (one read for both),
 * else on its own; memoised per request.
 * @throws StoreMissingError when the store file does not exist.
 */
export const getDataFreshness = cache(async (): Promise<DataFreshness> => {
  const status = await getSiteStatus();
  return status.kind === 'ready' ? status.freshness : readStore(loadDataFreshness);
});
