import { robotsTxt } from '@/lib/seo/robots';
import { getSiteOrigin } from '@/lib/site-url';

/** What crawlers may fetch, and where the sitemap is (lib/seo/robots.ts). */
export async function GET() {
  return new Response(robotsTxt(await getSiteOrigin()), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
