import type { IncomingMessage, ServerResponse } from 'node:http';
import { captureResponse } from './capture-response';
import { judgePage, type PageCache, type PageEntry, type PagePolicy, type PageState } from './page-cache';
import { type PageRequest, toPageRequest } from './page-request';

/**
 * How a request went, in `X-Tingdata-Page-Cache` and the metrics: `hit` (fresh copy), `stale` (copy past its fresh
 * window, re-rendering in the background), `not-modified` (304), `miss` (rendered, stored if it may be),
 * `render` (asked for with `Cache-Control: no-cache`: rendered and stored), `bypass` (not a page load).
 */
export type PageCacheResult = 'hit' | 'stale' | 'not-modified' | 'miss' | 'render' | 'bypass';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

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
   * The version of the data pages are rendered from (the mirror's generation), part of every key: when a sync
   * cycle changes the data, every page is rendered afresh on its next request, and old copies age out.
   */
  readonly dataVersion?: () => string | number | null;
}

export const RESULT_HEADER = 'x-tingdata-page-cache';
const DEFAULT_MAX_PAGE_BYTES = 4 * 1024 * 1024;

/** Whether the client takes gzip (`Accept-Encoding: gzip`, not `gzip;q=0`). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  return text.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== 'x-gzip') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** `If-None-Match` naming `etag` (weak comparison, as RFC 9110 prescribes for it) or `*`. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

/** Answers from a stored page: 304 when the client has it, else the body in the encoding it takes. */
export function serveEntry(
  req: IncomingMessage,
  res: ServerResponse,
  entry: PageEntry,
  state: PageState,
  now: number,
): PageCacheResult {
  const gzipped = acceptsGzip(req.headers['accept-encoding']);
  const etag = gzipped ? `${entry.etag.slice(0, -1)}-gz"` : entry.etag;
  const age = Math.max(0, Math.floor((now - entry.storedAt) / 1000));
  const headers: Record<string, string | string[]> = {
    ...entry.headers,
    etag,
    age: String(age),
    [RESULT_HEADER]: state === 'fresh' ? 'hit' : 'stale',
  };
  if (matchesEtag(req.headers['if-none-match'], etag)) {
    delete headers['content-type'];
    headers[RESULT_HEADER] = 'not-modified';
    res.writeHead(304, headers);
    res.end();
    return 'not-modified';
  }
  const body = gzipped ? entry.gzip : entry.body;
  if (gzipped) headers['content-encoding'] = 'gzip';
  headers['content-length'] = String(body.length);
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
  return state === 'fresh' ? 'hit' : 'stale';
}

/**
 * The server's request handler with the page cache in front of Next: page loads (lib/server/page-request.ts) are
 * answered from a stored copy while it is fresh, and while it is stale too (re-rendered once in the background);
 * otherwise Next renders and streams the page to the client as usual while a copy is taken, which is stored when
 * it is complete, 200, HTML, sets no cookie and shows no error (page-cache.ts `judgePage`). Everything else —
 * assets, `/api`, client navigations (RSC), other methods — goes straight to Next.
 */
export function createPageHandler(options: PageHandlerOptions): RequestHandler {
  const { cache, policy, render, revalidate } = options;
  const maxPageBytes = options.maxPageBytes ?? DEFAULT_MAX_PAGE_BYTES;
  const report = options.onResult ?? (() => {});
  const revalidating = new Set<string>();

  const refresh = (page: PageRequest) => {
    if (revalidating.has(page.key)) return;
    revalidating.add(page.key);
    void revalidate(page)
      .catch(() => undefined)
      .finally(() => revalidating.delete(page.key));
  };

  const versioned = (page: PageRequest | null): PageRequest | null => {
    const version = options.dataVersion?.() ?? null;
    return page && version !== null ? { ...page, key: `${version}|${page.key}` } : page;
  };

  return (req, res) => {
    const page = cache
      ? versioned(toPageRequest(req.method, req.url, req.headers, cache.originVaries))
      : null;
    if (!cache || !page) {
      report('bypass');
      return render(req, res);
    }
    if (!page.forceRender) {
      const found = cache.lookup(page.key);
      if (found) {
        if (found.state === 'stale') refresh(page);
        report(serveEntry(req, res, found.entry, found.state, cache.now()));
        return;
      }
    }
    const result: PageCacheResult = page.forceRender ? 'render' : 'miss';
    report(result);
    res.setHeader(RESULT_HEADER, result);
    if (page.head) return render(req, res);
    // The copy is kept uncompressed (it is compressed once when stored); Next compresses only when asked to.
    delete req.headers['accept-encoding'];
    // A page that may not be kept leaves an older copy in place until its windows end.
    captureResponse(res, maxPageBytes, (captured) => {
      const verdict = captured ? judgePage(captured, policy) : null;
      if (captured && verdict?.store) void cache.store(page.key, captured, verdict).catch(() => undefined);
    });
    return render(req, res);
  };
}
