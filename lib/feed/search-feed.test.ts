import { describe, expect, it } from 'vitest';
import { loadSearch } from '@/lib/data/search/search-load';
import { tinyStore } from '@/lib/data/tiny-store.fixture';
import { danishInstant } from '@/lib/format/danish-instant';
import { openStore } from '@/lib/store/open-store';
import { feedSearchState, searchFeedQuery } from '@/lib/url-state/feed-query';
import type { SearchState } from '@/lib/url-state/search';
import { writeAtom } from './atom';
import { checkAtom } from './atom-check.fixture';
import type { FeedContext } from './feed-context';
import { searchFeed } from './search-feed';

tinyStore();

/** The search page's read (searchSite runs the same function in the query pool), on the tiny store. */
function searchSite(state: SearchState) {
  const db = openStore();
  try {
    return loadSearch(db, state);
  } finally {
    db.close();
  }
}

const context: FeedContext = {
  origin: new URL('https://tingdata.test'),
  tagDomain: 'tingdata.dk',
  locale: 'da',
  emptyUpdated: new Date('2025-03-20T07:00:00Z'),
};

function stateOf(query: string) {
  const state = feedSearchState(new URLSearchParams(query));
  if (!state) throw new Error(`no feed for ${query}`);
  return state;
}

describe('a search’s feed', () => {
  it('holds the hits the search page finds, newest first, each dated by its latest step', async () => {
    const state = stateOf('sorter=relevans&side=3');
    const results = searchSite(state);
    expect(results.cases.length).toBeGreaterThan(0);
    const feed = await checkAtom(writeAtom(searchFeed(results, state, context)));
    const expected = results.cases
      .map((hit) => ({
        id: `tag:tingdata.dk,2026:sag/${hit.id}`,
        at: danishInstant(hit.lastDate ?? hit.firstDate),
      }))
      .filter((e) => e.at !== null)
      .sort((a, b) => (b.at?.getTime() ?? 0) - (a.at?.getTime() ?? 0));
    expect(feed.entries.map((e) => [e.id, e.updated])).toEqual(
      expected.map((e) => [e.id, e.at?.toISOString()]),
    );
    expect(feed.entries[0]?.link).toMatch(/^https:\/\/tingdata\.test\/sag\/\d+$/);
    expect(feed).toMatchObject({
      title: 'Nye sager',
      self: 'https://tingdata.test/soeg/feed.xml',
      alternate: 'https://tingdata.test/soeg',
    });
  });

  it('follows a search of documents, dated by the documents', async () => {
    const state = stateOf('vis=dokumenter&q=forslag');
    const results = searchSite(state);
    const feed = await checkAtom(writeAtom(searchFeed(results, state, context)));
    const dated = results.documents.filter((d) => danishInstant(d.date) && (d.cases[0] || d.files[0]));
    expect(dated.length).toBeGreaterThan(0);
    expect(new Set(feed.entries.map((e) => e.id))).toEqual(
      new Set(dated.map((d) => `tag:tingdata.dk,2026:dokument/${d.id}`)),
    );
    expect(feed.title).toBe('Søgning i dokumenter: »forslag«');
    expect(feed.self).toBe('https://tingdata.test/soeg/feed.xml?q=forslag&vis=dokumenter');
  });

  it('follows a search of speeches, each linking to its speech and dated by its sitting', async () => {
    const state = stateOf('vis=taler');
    const results = searchSite(state);
    expect(results.speeches.length).toBeGreaterThan(0);
    const feed = await checkAtom(writeAtom(searchFeed(results, state, context)));
    expect(feed.entries.map((e) => e.id)).toEqual(
      results.speeches.map((s) => `tag:tingdata.dk,2026:tale/${s.id}`),
    );
    expect(feed.entries[0]?.link).toMatch(/^https:\/\/tingdata\.test\/tale\/\d+$/);
    expect(feed.title).toBe('Nye taler');
    expect(feed.self).toBe('https://tingdata.test/soeg/feed.xml?vis=taler');
  });

  it('reads the page’s search without its order and page, and refuses a search of actors', () => {
    expect(searchFeedQuery(stateOf('q=klima&sorter=nyeste&side=2&samling=20241')).toString()).toBe(
      'q=klima&samling=20241',
    );
    expect(feedSearchState(new URLSearchParams('q=hansen&vis=aktoerer'))).toBeNull();
  });
});
