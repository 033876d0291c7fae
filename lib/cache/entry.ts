import type { Ttl } from './ttl-policy';

/** One cached upstream answer: what is needed to answer again, and when it was fetched. */
export interface CacheEntry {
  readonly status: number;
  /** The upstream headers worth keeping (Content-Type, DataServiceVersion). */
  readonly headers: Readonly<Record<string, string>>;
  /** The body as the upstream sent it (its own service root in links; rewritten when served). */
  readonly body: string;
  /** ms since the epoch. */
  readonly fetchedAt: number;
  readonly ttl: Ttl;
}

/**
 * `fresh`: serve as is. `stale`: serve, and refresh in the background. `expired`: refresh first; serve only if the
 * upstream fails (stale-if-error). `dead`: unusable.
 */
export type Freshness = 'fresh' | 'stale' | 'expired' | 'dead';

export function freshnessOf(entry: CacheEntry, now: number): Freshness {
  const age = now - entry.fetchedAt;
  const { freshMs, swrMs, sieMs } = entry.ttl;
  if (age < freshMs) return 'fresh';
  if (age < freshMs + swrMs) return 'stale';
  if (age < freshMs + sieMs) return 'expired';
  return 'dead';
}

/** How long after fetching an entry can still be of use (the shared tier's expiry). */
export const lifetimeMs = (entry: CacheEntry): number =>
  entry.ttl.freshMs + Math.max(entry.ttl.swrMs, entry.ttl.sieMs);

/** Bookkeeping counted per entry on top of its body and key. */
const ENTRY_OVERHEAD_BYTES = 256;

/** The bytes an entry is charged in the in-process cache: its body (UTF-8), its key and a fixed overhead. */
export const entryBytes = (entry: CacheEntry, key: string): number =>
  Buffer.byteLength(entry.body, 'utf8') + key.length + ENTRY_OVERHEAD_BYTES;

/** `{"v":1,…meta}\n<body>`: the metadata as one JSON line, then the body unescaped. */
export function serializeEntry(entry: CacheEntry): string {
  const { body, ...meta } = entry;
  return `${JSON.stringify({ v: 1, ...meta })}\n${body}`;
}

/** The entry back from `serializeEntry`'s text; null for anything else (an old format, a foreign value). */
export function deserializeEntry(text: string): CacheEntry | null {
  const newline = text.indexOf('\n');
  if (newline < 0) return null;
  try {
    const meta = JSON.parse(text.slice(0, newline)) as Partial<CacheEntry> & { v?: number };
    if (meta.v !== 1 || typeof meta.status !== 'number' || typeof meta.fetchedAt !== 'number' || !meta.ttl)
      return null;
    return {
      status: meta.status,
      headers: meta.headers ?? {},
      body: text.slice(newline + 1),
      fetchedAt: meta.fetchedAt,
      ttl: meta.ttl,
    };
  } catch {
    return null;
  }
}
