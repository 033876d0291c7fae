import { LRUCache } from 'lru-cache';
import { InFlight } from '@/lib/upstream/coalesce';
import type { ExecutedRead, ReadRunner } from './run-read';

export interface ReadCacheOptions {
  /** Bytes of answers kept (bodies plus keys); 0 keeps none. */
  readonly memoryBytes: number;
  /**
   * The version of the data the reads see (the mirror's generation); part of every key, so a sync cycle's data is
   * never answered from an older copy. Read for each request.
   */
  readonly version: () => string | number | null;
  readonly now?: () => number;
}

/** Per-entry bookkeeping beyond the body and key (the response's headers, the TTL, the map's slot). */
const ENTRY_OVERHEAD_BYTES = 512;

/** The answer's byte size, for the budget. */
function sizeOf(read: ExecutedRead, key: string): number {
  const body = read.response.body;
  const bodyBytes = body === null ? 0 : typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
  return bodyBytes + key.length * 2 + ENTRY_OVERHEAD_BYTES;
}

/**
 * `/api` reads remembered in the serving process: a read whose answer is still fresh by its own TTL (the same one
 * its `Cache-Control` gives a CDN) is answered from memory, without planning it in a query thread again, and
 * identical reads in flight run once. Keyed by the data's version and the whole plan (path, options, the query as
 * sent, the service root), which decides the answer. Only 200 answers with a fresh window are kept; a cached
 * answer carries when it was read (`fetchedAt`), so its `Age` is told.
 */
export function cachedReads(reads: ReadRunner, options: ReadCacheOptions): ReadRunner {
  if (options.memoryBytes <= 0) return reads;
  const now = options.now ?? Date.now;
  const entries = new LRUCache<string, ExecutedRead>({
    maxSize: options.memoryBytes,
    sizeCalculation: sizeOf,
  });
  const inFlight = new InFlight<ExecutedRead>();
  return (read, at, client) => {
    const key = `${options.version() ?? ''}|${JSON.stringify(read)}`;
    const kept = entries.get(key);
    const t = now();
    if (kept && t - (kept.fetchedAt ?? 0) < kept.ttl.freshMs) return Promise.resolve(kept);
    return inFlight.run(key, async () => {
      const executed = await reads(read, at, client);
      const fetched = { ...executed, fetchedAt: now() };
      if (executed.response.status === 200 && executed.ttl.freshMs > 0) entries.set(key, fetched);
      return fetched;
    });
  };
}
