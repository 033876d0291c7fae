import { freshnessCapMs } from '@/lib/cache/ttl-policy';
import { type Env, readInt } from '@/lib/config/env';
import { configuredOrigin } from '@/lib/config/site-url';
import { upstreamConfigured } from '@/lib/config/upstream';
import type { PagePolicy } from './page-cache';

/**
 * The page cache's configuration, from the environment:
 * - `ODA_PAGE_CACHE_MB`: its budget in MiB of stored pages (as rendered, uncompressed), default 64; `0` turns it off.
 * - the windows depend on the configuration: the demo store never changes while the server runs (fresh 10 min,
 *   then served while re-rendering for a day); with `ODA_UPSTREAM` the data follows the live service (fresh 1 min,
 *   then 5 min while re-rendering).
 * - `ODA_CACHE_FRESH_MS` (a test knob) caps all of them, as it caps the data's.
 * - `SITE_URL` fixes the pages' origin; without it the origin asked for is part of a page's key and `Vary`.
 */
export interface PageCacheConfig {
  readonly maxBytes: number;
  readonly policy: PagePolicy;
  /** No valid `SITE_URL`: pages take their origin from the request (lib/site-url.ts). */
  readonly originVaries: boolean;
}

export const DEFAULT_PAGE_CACHE_MB = 64;

const SECOND = 1000;
const MINUTE = 60 * SECOND;

export const STORE_PAGE_POLICY: PagePolicy = {
  freshMs: 10 * MINUTE,
  swrMs: 24 * 60 * MINUTE,
};
export const MIRROR_PAGE_POLICY: PagePolicy = {
  freshMs: MINUTE,
  swrMs: 5 * MINUTE,
};

export function readPageCacheConfig(env: Env = process.env): PageCacheConfig {
  const mirror = upstreamConfigured(env);
  const base = mirror ? MIRROR_PAGE_POLICY : STORE_PAGE_POLICY;
  const cap = freshnessCapMs(env) ?? Number.POSITIVE_INFINITY;
  return {
    maxBytes: readInt(env, 'ODA_PAGE_CACHE_MB', DEFAULT_PAGE_CACHE_MB, 0, 65_536) * 1024 * 1024,
    originVaries: configuredOrigin(env) === null,
    policy: {
      freshMs: Math.min(base.freshMs, cap),
      swrMs: Math.min(base.swrMs, cap),
    },
  };
}
