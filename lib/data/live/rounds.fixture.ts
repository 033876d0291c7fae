/**
 * Counts the sequential rounds of upstream requests a live read takes: each request the reader sends through the
 * cache tiers is timed, and a request's round is one more than the latest round of those that had finished before
 * it started (requests in flight together share a round). Independent of the stand-in's own speed, unlike timing.
 *
 *   const rounds = trackRounds(h.liveService);
 *   await h.live(read);
 *   expect(rounds.count()).toBeLessThanOrEqual(3);
 */
import type { ODataService } from '@/lib/service/configured-service';

export interface RoundTracker {
  /** Rounds since the last reset (0 when nothing was requested). */
  count(): number;
  /** Requests since the last reset. */
  requests(): number;
  reset(): void;
}

export function trackRounds(service: ODataService): RoundTracker {
  const live = service.live as { fetchCached: (...args: unknown[]) => Promise<unknown> } | null;
  if (!live) throw new Error('trackRounds needs a live service');
  const original = live.fetchCached;
  let calls: { start: number; end: number }[] = [];
  live.fetchCached = async (...args: unknown[]) => {
    const call = { start: performance.now(), end: Number.POSITIVE_INFINITY };
    calls.push(call);
    try {
      return await original(...args);
    } finally {
      call.end = performance.now();
    }
  };
  return {
    count() {
      const sorted = [...calls].sort((a, b) => a.start - b.start);
      const round = new Map<(typeof calls)[number], number>();
      for (const call of sorted) {
        let before = 0;
        for (const [other, r] of round) if (other.end <= call.start) before = Math.max(before, r);
        round.set(call, before + 1);
      }
      return Math.max(0, ...round.values());
    },
    requests: () => calls.length,
    reset() {
      calls = [];
    },
  };
}
