import { sitemapFileResponse } from '@/lib/sitemap/sitemap-response';

/** One sitemap file (`/sitemaps/sag-2.xml.gz`): up to 25,000 record pages in Danish and English, with `lastmod`. */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  return sitemapFileResponse(request, (await params).file);
}
