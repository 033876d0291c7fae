import { createHash } from 'node:crypto';
import { TTL_TABLE, type Ttl, ttlFor } from '@/lib/cache/ttl-policy';
import { identityEtag } from '@/lib/http/content-encoding';
import type { ResourcePath } from '@/lib/odata/ast';
import { parseResourcePath } from '@/lib/odata/query-options';
import { asksForODataV4, type ODataRequest } from './request';
import { bodyText, type ODataResponse } from './responses';

/** What an answer's HTTP caching headers are made from. */
export interface HttpCacheInfo {
  readonly ttl: Ttl;
  /** When the data was fetched (ms); `Age` is counted from it. */
  readonly fetchedAt: number;
  readonly now: number;
  /** Served stale because the upstream failed: cacheable only briefly downstream. */
  readonly staleIfError?: boolean;
  /** A precomputed ETag for the body (else hashed here). */
  readonly etag?: string;
}

/** How long a CDN may keep an answer served stale-if-error before asking again. */
const STALE_IF_ERROR_MAX_AGE_S = 10;

const seconds = (ms: number) => Math.floor(ms / 1000);

/**
 * `public, max-age=300, s-maxage=300, stale-while-revalidate=300, stale-if-error=86400` from the TTL policy, so
 * browsers and CDNs keep an answer as long as we do; `no-store` for what we do not keep (5xx, writes).
 */
export function cacheControl(ttl: Ttl, staleIfError = false): string {
  if (ttl.freshMs <= 0) return 'no-store';
  if (staleIfError)
    return `public, max-age=${STALE_IF_ERROR_MAX_AGE_S}, s-maxage=${STALE_IF_ERROR_MAX_AGE_S}`;
  const parts = ['public', `max-age=${seconds(ttl.freshMs)}`, `s-maxage=${seconds(ttl.freshMs)}`];
  if (ttl.swrMs > 0) parts.push(`stale-while-revalidate=${seconds(ttl.swrMs)}`);
  if (ttl.sieMs > 0) parts.push(`stale-if-error=${seconds(ttl.sieMs)}`);
  return parts.join(', ');
}

/** A strong ETag: the SHA-1 of the exact body bytes (text as UTF-8), base64url. */
export function strongEtag(body: string | Uint8Array): string {
  const hash = createHash('sha1');
  if (typeof body === 'string') hash.update(body, 'utf8');
  else hash.update(body);
  return `"${hash.digest('base64url')}"`;
}

/**
 * `If-None-Match` against our ETag with the weak comparison RFC 9110 prescribes for it; `*` matches anything. A
 * tag of a compressed copy (`"abc-br"`, lib/http/content-encoding.ts) matches the answer it was made from.
 */
export function ifNoneMatchHits(header: string | null, etag: string): boolean {
  if (!header) return false;
  const ours = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || identityEtag(t.replace(/^W\//, '')) === ours;
  });
}

const isRead = (method: string) => {
  const m = method.toUpperCase();
  return m === 'GET' || m === 'HEAD';
};

/**
 * Adds `Cache-Control`, `ETag` and `Age` to an answer, and turns it into a 304 when `If-None-Match` names its
 * ETag. Only 200 answers to GET/HEAD get an ETag; writes, header-dependent answers and no-store TTLs get
 * `Cache-Control: no-store`.
 */
export function withHttpCaching(res: ODataResponse, req: ODataRequest, info: HttpCacheInfo): ODataResponse {
  // An answer to an OData 4 client depends on a header rather than the URL: never cached.
  const storable = isRead(req.method) && !asksForODataV4(req);
  const ttl = storable ? info.ttl : TTL_TABLE['no-store'];
  const headers: Record<string, string> = {
    ...res.headers,
    'Cache-Control': cacheControl(ttl, info.staleIfError),
  };
  if (ttl.freshMs > 0) {
    const age = seconds(Math.max(0, info.now - info.fetchedAt));
    if (age > 0) headers.Age = String(age);
  }
  if (!storable || res.status !== 200 || res.body === null) return { ...res, headers };
  const etag = info.etag ?? strongEtag(res.body);
  headers.ETag = etag;
  if (!ifNoneMatchHits(req.header('If-None-Match'), etag)) return { ...res, headers };
  const { 'Content-Type': _type, ...notModified } = headers;
  return { status: 304, headers: notModified, body: null };
}

/**
 * The TTL of an answer made locally (the store, or a request refused before reaching the upstream), by the same
 * policy as upstream answers.
 */
export function localAnswerTtl(req: ODataRequest, res: ODataResponse, now: number): Ttl {
  let path: ResourcePath;
  try {
    path = parseResourcePath(req.segments);
  } catch {
    return ttlFor(
      { path: { kind: 'service-document' }, status: res.status, body: null, contentType: null },
      now,
    );
  }
  const contentType = res.headers['Content-Type'] ?? null;
  return ttlFor({ path, status: res.status, body: bodyText(res), contentType }, now);
}
