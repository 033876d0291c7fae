import 'server-only';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { getSitemapPlan, getSitemapRecords, sitemapDataVersion } from '@/lib/data/site/sitemap';
import { plainResponse, STORE_MISSING_TEXT } from '@/lib/export/plain-response';
import { encodedEtag } from '@/lib/http/content-encoding';
import { matchesEtag } from '@/lib/server/page-handler';
import { getSiteOrigin } from '@/lib/site-url';
import { StoreMissingError } from '@/lib/store/open-store';
import { type SitemapBody, SitemapCache, type SitemapSource } from './sitemap-cache';
import { RECORDS_PER_FILE } from './sitemap-files';

/*
 * The answers of /sitemap.xml and /sitemaps/<name>.xml.gz (thin routes in app/ call these), from the process's
 * sitemap cache: the store is read only when the data's version changes. A file is the gzip'd bytes as kept, sent
 * as a gzip file (`application/gzip`, which crawlers unpack, as the sitemaps protocol allows): Next drops a route's
 * own `Content-Encoding`, and would otherwise compress the 20 MB text anew for every request. The index is small
 * and sent as text, which Next compresses as the client asks. Both answer 304 to a client that has them. They are
 * files, not pages: the page cache leaves them to Next (lib/server/page-request.ts).
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

/** Public (no answer depends on who asks), revalidated on every use: a crawler's conditional request costs a 304. */
const CACHE_CONTROL = 'public, no-cache';

function answer(request: Request, etag: string, contentType: string, body: () => Promise<Buffer> | Buffer) {
  const headers = { 'Content-Type': contentType, 'Cache-Control': CACHE_CONTROL, ETag: etag };
  if (matchesEtag(request.headers.get('if-none-match') ?? undefined, etag))
    return Promise.resolve(new Response(null, { status: 304, headers }));
  return Promise.resolve(body()).then((bytes) => new Response(new Uint8Array(bytes), { headers }));
}

async function guarded(make: () => Promise<Response>): Promise<Response> {
  try {
    return await make();
  } catch (error) {
    if (error instanceof StoreMissingError) return plainResponse(STORE_MISSING_TEXT, 503);
    throw error;
  }
}

/** `/sitemap.xml`: the index of every sitemap file, as text. */
export function sitemapIndexResponse(request: Request): Promise<Response> {
  return guarded(async () => {
    const index = await sitemapCache().index(sitemapDataVersion(), await getSiteOrigin(), source);
    return answer(request, index.etag, 'application/xml; charset=utf-8', () => unzip(index.gzip));
  });
}

/** `/sitemaps/<name>.xml.gz`: one sitemap file, gzip'd; 404 for a name the index does not list. */
export function sitemapFileResponse(request: Request, name: string): Promise<Response> {
  return guarded(async () => {
    const body: SitemapBody | null = await sitemapCache().file(
      sitemapDataVersion(),
      await getSiteOrigin(),
      name,
      source,
    );
    if (!body) return plainResponse(`Der er ingen sitemapfil »${name.slice(0, 40)}«.\n`, 404);
    return answer(request, encodedEtag(body.etag, 'gzip'), 'application/gzip', () => body.gzip);
  });
}
