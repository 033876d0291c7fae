import { expect, test } from './fixtures';

const DANISH_DATE =
  /\d{1,2}\. (januar|februar|marts|april|maj|juni|juli|august|september|oktober|november|december) \d{4}/;
const CASE_NUMBER = /^[A-ZÆØÅ]{1,4} \d+/;

test.describe('home page', () => {
  test.beforeEach(async ({ homePage }) => {
    await homePage.goto();
  });

  test('says plainly that the data is synthetic', async ({ homePage }) => {
    await expect(homePage.syntheticDataNote).toBeVisible();
    await expect(homePage.syntheticDataNote).toContainText(/^Demodata – ikke /);
    // The footer explains it in full; the notice links there.
    await expect(homePage.aboutData).toContainText('syntetiske data');
    await expect(homePage.aboutData).toContainText('ikke rigtige afstemninger');
    await expect(homePage.syntheticDataNote.getByRole('link', { name: 'Om dataene' })).toHaveAttribute(
      'href',
      '#om-dataene',
    );
  });

  test('introduces the site under one main heading', async ({ homePage, page }) => {
    await expect(homePage.pageHeading).toHaveText('Folketingets åbne data');
    await expect(page).toHaveTitle('Tingdata – Folketingets åbne data');
  });

  test('lists the latest votes with case number, date and outcome', async ({ homePage }) => {
    await expect(homePage.heading).toBeVisible();
    await expect(homePage.votes.first()).toBeVisible();
    const count = await homePage.votes.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(20);
    for (let i = 0; i < count; i++) {
      const vote = homePage.votes.nth(i);
      await expect(vote).toContainText(/Vedtaget|Forkastet/);
      await expect(vote).toContainText(DANISH_DATE);
    }
    const names = await homePage.voteLinks.allInnerTexts();
    expect(
      names.some((name) => CASE_NUMBER.test(name.trim())),
      `case numbers in ${names.join(' | ')}`,
    ).toBe(true);
  });

  test('links every vote to its own page', async ({ homePage }) => {
    await expect(homePage.voteLinks.first()).toBeVisible();
    for (const link of await homePage.voteLinks.all()) {
      await expect(link).toHaveAttribute('href', /^\/afstemning\/\d+$/);
    }
  });

  test('lists upcoming meetings with date and time, linking to each agenda', async ({ homePage }) => {
    await expect(homePage.upcomingMeetings.first()).toBeVisible();
    const count = await homePage.upcomingMeetings.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(5);
    for (const meeting of await homePage.upcomingMeetings.all())
      await expect(meeting).toContainText(/kl\. \d{2}\.\d{2}/);
    for (const link of await homePage.upcomingMeetingLinks.all())
      await expect(link).toHaveAttribute('href', /^\/moede\/\d+$/);
    await expect(homePage.main.getByRole('link', { name: /Alle kommende møder/ })).toHaveAttribute(
      'href',
      '/moeder',
    );
  });

  test('lists recently updated cases, newest first', async ({ homePage }) => {
    await expect(homePage.recentCases.first()).toBeVisible();
    for (const link of await homePage.recentCaseLinks.all())
      await expect(link).toHaveAttribute('href', /^\/sag\/\d+$/);
    const dates = await homePage.recentCases
      .locator('time')
      .evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''));
    expect(dates.length).toBeGreaterThan(0);
    expect(dates).toEqual([...dates].sort().reverse());
    await expect(homePage.recentCases.first()).toContainText(/Opdateret .*\d{4}/);
  });

  test('searches cases with a GET form to /soeg', async ({ homePage, page }) => {
    // The search page is another page's business: answer it here, so this test only checks what the form sends.
    await page.route('**/soeg?*', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: 'ok' }),
    );
    await homePage.search('klima');
    await expect(page).toHaveURL(/\/soeg\?q=klima$/);
  });

  test('shows every panel without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('list', { name: 'Afstemninger' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(
      main.getByRole('list', { name: 'Kommende møder' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(main.getByRole('list', { name: 'Sager' }).getByRole('listitem').first()).toBeVisible();
    await context.close();
  });

  test('has banner, navigation, main and contentinfo landmarks', async ({ homePage }) => {
    await expect(homePage.header).toBeVisible();
    await homePage.openMenu();
    await expect(homePage.mainNav).toBeVisible();
    await expect(homePage.main).toBeVisible();
    await expect(homePage.footer).toBeVisible();
    await expect(homePage.dataSourceLink).toHaveAttribute('href', 'https://oda.ft.dk');
    await expect(homePage.footer).toContainText(DANISH_DATE);
  });

  test('lets keyboard users skip to the content', async ({ homePage }) => {
    await homePage.skipToContent();
    await expect(homePage.main).toBeFocused();
  });

  test('has no serious or critical accessibility violations', async ({ homePage, seriousA11yViolations }) => {
    await expect(homePage.votes.first()).toBeVisible();
    await expect(homePage.recentCases.first()).toBeVisible();
    expect(await seriousA11yViolations()).toEqual([]);
  });
});
