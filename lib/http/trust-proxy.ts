/**
 * `TRUST_PROXY`: how many reverse proxies stand in front of the server and may be believed about the request —
 * `0` (the default; also unset, empty, `false` or anything that is not a whole number): `X-Forwarded-*` headers
 * are ignored, since any client can send them; `1` (or `true`): one proxy, such as nginx or a CDN, which appends
 * to (or sets) `X-Forwarded-For`/`-Proto`/`-Host`; `n`: a chain of n. Read by the public origin
 * (lib/http/public-origin.ts: `X-Forwarded-Host`/`-Proto`) and by client addresses for rate limits
 * (`X-Forwarded-For`).
 */

export type Env = Readonly<Record<string, string | undefined>>;

const MAX_HOPS = 10;

/** The number of trusted proxies `TRUST_PROXY` names (see the module comment); 0 when unset or unreadable. */
export function trustedProxyHops(env: Env = process.env): number {
  const value = env.TRUST_PROXY?.trim().toLowerCase() ?? '';
  if (value === 'true') return 1;
  if (!/^\d{1,2}$/.test(value)) return 0;
  return Math.min(Number(value), MAX_HOPS);
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
