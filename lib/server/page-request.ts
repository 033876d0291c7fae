import type { IncomingHttpHeaders } from 'node:http';
import { publicOrigin } from '@/lib/http/public-origin';
import { COOKIE_DEPENDENT_PATH, routeLanguage } from '@/lib/i18n/language-address';
import { LOCALE_COOKIE } from '@/lib/i18n/locale';
import { isAlertsTokenPath, splitLocalePath } from '@/lib/routes';
import { canonicalPath, isFeedPath } from './page-keys';

/**
 * A request the page cache may answer: a GET or HEAD of a page's HTML (or a share image, or a feed). Everything a page's HTML
 * depends on besides the data is in its key — the path (`/en/…` for English: the address is the language) and the
 * query parameters the page reads (page-keys.ts) and, unless `SITE_URL` fixes it, the origin the page was asked for
 * (canonical and share-image URLs are absolute; lib/site-url.ts). No page reads a cookie: the language cookie only
 * sends `/` on to `/en` (proxy.ts), and such a request never reaches the cache.
 */
export interface PageRequest {
  /** `http://example.org|/en/afstemning/5?stemme=for` (lib/server/page-keys.ts: known parameters only). */
  readonly key: string;
  /** The path with the page's canonical query: what a background re-render asks for. */
  readonly path: string;
  /**
   * The request asked for the canonical path itself. Only then is a render kept: a page echoes its query (the
   * language switch's return address), so a render of `?side=2&x=…` is served to nobody else.
   */
  readonly storable: boolean;
  /**
   * The answer at this address depends on the language cookie (`/`, which sends a reader who chose English on to
   * `/en`): a shared cache must key it on `Cookie` too. No other page reads a cookie.
   */
  readonly varyOnCookie: boolean;
  readonly head: boolean;
  /**
   * `Cache-Control: no-cache` / `Pragma: no-cache` from loopback: render now (and store the result), never answer
   * from the cache. From anywhere else the header is ignored: anyone could otherwise force a render per request.
   */
  readonly forceRender: boolean;
  /** The request headers a re-render must repeat to give the same page (Host, X-Forwarded-Host/-Proto). */
  readonly originHeaders: Readonly<Record<string, string>>;
}

/**
 * Paths that are never pages: Next's assets, the OData endpoint, metrics, the language switch (sets a cookie), the
 * published snapshot files (streamed from disk with `Range`; lib/snapshot/file-answer.ts).
 */
const NOT_PAGES = /^\/(?:_next(?:\/|$)|api(?:\/|$)|metrics(?:\/|$)|sprog(?:\/|$)|data\/filer(?:\/|$))/;

/**
 * Headers of requests that are not a plain page load: the App Router's client navigations and prefetches (an RSC
 * payload, not HTML), server actions, authenticated and partial requests.
 */
const BYPASS_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
  'next-action',
  'authorization',
  'range',
] as const;

const ORIGIN_HEADERS = ['host', 'x-forwarded-host', 'x-forwarded-proto'] as const;

const first = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/** The value of one cookie in a `Cookie` header, undecoded; undefined when absent. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** Whether the request asks not to be answered from a cache (`Cache-Control: no-cache`, `Pragma: no-cache`). */
const noCache = (headers: IncomingHttpHeaders): boolean =>
  /(?:^|,)\s*no-cache\s*(?:,|$)/i.test(headers['cache-control'] ?? '') ||
  /no-cache/i.test(first(headers.pragma) ?? '');

/**
 * The origin part of a key: empty when `SITE_URL` fixes the origin (`originVaries` false); else the public origin
 * the page renders its absolute URLs with (lib/http/public-origin.ts — the same function the pages call): a valid
 * `Host` (forwarded headers only from trusted proxies), and for every `Host` it does not accept the one fallback
 * origin, so random Hosts and forwarded headers cannot make more copies than there are origins a page can show.
 */
function originKey(originHeaders: Readonly<Record<string, string>>, originVaries: boolean): string {
  if (!originVaries) return '';
  return publicOrigin({ get: (name) => originHeaders[name.toLowerCase()] ?? null }).origin;
}

/** A request that is a file Next renders per request: a vote's downloads and a member's ballots. */
const RENDERED_FILES = /^\/(?:afstemning\/[^/]+\/stemmer\.(?:csv|json)|aktoer\/[^/]+\/stemmer\.csv)$/;

/**
 * How the server treats a request: `page` — a page load the cache answers or fills; `render` — work Next does per
 * request that the cache cannot answer (client navigations and prefetches of pages, server actions, other methods on
 * pages, downloads, the alerts' pages that carry a reader's token), counted by the render rate limit like a cache miss; `other` — assets, `/api` (its own limit),
 * `/metrics`, the language switch, and `/` for a reader who chose English (proxy.ts answers it with a redirect).
 */
export type RequestClass =
  | { readonly kind: 'page'; readonly page: PageRequest }
  | { readonly kind: 'render' }
  | { readonly kind: 'other' };

export interface ClassifyOptions {
  /** Pages take their origin from the request (`SITE_URL` unset), so it is part of the key. Default true. */
  readonly originVaries?: boolean;
  /**
   * The request came over loopback from this machine (lib/server/client-address.ts): only then does
   * `Cache-Control: no-cache` force a render — the cache's own background re-render asks that way.
   */
  readonly loopback?: boolean;
}

export function classifyRequest(
  method: string | undefined,
  url: string | undefined,
  headers: IncomingHttpHeaders,
  options: ClassifyOptions = {},
): RequestClass {
  if (!url?.startsWith('/') || url.startsWith('//')) return { kind: 'other' };
  const queryAt = url.indexOf('?');
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
  const route = splitLocalePath(pathname).path;
  if (NOT_PAGES.test(route)) return { kind: 'other' };
  // A file (`/icon.svg`, `/afstemning/5/stemmer.csv`): not a page's HTML — except a feed, kept like a page.
  if ((route.split('/').pop() ?? '').includes('.') && !isFeedPath(route))
    return RENDERED_FILES.test(pathname) ? { kind: 'render' } : { kind: 'other' };
  if (method !== 'GET' && method !== 'HEAD') return { kind: 'render' };
  // A page with a reader's token (lib/routes.ts): theirs alone, rendered every time, never kept.
  if (isAlertsTokenPath(route)) return { kind: 'render' };
  if (queryAt >= 0 && /[?&]_rsc(?:=|&|$)/.test(url.slice(queryAt))) return { kind: 'render' };
  if (BYPASS_HEADERS.some((name) => headers[name] !== undefined)) return { kind: 'render' };

  // `/` for a reader who chose English: proxy.ts redirects it to `/en`, without rendering.
  const query = queryAt < 0 ? '' : url.slice(queryAt);
  if (routeLanguage(pathname, query, cookieValue(headers.cookie, LOCALE_COOKIE)).kind === 'redirect')
    return { kind: 'other' };
  const originHeaders: Record<string, string> = {};
  for (const name of ORIGIN_HEADERS) {
    const value = first(headers[name]);
    if (value !== undefined) originHeaders[name] = value;
  }
  const canonical = canonicalPath(url);
  // The page answers with a redirect to its canonical address: Next must see the request.
  if (canonical.redirects) return { kind: 'render' };
  return {
    kind: 'page',
    page: {
      key: `${originKey(originHeaders, options.originVaries ?? true)}|${canonical.path}`,
      path: canonical.path,
      storable: canonical.exact,
      varyOnCookie: pathname === COOKIE_DEPENDENT_PATH,
      head: method === 'HEAD',
      forceRender: (options.loopback ?? false) && noCache(headers),
      originHeaders,
    },
  };
}

/** The page-cache request of a page load, or null when the cache must stay out of the way. */
export function toPageRequest(
  method: string | undefined,
  url: string | undefined,
  headers: IncomingHttpHeaders,
  options: ClassifyOptions = {},
): PageRequest | null {
  const request = classifyRequest(method, url, headers, options);
  return request.kind === 'page' ? request.page : null;
}
