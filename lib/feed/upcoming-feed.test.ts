import { describe, expect, it } from 'vitest';
import { buildUpcomingStore } from '@/lib/data/votes/upcoming-store.fixture';
import { loadUpcomingVotes } from '@/lib/data/votes/upcoming-votes-load';
import { openedStore } from '@/lib/store/store-hooks.fixture';
import { writeAtom } from './atom';
import { checkAtom } from './atom-check.fixture';
import type { FeedContext } from './feed-context';
import { upcomingFeed } from './upcoming-feed';

/*
 * The upcoming-votes feed over the hand-made store of /kommende (lib/data/upcoming-store.fixture.ts): today is
 * 1 April 2025; L 20's third reading is expected at the 70th sitting (1 April 13:00), B 21's final vote and F 22's
 * motions at the 71st (2 April 10:00).
 */

// The page's read on its connection (getUpcomingVotes runs the same function in the query pool).
const db = openedStore('upcoming-feed', buildUpcomingStore);

const context: FeedContext = {
  origin: new URL('https://tingdata.test'),
  tagDomain: 'tingdata.dk',
  locale: 'da',
  emptyUpdated: new Date('2025-04-01T06:00:00Z'),
};

describe('the upcoming-votes feed', () => {
  it('holds every expected vote the page lists, dated by its sitting, the furthest first', async () => {
    const upcoming = loadUpcomingVotes(db());
    const feed = await checkAtom(writeAtom(upcomingFeed(upcoming, context)));
    const items = upcoming.meetings.flatMap((m) => m.votes.map((v) => v.agendaItemId));
    expect(new Set(feed.entries.map((e) => e.id))).toEqual(
      new Set(items.map((id) => `tag:tingdata.dk,2026:kommende/dagsordenspunkt/${id}`)),
    );
    expect(feed.entries.map((e) => [e.title, e.updated])).toEqual([
      [expect.stringMatching(/^B 21 .*: 2\. behandling$/), '2025-04-02T08:00:00.000Z'],
      [expect.stringMatching(/^F 22 .*: Forhandling$/), '2025-04-02T08:00:00.000Z'],
      [expect.stringMatching(/^L 20 .*: 3\. behandling$/), '2025-04-01T11:00:00.000Z'],
    ]);
    const l20 = feed.entries[2];
    // L 20's latest vote so far (24): S and V for, SF against.
    expect(l20?.summary).toBe(
      'Endelig afstemning ventes ved Folketingets møde nr. 70 tirsdag den 1. april 2025 kl. 13.00, dagsordenspunkt 10. Seneste afstemning: nr. 24 (2. behandling), 25. marts 2025: Vedtaget. For: S, V. Imod: SF.',
    );
    expect(feed.entries[1]?.summary).toMatch(
      /^Afstemning om forslag til vedtagelse ventes ved Folketingets møde nr\. 71 /,
    );
    expect(feed).toMatchObject({
      title: 'Kommende afstemninger i Folketinget',
      self: 'https://tingdata.test/kommende/feed.xml',
      alternate: 'https://tingdata.test/kommende',
      updated: '2025-04-02T08:00:00.000Z',
    });
  });
});
