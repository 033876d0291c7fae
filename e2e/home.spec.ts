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
    await expect(homePage.syntheticDataNote).toContainText('syntetiske data');
    await expect(homePage.syntheticDataNote).toContainText('ikke rigtige afstemninger');
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

  test('has banner, navigation, main and contentinfo landmarks', async ({ homePage }) => {
    await expect(homePage.header).toBeVisible();
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
    expect(await seriousA11yViolations()).toEqual([]);
  });
});
