import 'server-only';
import { headers } from 'next/headers';

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * The site's public origin, for canonical URLs and share images: `SITE_URL` when set (e.g. https://tingdata.dk),
 * else the origin the request came to (`X-Forwarded-Host`/`Host`, `X-Forwarded-Proto`), else localhost.
 * Request-time: call it while rendering.
 */
export async function getSiteOrigin(): Promise<URL> {
  const configured = process.env.SITE_URL?.trim();
  if (configured) {
    try {
      return new URL(configured);
    } catch {
      // A malformed SITE_URL falls through to the request's own origin.
    }
  }
  const h = await headers();
  const host = (h.get('x-forwarded-host') ?? h.get('host') ?? '').split(',')[0]?.trim() ?? '';
  const proto = (h.get('x-forwarded-proto') ?? '').split(',')[0]?.trim() === 'https' ? 'https' : 'http';
  return new URL(HOST.test(host) ? `${proto}://${host}` : `http://localhost:${process.env.PORT ?? 3000}`);
}
