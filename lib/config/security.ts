import type { Env } from './env';
import { configuredOrigin } from './site-url';
import { trustedProxyHops } from './trust-proxy';

/**
 * The production server's trust and access settings, from the environment:
 * - `TRUST_PROXY` (lib/config/trust-proxy.ts): how many reverse proxies stand in front of the server (default 0).
 *   With 0 the client is the socket's peer and `X-Forwarded-*` are ignored; with N the client is the address N hops
 *   from the right of `X-Forwarded-For`, the protocol read from `X-Forwarded-Proto` the same way
 *   (lib/server/client-address.ts).
 * - `METRICS_TOKEN`: a bearer token that opens `/metrics` to other hosts; unset, `/metrics` answers loopback only.
 * - `SITE_URL` on https: every answer carries HSTS (as does any request a trusted proxy says came over https).
 */
export interface SecurityConfig {
  readonly trustedHops: number;
  readonly metricsToken: string | null;
  readonly siteHttps: boolean;
}

export function readSecurityConfig(env: Env = process.env): SecurityConfig {
  const token = env.METRICS_TOKEN?.trim() ?? '';
  if (token !== '' && token.length < 16)
    throw new Error('METRICS_TOKEN must be at least 16 characters (or unset: /metrics from loopback only)');
  return {
    trustedHops: trustedProxyHops(env),
    metricsToken: token || null,
    siteHttps: configuredOrigin(env)?.protocol === 'https:',
  };
}
