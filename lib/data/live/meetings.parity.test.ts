import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MeetingSearch } from '@/lib/url-state/meeting-search';
import { getMeetingFilterOptions, getMeetings, getUpcomingMeetings } from '../meetings';
import { type ParityHarness, startParity } from './parity.fixture';
import { countFetchRounds } from './rounds.fixture';

/*
 * The meeting lists, live against store. Live mode splits upcoming from past at today's Danish date, the store at
 * its as_of (2026-11-20 for the tiny store, seed 3): the clock is set to that day so both split alike.
 */

let h: ParityHarness;
beforeAll(async () => {
  h = await startParity();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T12:00:00Z'));
});
afterAll(async () => {
  vi.useRealTimers();
  await h.close();
});

describe('the meeting lists in live mode', () => {
  it.each([
    '',
    'side=2',
    'tid=tidligere',
    'tid=tidligere&side=3',
    'tid=tidligere&type=2',
    'tid=tidligere&type=1&samling=20141',
    'type=1',
    'samling=20261',
    'tid=tidligere&side=9999',
  ])('lists ?%s as the store does', async (url) => {
    const search = MeetingSearch.fromUrl(new URLSearchParams(url));
    const store = await h.store(() => getMeetings(search));
    expect(store.today).toBe('2026-11-20');
    expect(await h.live(() => getMeetings(search))).toEqual(store);
  });

  it('has lists worth comparing', async () => {
    const past = await h.store(() =>
      getMeetings(MeetingSearch.fromUrl(new URLSearchParams('tid=tidligere'))),
    );
    expect(past.total).toBeGreaterThan(100);
    expect((await h.store(() => getMeetings(MeetingSearch.DEFAULT))).meetings.length).toBeGreaterThan(0);
  });

  it.each([1, 5, 50])('gives the home page the next %i meetings as the store does', async (n) => {
    expect(await h.live(() => getUpcomingMeetings(n))).toEqual(await h.store(() => getUpcomingMeetings(n)));
  });

  it('offers the same filter choices', async () => {
    const store = await h.store(() => getMeetingFilterOptions());
    expect(store.types.length).toBeGreaterThan(1);
    expect(store.periods.length).toBeGreaterThan(5);
    expect(await h.live(() => getMeetingFilterOptions())).toEqual(store);
  });

  it('reads a cold list page with its filters in two rounds, one request for the list', async () => {
    const fresh = await startParity({ db: h.db });
    try {
      fresh.upstream.reset();
      await fresh.live(() => getMeetings(MeetingSearch.DEFAULT));
      expect(fresh.upstream.requests).toHaveLength(1);
      fresh.upstream.reset();
      await fresh.live(() => getMeetingFilterOptions());
      // The types, the sessions with meetings (2 pages at once), then one count per type.
      expect(fresh.upstream.requests.length).toBeLessThanOrEqual(3 + 6);
    } finally {
      await fresh.close();
    }
    const { rounds, requests } = await countFetchRounds(h.db, () =>
      Promise.all([getMeetings(MeetingSearch.DEFAULT), getMeetingFilterOptions()]),
    );
    console.log(`cold meeting list with filter options: ${requests} requests in ${rounds} rounds`);
    expect(rounds).toBeLessThanOrEqual(2);
  });
});
