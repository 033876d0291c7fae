import 'server-only';
import { getODataService } from '@/lib/service/configured-service';

/** Where the pages' data comes from: the embedded store (default) or the live service (`ODA_UPSTREAM`). */
export type DataMode = 'store' | 'live';

/** The configured source (lib/service/configured-service.ts decides it from the environment, once). */
export function dataMode(): DataMode {
  return getODataService().mode;
}

/**
 * One read with two implementations, picked by configuration, so pages never branch on the source: the store
 * reading SQL, or the live service reading OData through the cache tiers (lib/data/live). Both give the same
 * typed result.
 */
export function bySource<A extends unknown[], R>(
  store: (...args: A) => Promise<R>,
  live: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return (...args) => (dataMode() === 'live' ? live(...args) : store(...args));
}
