import type { UpstreamClient } from '@/lib/upstream/client';
import { parseUpstreamTarget, toUpstreamTarget, type UpstreamTarget } from '@/lib/upstream/request';
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

/** GETs an OData request (`Sag?$top=5`, or a target) through the cache tiers and the upstream client. */
export type CachedFetcher = (request: string | UpstreamTarget) => Promise<CachedResponse>;

/** How many parsed request texts a fetcher keeps. */
const MAX_PARSED_TARGETS = 10_000;

/** Upstream headers kept in entries, under the names we answer with. */
const KEPT_HEADERS = { contentType: 'Content-Type', dataServiceVersion: 'DataServiceVersion' } as const;

/**
 * Joins the upstream client and the response cache: the canonical request is the cache key, the upstream's answer
 * becomes an entry with the TTL its kind of data gets (`ttlFor`), and `fetchAllPages` can take this as its
 * page fetcher so pages of large sets are cached one by one.
 */
export function createCachedFetcher(client: UpstreamClient, cache: ResponseCache): CachedFetcher {
  // The page data layer asks the same request texts again and again; parsing one costs about as much as the rest
  // of a warm read, so parsed targets are kept (bounded: cleared when full).
  const parsed = new Map<string, UpstreamTarget>();
  const parse = (text: string): UpstreamTarget => {
    let target = parsed.get(text);
    if (!target) {
      target = parseUpstreamTarget(text);
      if (parsed.size >= MAX_PARSED_TARGETS) parsed.clear();
      parsed.set(text, target);
    }
    return target;
  };
  return async (request) => {
    const target =
      typeof request === 'string' ? parse(request) : toUpstreamTarget(request.path, request.options);
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
