import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VoteFilters } from '../types';
import { getLatestVotes, getVoteFilterOptions, getVotes } from '../votes';
import { type ParityHarness, startParity } from './parity.fixture';
import { countRounds } from './rounds.fixture';

let h: ParityHarness;
beforeAll(async () => {
  h = await startParity();
});
afterAll(() => h.close());

const all: VoteFilters = { period: null, voteTypeId: null, outcome: null, page: 1 };

describe('the vote list in live mode', () => {
  it('equals the store read for filter combinations, pages and a page past the end', async () => {
    const cases: VoteFilters[] = [
      all,
      { ...all, page: 2 },
      { ...all, page: 7 },
      { ...all, page: 99 },
      { ...all, page: -3 },
      { ...all, period: '20241' },
      { ...all, period: '20131', page: 1 },
      { ...all, period: '20182' },
      { ...all, period: "19'91" },
      { ...all, voteTypeId: 4 },
      { ...all, voteTypeId: 2, page: 2 },
      { ...all, outcome: 'vedtaget' },
      { ...all, outcome: 'forkastet' },
      { ...all, period: '20241', voteTypeId: 1, outcome: 'vedtaget' },
      { ...all, period: '20211', outcome: 'forkastet' },
    ];
    for (const filters of cases) {
      const store = await h.store(() => getVotes(filters));
      expect(await h.live(() => getVotes(filters)), JSON.stringify(filters)).toEqual(store);
    }
    const sample = await h.store(() => getVotes({ ...all, period: '20241' }));
    expect(sample.total).toBeGreaterThan(0);
  });

  it('reads one page with one request', async () => {
    h.upstream.reset();
    expect((await countRounds(h, () => getVotes({ ...all, voteTypeId: 1, page: 3 }))).rounds).toBe(1);
    expect(h.upstream.requests).toHaveLength(1);
    expect(h.upstream.requests[0]).toContain('inlinecount=allpages');
  });

  it('equals the store read for the latest votes, also past one window of 100', async () => {
    for (const limit of [1, 10, 20, 150, 200, 500]) {
      const store = await h.store(() => getLatestVotes(limit));
      expect(await h.live(() => getLatestVotes(limit)), `limit ${limit}`).toEqual(store);
    }
  });

  it('offers the same filter choices (sessions with votes, newest first; every vote type) in two rounds (the second in waves)', async () => {
    const store = await h.store(() => getVoteFilterOptions());
    // The tiny store has sessions with meetings but no votes (20182, 20142): they are not offered.
    expect(store.periods.map((p) => p.code)).not.toContain('20182');
    const fresh = await startParity({ db: h.db, latencyMs: 200 });
    try {
      const started = performance.now();
      const { value: live, rounds } = await countRounds(fresh, () => getVoteFilterOptions());
      const elapsed = performance.now() - started;
      expect(live).toEqual(store);
      expect(rounds).toBe(2);
      // Periode + Afstemningstype, then one probe per session with meetings (waves of 10 under the limiter).
      const probes = fresh.upstream.requests.filter((r) => r.includes('/api/Afstemning?'));
      expect(fresh.upstream.requests).toHaveLength(2 + probes.length);
      console.info(
        `cold filter options: ${rounds} rounds, ${fresh.upstream.requests.length} requests, ${Math.round(elapsed)} ms`,
      );
    } finally {
      await fresh.close();
    }
  });
});
