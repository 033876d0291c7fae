import { type Env, readInt } from '@/lib/config/upstream';

/**
 * `TRUST_PROXY`: how many reverse proxies stand in front of the server and may be believed about the request, a
 * whole number from 0 to 10. `0` (the default): `X-Forwarded-*` headers are ignored, since any client can send
 * them; `1`: one proxy, such as nginx or a CDN, which appends to (or sets) `X-Forwarded-For`/`-Proto`/`-Host`;
 * `n`: a chain of n. Set it only when the server cannot be reached except through those proxies. Read by the
 * public origin (lib/http/public-origin.ts: `X-Forwarded-Host`/`-Proto`) and by client addresses for rate limits
 * and loopback checks (`X-Forwarded-For`).
 */

export type { Env };

export const MAX_TRUSTED_HOPS = 10;

/**
 * The number of trusted proxies `TRUST_PROXY` names (0 when unset).
 * @throws Error naming the variable when it is not a whole number from 0 to {@link MAX_TRUSTED_HOPS}.
 */
export function trustedProxyHops(env: Env = process.env): number {
  return readInt(env, 'TRUST_PROXY', 0, 0, MAX_TRUSTED_HOPS);
}

/** The comma-separated entries of a forwarded header, in order (a repeated header counts as one list). */
export function forwardedEntries(value: string | readonly string[] | null | undefined): string[] {
  const text = typeof value === 'string' ? value : (value ?? []).join(',');
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * The entry `hops` trusted proxies vouch for. The chain is the header's entries followed by what the server
 * itself saw (`own`); each proxy appends what it saw, so each trusted hop moves one step left, and entries further
 * left are the client's own word. With 0 hops: `own`. A chain shorter than that gives its first entry.
 */
export function vouchedEntry(entries: readonly string[], own: string, hops: number): string {
  const chain = [...entries, own];
  return chain[Math.max(0, chain.length - 1 - Math.max(0, hops))] ?? own;
}
