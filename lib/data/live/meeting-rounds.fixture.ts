/**
 * Counts the sequential rounds of upstream requests a live read needs: each request's round is one more than the
 * latest round of the requests that had finished before it started (requests in flight together share a round;
 * one that waited for a free slot under the client's concurrency limit counts as a later round, as its latency
 * does). The stand-in upstream answers after `latencyMs`, so requests issued together overlap whatever the load
 * on the machine running the tests.
 */
import { type ParityHarness, startParity } from './parity.fixture';

export interface RoundCount {
  readonly rounds: number;
  readonly requests: number;
}

export async function countRounds(
  db: string,
  read: (h: ParityHarness) => Promise<unknown>,
  latencyMs = 200,
): Promise<RoundCount> {
  const spans: { start: number; end: number }[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
    const span = { start: performance.now(), end: Number.POSITIVE_INFINITY };
    spans.push(span);
    try {
      return await realFetch(...args);
    } finally {
      span.end = performance.now();
    }
  };
  let h: ParityHarness | null = null;
  try {
    // The live client takes the global fetch when it is created, i.e. here.
    h = await startParity({ db, latencyMs });
    await h.live(() => read(h as ParityHarness));
  } finally {
    globalThis.fetch = realFetch;
    await h?.close();
  }
  const ordered = [...spans].sort((a, b) => a.start - b.start);
  const round = new Map<(typeof ordered)[number], number>();
  for (const span of ordered) {
    let before = 0;
    for (const [other, r] of round) if (other.end <= span.start && r > before) before = r;
    round.set(span, before + 1);
  }
  return { rounds: Math.max(0, ...round.values()), requests: spans.length };
}
