import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { LRUCache } from 'lru-cache';
import { type ContentEncoding, encodeBytes } from '@/lib/http/content-encoding';
import type { RequestOutcome } from '@/lib/http/request-outcome';
import { toSharedHtml } from './shared-html';

/** How long a rendered page is reused. */
export interface PagePolicy {
  /** Served as is for this long after rendering. */
  readonly freshMs: number;
  /** After that, served while one background re-render runs, for this long. */
  readonly swrMs: number;
}

/** What Next answered, captured while it was sent. */
export interface CapturedPage {
  readonly status: number;
  readonly headers: OutgoingHttpHeaders;
  readonly body: Buffer;
}

/** Whether (and for how long) a captured answer may be reused, or why not. */
export type PageVerdict =
  | { readonly store: true; readonly freshMs: number; readonly swrMs: number }
  | { readonly store: false; readonly reason: string };

const header = (headers: OutgoingHttpHeaders, name: string): string =>
  String(headers[name] ?? '').toLowerCase();

/** What the cache keeps besides HTML: share images, Atom feeds (lib/feed) and iCalendar files. */
const KEPT_TYPES = ['text/html', 'image/png', 'application/atom+xml', 'text/calendar'] as const;

/** Kept text that carries no script: a feed or a calendar (offered compressed, stored as it came). */
const isFeed = (type: string): boolean =>
  type.startsWith('application/atom+xml') || type.startsWith('text/calendar');

/** What the render of a page learned about itself (lib/http/request-outcome.ts), as the cache asks it. */
export type RenderOutcome = Pick<RequestOutcome, 'error' | 'overloadedRetryAfter'>;

/**
 * Only complete, successful, cookie-free HTML whose render failed nowhere (or a share image's PNG, or an Atom feed,
 * which a route writes whole or not at all) is reused. A render fails explicitly, on the request's outcome: Next
 * reports every error a server or client component throws while rendering (instrumentation.ts `onRequestError`),
 * also one thrown after the 200 head went out, when the page shows its segment's error UI; and a store read that
 * was refused or stopped marks it overloaded (lib/data/store-read.ts). The markup is never read for signs of one.
 * Next's not-found and redirect signals are not reported: the app throws them only in pages and layouts before
 * anything streams, where they set the status (404, 307), which is refused here.
 */
export function judgePage(page: CapturedPage, policy: PagePolicy, render: RenderOutcome): PageVerdict {
  if (render.error !== null) return { store: false, reason: 'render failed' };
  if (render.overloadedRetryAfter !== null) return { store: false, reason: 'reads refused' };
  if (page.status !== 200) return { store: false, reason: `status ${page.status}` };
  const type = header(page.headers, 'content-type');
  if (!KEPT_TYPES.some((kept) => type.startsWith(kept))) return { store: false, reason: 'not HTML' };
  if (page.headers['set-cookie'] !== undefined) return { store: false, reason: 'sets a cookie' };
  if (header(page.headers, 'content-encoding') !== '') return { store: false, reason: 'encoded' };
  return { store: true, freshMs: policy.freshMs, swrMs: policy.swrMs };
}

/**
 * A reusable page: its body, the same bytes in every answer — so nginx or a CDN may keep it too — its ETag and the
 * headers every answer carries.
 */
export interface PageEntry {
  /** The HTML without the nonce it was rendered with (shared-html.ts); a PNG or feed as it came. */
  readonly body: Buffer;
  /**
   * The hashes of the HTML's inline scripts, which its `Content-Security-Policy` names in place of a nonce; null
   * for a share image or a feed, which run nothing.
   */
  readonly scriptHashes: readonly string[] | null;
  /** Offered compressed (HTML and feeds; a PNG is compressed already). */
  readonly compress: boolean;
  /** The body in each encoding asked for so far, compressed once (PageCache.encoded). */
  readonly encoded: Map<ContentEncoding, Promise<Buffer>>;
  /** Bytes of the encodings done, charged to the cache's budget with the body. */
  encodedBytes: number;
  /**
   * Strong: `"<version>.<SHA-1 of the body>"` — the data's version (the mirror's generation) it was rendered from,
   * when known, and its bytes (which tell its language and content apart); `-br` or `-gzip` for an encoding. A
   * cache revalidating with it gets 304 while the version and the page are unchanged, and the new page when either
   * moved.
   */
  readonly etag: string;
  readonly storedAt: number;
  readonly freshMs: number;
  readonly swrMs: number;
  /** Next's headers worth keeping, our `Cache-Control` and an honest `Vary`. */
  readonly headers: Readonly<Record<string, string | string[]>>;
}

/**
 * Headers that belong to one answer (or that we set ourselves), never to a stored page — among them the security
 * headers, which the server sets on every answer (the CSP with that answer's nonce).
 */
const DROPPED_HEADERS = new Set([
  'age',
  'cache-control',
  'connection',
  'content-security-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'content-encoding',
  'content-length',
  'date',
  'etag',
  'keep-alive',
  'set-cookie',
  'transfer-encoding',
  'vary',
  'x-tingdata-page-cache',
  // Each answer's own id (lib/server/server-error-log.ts), not the one of the render that made the copy.
  'x-request-id',
]);

/**
 * `Vary`: Next's own (its client-navigation headers), plus `Accept-Encoding`; `Cookie` only for the one address
 * whose answer depends on the language cookie (`cookie`: `/`, lib/i18n/language-address.ts) — every other page's
 * language is its address (`/en/…`), so a shared cache keeps one copy per URL whatever the cookies; and when pages
 * take their origin from the request (`originVaries`: no `SITE_URL`), the forwarded origin headers, so a CDN never
 * hands one host's page to another.
 */
export function varyHeader(
  nextVary: OutgoingHttpHeaders[string],
  originVaries = false,
  cookie = false,
): string {
  const names = String(nextVary ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  const extras = ['Accept-Encoding'];
  if (cookie) extras.push('Cookie');
  if (originVaries) extras.push('X-Forwarded-Host', 'X-Forwarded-Proto');
  for (const extra of extras)
    if (!names.some((n) => n.toLowerCase() === extra.toLowerCase())) names.push(extra);
  return names.join(', ');
}

const seconds = (ms: number) => Math.floor(ms / 1000);

/**
 * For browsers `max-age=0` (they revalidate with the ETag: a cheap 304, and a language switch is never hidden by
 * the browser's cache); for shared caches the page's windows: fresh, then served while they fetch it again, and
 * served as long when the site fails (RFC 5861; nginx honours both).
 */
export function pageCacheControl(freshMs: number, swrMs: number): string {
  const parts = ['public', 'max-age=0', `s-maxage=${seconds(freshMs)}`];
  if (swrMs > 0) parts.push(`stale-while-revalidate=${seconds(swrMs)}`, `stale-if-error=${seconds(swrMs)}`);
  return parts.join(', ');
}

/** How a captured page is kept (PageCache.store). */
export interface StoreOptions {
  /** The script nonce it was rendered with ('' for none): taken out of the stored HTML. */
  readonly nonce: string;
  /** The data's version it was rendered from (the mirror's generation), in its ETag; null when unknown. */
  readonly version?: string | number | null;
  /** The address's answer depends on the language cookie (`Vary: Cookie`). */
  readonly varyOnCookie?: boolean;
}

/** Bookkeeping charged per entry on top of its bodies and key. */
const ENTRY_OVERHEAD_BYTES = 1024;

/** Fresh: serve. Stale: serve, and re-render in the background. (Past both windows an entry is gone.) */
export type PageState = 'fresh' | 'stale';

export interface PageCacheOptions {
  /** Budget in bytes of every page as rendered, plus keys and a small overhead per entry. */
  readonly maxBytes: number;
  readonly now?: () => number;
  /** Pages take their origin from the request (`SITE_URL` unset): it is in the key and in `Vary`. Default true. */
  readonly originVaries?: boolean;
}

/**
 * Rendered pages by key (lib/server/page-request.ts), bounded in bytes, least recently used first out.
 */
export class PageCache {
  readonly #lru: LRUCache<string, PageEntry>;
  readonly now: () => number;
  readonly originVaries: boolean;

  constructor(options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
    this.originVaries = options.originVaries ?? true;
    this.#lru = new LRUCache<string, PageEntry>({
      maxSize: options.maxBytes,
      sizeCalculation: (entry, key) =>
        entry.body.length + entry.encodedBytes + key.length + ENTRY_OVERHEAD_BYTES,
    });
  }

  get maxBytes(): number {
    return this.#lru.maxSize;
  }

  get bytes(): number {
    return this.#lru.calculatedSize;
  }

  get size(): number {
    return this.#lru.size;
  }

  /**
   * The body of `entry`, stored at `key`, in `encoding`: compressed the first time it is asked for, then kept with
   * the entry and charged to the budget.
   */
  encoded(key: string, entry: PageEntry, encoding: ContentEncoding): Promise<Buffer> {
    const kept = entry.encoded.get(encoding);
    if (kept) return kept;
    const body = encodeBytes(entry.body, encoding);
    entry.encoded.set(encoding, body);
    body.then(
      (bytes) => {
        entry.encodedBytes += bytes.length;
        // Put back, so the cache counts the entry's new size (and evicts others if it must): setting the same value
        // again would keep the old size.
        if (this.#lru.peek(key) === entry) {
          this.#lru.delete(key);
          this.#lru.set(key, entry);
        }
      },
      () => entry.encoded.delete(encoding),
    );
    return body;
  }

  /** The usable entry for `key` and its state, or null (an entry past its windows is dropped). */
  lookup(key: string): { entry: PageEntry; state: PageState } | null {
    const entry = this.#lru.get(key);
    if (!entry) return null;
    const age = this.now() - entry.storedAt;
    if (age < entry.freshMs) return { entry, state: 'fresh' };
    if (age < entry.freshMs + entry.swrMs) return { entry, state: 'stale' };
    this.#lru.delete(key);
    return null;
  }

  /** Stores a captured page that `judgePage` allowed; the stored entry. */
  store(
    key: string,
    page: CapturedPage,
    verdict: Extract<PageVerdict, { store: true }>,
    options: StoreOptions,
  ): PageEntry {
    const storedAt = this.now();
    const type = header(page.headers, 'content-type');
    const html = type.startsWith('text/html');
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(page.headers)) {
      if (value === undefined || DROPPED_HEADERS.has(name.toLowerCase())) continue;
      headers[name] = Array.isArray(value) ? value : String(value);
    }
    headers['cache-control'] = pageCacheControl(verdict.freshMs, verdict.swrMs);
    headers.vary = varyHeader(page.headers.vary, this.originVaries, options.varyOnCookie ?? false);
    const shared = html ? toSharedHtml(page.body, options.nonce) : null;
    const body = shared?.body ?? page.body;
    const digest = createHash('sha1').update(body).digest('base64url');
    const version = options.version ?? null;
    const entry: PageEntry = {
      body,
      scriptHashes: shared?.scriptHashes ?? null,
      compress: html || isFeed(type),
      encoded: new Map(),
      encodedBytes: 0,
      etag: `"${version === null ? '' : `${version}.`}${digest}"`,
      storedAt,
      freshMs: verdict.freshMs,
      swrMs: verdict.swrMs,
      headers,
    };
    this.#lru.set(key, entry);
    return entry;
  }
}
