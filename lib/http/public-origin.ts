import type { Env } from '@/lib/config/env';
import { configuredOrigin } from '@/lib/config/site-url';
import { trustedProxyHops } from '@/lib/config/trust-proxy';
import { forwardedEntries, vouchedEntry } from './forwarded';

/** The request headers the origin is read from (a `Headers`, or Next's `headers()`). */
export interface HeaderReader {
  get(name: string): string | null;
}

/** A DNS name or IPv4 address, or a bracketed IPv6 address, with an optional port: what a `Host` may hold. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;
const MAX_HOST_LENGTH = 255;

/** `host[:port]` when it is one (port 1–65535), lower-cased; else null. */
export function validHost(value: string | null | undefined): string | null {
  const host = value?.trim().toLowerCase();
  if (!host || host.length > MAX_HOST_LENGTH) return null;
  const match = HOST.exec(host);
  if (!match) return null;
  const port = match[1];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return null;
  return host;
}

/**
 * The site's public origin, for every absolute URL it writes (canonical and share URLs, `odata.nextLink`,
 * `odata.metadata`): `SITE_URL` when set; else the `Host` the client asked for, when it is a valid host[:port] —
 * behind trusted proxies (`TRUST_PROXY`, lib/config/trust-proxy.ts) the `X-Forwarded-Host` and `X-Forwarded-Proto`
 * they vouch for; else `http://localhost:$PORT`. Never the hostname the framework was started with.
 */
export function publicOrigin(headers: HeaderReader, env: Env = process.env): URL {
  const configured = configuredOrigin(env);
  if (configured) return configured;
  const hops = trustedProxyHops(env);
  const ownHost = headers.get('host') ?? '';
  const host = validHost(vouchedEntry(forwardedEntries(headers.get('x-forwarded-host')), ownHost, hops));
  const proto = vouchedEntry(forwardedEntries(headers.get('x-forwarded-proto')), 'http', hops);
  const protocol = proto.toLowerCase() === 'https' ? 'https' : 'http';
  if (host) {
    try {
      return new URL(`${protocol}://${host}`);
    } catch {
      // A bracketed text that is no IPv6 address: fall back like any other invalid Host.
    }
  }
  return new URL(`http://localhost:${env.PORT ?? 3000}`);
}
