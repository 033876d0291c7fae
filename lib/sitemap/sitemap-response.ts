import 'server-only';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { getSitemapPlan, getSitemapRecords, sitemapDataVersion } from '@/lib/data/site/sitemap';
import { plainResponse, STORE_MISSING_TEXT } from '@/lib/export/plain-response';
import { encodedEtag, negotiateEncoding } from '@/lib/http/content-encoding';
import { matchesEtag } from '@/lib/server/page-handler';
import { getSiteOrigin } from '@/lib/site-url';
import { StoreMissingError } from '@/lib/store/open-store';
import { type SitemapBody, SitemapCache, type SitemapSource } from './sitemap-cache';
import { RECORDS_PER_FILE } from './sitemap-files';

/*
 * The answers of /sitemap.xml and /sitemaps/<name> (thin routes in app/ call these): the files from the process's
 * sitemap cache, gzip'd when the client takes gzip (crawlers do), else the text; 304 for a copy the client has.
 * They are files, not pages: the page cache leaves them to Next (lib/server/page-request.ts), and the store is read
 * only when the data's version changes.
 */

/** The kept files' gzip'd bytes: at full scale every file of one origin (55 files, about 1 MB each) fits. */
const CACHE_BYTES = 96 * 1024 * 1024;

const CACHE_KEY = Symbol.for('tingdata.sitemapCache');
type WithCache = typeof globalThis & { [CACHE_KEY]?: SitemapCache };

/** One cache per process (on `globalThis`: Next bundles a module once per route). */
function sitemapCache(): SitemapCache {
  const holder = globalThis as WithCache;
  holder[CACHE_KEY] ??= new SitemapCache({ maxBytes: CACHE_BYTES });
  return holder[CACHE_KEY];
}

const source: SitemapSource = {
  plan: () => getSitemapPlan(RECORDS_PER_FILE),
  records: getSitemapRecords,
};

const unzip = promisify(gunzip);

/**
 * The answer of a kept file: revalidated on every use (`no-cache`: a crawler's conditional request costs a 304),
 * public (no answer depends on who asks), in gzip when the client takes it.
 */
async function answer(request: Request, body: SitemapBody): Promise<Response> {
  const gzip = negotiateEncoding(request.headers.get('accept-encoding'), ['gzip']) === 'gzip';
  const etag = gzip ? encodedEtag(body.etag, 'gzip') : body.etag;
  const headers: Record<string, string> = {
    'Content-Type': 'application/xml; charset=utf-8',
    'Cache-Control': 'public, no-cache',
    ETag: etag,
    Vary: 'Accept-Encoding',
    'X-Content-Type-Options': 'nosniff',
  };
  if (matchesEtag(request.headers.get('if-none-match') ?? undefined, etag))
    return new Response(null, { status: 304, headers });
  const bytes = gzip ? body.gzip : await unzip(body.gzip);
  if (gzip) headers['Content-Encoding'] = 'gzip';
  headers['Content-Length'] = String(bytes.byteLength);
  return new Response(new Uint8Array(bytes), { headers });
}

async function guarded(make: () => Promise<Response>): Promise<Response> {
  try {
    return await make();
  } catch (error) {
    if (error instanceof StoreMissingError) return plainResponse(STORE_MISSING_TEXT, 503);
    throw error;
  }
}

/** `/sitemap.xml`: the index of every sitemap file. */
export function sitemapIndexResponse(request: Request): Promise<Response> {
  return guarded(async () => {
    const origin = await getSiteOrigin();
    return answer(request, await sitemapCache().index(sitemapDataVersion(), origin, source));
  });
}

/** `/sitemaps/<name>`: one sitemap file; 404 for a name the index does not list. */
export function sitemapFileResponse(request: Request, name: string): Promise<Response> {
  return guarded(async () => {
    const origin = await getSiteOrigin();
    const body = await sitemapCache().file(sitemapDataVersion(), origin, name, source);
    if (!body) return plainResponse(`Der er ingen sitemapfil »${name.slice(0, 40)}«.\n`, 404);
    return answer(request, body);
  });
}
