import { describe, expect, it } from 'vitest';
import { getRebellions } from '@/lib/data/analyses/rebellions';
import { buildRebellionsStore, REBELLION_MEMBERS as M } from '@/lib/data/analyses/rebellions-store.fixture';
import { storeAsOdaDb } from '@/lib/store/store-hooks.fixture';
import { RebellionSearch } from '@/lib/url-state/rebellion-search';
import { writeAtom } from './atom';
import { checkAtom } from './atom-check.fixture';
import type { FeedContext } from './feed-context';
import { rebellionsFeed } from './rebellions-feed';

/*
 * The rebellions feed over the hand-made store of lib/data/rebellions-store.fixture.ts: breaks on vote 11 (12 March
 * 2025 13:00, Bo Berg (S) and Gitte Grøn (V)), vote 14 (5 November 2024, Cecilie Clausen and Gitte Grøn, both S)
 * and vote 15 (1 December 2023 10:00, Cecilie Clausen).
 */

storeAsOdaDb('rebellions-feed', buildRebellionsStore);

const context = (locale: 'da' | 'en' = 'da'): FeedContext => ({
  origin: new URL('https://tingdata.test'),
  tagDomain: 'tingdata.dk',
  locale,
  emptyUpdated: new Date('2025-03-20T07:00:00Z'),
});

const tag = (specific: string) => `tag:tingdata.dk,2026:${specific}`;

/** As the feed's response reads it (lib/export/feed-response.ts): the page's first page with its filters. */
async function feedOf(search = RebellionSearch.EMPTY, locale: 'da' | 'en' = 'da') {
  const page = await getRebellions(search.withPage(1).toFilters());
  return checkAtom(writeAtom(rebellionsFeed(page, search, context(locale))));
}

describe('the rebellions feed', () => {
  it('holds the page’s breaks in its order, each by the member, linking to the vote, dated by the vote', async () => {
    const feed = await feedOf();
    const page = await getRebellions(RebellionSearch.EMPTY.toFilters());
    expect(feed.entries.map((e) => e.id)).toEqual(
      page.items.map((r) => tag(`brud/aktoer/${r.actorId}/afstemning/${r.vote.id}`)),
    );
    expect(feed.entries.map((e) => e.link)).toEqual(
      page.items.map((r) => `https://tingdata.test/afstemning/${r.vote.id}`),
    );
    expect(feed.entries[0]).toMatchObject({
      id: tag(`brud/aktoer/${M.bo}/afstemning/11`),
      title: 'Bo Berg (S) stemte imod: L 5 Ændring af skibsfartsloven (3. behandling)',
      author: 'Bo Berg',
      updated: '2025-03-12T12:00:00.000Z',
    });
    expect(feed.entries[0]?.summary).toBe(
      'Stemte imod, mens flertallet i S stemte for (2 for, 1 imod). Afstemning nr. 20, Endelig vedtagelse, 12. marts 2025: Vedtaget.',
    );
    expect(feed).toMatchObject({
      id: tag('feed/afstemninger/brud/feed.xml'),
      title: 'Brud med partiet i Folketinget',
      self: 'https://tingdata.test/afstemninger/brud/feed.xml',
      alternate: 'https://tingdata.test/afstemninger/brud',
      updated: '2025-03-12T12:00:00.000Z',
    });
  });

  it('follows the page’s filters from its first page, and says so in its title and links', async () => {
    const feed = await feedOf(RebellionSearch.fromUrl(`parti=S&medlem=${M.gitte}&side=3`));
    expect(feed.entries.map((e) => e.id)).toEqual([tag(`brud/aktoer/${M.gitte}/afstemning/14`)]);
    expect(feed.title).toBe('Brud med partiet i Folketinget: parti S, Gitte Grøn');
    expect(feed.self).toBe(`https://tingdata.test/afstemninger/brud/feed.xml?parti=S&medlem=${M.gitte}`);
    expect(feed.alternate).toBe(`https://tingdata.test/afstemninger/brud?parti=S&medlem=${M.gitte}`);
  });

  it('speaks English to an English reader, and dates an empty feed by the store’s newest update', async () => {
    const english = await feedOf(RebellionSearch.fromUrl('samling=20231'), 'en');
    expect(english.title).toBe('Breaks with the party in the Folketing: session 20231');
    expect(english.entries[0]?.title).toBe('Cecilie Clausen (S) voted against: Vote no. 30');
    expect(english.entries[0]?.summary).toBe(
      'Voted against, while most of S voted for (3 for, 1 against). Vote no. 30, Final adoption, 1 December 2023: Adopted.',
    );
    const empty = await feedOf(RebellionSearch.fromUrl('parti=KF'));
    expect(empty.entries).toEqual([]);
    expect(empty.updated).toBe('2025-03-20T07:00:00.000Z');
  });
});
