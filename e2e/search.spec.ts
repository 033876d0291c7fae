import { expect, test, twoWordQueries } from './search-fixtures';

const WORD = 'fiskeri';

test.describe('search page', () => {
  test('renders results on the server, with the words highlighted and links to the cases', async ({
    searchPage,
  }) => {
    await searchPage.goto(`?q=${WORD}`);
    await expect(searchPage.searchBox).toHaveValue(WORD);
    await expect(searchPage.resultCount).toHaveText(/^[\d.]+ sager/);
    expect(await searchPage.count()).toBeGreaterThan(20);
    await expect(searchPage.caseHits).toHaveCount(20);
    await expect(searchPage.highlights.first()).toHaveText(new RegExp(WORD, 'i'));
    await expect(searchPage.caseHits.first().getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/sag\/\d+$/,
    );
    await expect(searchPage.scope('Sager')).toHaveAttribute('aria-current', 'page');
  });

  test('works without JavaScript: the form is a GET form and pages are links', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    try {
      await page.goto('/soeg');
      const box = page.getByRole('searchbox', { name: 'Søgeord' });
      await box.fill(WORD);
      await Promise.all([page.waitForURL(/\/soeg\?/), box.press('Enter')]);
      expect(new URL(page.url()).searchParams.get('q')).toBe(WORD);
      const results = page.getByRole('region', { name: 'Resultater' });
      await expect(results.getByRole('list', { name: 'Fundne sager' }).getByRole('listitem')).toHaveCount(20);
      await results
        .getByRole('navigation', { name: 'Resultatsider' })
        .getByRole('link', { name: 'Næste' })
        .click();
      await expect(page).toHaveURL(/side=2/);
      await expect(results.getByRole('navigation', { name: 'Resultatsider' })).toContainText('Side 2 af');
    } finally {
      await context.close();
    }
  });

  test('updates results and URL while typing, and a reload restores them', async ({ searchPage, page }) => {
    await searchPage.goto();
    await searchPage.type('klima');
    await expect(page).toHaveURL(/\/soeg\?q=klima$/);
    await searchPage.settled();
    await expect(searchPage.highlights.first()).toHaveText(/klima/i);
    const count = await searchPage.count();
    expect(count).toBeGreaterThan(0);
    const first = await searchPage.caseHits.first().getByRole('link').first().getAttribute('href');

    await page.reload();
    await expect(searchPage.searchBox).toHaveValue('klima');
    expect(await searchPage.count()).toBe(count);
    await expect(searchPage.caseHits.first().getByRole('link').first()).toHaveAttribute('href', first ?? '');
  });

  test('applies filters in place and keeps them in the URL', async ({ searchPage, page }) => {
    await searchPage.goto(`?q=${WORD}`);
    const before = await searchPage.count();
    await searchPage.showMoreFilters();
    await searchPage.caseTypeFilter.selectOption({ label: 'Lovforslag' });
    await expect(page).toHaveURL(/sagstype=3/);
    await searchPage.settled();
    expect(await searchPage.count()).toBeLessThan(before);
    for (const hit of await searchPage.caseHits.all()) await expect(hit).toContainText('Lovforslag');

    await searchPage.clearFilters.click();
    await expect(page).toHaveURL(new RegExp(`/soeg\\?q=${WORD}$`));
    await searchPage.showMoreFilters();
    await expect(searchPage.caseTypeFilter).toHaveValue('');
  });

  test('pages in place, and the back button returns to the previous page of results', async ({
    searchPage,
    page,
  }) => {
    await searchPage.goto(`?q=${WORD}`);
    const firstOnPage1 = (await searchPage.caseHits.first().textContent()) ?? '';
    await searchPage.pager.getByRole('link', { name: 'Næste' }).click();
    await expect(page).toHaveURL(/side=2/);
    await expect(searchPage.pager).toContainText('Side 2 af');
    await searchPage.settled();
    await expect(searchPage.caseHits.first()).not.toHaveText(firstOnPage1);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/soeg\\?q=${WORD}$`));
    await expect(searchPage.pager).toContainText('Side 1 af');
    await expect(searchPage.caseHits.first()).toHaveText(firstOnPage1);

    await page.goForward();
    await expect(searchPage.pager).toContainText('Side 2 af');
  });

  test('switches between cases, documents and actors', async ({ searchPage, page }) => {
    await searchPage.goto('?q=svar');
    await searchPage.scope('Dokumenter').click();
    await expect(page).toHaveURL(/vis=dokumenter/);
    await expect(searchPage.scope('Dokumenter')).toHaveAttribute('aria-current', 'page');
    await expect(searchPage.documentHits.first()).toBeVisible();
    await expect(
      searchPage.documentHits
        .first()
        .getByRole('link', { name: /^(PDF|DOCX|Fil) \(/ })
        .first(),
    ).toHaveAttribute('href', /^https:\/\/www\.ft\.dk\//);

    await searchPage.type('jensen');
    await searchPage.scope('Aktører').click();
    await expect(page).toHaveURL(/q=jensen&vis=aktoerer/);
    await expect(searchPage.actorHits.first().getByRole('link')).toHaveAttribute('href', /^\/aktoer\/\d+$/);
    await expect(searchPage.actorHits.first()).toContainText(/jensen/i);
  });

  test('puts the cases with the word in their title first, and offers newest first as a link', async ({
    searchPage,
    page,
  }) => {
    await searchPage.goto('?q=skat');
    await expect(searchPage.sort('Mest relevante først')).toHaveAttribute('aria-current', 'true');
    for (const hit of (await searchPage.caseHits.all()).slice(0, 5))
      await expect(searchPage.hitTitle(hit).locator('mark').first()).toHaveText(/skat/i);

    await searchPage.sort('Nyeste først').click();
    await expect(page).toHaveURL(/\/soeg\?q=skat&sorter=nyeste$/);
    await expect(searchPage.sort('Nyeste først')).toHaveAttribute('aria-current', 'true');
    await searchPage.settled();
    await page.reload();
    await expect(searchPage.sort('Nyeste først')).toHaveAttribute('aria-current', 'true');
  });

  test('finds the Danish letters spelt out, and corrects a small typo, saying so', async ({ searchPage }) => {
    await searchPage.goto('?q=boligomraader');
    expect(await searchPage.count()).toBeGreaterThan(0);
    await expect(searchPage.correction).toHaveCount(0);
    const firstTitle = searchPage.hitTitle(searchPage.caseHits.first());
    await expect(firstTitle.locator('mark').first()).toHaveText(/boligområder/i);

    await searchPage.goto('?q=fiskrei');
    await expect(searchPage.correction).toContainText('fiskeri');
    expect(await searchPage.count()).toBeGreaterThan(0);
    await expect(searchPage.highlights.first()).toHaveText(/fiskeri/i);
  });

  test('says what became of each case in plain words: status, and whether and how it was voted on', async ({
    searchPage,
    page,
  }) => {
    await searchPage.goto('?q=lov&sagstype=3');
    await expect(searchPage.caseHits.first()).toBeVisible();
    for (const hit of await searchPage.caseHits.all()) {
      await expect(hit).toContainText(
        /Vedtaget|Forkastet|Under behandling|Bortfaldet\/tilbagetaget|Afsluttet/,
      );
      await expect(hit).toContainText(
        /Ikke stemt endeligt om|Ingen endelig afstemning|Uenige kilder|(Vedtaget|Forkastet) ved .+ \d{4}/,
      );
    }
    const voted = searchPage.caseHits.getByRole('link', { name: /^(Vedtaget|Forkastet) ved / }).first();
    await expect(voted).toHaveAttribute('href', /^\/afstemning\/\d+$/);

    await searchPage.showMoreFilters();
    await searchPage.statusFilter.selectOption({ label: 'Vedtaget' });
    await expect(page).toHaveURL(/status=vedtaget/);
    await searchPage.settled();
    for (const hit of await searchPage.caseHits.all()) await expect(hit).toContainText('Vedtaget');
  });

  test("answers two words of the cases' own titles in every scope, as a page and as JSON, and finds the case", async ({
    searchPage,
    page,
  }) => {
    // Bills, newest first: their titles are the words readers search for.
    await searchPage.goto('?sagstype=3');
    const queries = twoWordQueries(await searchPage.caseTitles(), 4);
    expect(queries).toHaveLength(4);
    expect(queries[0]).toMatch(/[æøå]/i);
    for (const q of queries) {
      for (const scope of ['sager', 'dokumenter', 'aktoerer']) {
        const query = new URLSearchParams({ q, vis: scope }).toString();
        await expect(await page.request.get(`/soeg?${query}`), `/soeg?${query}`).toBeOK();
        const json = await page.request.get(`/soeg/resultater?${query}`);
        await expect(json, `/soeg/resultater?${query}`).toBeOK();
        expect((await json.json()).mode).toBe('words');
      }
    }
    const [first = ''] = queries;
    await searchPage.goto(`?${new URLSearchParams({ q: first })}`);
    await expect(searchPage.caseHits.first()).toBeVisible();
    await expect(searchPage.highlights.first()).toBeVisible();
  });

  test('finds a case by its number', async ({ searchPage }) => {
    await searchPage.goto('?q=L+1');
    await expect(searchPage.caseHits.first()).toBeVisible();
    for (const hit of await searchPage.caseHits.all())
      await expect(hit.getByRole('link').first()).toHaveText(/^L 1 /);
  });

  test('asks for more characters for a one- or two-letter search', async ({ searchPage }) => {
    await searchPage.goto('?q=EU');
    await expect(searchPage.resultCount).toHaveText('Ingen sager.');
    await expect(searchPage.results).toContainText('Skriv mindst 3 tegn');
    await expect(searchPage.caseHits).toHaveCount(0);
  });

  test('fits the screen without sideways scrolling', async ({ searchPage }) => {
    await searchPage.goto(`?q=${WORD}`);
    await expect(searchPage.caseHits.first()).toBeVisible();
    expect(await searchPage.overflowsHorizontally()).toBe(false);
  });

  test('has no serious or critical accessibility violations', async ({
    searchPage,
    seriousA11yViolations,
  }) => {
    await searchPage.goto(`?q=${WORD}&samling=20241`);
    await expect(searchPage.resultCount).toBeVisible();
    expect(await seriousA11yViolations()).toEqual([]);
    await searchPage.goto('?q=svar&vis=dokumenter');
    await expect(searchPage.documentHits.first()).toBeVisible();
    expect(await seriousA11yViolations()).toEqual([]);
  });
});
