/**
 * Counts the sequential rounds of upstream requests a live read takes, independent of the stand-in's speed: a
 * request's round is one more than the deepest round of the requests that had answered before it was sent;
 * requests in flight together share a round. Three ways in, one count (`roundsOf`):
 * - `trackRounds(service)`: every read through the service's cache tiers (cached answers included) until reset;
 * - `countRounds(h, read)`: the same around one read of a parity harness, on a logical clock (exact ordering);
 * - `countFetchRounds(db, read, latencyMs)`: the HTTP requests that really reach the stand-in (misses only), on a
 *   fresh harness — a request that waited for a free slot under the concurrency limit counts as a later round.
 *
 *   const rounds = trackRounds(h.liveService);
 *   await h.live(read);
 *   expect(rounds.count()).toBeLessThanOrEqual(3);
 */
import type { ODataService } from '@/lib/service/configured-service';
import { type ParityHarness, startParity } from './parity.fixture';

/** When a request was sent and answered, on any clock that only moves forward. */
interface Span {
  readonly start: number;
  end: number;
}

/** The deepest round among the spans (0 for none). */
export function roundsOf(spans: readonly Span[]): number {
  const ordered = [...spans].sort((a, b) => a.start - b.start);
  const round = new Map<Span, number>();
  for (const span of ordered) {
    let before = 0;
    for (const [other, r] of round) if (other.end < span.start && r > before) before = r;
    round.set(span, before + 1);
  }
  return Math.max(0, ...round.values());
}

type Fetcher = (...args: never[]) => Promise<unknown>;

/** Wraps `fetcher` so each call records a span on `clock`. */
function timed<F extends Fetcher>(fetcher: F, spans: Span[], clock: () => number): F {
  return (async (...args: Parameters<F>) => {
    const span: Span = { start: clock(), end: Number.POSITIVE_INFINITY };
    spans.push(span);
    try {
      return await fetcher(...args);
    } finally {
      span.end = clock();
    }
  }) as F;
}

export interface RoundTracker {
  /** Rounds since the last reset (0 when nothing was requested). */
  count(): number;
  /** Requests since the last reset. */
  requests(): number;
  reset(): void;
}

type LiveRuntime = NonNullable<ODataService['live']>;

export function trackRounds(service: ODataService): RoundTracker {
  const live = service.live as { fetchCached: LiveRuntime['fetchCached'] } | null;
  if (!live) throw new Error('trackRounds needs a live service');
  let spans: Span[] = [];
  let tick = 0;
  const original = live.fetchCached;
  live.fetchCached = timed(original, spans, () => ++tick);
  return {
    count: () => roundsOf(spans),
    requests: () => spans.length,
    reset() {
      spans = [];
      live.fetchCached = timed(original, spans, () => ++tick);
    },
  };
}

export interface RoundsResult<T> {
  readonly value: T;
  /** Sequential rounds (0 when everything came from the cache). */
  readonly rounds: number;
  /** Requests sent through the cache tiers (cached ones included). */
  readonly calls: number;
}

export async function countRounds<T>(h: ParityHarness, read: () => Promise<T>): Promise<RoundsResult<T>> {
  const live = h.liveService.live as { fetchCached: LiveRuntime['fetchCached'] } | null;
  if (!live) throw new Error('the harness has no live runtime');
  const original = live.fetchCached;
  const spans: Span[] = [];
  let tick = 0;
  live.fetchCached = timed(original, spans, () => ++tick);
  try {
    const value = await h.live(read);
    return { value, rounds: roundsOf(spans), calls: spans.length };
  } finally {
    live.fetchCached = original;
  }
}

export interface RoundCount {
  readonly rounds: number;
  readonly requests: number;
}

export async function countFetchRounds(
  db: string,
  read: (h: ParityHarness) => Promise<unknown>,
  latencyMs = 200,
): Promise<RoundCount> {
  const spans: Span[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = timed(realFetch, spans, () => performance.now());
  let h: ParityHarness | null = null;
  try {
    // The live client takes the global fetch when it is created, i.e. here.
    h = await startParity({ db, latencyMs });
    await h.live(() => read(h as ParityHarness));
  } finally {
    globalThis.fetch = realFetch;
    await h?.close();
  }
  return { rounds: roundsOf(spans), requests: spans.length };
}
