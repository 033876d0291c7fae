import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxy } from '@/proxy';
import { getVote } from '../vote';
import { type ParityHarness, startParity } from './parity.fixture';
import { liveVoteExists } from './vote-exists';

let h: ParityHarness;
beforeAll(async () => {
  h = await startParity();
});
afterAll(() => h.close());

describe('the proxy’s live existence check', () => {
  it('says whether the service has the vote, and the page then reads it without asking again for it', async () => {
    expect(await h.live(() => liveVoteExists(5))).toBe(true);
    expect(await h.live(() => liveVoteExists(999_999))).toBe(false);
    const asked = h.upstream.requests.filter((r) => r.includes('/api/Afstemning(5)')).length;
    const stemme = h.upstream.requests.filter((r) => r.includes('/api/Stemme?')).length;
    expect(asked).toBe(1);
    const vote = await h.live(() => getVote(5));
    expect(vote?.id).toBe(5);
    // The vote and its Stemme windows came from the cache: only the memberships were new.
    expect(h.upstream.requests.filter((r) => r.includes('/api/Afstemning(5)'))).toHaveLength(asked);
    expect(h.upstream.requests.filter((r) => r.includes('/api/Stemme?'))).toHaveLength(stemme);
  });

  it('cannot say (null, so the page answers) when the service fails and nothing is cached', async () => {
    h.upstream.failNext(20, 503);
    expect(await h.live(() => liveVoteExists(6))).toBeNull();
    await h.upstream.stop();
    try {
      expect(await h.live(() => liveVoteExists(7))).toBeNull();
      // A vote checked before is still known from the cache.
      expect(await h.live(() => liveVoteExists(5))).toBe(true);
    } finally {
      h.upstream.failNext(0);
      await h.upstream.start();
    }
  });
});

describe('proxy.ts in live mode', () => {
  const ask = (path: string) => h.live(() => proxy(new NextRequest(`http://localhost${path}`)));

  it('answers 404 for a vote the service does not have, without touching the store', async () => {
    const db = process.env.ODA_DB;
    // With no store file a store probe would let every id through (the layout explains the missing store).
    process.env.ODA_DB = '/nonexistent/tingdata.sqlite';
    try {
      expect((await ask('/afstemning/999998'))?.status).toBe(404);
      expect(await ask('/afstemning/5')).toBeUndefined();
      expect((await ask('/afstemning/abc'))?.status).toBe(404);
      expect(await ask('/afstemning/5/stemmer.csv')).toBeUndefined();
    } finally {
      process.env.ODA_DB = db;
    }
  });

  it('lets the page answer (no 5xx of its own) when the service is down', async () => {
    await h.upstream.stop();
    try {
      expect(await ask('/afstemning/8')).toBeUndefined();
    } finally {
      await h.upstream.start();
    }
  });
});
