import 'server-only';
import type { CachedResponse } from '@/lib/cache/cached-fetch';
import type { CacheEntry } from '@/lib/cache/entry';
import { getODataService } from '@/lib/service/configured-service';
import { UpstreamError } from '@/lib/upstream/errors';
import { fetchAllPages, type PagedRows, type PageFetcher } from '@/lib/upstream/paging';
import type { UpstreamTarget } from '@/lib/upstream/request';
import { noteStaleAnswer } from './freshness';

/**
 * The live reads of the page data layer: GETs through the process's cache tiers (memory, Redis) and upstream
 * client (concurrency limit, coalescing, retries), JSON parsed once per cache entry, and answers served
 * stale-if-error noted for the page's "data as of" notice (./freshness.ts).
 */

/** A JSON collection answer. */
export interface LiveRows<T> {
  readonly rows: T[];
  /** `odata.count` when `$inlinecount=allpages` was asked for, else null. */
  readonly count: number | null;
}

const parsed = new WeakMap<CacheEntry, unknown>();

async function cachedGet(request: string | UpstreamTarget): Promise<CachedResponse> {
  const live = getODataService().live;
  if (!live) throw new Error('Live reads need ODA_UPSTREAM (the service is in store mode)');
  const hit = await live.fetchCached(request);
  if (hit.state === 'stale-if-error') noteStaleAnswer(hit.entry.fetchedAt);
  return hit;
}

function json(hit: CachedResponse): unknown {
  if (parsed.has(hit.entry)) return parsed.get(hit.entry);
  const value: unknown = JSON.parse(hit.body);
  parsed.set(hit.entry, value);
  return value;
}

function failure(hit: CachedResponse): UpstreamError {
  return new UpstreamError(
    `The ODA service answered ${hit.status} to ${hit.target.pathAndQuery}`,
    'http',
    hit.status,
    1,
  );
}

/** One entity (`Afstemning(5)?$expand=…`), or null when the service answers 404. */
export async function liveEntity<T>(request: string): Promise<T | null> {
  const hit = await cachedGet(request);
  if (hit.status === 404) return null;
  if (hit.status !== 200) throw failure(hit);
  return json(hit) as T;
}

/** One page of a collection (at most 100 rows: the service's cap). */
export async function liveRows<T>(request: string): Promise<LiveRows<T>> {
  const hit = await cachedGet(request);
  if (hit.status !== 200) throw failure(hit);
  const body = json(hit) as { value?: T[]; 'odata.count'?: string | number };
  if (!Array.isArray(body.value)) throw new Error(`No value array in the answer to ${request}`);
  const count = body['odata.count'] === undefined ? null : Number(body['odata.count']);
  return { rows: body.value, count };
}

/**
 * Every row of a collection larger than one page: the count from the first page, then the other pages in
 * parallel under the client's concurrency limit; each page is cached on its own. `maxRows` guards the size.
 */
export async function liveAllRows<T>(request: string, maxRows = 20_000): Promise<PagedRows<T>> {
  const fetchPage: PageFetcher = async (target) => {
    const hit = await cachedGet(target);
    return hit.status === 200 ? { status: hit.status, body: hit.body, json: json(hit) } : hit;
  };
  return fetchAllPages<T>(fetchPage, request, { maxRows });
}
