import { sitemapIndexResponse } from '@/lib/sitemap/sitemap-response';

/** The sitemap index (sitemaps.org): every file of record pages, each with its newest change. */
export async function GET(request: Request) {
  return sitemapIndexResponse(request);
}
