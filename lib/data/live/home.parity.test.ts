import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRecentCases } from '@/lib/store/home-cases';
import { readStoreMeta } from '@/lib/store/meta';
import { danishToday } from '../case-values';
import { getRecentlyUpdatedCases, toCaseUpdate } from '../home';
import { updatedBefore } from '../site';
import { liveRecentCases } from './home';
import { type ParityHarness, startParity } from './parity.fixture';

let h: ParityHarness;
beforeAll(async () => {
  h = await startParity();
});
afterAll(() => h.close());

describe('recently updated cases in live mode', () => {
  it('equals the store read for the same "today"', async () => {
    const db = new Database(h.db, { readonly: true });
    try {
      const before = updatedBefore(readStoreMeta(db).asOf);
      for (const limit of [1, 8, 50]) {
        const store = selectRecentCases(db, before, limit);
        expect(await h.live(() => liveRecentCases(before, limit))).toEqual(store);
      }
    } finally {
      db.close();
    }
  });

  it('in live mode counts up to the Danish today, newest first, in one request', async () => {
    h.upstream.reset();
    const cases = await h.live(() => getRecentlyUpdatedCases(8));
    expect(h.upstream.requests).toHaveLength(1);
    expect(cases).toHaveLength(8);
    const tomorrow = updatedBefore(danishToday());
    for (const c of cases) expect(c.updated < tomorrow).toBe(true);
    const stamps = cases.map((c) => c.updated);
    expect([...stamps].sort().reverse()).toEqual(stamps);
    expect(cases[0]).toEqual(toCaseUpdate((await h.live(() => liveRecentCases(tomorrow, 1)))[0]!));
  });
});
