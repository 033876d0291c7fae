import { LRUCache } from 'lru-cache';
import type { CachedFetcher, CachedResponse } from '@/lib/cache/cached-fetch';
import type { CacheEntry } from '@/lib/cache/entry';
import { isUpstreamError, type UpstreamError } from '@/lib/upstream/errors';
import { toUpstreamTarget } from '@/lib/upstream/request';
import { localAnswerTtl, strongEtag, withHttpCaching } from './http-caching';
import { createRootRewriter, respellLinks } from './live-rewrite';
import type { ODataRequest } from './request';
import { planRequest } from './request-plan';
import type { ODataResponse } from './responses';

export interface LiveServiceOptions {
  /** The upstream's service root, e.g. `https://oda.ft.dk/api/` (to rewrite links to ours). */
  readonly upstreamRoot: string;
  readonly fetchCached: CachedFetcher;
  readonly now?: () => number;
}

/** Answers one OData request; `serviceRoot` is ours, e.g. `http://localhost:3000/api/`. */
export type AnswerODataRequest = (req: ODataRequest, serviceRoot: string) => Promise<ODataResponse>;

/** How many service roots (hosts we are reached under) keep rendered copies of the entries. */
const MAX_RENDERED_ROOTS = 4;

/** An entry's body with one service root in its links, and its ETag. */
interface Rendered {
  readonly body: string;
  readonly etag: string;
}

/**
 * `/api` in live mode: the request is planned as in store mode (lib/service/request-plan.ts), so what the service
 * answers without records is answered locally (never reaching the upstream): wrong methods, OData 4, unknown sets
 * and paths, syntax errors, refused costs and other invalid options, `$metadata` and the service document. A
 * planned read is forwarded in canonical form (its re-printed AST) through the cache tiers,
 * and the upstream's status and body are passed on with its service root rewritten to ours (and its next link
 * and `$select` echo spelled as the client spelled the request, as store mode writes them). Stale-if-error answers
 * carry `Warning: 110` and `X-Data-As-Of`; an uncached request while the upstream fails gets a quick 502/503/504.
 */
export function createLiveService(options: LiveServiceOptions): AnswerODataRequest {
  const now = options.now ?? Date.now;
  const rewrite = createRootRewriter(options.upstreamRoot);
  /** Per service root (the last few used), each entry's rendered copy, kept as long as the entry lives. */
  const roots = new LRUCache<string, WeakMap<CacheEntry, Rendered>>({ max: MAX_RENDERED_ROOTS });

  /** The entry's body with our root, and its ETag: computed once per entry and root. */
  function render(entry: CacheEntry, root: string): Rendered {
    let byEntry = roots.get(root);
    if (!byEntry) {
      byEntry = new WeakMap();
      roots.set(root, byEntry);
    }
    let out = byEntry.get(entry);
    if (!out) {
      const body = rewrite(entry.body, root);
      out = { body, etag: strongEtag(body) };
      byEntry.set(entry, out);
    }
    return out;
  }

  return async (req, serviceRoot) => {
    const plan = planRequest(req, serviceRoot);
    if (plan.kind === 'answer') {
      const t = now();
      return withHttpCaching(plan.response, req, {
        ttl: localAnswerTtl(req, plan.response, t),
        fetchedAt: t,
        now: t,
      });
    }
    const target = toUpstreamTarget(plan.read.path, plan.read.options);
    let hit: CachedResponse;
    try {
      hit = await options.fetchCached(target);
    } catch (error) {
      if (isUpstreamError(error)) return upstreamFailure(error);
      throw error;
    }
    const { entry, state } = hit;
    const rendered = render(entry, serviceRoot);
    const body =
      entry.status === 200 ? respellLinks(rendered.body, target, plan.read.raw, serviceRoot) : rendered.body;
    const etag = body === rendered.body ? rendered.etag : strongEtag(body);
    const headers: Record<string, string> = {
      DataServiceVersion: '3.0',
      'Access-Control-Allow-Origin': '*',
      ...entry.headers,
      'X-Tingdata-Cache': `${hit.from}; ${state}`,
    };
    const staleIfError = state === 'stale-if-error';
    if (staleIfError) {
      headers.Warning = '110 - "Response is Stale"';
      headers['X-Data-As-Of'] = new Date(entry.fetchedAt).toISOString();
    }
    return withHttpCaching({ status: entry.status, headers, body: body === '' ? null : body }, req, {
      ttl: entry.ttl,
      fetchedAt: entry.fetchedAt,
      now: now(),
      staleIfError,
      etag,
    });
  };
}

/**
 * The upstream failed and nothing usable was cached: the upstream's own 5xx, else 504 after a timeout or 502,
 * with a plain reason. Never cached.
 */
export function upstreamFailure(error: UpstreamError): ODataResponse {
  const status = error.status !== null && error.status >= 500 ? error.status : error.gatewayStatus;
  const reason =
    error.kind === 'timeout'
      ? 'The ODA service did not answer in time'
      : error.kind === 'network'
        ? 'The ODA service could not be reached'
        : error.kind === 'busy'
          ? 'Too many requests are waiting for the ODA service'
          : `The ODA service answered ${error.status ?? 'with an error'}`;
  return {
    status,
    headers: {
      'Content-Type': 'text/plain;charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': error.kind === 'busy' ? '5' : '30',
      'X-Tingdata-Error': `upstream ${error.kind}`,
    },
    body: `${reason}, and this request is not cached. Try again shortly.`,
  };
}
