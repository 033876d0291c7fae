import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDataFreshness, getSiteInfo } from '../site';
import { type ParityHarness, startParity } from './parity.fixture';

let h: ParityHarness;
beforeAll(async () => {
  h = await startParity();
});
afterAll(() => h.close());

describe('site information in live mode', () => {
  it('is not synthetic and dated today; the freshness comes from the service', async () => {
    const info = await h.live(() => getSiteInfo());
    expect(info).toMatchObject({ synthetic: false, scale: null });
    expect(info.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const store = await h.store(() => getDataFreshness());
    const live = await h.live(() => getDataFreshness());
    expect(store.newestUpdate).not.toBeNull();
    // The tiny store's "today" is in the past, so live mode (today = now) sees at least as new a change.
    expect(live.newestUpdate !== null && live.newestUpdate >= (store.newestUpdate ?? '')).toBe(true);
    expect(h.upstream.requests.some((r) => r.includes('/api/Sag?'))).toBe(true);
  });

  it('leaves the footer without a date rather than failing when the service is down and nothing is cached', async () => {
    await h.upstream.stop();
    try {
      const fresh = await startParity({ db: h.db });
      await fresh.upstream.stop();
      const live = await fresh.live(() => getDataFreshness());
      expect(live.newestUpdate).toBeNull();
      await fresh.upstream.start();
      await fresh.close();
    } finally {
      await h.upstream.start();
    }
  });
});
