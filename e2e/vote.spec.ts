import { readFile } from 'node:fs/promises';
import { withoutExpected404 } from './pages/site.page';
import type { ChoiceLabel } from './pages/vote.page';
import { expect, test } from './vote-fixtures';

const DANISH_DATE =
  /\d{1,2}\. (januar|februar|marts|april|maj|juni|juli|august|september|oktober|november|december) \d{4}/;
const CHOICES = ['For', 'Imod', 'Hverken for eller imod', 'Fravær'] as const;
/** The member filter's URL value of each choice (lib/url-state/member-vote-filter.ts). */
const CHOICE_PARAM: Record<ChoiceLabel, string> = {
  For: 'for',
  Imod: 'imod',
  'Hverken for eller imod': 'hverken',
  Fravær: 'fravaer',
};

test.describe('vote page', () => {
  test('shows what was voted on, the outcome, the counts and where they come from', async ({
    votePage,
    votePaths,
  }) => {
    await votePage.goto(votePaths.withBallots);
    await expect(votePage.heading).toBeVisible();
    // Above the headline: which vote, of what type, at which step, on which day.
    await expect(votePage.kicker).toHaveText(/^Afstemning nr\. \d+ · .+ · /);
    await expect(votePage.kicker).toContainText(DANISH_DATE);
    // Who brought the case, as ODA names them, each linked.
    const tabledBy = votePage.main.getByText(/^Stillet af: /);
    await expect(tabledBy.getByRole('link').first()).toHaveAttribute('href', /^\/aktoer\/\d+$/);
    await expect(votePage.result).toContainText(/Vedtaget|Forkastet/);
    await expect(votePage.result).toContainText('Optalt fra de registrerede stemmer.');
    let seats = 0;
    for (const choice of CHOICES) seats += await votePage.count(choice);
    expect(seats).toBe(179);

    await expect(votePage.fact('Sag').getByRole('link')).toHaveAttribute('href', /^\/sag\/\d+$/);
    await expect(votePage.fact('Møde').getByRole('link')).toHaveAttribute('href', /^\/moede\/\d+$/);
    await expect(votePage.fact('Dato')).toHaveText(DANISH_DATE);
    await expect(votePage.fact('Afstemningstype')).toHaveText(
      /Endelig vedtagelse|Udvalgsindstilling|Forslag til vedtagelse|Ændringsforslag/,
    );
    expect(await votePage.overflowsHorizontally()).toBe(false);
  });

  test('seats every member in their party, each seat a named link keyboard users reach', async ({
    votePage,
    votePaths,
  }) => {
    await votePage.goto(votePaths.withBallots);
    const chamber = votePage.seatFigure.getByRole('group', { name: /^Salen, parti for parti/ });
    await expect(chamber.getByRole('link')).toHaveCount(179);
    // Each party is a group named with its counts, holding its members' seats.
    const social = chamber.getByRole('group', {
      name: /^Socialdemokratiet: \d+ (for|imod|hverken|fraværende)/,
    });
    const seat = social
      .getByRole('link', { name: /^.+ \(S\): (For|Imod|Hverken for eller imod|Fravær)$/ })
      .first();
    await expect(seat).toHaveAttribute('href', /^\/aktoer\/\d+$/);
    await seat.focus();
    await expect(seat).toBeFocused();
    await votePage.page.keyboard.press('Enter');
    await expect(votePage.page).toHaveURL(/\/aktoer\/\d+$/);
  });

  test('gives the seat overview and the party chart a text alternative', async ({ votePage, votePaths }) => {
    await votePage.goto(votePaths.withBallots);
    await expect(votePage.seatFigure.locator('figcaption')).toContainText(
      /179 pladser: \d+ for, \d+ imod, \d+ hverken for eller imod og \d+ fraværende\./,
    );
    await expect(votePage.partyChart.locator('figcaption')).toContainText('Stemmer pr. parti');
    // A row per party: its full name and, for screen readers, its numbers in words; the bars are for the eye.
    const rows = votePage.partyChart.getByRole('list', { name: 'Stemmer pr. parti' }).getByRole('listitem');
    expect(await rows.count()).toBeGreaterThan(1);
    await expect(rows.first()).toContainText(/^[^:]+ \([A-ZÆØÅ]+\): \d+ (for|imod|hverken|fraværende)/);
    await expect(rows.first().locator('[aria-hidden="true"]').first()).toBeVisible();
  });

  test('names the parties that decided the vote, with arithmetic that adds up to the result', async ({
    votePage,
    votePaths,
  }) => {
    await votePage.goto(votePaths.withBallots);
    const section = votePage.main.getByRole('region', { name: 'Afgørende partier' });
    await expect(section).toContainText('Sådan regner vi');
    const [forCount, againstCount] = [await votePage.count('For'), await votePage.count('Imod')];
    const items = await section.getByRole('listitem').allTextContents();
    if (items.length === 0) {
      await expect(section).toContainText(`forskellen var ${Math.abs(forCount - againstCount)} stemmer`);
      return;
    }
    for (const item of items) {
      const m = item.match(
        /^Uden \S+’s (\d+) stemmer (for|imod) var forslaget (faldet|vedtaget): (\d+) for mod (\d+) imod\./,
      );
      expect(m, item).not.toBeNull();
      const [n, side, without, withoutFor, withoutAgainst] = [
        Number(m?.[1]),
        m?.[2],
        m?.[3],
        Number(m?.[4]),
        Number(m?.[5]),
      ];
      expect(withoutFor + (side === 'for' ? n : 0)).toBe(forCount);
      expect(withoutAgainst + (side === 'imod' ? n : 0)).toBe(againstCount);
      // Without the party the other side wins (a tie rejects).
      expect(without === 'faldet' ? withoutFor <= withoutAgainst : withoutFor > withoutAgainst).toBe(true);
    }
  });

  test('breaks the vote down per party, totals matching the result', async ({ votePage, votePaths }) => {
    await votePage.goto(votePaths.withBallots);
    const total = votePage.partyTable.getByRole('row', { name: /^Alle partier/ });
    await expect(total.getByRole('cell').last()).toHaveText('179');
    await expect(votePage.partyTable.getByRole('rowheader', { name: /^S\b/ })).toBeVisible();
  });

  test('filters and sorts the member list, keeping the state in the URL', async ({
    votePage,
    votePaths,
    page,
  }) => {
    await votePage.goto(votePaths.withBallots);
    await expect(votePage.memberStatus).toHaveText('Viser 179 af 179 medlemmer.');
    await expect(votePage.memberRows).toHaveCount(179);
    await expect(votePage.memberRows.first().getByRole('link')).toHaveAttribute('href', /^\/aktoer\/\d+$/);

    await votePage.filterByParty('S');
    await expect(page).toHaveURL(/\?parti=S#medlemmer$/);
    await expect(votePage.memberStatus).toHaveText(/^Viser \d+ af 179 medlemmer\.$/);
    const social = await votePage.memberCells();
    expect(social.length).toBeGreaterThan(10);
    expect(new Set(social.map((cells) => cells[1]))).toEqual(new Set(['S']));

    // Filter by a choice some S member made on this vote (which one depends on the data).
    const choice = social[0]?.[2] as ChoiceLabel;
    const param = CHOICE_PARAM[choice];
    await votePage.filterByChoice(choice);
    await expect(page).toHaveURL(new RegExp(`\\?parti=S&stemme=${param}#medlemmer$`));
    for (const cells of await votePage.memberCells()) expect(cells.slice(1)).toEqual(['S', choice]);

    await votePage.sortBy('navn');
    await expect(page).toHaveURL(new RegExp(`\\?parti=S&stemme=${param}&sortering=-navn#medlemmer$`));
    await expect(votePage.columnHeader('navn')).toHaveAttribute('aria-sort', 'descending');
    const names = (await votePage.memberCells()).map((cells) => cells[0] ?? '');
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'da')));

    // The server renders the same state from the URL.
    await page.reload();
    await expect(votePage.partySelect).toHaveValue('S');
    await expect(votePage.choiceSelect).toHaveValue(param);
    expect((await votePage.memberCells()).map((cells) => cells[0])).toEqual(names);

    await votePage.members.getByRole('link', { name: 'Vis alle' }).click();
    await expect(votePage.memberRows).toHaveCount(179);
    await expect(page).toHaveURL(/\?sortering=-navn#medlemmer$/);
  });

  test('exports the member votes as CSV and JSON downloads', async ({ votePage, votePaths }) => {
    await votePage.goto(votePaths.withBallots);
    const shown = await votePage.memberCells();
    const id = votePaths.withBallots.split('/').pop();

    const csv = await votePage.download(votePage.csvLink);
    // Named for what it holds: the vote's id, its case number and date where ODA has them.
    expect(csv.suggestedFilename()).toMatch(new RegExp(`^afstemning-${id}(-[a-z0-9-]+)?-stemmer\\.csv$`));
    const text = await readFile(await csv.path(), 'utf8');
    expect(
      text.startsWith(
        '\uFEFFafstemningid;dato;sagsnummer;sag;sagstrin;afstemningstype;aktørid;navn;parti;stemme\r\n',
      ),
    ).toBe(true);
    const rows = text.slice(1).trimEnd().split('\r\n').slice(1);
    expect(rows).toHaveLength(179);
    const byName = new Map(shown.map(([name, party, vote]) => [name, `${party};${vote}`]));
    for (const row of rows) {
      expect(row.startsWith(`${id};`)).toBe(true);
      const [actorId, name, party, vote] = row.split(';').slice(-4);
      expect(actorId).toMatch(/^\d+$/);
      expect(byName.get(name ?? '')).toBe(`${party};${vote}`);
    }

    const json = await votePage.download(votePage.jsonLink);
    expect(json.suggestedFilename()).toMatch(new RegExp(`^afstemning-${id}(-[a-z0-9-]+)?-stemmer\\.json$`));
    const document = JSON.parse(await readFile(await json.path(), 'utf8'));
    expect(document.afstemningid).toBe(Number(id));
    expect(Object.keys(document)).toEqual([
      'afstemningid',
      'nummer',
      'dato',
      'afstemningstype',
      'vedtaget',
      'sag',
      'sagstrin',
      'stemmer',
    ]);
    expect(typeof document.vedtaget).toBe('boolean');
    expect(document.stemmer).toHaveLength(179);
    expect(Object.keys(document.stemmer[0])).toEqual(['aktørid', 'navn', 'parti', 'stemme']);
  });

  test('shares the vote: the share sheet where there is one, else the link copied', async ({
    page,
    context,
    votePage,
    votePaths,
  }) => {
    const expected = votePaths.withBallots.split('?')[0];
    // A phone: the system's share sheet gets the vote's title and absolute link.
    await page.addInitScript(() => {
      const record = window as unknown as { __shared?: ShareData };
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          record.__shared = data;
        },
      });
    });
    await votePage.goto(votePaths.withBallots);
    await page.getByRole('button', { name: 'Del' }).click();
    const shared = await page.evaluate(() => (window as unknown as { __shared?: ShareData }).__shared);
    expect(new URL(shared?.url ?? '').pathname).toBe(expected);
    expect(new URL(shared?.url ?? '').origin).toBe(new URL(page.url()).origin);
    expect(shared?.title).toBeTruthy();

    // Without a share sheet: the link goes to the clipboard, and the page says so.
    const plain = await context.newPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await plain.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
    });
    await plain.goto(votePaths.withBallots);
    await plain.getByRole('button', { name: 'Kopiér link' }).click();
    await expect(plain.getByRole('status').filter({ hasText: 'Linket er kopieret.' })).toBeVisible();
    const copied = await plain.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).pathname).toBe(expected);
    await plain.close();
  });

  test('is ready to share: canonical URL, Open Graph and a PNG of the result', async ({
    votePage,
    votePaths,
    request,
  }) => {
    await votePage.goto(votePaths.withBallots);
    const canonical = await votePage.page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(new RegExp(`^https?://[^/]+${votePaths.withBallots}$`));
    await expect(votePage.page).toHaveTitle(/: (Vedtaget|Forkastet) – Tingdata$/);
    await expect(votePage.meta('og:title')).toHaveAttribute('content', /: (Vedtaget|Forkastet)$/);
    await expect(votePage.meta('og:description')).toHaveAttribute('content', /\d+ for, \d+ imod/);
    await expect(votePage.meta('og:description')).toHaveAttribute('content', /Syntetiske demodata/);
    await expect(votePage.meta('twitter:card')).toHaveAttribute('content', 'summary_large_image');
    const image = await votePage.meta('og:image').getAttribute('content');
    expect(image).toMatch(/\/opengraph-image/);
    const response = await request.get(image ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect((await response.body()).subarray(1, 4).toString()).toBe('PNG');
  });

  test('renders a vote without Stemme rows from its konklusion', async ({ votePage, votePaths }) => {
    await votePage.goto(votePaths.withoutBallots);
    await expect(votePage.noBallotsNotice).toBeVisible();
    await expect(votePage.members).toHaveCount(0);
    await expect(votePage.result).toContainText(/Vedtaget|Forkastet/);
    await expect(votePage.result).toContainText('Fra konklusionen');
    await expect(votePage.konklusion).toContainText(/For \(\d+\)/);
  });

  // axe's colour-contrast rule takes several seconds on a long page.
  test('has no serious or critical accessibility violations', async ({
    votePage,
    votePaths,
    seriousA11yViolations,
  }) => {
    test.slow();
    await votePage.goto(votePaths.withBallots);
    await expect(votePage.partyChart.getByRole('list', { name: 'Stemmer pr. parti' })).toBeVisible();
    expect(await seriousA11yViolations()).toEqual([]);
  });

  test('has no serious or critical accessibility violations without Stemme rows', async ({
    votePage,
    votePaths,
    seriousA11yViolations,
  }) => {
    test.slow();
    await votePage.goto(votePaths.withoutBallots);
    await expect(votePage.noBallotsNotice).toBeVisible();
    expect(await seriousA11yViolations()).toEqual([]);
  });

  for (const [segment, what] of [
    ['abc', 'malformed'],
    ['999999999', 'unknown'],
  ] as const) {
    test(`answers a ${what} id with 404 and says what was not found`, async ({
      votePage,
      page,
      request,
      consoleErrors,
    }) => {
      const response = await page.goto(`/afstemning/${segment}`);
      expect(response?.status()).toBe(404);
      await expect(votePage.heading).toHaveText('Afstemningen findes ikke');
      await expect(votePage.main).toContainText(
        `Der er ingen afstemning på adressen /afstemning/${segment}.`,
      );
      await expect(votePage.main.getByRole('link', { name: 'Se alle afstemninger' })).toHaveAttribute(
        'href',
        '/afstemninger',
      );
      // The search box, to look the vote's case up at once.
      await expect(votePage.main.getByRole('search')).toBeVisible();
      await expect(votePage.main.getByRole('search').getByRole('searchbox')).toBeEditable();
      expect((await request.get(`/afstemning/${segment}/stemmer.csv`)).status()).toBe(404);
      consoleErrors.splice(0, consoleErrors.length, ...withoutExpected404(consoleErrors));
    });
  }
});

test.describe('vote page without JavaScript', () => {
  test('names who broke with their party, and says how the party line is counted', async ({
    browser,
    votePaths,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(votePaths.withBallots);
    const section = page.getByRole('region', { name: 'Brød med partiet' });
    await expect(section).toBeVisible();
    await expect(section).toContainText(/Medlemmer, der stemte anderledes|Ingen brød med deres parti/);
    await expect(section).toContainText('Sådan regner vi:');
    // Each member named links to their page; the last link leads to every break across votes.
    const links = await section.getByRole('link').all();
    for (const link of links.slice(0, -1)) await expect(link).toHaveAttribute('href', /^\/aktoer\/\d+$/);
    await expect(section.getByRole('link').last()).toHaveAttribute('href', '/afstemninger/brud');
    await context.close();
  });

  test.use({ javaScriptEnabled: false });

  test('shows the full member list and filters it with the form', async ({ votePage, votePaths, page }) => {
    await votePage.goto(votePaths.withBallots);
    await expect(votePage.memberRows).toHaveCount(179);
    await votePage.partySelect.selectOption('V');
    await votePage.memberFilters.getByRole('button', { name: 'Vis' }).click();
    // Without JavaScript the form also sends the empty vote field.
    await expect(page).toHaveURL(/\?parti=V(&stemme=)?#medlemmer$/);
    const cells = await votePage.memberCells();
    expect(cells.length).toBeGreaterThan(0);
    expect(new Set(cells.map((c) => c[1]))).toEqual(new Set(['V']));
    await votePage.sortBy('stemme');
    await expect(page).toHaveURL(/\?parti=V&sortering=stemme#medlemmer$/);
    await expect(votePage.columnHeader('stemme')).toHaveAttribute('aria-sort', 'ascending');
  });
});

test.describe('vote pages in English', () => {
  const ENGLISH_DATE =
    /^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/;

  test('show the vote page’s interface in English after the language switch', async ({
    votePage,
    votePaths,
    seriousA11yViolations,
  }) => {
    await votePage.goto(votePaths.withBallots);
    await votePage.switchLanguage();
    await expect(votePage.htmlLang()).toHaveAttribute('lang', 'en');
    // Vote type and step in English.
    await expect(votePage.kicker).toHaveText(
      /^Vote no\. \d+ · (Final adoption|Motion for a resolution|Amendment) · (Second reading|Third reading|Debate) · /,
    );
    const main = votePage.main;
    const result = main.getByRole('region', { name: 'Result' });
    await expect(result).toContainText(/Adopted|Rejected/);
    await expect(result).toContainText('Counted from the recorded ballots.');
    for (const choice of ['For', 'Against', 'Abstained', 'Absent']) {
      await expect(result.locator('dt', { hasText: new RegExp(`^${choice}$`) })).toBeVisible();
    }
    await expect(votePage.fact('Date')).toHaveText(ENGLISH_DATE);
    await expect(votePage.fact('Case').getByRole('link')).toHaveAttribute('href', /^\/en\/sag\/\d+$/);
    await expect(votePage.fact('Meeting').getByRole('link')).toHaveAttribute('href', /^\/en\/moede\/\d+$/);
    await expect(main.getByRole('region', { name: 'How the chamber voted' })).toContainText(
      /179 seats: \d+ for, \d+ against, \d+ abstained and \d+ absent\./,
    );
    await expect(main.getByRole('region', { name: 'According to the conclusion' })).toBeVisible();
    const parties = main.getByRole('region', { name: 'The parties' });
    await expect(
      parties.getByRole('list', { name: 'Ballots by party' }).getByRole('listitem').first(),
    ).toContainText(/\([A-ZÆØÅ]+\): \d+ (for|against|abstained|absent)/);
    await expect(parties.getByRole('columnheader', { name: 'Total' })).toBeVisible();
    const members = main.getByRole('region', { name: 'Members’ votes' });
    const filters = members.getByRole('form', { name: 'Filter the members' });
    await expect(filters.getByLabel('Party', { exact: true })).toBeVisible();
    await expect(filters.getByLabel('Vote', { exact: true })).toBeVisible();
    await expect(members.getByRole('status')).toHaveText('Showing 179 of 179 members.');
    await expect(members.getByRole('link', { name: 'Download as CSV' })).toBeVisible();
    await expect(members.getByRole('link', { name: 'Sort by name' })).toBeVisible();
    // The interface is English; the data (titles, party names, konklusion) stays Danish.
    for (const danish of ['Sådan stemte salen', 'Medlemmernes stemmer', 'Optalt fra', 'Hent som CSV']) {
      await expect(main).not.toContainText(danish);
    }
    expect(await seriousA11yViolations()).toEqual([]);
  });

  test('show the vote list’s interface in English', async ({ votesPage }) => {
    await votesPage.goto();
    await votesPage.switchLanguage();
    await expect(votesPage.heading).toHaveText('Votes');
    await expect(votesPage.count).toHaveText(/^[\d,]+ votes?$/);
    const filters = votesPage.main.getByRole('search', { name: 'Filter the votes' });
    await votesPage.showMoreFilters();
    await expect(filters.getByLabel('Session')).toBeVisible();
    await expect(filters.getByRole('button', { name: 'Show votes' })).toBeVisible();
    await expect(filters.getByLabel('Type of vote').getByRole('option')).toContainText([
      'All types',
      'Final adoption',
      'Committee recommendation',
      'Motion for a resolution',
      'Amendment',
    ]);
    await votesPage.page.goto('/en/afstemninger?type=4');
    const amendment = votesPage.main.getByRole('list', { name: 'Votes' }).getByRole('listitem').first();
    await expect(amendment).toContainText(/Amendment( \d+ of \d+)? · Second reading · /);
    await expect(amendment).toContainText('Voted for, per the conclusion:');
    await votesPage.page.goto('/en/afstemninger');
    await expect(
      votesPage.main.getByRole('list', { name: 'Votes' }).getByRole('listitem').first(),
    ).toContainText(/Adopted|Rejected/);
    await expect(votesPage.main.getByRole('navigation', { name: 'Pages' })).toContainText(/Page 1 of \d+/);
  });

  test('say in English that a vote was not found', async ({ votePage, page, consoleErrors }) => {
    const response = await page.goto('/en/afstemning/999999999');
    expect(response?.status()).toBe(404);
    await expect(votePage.heading).toHaveText('Vote not found');
    await expect(votePage.main).toContainText('There is no vote at the address /en/afstemning/999999999.');
    await expect(votePage.main.getByRole('link', { name: 'See all votes' })).toHaveAttribute(
      'href',
      '/en/afstemninger',
    );
    consoleErrors.splice(0, consoleErrors.length, ...withoutExpected404(consoleErrors));
  });
});
