import { describe, expect, it } from 'vitest';
import { createMetrics, type Metrics } from '@/lib/metrics/metrics';
import { UpstreamError } from '@/lib/upstream/errors';
import { type CacheEntry, entryBytes } from './entry';
import type { SharedTier } from './redis-tier';
import { ResponseCache } from './response-cache';
import { TTL_TABLE } from './ttl-policy';

const MINUTE = 60_000;

/** A clock the test moves by hand. */
function clock(start = Date.parse('2026-03-01T12:00:00Z')) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

/** A loader that counts calls and returns numbered bodies (or fails while `down`). */
function loader(now: () => number, ttl = TTL_TABLE.collection) {
  const state = { calls: 0, down: false, gate: null as Promise<void> | null };
  const load = async (): Promise<CacheEntry> => {
    state.calls++;
    const n = state.calls;
    if (state.gate) await state.gate;
    if (state.down) throw new UpstreamError('down', 'network', null, 3);
    return { status: 200, headers: {}, body: `body ${n}`, fetchedAt: now(), ttl };
  };
  return { state, load };
}

class MapTier implements SharedTier {
  readonly map = new Map<string, CacheEntry>();
  gets = 0;
  async get(key: string) {
    this.gets++;
    return this.map.get(key) ?? null;
  }
  async set(key: string, entry: CacheEntry) {
    this.map.set(key, entry);
  }
  async close() {}
}

async function lookups(metrics: Metrics): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const v of (await metrics.cacheLookups.get()).values)
    out[`${v.labels.tier}/${v.labels.result}`] = v.value;
  return out;
}

describe('ResponseCache', () => {
  it('loads on a miss, then serves fresh from memory', async () => {
    const c = clock();
    const metrics = createMetrics();
    const cache = new ResponseCache({ memoryBytes: 1 << 20, now: c.now, metrics });
    const { state, load } = loader(c.now);
    expect(await cache.get('k', load)).toMatchObject({ state: 'fetched', from: 'upstream' });
    c.advance(4 * MINUTE);
    const hit = await cache.get('k', load);
    expect(hit).toMatchObject({ state: 'fresh', from: 'memory' });
    expect(hit.entry.body).toBe('body 1');
    expect(state.calls).toBe(1);
    expect(await lookups(metrics)).toEqual({ 'memory/miss': 1, 'memory/fresh': 1 });
  });

  it('serves stale within the grace window and refreshes once in the background', async () => {
    const c = clock();
    const cache = new ResponseCache({ memoryBytes: 1 << 20, now: c.now, metrics: createMetrics() });
    const { state, load } = loader(c.now);
    await cache.get('k', load);
    c.advance(6 * MINUTE);
    let release!: () => void;
    state.gate = new Promise<void>((r) => {
      release = r;
    });
    const stale = await Promise.all(Array.from({ length: 5 }, () => cache.get('k', load)));
    expect(stale.map((h) => [h.state, h.entry.body])).toEqual(Array(5).fill(['stale', 'body 1']));
    expect(state.calls).toBe(2);
    release();
    state.gate = null;
    await cache.idle();
    const fresh = await cache.get('k', load);
    expect(fresh).toMatchObject({ state: 'fresh', from: 'memory' });
    expect(fresh.entry.body).toBe('body 2');
    expect(state.calls).toBe(2);
  });

  it('keeps the stale entry when the background refresh fails', async () => {
    const c = clock();
    const cache = new ResponseCache({ memoryBytes: 1 << 20, now: c.now, metrics: createMetrics() });
    const { state, load } = loader(c.now);
    await cache.get('k', load);
    c.advance(6 * MINUTE);
    state.down = true;
    expect(await cache.get('k', load)).toMatchObject({ state: 'stale' });
    await cache.idle();
    expect((await cache.get('k', load)).entry.body).toBe('body 1');
  });

  it('past the grace window refreshes first, and serves stale-if-error when the upstream fails', async () => {
    const c = clock();
    const metrics = createMetrics();
    const cache = new ResponseCache({ memoryBytes: 1 << 20, now: c.now, metrics });
    const { state, load } = loader(c.now);
    await cache.get('k', load);
    c.advance(30 * MINUTE);
    expect(await cache.get('k', load)).toMatchObject({ state: 'fetched' });
    c.advance(30 * MINUTE);
    state.down = true;
    const hit = await cache.get('k', load);
    expect(hit).toMatchObject({ state: 'stale-if-error', from: 'memory' });
    expect(hit.entry.body).toBe('body 2');
    expect((await metrics.cacheStaleServed.get()).values).toEqual([
      expect.objectContaining({ labels: { reason: 'upstream_error' }, value: 1 }),
    ]);
  });

  it('throws the upstream error when nothing usable is cached', async () => {
    const c = clock();
    const cache = new ResponseCache({ memoryBytes: 1 << 20, now: c.now, metrics: createMetrics() });
    const { state, load } = loader(c.now);
    await cache.get('k', load);
    c.advance(TTL_TABLE.collection.freshMs + TTL_TABLE.collection.sieMs);
    state.down = true;
    await expect(cache.get('k', load)).rejects.toBeInstanceOf(UpstreamError);
    await expect(cache.get('other', load)).rejects.toBeInstanceOf(UpstreamError);
  });

  it('does not store no-store answers', async () => {
    const c = clock();
    const cache = new ResponseCache({ memoryBytes: 1 << 20, now: c.now, metrics: createMetrics() });
    const { state, load } = loader(c.now, TTL_TABLE['no-store']);
    await cache.get('k', load);
    await cache.get('k', load);
    expect(state.calls).toBe(2);
    expect(cache.memoryKeys()).toEqual([]);
  });

  it('coalesces concurrent misses into one load', async () => {
    const c = clock();
    const cache = new ResponseCache({ memoryBytes: 1 << 20, now: c.now, metrics: createMetrics() });
    const { state, load } = loader(c.now);
    const hits = await Promise.all(Array.from({ length: 10 }, () => cache.get('k', load)));
    expect(state.calls).toBe(1);
    expect(new Set(hits.map((h) => h.entry.body))).toEqual(new Set(['body 1']));
  });

  it('shares entries through the shared tier: a second cache loads nothing', async () => {
    const c = clock();
    const shared = new MapTier();
    const metrics = createMetrics();
    const a = new ResponseCache({ memoryBytes: 1 << 20, shared, now: c.now, metrics });
    const b = new ResponseCache({ memoryBytes: 1 << 20, shared, now: c.now, metrics });
    const { state, load } = loader(c.now);
    await a.get('k', load);
    const hit = await b.get('k', load);
    expect(hit).toMatchObject({ state: 'fresh', from: 'redis' });
    expect(state.calls).toBe(1);
    expect(await b.get('k', load)).toMatchObject({ from: 'memory' });
    expect(shared.gets).toBe(2);
    expect(await lookups(metrics)).toEqual({
      'memory/miss': 2,
      'redis/miss': 1,
      'redis/fresh': 1,
      'memory/fresh': 1,
    });
  });

  it("prefers the shared tier's newer entry over a stale local one", async () => {
    const c = clock();
    const shared = new MapTier();
    const a = new ResponseCache({ memoryBytes: 1 << 20, shared, now: c.now, metrics: createMetrics() });
    const b = new ResponseCache({ memoryBytes: 1 << 20, shared, now: c.now, metrics: createMetrics() });
    const { state, load } = loader(c.now);
    await a.get('k', load);
    await b.get('k', load);
    c.advance(30 * MINUTE);
    await a.get('k', load);
    const hit = await b.get('k', load);
    expect(hit).toMatchObject({ state: 'fresh', from: 'redis' });
    expect(hit.entry.body).toBe('body 2');
    expect(state.calls).toBe(2);
  });

  it('keeps its memory tier within its byte budget, least recently used out first, and reports its size', async () => {
    const c = clock();
    const metrics = createMetrics();
    // Each entry here is 'body n' (6 bytes), a one-letter key and the entry overhead: two fit in 700 bytes.
    const entry = entryBytes(
      { status: 200, headers: {}, body: 'body 1', fetchedAt: 0, ttl: TTL_TABLE.collection },
      'a',
    );
    const cache = new ResponseCache({ memoryBytes: 700, now: c.now, metrics });
    const { state, load } = loader(c.now);
    for (const k of ['a', 'b']) await cache.get(k, load);
    await cache.get('a', load);
    await cache.get('c', load);
    expect(cache.memoryKeys()).toEqual(['a', 'c']);
    expect((await metrics.cacheMemoryBytes.get()).values[0]?.value).toBe(2 * entry);
    expect((await metrics.cacheMemoryEntries.get()).values[0]?.value).toBe(2);
    await cache.get('b', load);
    expect(state.calls).toBe(4);
  });

  it('keeps nothing larger than its whole budget', async () => {
    const c = clock();
    const cache = new ResponseCache({ memoryBytes: 100, now: c.now, metrics: createMetrics() });
    const { state, load } = loader(c.now);
    await cache.get('a', load);
    await cache.get('a', load);
    expect(state.calls).toBe(2);
    expect(cache.memoryKeys()).toEqual([]);
  });
});
