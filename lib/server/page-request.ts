import type { IncomingHttpHeaders } from 'node:http';
import { LOCALE_COOKIE, type Locale, parseLocale } from '@/lib/i18n/locale';

/**
 * A request the page cache may answer: a GET or HEAD of a page's HTML. Everything a page's HTML depends on besides
 * the data is in its key — the path and query, the interface language (the `tingdata-lang` cookie; no other cookie
 * is read by any page) and, unless `SITE_URL` fixes it, the origin the page was asked for (canonical and
 * share-image URLs are absolute; lib/site-url.ts).
 */
export interface PageRequest {
  /** `da|http://example.org|/afstemning/5?medlemmer=for`. */
  readonly key: string;
  /** Path and query as asked for. */
  readonly path: string;
  readonly locale: Locale;
  readonly head: boolean;
  /** `Cache-Control: no-cache` / `Pragma: no-cache`: render now (and store the result), never answer from the cache. */
  readonly forceRender: boolean;
  /** The request headers a re-render must repeat to give the same page (Host, X-Forwarded-Host/-Proto). */
  readonly originHeaders: Readonly<Record<string, string>>;
}

/** Paths that are never pages: Next's assets, the OData endpoint, metrics, the language switch (sets a cookie). */
const NOT_PAGES = /^\/(?:_next(?:\/|$)|api(?:\/|$)|metrics(?:\/|$)|sprog(?:\/|$))/;

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
 * The request as the page cache sees it, or null when the cache must stay out of the way. `originVaries`: pages
 * take their origin from the request (`SITE_URL` unset), so it is part of the key.
 */
export function toPageRequest(
  method: string | undefined,
  url: string | undefined,
  headers: IncomingHttpHeaders,
  originVaries = true,
): PageRequest | null {
  if ((method !== 'GET' && method !== 'HEAD') || !url?.startsWith('/') || url.startsWith('//')) return null;
  const queryAt = url.indexOf('?');
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
  if (NOT_PAGES.test(pathname)) return null;
  // A file (`/icon.svg`, `/afstemning/5/stemmer.csv`): not a page's HTML.
  if ((pathname.split('/').pop() ?? '').includes('.')) return null;
  if (queryAt >= 0 && /[?&]_rsc(?:=|&|$)/.test(url.slice(queryAt))) return null;
  if (BYPASS_HEADERS.some((name) => headers[name] !== undefined)) return null;

  const locale = parseLocale(cookieValue(headers.cookie, LOCALE_COOKIE));
  const originHeaders: Record<string, string> = {};
  for (const name of ORIGIN_HEADERS) {
    const value = first(headers[name]);
    if (value !== undefined) originHeaders[name] = value;
  }
  const origin = originVaries
    ? `${originHeaders['x-forwarded-proto'] ?? ''}://${originHeaders['x-forwarded-host'] ?? ''}@${originHeaders.host ?? ''}`
    : '';
  return {
    key: `${locale}|${origin}|${url}`,
    path: url,
    locale,
    head: method === 'HEAD',
    forceRender: noCache(headers),
    originHeaders,
  };
}
