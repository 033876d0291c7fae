import type { IncomingMessage, ServerResponse } from 'node:http';
import { encodedEtag, MIN_COMPRESS_BYTES, negotiateEncoding } from '@/lib/http/content-encoding';
import {
  currentRequestOutcome,
  newRequestOutcome,
  type RequestOutcome,
  withRequestOutcome,
} from '@/lib/http/request-outcome';
import type { RateDecision } from '@/lib/rate-limit/rate-limit';
import { splitLocalePath } from '@/lib/routes';
import { captureResponse } from './capture-response';
import type { Client } from './client-address';
import { answerErrorPages } from './error-answer';
import { judgePage, type PageCache, type PageEntry, type PagePolicy, type PageState } from './page-cache';
import { classifyRequest, type PageRequest } from './page-request';
import { nonceOf, pageCsp, RESOURCE_CSP } from './security-headers';

/**
 * How a request went, in `X-Tingdata-Page-Cache` and the metrics: `hit` (fresh copy), `stale` (copy past its fresh
 * window, re-rendering in the background), `not-modified` (304), `miss` (rendered, stored if it may be),
 * `render` (asked for with `Cache-Control: no-cache`: rendered and stored), `bypass` (not a page load).
 */
export type PageCacheResult = 'hit' | 'stale' | 'not-modified' | 'miss' | 'render' | 'bypass' | 'limited';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/** What the server knows of a request before the page cache sees it (lib/server/site-handler.ts). */
export interface RequestContext {
  readonly client: Client;
  /**
   * The answer goes out over https (lib/server/site-handler.ts): an answer from the cache carries its policy
   * with `upgrade-insecure-requests` then.
   */
  readonly https: boolean;
}

export type ContextHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  context: RequestContext,
) => Promise<void> | void;

export interface PageHandlerOptions {
  /** The pages; null turns the cache off (every request goes to `render`). */
  readonly cache: PageCache | null;
  readonly policy: PagePolicy;
  /** Next's request handler. */
  readonly render: RequestHandler;
  /** Renders the page again (with `Cache-Control: no-cache`, so the result is stored); at most one per key. */
  readonly revalidate: (page: PageRequest) => Promise<void>;
  /** Pages larger than this are not kept (default 4 MiB). */
  readonly maxPageBytes?: number;
  readonly onResult?: (result: PageCacheResult) => void;
  /**
   * Asked before Next renders for a client (a cache miss, a forced render, a client navigation or prefetch, a
   * download); a refusal is answered 429 with `Retry-After`. Default: always allowed.
   */
  readonly admitRender?: (client: Client) => Promise<RateDecision>;
  /**
   * The version of the data pages are rendered from (the mirror's generation), part of every key: when a sync
   * cycle changes the data, every page is rendered afresh on its next request, and old copies age out.
   */
  readonly dataVersion?: () => string | number | null;
}

export const RESULT_HEADER = 'x-tingdata-page-cache';
const DEFAULT_MAX_PAGE_BYTES = 4 * 1024 * 1024;

/** `If-None-Match` naming `etag` (weak comparison, as RFC 9110 prescribes for it) or `*`. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === opaque;
  });
}

/**
 * Answers from the page stored at `key`: 304 when the client has it, else the body in the encoding the client
 * prefers (lib/http/content-encoding.ts: brotli or gzip), compressed once per entry. Every answer of an entry is the
 * same bytes under the same policy — the HTML's inline scripts named by hash (security-headers.ts
 * `pageCsp`), no nonce — so nginx or a CDN in front may keep it and hand it to anyone (docs/caching.md). A share
 * image or a feed runs nothing: the policy that runs nothing.
 */
export async function serveEntry(
  req: IncomingMessage,
  res: ServerResponse,
  cache: PageCache,
  key: string,
  entry: PageEntry,
  state: PageState,
  https: boolean,
  /** How the copy came to be, when it was just rendered for this request (`miss`); else `hit` or `stale`. */
  rendered?: 'miss',
): Promise<PageCacheResult> {
  const served: PageCacheResult = rendered ?? (state === 'fresh' ? 'hit' : 'stale');
  const encoding =
    entry.compress && entry.body.length >= MIN_COMPRESS_BYTES
      ? negotiateEncoding(req.headers['accept-encoding'])
      : null;
  const etag = encoding ? encodedEtag(entry.etag, encoding) : entry.etag;
  const age = Math.max(0, Math.floor((cache.now() - entry.storedAt) / 1000));
  const headers: Record<string, string | string[]> = {
    ...entry.headers,
    'content-security-policy':
      entry.scriptHashes === null ? RESOURCE_CSP : pageCsp({ hashes: entry.scriptHashes }, https),
    etag,
    age: String(age),
    [RESULT_HEADER]: served,
  };
  if (matchesEtag(req.headers['if-none-match'], etag)) {
    delete headers['content-type'];
    headers[RESULT_HEADER] = 'not-modified';
    res.writeHead(304, headers);
    res.end();
    return 'not-modified';
  }
  const body = encoding ? await cache.encoded(key, entry, encoding) : entry.body;
  if (encoding) headers['content-encoding'] = encoding;
  headers['content-length'] = String(body.length);
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
  return served;
}

/** 429 for a client over its render budget (a short text in both languages; nothing is rendered). */
export function tooManyRenders(res: ServerResponse, retryAfterSeconds: number): void {
  const body = `For mange sider på kort tid. Prøv igen om ${retryAfterSeconds} s.\nToo many pages in a short time. Try again in ${retryAfterSeconds} s.\n`;
  res.writeHead(429, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'retry-after': String(retryAfterSeconds),
    'content-length': String(Buffer.byteLength(body)),
  });
  res.end(body);
}

/**
 * The server's request handler with the page cache in front of Next: page loads (lib/server/page-request.ts) are
 * answered from a stored copy while it is fresh, and while it is stale too (re-rendered once in the background);
 * otherwise Next renders and streams the page to the client as usual while a copy is taken, which is stored when
 * it is complete, 200, HTML, sets no cookie and its render failed nowhere (page-cache.ts `judgePage`). Everything else —
 * assets, `/api`, client navigations (RSC), other methods — goes straight to Next. Whatever makes Next render for a
 * client (misses, client navigations, downloads: `render` in page-request.ts) is admitted by `admitRender` first;
 * answers from the cache are not counted.
 */
export function createPageHandler(options: PageHandlerOptions): ContextHandler {
  const { cache, policy, render, revalidate } = options;
  const admit = options.admitRender ?? (async (): Promise<RateDecision> => ({ allowed: true }));
  const maxPageBytes = options.maxPageBytes ?? DEFAULT_MAX_PAGE_BYTES;
  const report = options.onResult ?? (() => {});
  const revalidating = new Map<string, Promise<void>>();

  /** Renders the page again and stores it, at most once at a time per key; settles when that is done. */
  const rerender = (page: PageRequest): Promise<void> => {
    const running = revalidating.get(page.key);
    if (running) return running;
    const done = revalidate(page)
      .catch(() => undefined)
      .finally(() => revalidating.delete(page.key));
    revalidating.set(page.key, done);
    return done;
  };
  const refresh = (page: PageRequest) => void rerender(page);

  const versioned = (page: PageRequest, version: string | number | null): PageRequest =>
    version !== null ? { ...page, key: `${version}|${page.key}` } : page;

  /** Renders with Next once the client's render budget allows it; false when it was answered 429 instead. */
  const admitted = async (res: ServerResponse, client: Client): Promise<boolean> => {
    const decision = await admit(client);
    if (decision.allowed) return true;
    report('limited');
    tooManyRenders(res, decision.retryAfterSeconds);
    return false;
  };

  const handle = async (
    req: IncomingMessage,
    res: ServerResponse,
    context: RequestContext,
    outcome: RequestOutcome,
  ): Promise<void> => {
    answerErrorPages(res, outcome, splitLocalePath((req.url ?? '/').split('?')[0] ?? '/').locale);
    const request = classifyRequest(req.method, req.url, req.headers, {
      originVaries: cache?.originVaries ?? true,
      loopback: context.client.loopback,
    });
    if (request.kind === 'other') {
      report('bypass');
      return render(req, res);
    }
    const version = options.dataVersion?.() ?? null;
    const page = request.kind === 'page' && cache ? versioned(request.page, version) : null;
    if (!cache || !page) {
      report('bypass');
      if (await admitted(res, context.client)) return render(req, res);
      return;
    }
    if (!page.forceRender) {
      const found = cache.lookup(page.key);
      if (found) {
        if (found.state === 'stale') refresh(page);
        report(await serveEntry(req, res, cache, page.key, found.entry, found.state, context.https));
        return;
      }
    }
    if (!(await admitted(res, context.client))) return;
    // A cache revalidating its copy (nginx, a CDN, a browser: `If-None-Match`) waits for the whole page, rendered
    // and stored, and is answered from the copy: 304 when its copy is the same, else one it may keep. (A streamed
    // render carries a nonce, which no cache may keep.)
    if (!page.forceRender && !page.head && page.storable && req.headers['if-none-match'] !== undefined) {
      await rerender(page);
      const found = cache.lookup(page.key);
      if (found) {
        report('miss');
        await serveEntry(req, res, cache, page.key, found.entry, found.state, context.https, 'miss');
        return;
      }
    }
    const result: PageCacheResult = page.forceRender ? 'render' : 'miss';
    report(result);
    res.setHeader(RESULT_HEADER, result);
    if (page.head || !page.storable) return render(req, res);
    // The copy is kept uncompressed (answers from it are compressed one by one); Next compresses only when asked to.
    delete req.headers['accept-encoding'];
    // A page that may not be kept leaves an older copy in place until its windows end.
    captureResponse(res, maxPageBytes, (captured) => {
      const verdict = captured ? judgePage(captured, policy, outcome) : null;
      // Stored cut at the nonce Next rendered it with: proxy.ts's, in the policy the answer carried.
      const nonce = nonceOf(String(captured?.headers['content-security-policy'] ?? '')) ?? '';
      if (captured && verdict?.store)
        cache.store(page.key, captured, verdict, { nonce, version, varyOnCookie: page.varyOnCookie });
    });
    return render(req, res);
  };

  // Each request's outcome is its own (begun by the server's error log, server-error-log.ts, or here when this
  // handler serves alone), and whatever Next does for it (asynchronously) can mark it.
  return (req, res, context) => {
    const outcome = currentRequestOutcome() ?? newRequestOutcome();
    return withRequestOutcome(outcome, () => handle(req, res, context, outcome));
  };
}
