/**
 * Reading `X-Forwarded-*` headers behind the trusted proxies that `TRUST_PROXY` counts (lib/config/trust-proxy.ts).
 */

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
