import type { Page } from '@playwright/test';
import { test as base, expect } from './fixtures';
import { EnglishPage } from './pages/english.page';
import { SearchPage } from './pages/search.page';
import { withoutExpected404 } from './pages/site.page';
import { APP_URL } from './servers';

/*
 * Every page type at its English address, scanned for Danish words outside the elements marked `lang="da"`
 * (e2e/danish-words.ts builds the list from the site's own Danish texts). Data — case titles, names of committees,
 * konklusion quotes — is Danish and is marked; the interface around it is English: labels, statuses, types, dates,
 * meeting names. Each page is found through the site as a visitor would, never by a fixed id.
 */

/** Danish paths of the pages to read in English, found by following the site's own links. */
interface EnglishTour {
  readonly voteWithBallots: string;
  readonly voteWithoutBallots: string;
  /** One case of each case type the search can filter by, with the type's name. */
  readonly casesByType: readonly { readonly type: string; readonly path: string }[];
  readonly pastMeeting: string;
  readonly upcomingMeeting: string | null;
  readonly politician: string;
  /** A member who broke with their party, their breaks on the rebellions page and their full vote record. */
  readonly rebel: string;
  readonly rebelBreaks: string;
  readonly voteRecord: string;
  /** One storkreds' members on /storkredse. */
  readonly storkreds: string;
  readonly committee: string | null;
  readonly party: string;
  /** A word from a case title: it finds cases and documents. */
  readonly caseWord: string;
  /** A member's surname: it finds actors. */
  readonly actorWord: string;
}

/** The hrefs of the links in the page's main landmark that match `pattern`, in order. */
async function linksTo(page: Page, path: string, pattern: RegExp): Promise<string[]> {
  await page.goto(path);
  const hrefs = await page
    .getByRole('main')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.filter((href) => pattern.test(href));
}

async function firstLinkTo(page: Page, path: string, pattern: RegExp): Promise<string> {
  const [first] = await linksTo(page, path, pattern);
  if (!first) throw new Error(`no link matching ${pattern} on ${path}`);
  return first;
}

async function takeTour(page: Page): Promise<EnglishTour> {
  const vote = /^\/afstemning\/\d+$/;
  const voteWithoutBallots = await firstLinkTo(page, '/afstemninger', vote);
  const voteWithBallots = await firstLinkTo(page, '/afstemninger?side=2', vote);
  const search = new SearchPage(page);
  await search.goto();
  await search.showMoreFilters();
  const types = await search.caseTypeFilter
    .getByRole('option')
    .evaluateAll((options) =>
      options
        .map((o) => ({ value: o.getAttribute('value') ?? '', type: o.textContent ?? '' }))
        .filter((o) => o.value !== ''),
    );
  const casesByType: { type: string; path: string }[] = [];
  for (const { value, type } of types) {
    const [path] = await linksTo(page, `/soeg?sagstype=${value}`, /^\/sag\/\d+$/);
    if (path) casesByType.push({ type, path });
  }
  await search.goto(`?sagstype=${types[0]?.value ?? ''}`);
  const title = (await search.hitTitle(search.caseHits.first()).textContent()) ?? '';
  const caseWord = title.match(/\p{L}{6,}/u)?.[0] ?? title;
  const politician = await firstLinkTo(page, '/aktoerer', /^\/aktoer\/\d+$/);
  const [committee = null] = await linksTo(page, '/aktoerer?type=udvalg', /^\/aktoer\/\d+$/);
  await page.goto(politician);
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const rebel = await firstLinkTo(page, '/afstemninger/brud', /^\/aktoer\/\d+$/);
  const rebelBreaks = await firstLinkTo(page, rebel, /^\/afstemninger\/brud\?medlem=\d+$/);
  const voteRecord = await firstLinkTo(page, rebel, /^\/aktoer\/\d+\/afstemninger$/);
  const storkreds = await firstLinkTo(page, '/storkredse', /^\/storkredse\?kreds=/);
  return {
    voteWithBallots,
    voteWithoutBallots,
    casesByType,
    pastMeeting: await firstLinkTo(page, '/moeder?tid=tidligere', /^\/moede\/\d+$/),
    upcomingMeeting: (await linksTo(page, '/moeder', /^\/moede\/\d+$/))[0] ?? null,
    politician,
    rebel,
    rebelBreaks,
    voteRecord,
    storkreds,
    committee,
    party: await firstLinkTo(page, '/partier', /^\/parti\/[^/]+$/),
    caseWord,
    actorWord: name.trim().split(/\s+/).pop() ?? name,
  };
}

const test = base.extend<{ englishPage: EnglishPage }, { tour: EnglishTour }>({
  tour: [
    async ({ browser }, use) => {
      const page = await browser.newPage({ baseURL: APP_URL });
      const tour = await takeTour(page);
      await page.close();
      await use(tour);
    },
    { scope: 'worker' },
  ],
  englishPage: async ({ page }, use) => use(new EnglishPage(page)),
});

/**
 * Reads the page at the English address of `path` and expects no Danish outside `lang="da"`; `withTitle` for a page
 * whose title names no record (a record's title is ODA's Danish data).
 */
async function expectEnglish(
  englishPage: EnglishPage,
  path: string,
  status = 200,
  withTitle = false,
): Promise<void> {
  expect(await englishPage.open(path), path).toBe(status);
  await expect(englishPage.htmlLang()).toHaveAttribute('lang', 'en');
  expect(await englishPage.danishLeftovers({ withTitle }), `Danish words on /en${path}`).toEqual([]);
}

test.describe('English pages show no Danish outside lang="da"', () => {
  const LISTS: readonly [string, string][] = [
    ['the home page', '/'],
    ['the vote list', '/afstemninger'],
    ['the upcoming meetings', '/moeder'],
    ['the past meetings', '/moeder?tid=tidligere'],
    ['the Folketing now', '/aktoerer'],
    ['the former members', '/aktoerer?status=tidligere'],
    ['the parties', '/partier'],
    ['the upcoming votes', '/kommende'],
    ['the votes where members broke with their party', '/afstemninger?brud=ja'],
    ['the breaks with the party', '/afstemninger/brud'],
    ['the members by storkreds', '/storkredse'],
    ['the glossary', '/ordliste'],
    ['the page about /api', '/data-api'],
    ['search without words', '/soeg'],
    ['the questions to ministers', '/spoergsmaal'],
    ['the unanswered questions, slowest first', '/spoergsmaal?besvaret=nej&sortering=langsomst'],
    ['the ministers’ answer times', '/spoergsmaal/svartider'],
    ['the ministries’ answer times', '/spoergsmaal/svartider?visning=ministerier'],
  ];
  for (const [name, path] of LISTS) {
    test(name, async ({ englishPage }) => {
      await expectEnglish(englishPage, path, 200, true);
    });
  }

  test('a vote with the members’ ballots', async ({ englishPage, tour }) => {
    await expectEnglish(englishPage, tour.voteWithBallots);
  });

  test('a vote without the members’ ballots', async ({ englishPage, tour }) => {
    await expectEnglish(englishPage, tour.voteWithoutBallots);
  });

  test('a case of every case type', async ({ englishPage, tour }) => {
    expect(tour.casesByType.length).toBeGreaterThan(2);
    for (const { path } of tour.casesByType) await expectEnglish(englishPage, path);
  });

  test('a held meeting and an upcoming one', async ({ englishPage, tour }) => {
    await expectEnglish(englishPage, tour.pastMeeting);
    if (tour.upcomingMeeting) await expectEnglish(englishPage, tour.upcomingMeeting);
  });

  test('a politician and a committee', async ({ englishPage, tour }) => {
    await expectEnglish(englishPage, tour.politician);
    if (tour.committee) await expectEnglish(englishPage, tour.committee);
  });

  test('a member who broke with their party: their page, their breaks and their full vote record', async ({
    englishPage,
    tour,
  }) => {
    await expectEnglish(englishPage, tour.rebel);
    await expectEnglish(englishPage, tour.rebelBreaks);
    await expectEnglish(englishPage, tour.voteRecord);
  });

  test('the members of one storkreds', async ({ englishPage, tour }) => {
    await expectEnglish(englishPage, tour.storkreds);
  });

  test('a party', async ({ englishPage, tour }) => {
    await expectEnglish(englishPage, tour.party);
  });

  test('search results in each scope', async ({ englishPage, tour }) => {
    const q = encodeURIComponent(tour.caseWord);
    await expectEnglish(englishPage, `/soeg?q=${q}`);
    await expectEnglish(englishPage, `/soeg?q=${q}&vis=dokumenter`);
    await expectEnglish(englishPage, `/soeg?q=${encodeURIComponent(tour.actorWord)}&vis=aktoerer`);
  });

  test('pages that are not there', async ({ englishPage, tour, consoleErrors }) => {
    // Every record page's 404 (missing and malformed ids), a page under a record, and an address that is no page.
    for (const path of [
      '/afstemning/999999999',
      `${tour.casesByType[0]?.path ?? '/sag/1'}999999`,
      '/sag/abc',
      '/moede/999999999',
      '/aktoer/999999999',
      `${tour.voteRecord.replace(/\d+/, '999999999')}`,
      '/parti/INGEN-SAADAN',
      '/ingen-side-her',
    ])
      await expectEnglish(englishPage, path, 404, true);
    consoleErrors.splice(0, consoleErrors.length, ...withoutExpected404(consoleErrors));
  });
});
