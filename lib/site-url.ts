import 'server-only';
import { headers } from 'next/headers';
import { publicOrigin } from '@/lib/http/public-origin';

/**
 * The site's public origin, for canonical URLs and share images (lib/http/public-origin.ts): `SITE_URL` when set
 * (e.g. https://tingdata.dk), else the valid `Host` the request came to (`X-Forwarded-*` only from trusted
 * proxies, `TRUST_PROXY`), else localhost. Request-time: call it while rendering.
 */
export async function getSiteOrigin(): Promise<URL> {
  return publicOrigin(await headers());
}
