/**
 * Counts the sequential rounds of upstream requests a live read makes: each request the read sends through the
 * cache tiers is timed from the call to the answer, and a request is one round deeper than the deepest request
 * that had answered before it was sent. Requests sent together (Promise.all) share a round, however the
 * concurrency limit or a busy machine staggers them, so the count does not depend on wall-clock margins.
 */
import type { ParityHarness } from './parity.fixture';

export interface RoundsResult<T> {
  readonly value: T;
  /** Sequential rounds (0 when everything came from the cache). */
  readonly rounds: number;
  /** Requests sent through the cache tiers (cached ones included). */
  readonly calls: number;
}

export async function countRounds<T>(h: ParityHarness, read: () => Promise<T>): Promise<RoundsResult<T>> {
  const live = h.liveService.live;
  if (!live) throw new Error('the harness has no live runtime');
  const original = live.fetchCached;
  const spans: { start: number; end: number }[] = [];
  let clock = 0;
  // A logical clock: ticks on every call and answer, so "answered before sent" is exact.
  const patched: typeof original = async (request) => {
    const span = { start: ++clock, end: Number.POSITIVE_INFINITY };
    spans.push(span);
    try {
      return await original(request);
    } finally {
      span.end = ++clock;
    }
  };
  (live as { fetchCached: typeof original }).fetchCached = patched;
  try {
    const value = await h.live(read);
    const depth = spans.map(() => 0);
    spans.forEach((s, i) => {
      let deepest = 0;
      spans.forEach((p, j) => {
        if (j < i && p.end < s.start) deepest = Math.max(deepest, depth[j] ?? 0);
      });
      depth[i] = deepest + 1;
    });
    return { value, rounds: Math.max(0, ...depth), calls: spans.length };
  } finally {
    (live as { fetchCached: typeof original }).fetchCached = original;
  }
}
