import type { UpstreamClient } from '@/lib/upstream/client';
import { toUpstreamTarget, type UpstreamTarget } from '@/lib/upstream/request';
import type { CacheEntry } from './entry';
import { cacheKey } from './keys';
import type { CacheHit, ResponseCache } from './response-cache';
import { ttlFor } from './ttl-policy';

/** An upstream answer through the cache: the entry's status and body, and how it was served. */
export interface CachedResponse extends CacheHit {
  readonly status: number;
  readonly body: string;
  readonly target: UpstreamTarget;
}

/** GETs an OData request target through the cache tiers and the upstream client. */
export type CachedFetcher = (request: UpstreamTarget) => Promise<CachedResponse>;

/** Upstream headers kept in entries, under the names we answer with. */
const KEPT_HEADERS = { contentType: 'Content-Type', dataServiceVersion: 'DataServiceVersion' } as const;

/**
 * Joins the upstream client and the response cache: the canonical request is the cache key, the upstream's answer
 * becomes an entry with the TTL its kind of data gets (`ttlFor`).
 */
export function createCachedFetcher(client: UpstreamClient, cache: ResponseCache): CachedFetcher {
  return async (request) => {
    const target = toUpstreamTarget(request.path, request.options);
    const hit = await cache.get(cacheKey(client.root, target), async (): Promise<CacheEntry> => {
      const res = await client.fetchOdata(target);
      const fetchedAt = cache.now();
      const headers: Record<string, string> = {};
      if (res.contentType) headers[KEPT_HEADERS.contentType] = res.contentType;
      if (res.dataServiceVersion) headers[KEPT_HEADERS.dataServiceVersion] = res.dataServiceVersion;
      const ttl = ttlFor(
        { path: target.path, status: res.status, body: res.body, contentType: res.contentType },
        fetchedAt,
      );
      return { status: res.status, headers, body: res.body, fetchedAt, ttl };
    });
    return { ...hit, status: hit.entry.status, body: hit.entry.body, target };
  };
}
