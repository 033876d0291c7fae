import { LRUCache } from 'lru-cache';
import { getMetrics, type Metrics } from '@/lib/metrics/metrics';
import { InFlight } from '@/lib/upstream/coalesce';
import { type CacheEntry, entryBytes, type Freshness, freshnessOf } from './entry';
import type { SharedTier } from './redis-tier';

/**
 * How an answer was served: `fresh` from a tier; `stale` from a tier past freshness while one background refresh
 * runs (stale-while-revalidate); `stale-if-error` from a tier because the upstream failed; `fetched` just now.
 */
export type ServedState = 'fresh' | 'stale' | 'stale-if-error' | 'fetched';
export type ServedFrom = 'memory' | 'redis' | 'upstream';

export interface CacheHit {
  readonly entry: CacheEntry;
  readonly state: ServedState;
  readonly from: ServedFrom;
}

export interface ResponseCacheOptions {
  /** The in-process tier's budget, in bytes of stored bodies (plus keys and a small overhead per entry). */
  readonly memoryBytes: number;
  /** The shared tier (Redis), when configured. */
  readonly shared?: SharedTier | null;
  readonly now?: () => number;
  readonly metrics?: Metrics;
}

/**
 * The read-through response cache: an in-process LRU bounded in bytes, then the shared tier, then `load` (the
 * upstream). Within an entry's TTL it is served fresh; in its grace window it is served stale while one coalesced
 * background refresh runs; after that it is refreshed first, and served stale only if the refresh fails and the
 * entry is still within its stale-if-error window. Identical loads in flight (foreground or background) are one.
 */
export class ResponseCache {
  readonly now: () => number;
  readonly #memory: LRUCache<string, CacheEntry>;
  readonly #shared: SharedTier | null;
  readonly #metrics: Metrics;
  readonly #loads = new InFlight<CacheEntry>();
  readonly #background = new Set<Promise<unknown>>();

  constructor(options: ResponseCacheOptions) {
    this.now = options.now ?? Date.now;
    this.#shared = options.shared ?? null;
    this.#metrics = options.metrics ?? getMetrics();
    this.#memory = new LRUCache<string, CacheEntry>({
      maxSize: options.memoryBytes,
      sizeCalculation: entryBytes,
    });
  }

  /** The in-process tier's keys, least recently used first (for inspection). */
  memoryKeys(): string[] {
    return [...this.#memory.rkeys()];
  }

  /**
   * The answer for `key`: from a tier when usable, else from `load` (whose entry is then stored in both tiers
   * unless its TTL says no-store). Throws `load`'s error when there is nothing to fall back on.
   */
  async get(key: string, load: () => Promise<CacheEntry>): Promise<CacheHit> {
    const now = this.now();
    let best: { entry: CacheEntry; from: ServedFrom } | null = null;

    const local = this.#memory.get(key);
    const localState = local ? freshnessOf(local, now) : 'dead';
    this.#count('memory', localState);
    if (local && localState === 'fresh') return { entry: local, state: 'fresh', from: 'memory' };
    if (local && localState !== 'dead') best = { entry: local, from: 'memory' };
    else if (local) this.#forget(key);

    if (this.#shared) {
      const remote = await this.#shared.get(key);
      const remoteState = remote ? freshnessOf(remote, now) : 'dead';
      this.#count('redis', remoteState);
      if (remote && remoteState !== 'dead' && (!best || remote.fetchedAt > best.entry.fetchedAt)) {
        best = { entry: remote, from: 'redis' };
        this.#keep(key, remote);
      }
    }

    const state = best ? freshnessOf(best.entry, now) : 'dead';
    if (best && state === 'fresh') return { ...best, state: 'fresh' };
    if (best && state === 'stale') {
      this.#refreshInBackground(key, load);
      this.#metrics.cacheStaleServed.inc({ reason: 'revalidate' });
      return { ...best, state: 'stale' };
    }
    try {
      return { entry: await this.#load(key, load), state: 'fetched', from: 'upstream' };
    } catch (error) {
      if (!best) throw error;
      this.#metrics.cacheStaleServed.inc({ reason: 'upstream_error' });
      return { ...best, state: 'stale-if-error' };
    }
  }

  /** Resolves when no background refresh is running (tests, orderly shutdown). */
  async idle(): Promise<void> {
    while (this.#background.size > 0) await Promise.allSettled([...this.#background]);
  }

  async close(): Promise<void> {
    await this.idle();
    await this.#shared?.close();
  }

  #load(key: string, load: () => Promise<CacheEntry>): Promise<CacheEntry> {
    return this.#loads.run(key, async () => {
      const entry = await load();
      if (entry.ttl.freshMs > 0) {
        this.#keep(key, entry);
        await this.#shared?.set(key, entry);
      }
      return entry;
    });
  }

  #refreshInBackground(key: string, load: () => Promise<CacheEntry>): void {
    if (this.#loads.has(key)) return;
    // A failed refresh keeps the stale entry; the upstream client has counted the error.
    const refresh = this.#load(key, load).catch(() => undefined);
    this.#background.add(refresh);
    void refresh.finally(() => this.#background.delete(refresh));
  }

  #keep(key: string, entry: CacheEntry): void {
    this.#memory.set(key, entry);
    this.#gauge();
  }

  #forget(key: string): void {
    this.#memory.delete(key);
    this.#gauge();
  }

  /** The in-process tier's size for the metrics, after every change. */
  #gauge(): void {
    this.#metrics.cacheMemoryBytes.set(this.#memory.calculatedSize);
    this.#metrics.cacheMemoryEntries.set(this.#memory.size);
  }

  #count(tier: 'memory' | 'redis', state: Freshness): void {
    const result = state === 'fresh' ? 'fresh' : state === 'dead' ? 'miss' : 'stale';
    this.#metrics.cacheLookups.inc({ tier, result });
  }
}
