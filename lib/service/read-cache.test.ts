import { describe, expect, it } from 'vitest';
import { TTL_TABLE } from '@/lib/cache/ttl-policy';
import type { ReadPlan } from './compile-read';
import { cachedReads } from './read-cache';
import type { ExecutedRead, ReadRunner } from './run-read';

const plan = (top: number): ReadPlan => ({ top }) as unknown as ReadPlan;
const FRESH = TTL_TABLE.collection;

/** A runner that counts its reads and answers `status` with a body naming the read's number. */
function counting(status = 200, ttl = FRESH) {
  const calls: number[] = [];
  const runner: ReadRunner = async (_read, at) => {
    calls.push(at);
    await new Promise((resolve) => setTimeout(resolve, 5));
    return {
      response: { status, headers: {}, body: new TextEncoder().encode(`read ${calls.length}`) },
      ttl,
      etag: `"${calls.length}"`,
    };
  };
  return { runner, calls };
}

const text = (read: ExecutedRead) => new TextDecoder().decode(read.response.body as Uint8Array);

describe('cachedReads', () => {
  it('answers a read again from memory while it is fresh, saying when it was read', async () => {
    let t = 1_000;
    const { runner, calls } = counting();
    const reads = cachedReads(runner, { memoryBytes: 1 << 20, version: () => 1, now: () => t });
    const first = await reads(plan(5), t);
    t += 1_000;
    const again = await reads(plan(5), t);
    expect(calls).toHaveLength(1);
    expect(text(again)).toBe('read 1');
    expect(again.fetchedAt).toBe(first.fetchedAt);
    expect(text(await reads(plan(6), t))).toBe('read 2');
    t += FRESH.freshMs;
    expect(text(await reads(plan(5), t))).toBe('read 3');
  });

  it('reads again when the data version changes', async () => {
    let version = 1;
    const { runner, calls } = counting();
    const reads = cachedReads(runner, { memoryBytes: 1 << 20, version: () => version });
    await reads(plan(5), 0);
    version = 2;
    expect(text(await reads(plan(5), 0))).toBe('read 2');
    expect(calls).toHaveLength(2);
  });

  it('runs identical reads in flight once', async () => {
    const { runner, calls } = counting();
    const reads = cachedReads(runner, { memoryBytes: 1 << 20, version: () => null });
    const answers = await Promise.all([reads(plan(5), 0), reads(plan(5), 0), reads(plan(5), 0)]);
    expect(calls).toHaveLength(1);
    expect(answers.map(text)).toEqual(['read 1', 'read 1', 'read 1']);
  });

  it('keeps answers within its byte budget, the least recently used out first', async () => {
    const { runner, calls } = counting();
    // Each answer: 'read n' (6 bytes), its key '1|{"top":n}' (12 characters, counted twice) and 512 bytes
    // of bookkeeping, 542 in all: two fit in 1,100 bytes, three do not.
    const reads = cachedReads(runner, { memoryBytes: 1_100, version: () => 1 });
    await reads(plan(5), 0);
    await reads(plan(6), 0);
    await reads(plan(5), 0);
    await reads(plan(7), 0);
    expect(calls).toHaveLength(3);
    expect(text(await reads(plan(5), 0))).toBe('read 1');
    expect(text(await reads(plan(7), 0))).toBe('read 3');
    expect(text(await reads(plan(6), 0))).toBe('read 4');
  });

  it('keeps no error, no answer without a fresh window, and nothing with no memory', async () => {
    for (const [status, ttl, memory] of [
      [503, FRESH, 1 << 20],
      [200, TTL_TABLE['no-store'], 1 << 20],
      [200, FRESH, 0],
    ] as const) {
      const { runner, calls } = counting(status, ttl);
      const reads = cachedReads(runner, { memoryBytes: memory, version: () => 1 });
      await reads(plan(5), 0);
      await reads(plan(5), 0);
      expect(calls).toHaveLength(2);
    }
  });
});
