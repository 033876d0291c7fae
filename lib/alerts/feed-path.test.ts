import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDataset } from '@/lib/dataset/generate';
import { SCALES } from '@/lib/dataset/scale';
import * as routes from '@/lib/routes';
import { rebellionFeedQuery, searchFeedQuery, voteFeedQuery } from '@/lib/url-state/feed-query';
import { questionFeedQuery } from '@/lib/url-state/feed-routes';
import { RebellionSearch } from '@/lib/url-state/rebellion-search';
import { SearchState } from '@/lib/url-state/search';
import { VoteSearch } from '@/lib/url-state/vote-search';
import { MAX_FEED_PATH_LENGTH, parseFeedPath } from './feed-path';

/** What the samples are drawn from: a generated store (tiny scale, seed 1), read as the pages would find them. */
interface Drawn {
  readonly personId: number;
  readonly caseId: number;
  readonly questionId: number;
  readonly partyCodes: readonly string[];
  readonly samling: string;
  readonly voteTypeId: number;
  readonly word: string;
}

let dir: string;
let drawn: Drawn;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'tingdata-feed-path-'));
  const file = path.join(dir, 'tiny.sqlite');
  generateDataset({ scale: SCALES.tiny, seed: 1, out: file });
  const db = new Database(file, { readonly: true });
  const one = <T>(sql: string): T => {
    const row = db.prepare(sql).pluck().get() as T | undefined;
    if (row === undefined) throw new Error(`nothing for ${sql}`);
    return row;
  };
  const title = one<string>(
    `SELECT s.titel FROM "Afstemning" a JOIN "Sagstrin" t ON t.id = a.sagstrinid JOIN "Sag" s ON s.id = t.sagid
     ORDER BY a.id DESC LIMIT 1`,
  );
  drawn = {
    personId: one(
      `SELECT a.id FROM "Aktør" a WHERE a.typeid = 5 AND EXISTS (SELECT 1 FROM "Stemme" s WHERE s."aktørid" = a.id)
       ORDER BY a.id LIMIT 1`,
    ),
    caseId: one(
      'SELECT t.sagid FROM "Afstemning" a JOIN "Sagstrin" t ON t.id = a.sagstrinid ORDER BY a.id DESC LIMIT 1',
    ),
    questionId: one('SELECT id FROM "Dokument" WHERE typeid IN (13, 16) ORDER BY id DESC LIMIT 1'),
    partyCodes: db
      .prepare(
        `SELECT DISTINCT gruppenavnkort FROM "Aktør" WHERE typeid = 4 AND gruppenavnkort NOT IN ('', 'UFG')
         ORDER BY gruppenavnkort`,
      )
      .pluck()
      .all() as string[],
    samling: one(`SELECT kode FROM "Periode" WHERE type = 'samling' ORDER BY kode DESC LIMIT 1`),
    voteTypeId: one('SELECT typeid FROM "Afstemning" ORDER BY id DESC LIMIT 1'),
    word: title.split(/[^\p{L}]+/u).find((w) => w.length >= 5) ?? title,
  };
  db.close();
}, 180_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Every `*FeedPath` function of lib/routes.ts with arguments drawn from the store, written as the FeedLink components
 * write them (the feed's canonical query). A new feed function fails the test until it has its samples here.
 */
const SAMPLES: Readonly<Record<string, (d: Drawn) => readonly string[]>> = {
  actorFeedPath: (d) => [routes.actorFeedPath(d.personId)],
  actorSpeechFeedPath: (d) => [routes.actorSpeechFeedPath(d.personId)],
  caseFeedPath: (d) => [routes.caseFeedPath(d.caseId)],
  documentFeedPath: (d) => [routes.documentFeedPath(d.questionId)],
  partyFeedPath: (d) => d.partyCodes.map(routes.partyFeedPath),
  upcomingFeedPath: () => [routes.upcomingFeedPath()],
  voteListFeedPath: (d) => [
    routes.voteListFeedPath(),
    routes.voteListFeedPath(
      voteFeedQuery(
        VoteSearch.fromUrl({ q: d.word, samling: d.samling, type: String(d.voteTypeId), brud: 'ja' }),
      ).toString(),
    ),
  ],
  rebellionsFeedPath: (d) => [
    routes.rebellionsFeedPath(),
    routes.rebellionsFeedPath(
      rebellionFeedQuery(
        RebellionSearch.fromUrl({
          parti: d.partyCodes[0] ?? '',
          samling: d.samling,
          medlem: String(d.personId),
        }),
      ).toString(),
    ),
  ],
  searchFeedPath: (d) => [
    routes.searchFeedPath(searchFeedQuery(SearchState.fromUrl({ q: d.word })).toString()),
    routes.searchFeedPath(
      searchFeedQuery(
        SearchState.fromUrl({ q: `${d.word} æøå`, vis: 'dokumenter', samling: d.samling }),
      ).toString(),
    ),
  ],
  questionListFeedPath: (d) => [
    routes.questionListFeedPath(),
    routes.questionListFeedPath(
      questionFeedQuery(new URLSearchParams({ q: d.word, samling: d.samling, besvaret: 'nej' })).toString(),
    ),
  ],
};

const feedPathFunctions = Object.entries(routes)
  .filter(([name, value]) => name.endsWith('FeedPath') && typeof value === 'function')
  .map(([name]) => name)
  .sort();

const samplePaths = (): string[] => Object.values(SAMPLES).flatMap((sample) => sample(drawn));

/** The feed routes as `app/` holds them (`/aktoer/[id]/feed.xml`), each as a pattern of its paths. */
function feedRoutes(dirPath = path.join(process.cwd(), 'app'), prefix = ''): string[] {
  return readdirSync(dirPath, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return [];
    const route = `${prefix}/${entry.name}`;
    if (entry.name === 'feed.xml') return [route];
    return feedRoutes(path.join(dirPath, entry.name), route);
  });
}

describe('parseFeedPath', () => {
  it('has samples for every *FeedPath function of lib/routes.ts', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(feedPathFunctions);
  });

  it('accepts every feed path the site writes, unchanged, and none in English', () => {
    const paths = samplePaths();
    expect(paths.length).toBeGreaterThan(12);
    for (const feed of paths) {
      expect(parseFeedPath(feed), feed).toBe(feed);
      expect(parseFeedPath(routes.localePath('en', feed)), feed).toBeNull();
    }
  });

  it('knows every feed route of app/, and every one has a sample', () => {
    const found = feedRoutes();
    expect(found.length).toBeGreaterThanOrEqual(10);
    const paths = samplePaths();
    for (const route of found) {
      const pattern = new RegExp(`^${route.replace(/\./g, '\\.').replace(/\[[^\]]+\]/g, '[^/]+')}(?:\\?|$)`);
      expect(
        paths.some((p) => pattern.test(p)),
        `${route} has no *FeedPath sample`,
      ).toBe(true);
    }
  });

  it('writes the query the feed reads, in its one form', () => {
    const person = drawn.personId;
    expect(parseFeedPath(`/aktoer/${person}/feed.xml?utm_source=x`)).toBe(routes.actorFeedPath(person));
    expect(parseFeedPath('/soeg/feed.xml?side=3&sorter=nyeste&q=skat')).toBe('/soeg/feed.xml?q=skat');
    expect(parseFeedPath('/afstemninger/feed.xml?side=2&samling=20241')).toBe(
      '/afstemninger/feed.xml?samling=20241',
    );
    expect(parseFeedPath('/kommende/feed.xml?x=1')).toBe('/kommende/feed.xml');
    expect(parseFeedPath('/spoergsmaal/feed.xml?sortering=langsomst&side=4')).toBe('/spoergsmaal/feed.xml');
    expect(parseFeedPath('/parti/Kr%46/feed.xml')).toBe('/parti/KrF/feed.xml');
  });

  it('refuses anything that is not one of our feeds by its path', () => {
    for (const input of [
      '',
      '/',
      'aktoer/1/feed.xml',
      'https://tingdata.dk/aktoer/1/feed.xml',
      'http:/aktoer/1/feed.xml',
      '//evil.example/aktoer/1/feed.xml',
      '/\\evil.example/aktoer/1/feed.xml',
      '/en/aktoer/1/feed.xml',
      '/en',
      '/aktoer/1',
      '/aktoer/1/stemmer.csv',
      '/moeder/kalender.ics',
      '/moede/1/kalender.ics',
      '/api/Aktør',
      '/aktoer/../sag/1/feed.xml',
      '/aktoer/./1/feed.xml',
      '/aktoer//1/feed.xml',
      '/aktoer/1/feed.xml/',
      '/aktoer/01/feed.xml',
      '/aktoer/-1/feed.xml',
      '/aktoer/abc/feed.xml',
      '/aktoer/99999999999999/feed.xml',
      '/aktoer/%31/feed.xml',
      '/parti/%2F/feed.xml',
      '/parti/%E0%A4%A/feed.xml',
      '/parti/a%20b%0A/feed.xml',
      '/aktoer/1/feed.xml#x',
      '/aktoer/1/feed.xml ',
      ' /aktoer/1/feed.xml',
      '/aktoer/1/feed.xml\r\nX: y',
      '/soeg/feed.xml?q=sk æt',
      '/soeg/feed.xml?q=skæt',
      `/soeg/feed.xml?q=${'a'.repeat(MAX_FEED_PATH_LENGTH)}`,
    ])
      expect(parseFeedPath(input), JSON.stringify(input)).toBeNull();
  });
});
