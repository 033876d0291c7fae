import { mergeTests } from '@playwright/test';
import { test as caseTest } from './case-fixtures';
import { expect } from './fixtures';
import { SharePreview } from './pages/share.page';
import { test as searchTest } from './search-fixtures';
import { test as voteTest } from './vote-fixtures';

const test = mergeTests(caseTest, searchTest, voteTest);

/** A search row's result for a debate that adopted a motion: 'Vedtaget: forslag til vedtagelse V 12, stillet af S og V — 58 for, 51 imod'. */
const ADOPTED_MOTION = /^Vedtaget: forslag til vedtagelse (V \d+), stillet af (.+?) — (\d+) for, (\d+) imod/;
/** The same anywhere in a row's text. */
const HAS_ADOPTED_MOTION = new RegExp(ADOPTED_MOTION.source.slice(1));

test.describe('a case’s result by the rule of its type', () => {
  test('a forespørgsel’s search row, case page and link preview say the motion its debate adopted', async ({
    searchPage,
    casePage,
    page,
    request,
    seriousA11yViolations,
  }) => {
    await searchPage.goto();
    await searchPage.filterCases({ type: 'Forespørgsel', status: 'Afsluttet' });
    const hit = searchPage.hitWithResult(HAS_ADOPTED_MOTION);
    const outcome = hit.getByRole('link', { name: ADOPTED_MOTION });
    await expect(outcome).toHaveAttribute('href', /^\/afstemning\/\d+$/);
    const [, label = '', parties = ''] = ADOPTED_MOTION.exec((await outcome.textContent()) ?? '') ?? [];

    await searchPage.hitTitle(hit).click();
    await expect(page).toHaveURL(/\/sag\/\d+$/);
    const result = casePage.result;
    await expect(result).toContainText('Vedtaget');
    await expect(result).toContainText(`forslag til vedtagelse ${label}, stillet af ${parties}`);
    await expect(result).toContainText(/ved Forhandling · Forslag til vedtagelse · afstemning nr\. \d+/);
    // Every motion tabled is listed: the adopted one, and the others rejected or lapsed — never read as the result.
    const motions = casePage.motions();
    await expect(motions.filter({ hasText: new RegExp(`^${label}(?!\\d)`) })).toContainText('Vedtaget');
    for (const other of await motions.filter({ hasNotText: new RegExp(`^${label}(?!\\d)`) }).all())
      await expect(other).toContainText(/Forkastet|Bortfaldet uden afstemning/);

    const preview = new SharePreview(page);
    expect(await preview.content('og:description')).toMatch(
      new RegExp(
        `^Vedtaget: forslag til vedtagelse ${label}, stillet af ${parties} — \\d+ for, \\d+ imod\\.`,
      ),
    );
    expect(await preview.fetchImage(request)).toEqual({
      status: 200,
      type: 'image/png',
      width: 1200,
      height: 630,
    });
    expect(await seriousA11yViolations()).toEqual([]);

    await casePage.openResultRules();
    await expect(page).toHaveURL(/\/ordliste#resultat$/);
    await expect(
      page.getByRole('definition').filter({ hasText: 'Resultatet er det vedtagne forslag' }),
    ).toBeInViewport();
  });

  test('a vote on a rejected motion says which motion it was and how its debate ended', async ({
    votesPage,
    votePage,
    page,
  }) => {
    await votesPage.goto();
    await votesPage.filter({ type: 'Forslag til vedtagelse', outcome: 'Forkastet' });
    await votesPage.voteLink(0).click();
    await expect(page).toHaveURL(/\/afstemning\/\d+$/);
    await expect(votePage.debate).toContainText(/^Debattens udfald/);
    await expect(votePage.debate).toContainText(
      /Afstemningen om forslag til vedtagelse V \d+, stillet af .+ i F \d+/,
    );
    await expect(votePage.debate).toContainText(
      /Debatten endte: (Vedtaget: forslag til vedtagelse V \d+|Ingen vedtaget: .+ forkastet)/,
    );
    await votePage.debate.getByRole('link', { name: /^F \d+ / }).click();
    await expect(page).toHaveURL(/\/sag\/\d+$/);
  });

  test('a lovforslag still shows its final vote, in the search row and on its page', async ({
    searchPage,
    casePage,
    page,
  }) => {
    await searchPage.goto();
    await searchPage.filterCases({ type: 'Lovforslag', status: 'Vedtaget' });
    const hit = searchPage.hitWithResult(/Vedtaget ved 3\. behandling — \d+ for, \d+ imod · \d/);
    await searchPage.hitTitle(hit).click();
    await expect(page).toHaveURL(/\/sag\/\d+$/);
    await expect(casePage.result).toContainText(
      /ved 3\. behandling · Endelig vedtagelse · afstemning nr\. \d+/,
    );
    await expect(casePage.motions()).toHaveCount(0);
  });

  test('a § 20-spørgsmål claims no vote: its page has no result box, gives its status and no missing vote', async ({
    searchPage,
    casePage,
    page,
  }) => {
    await searchPage.goto();
    await searchPage.filterCases({ type: '§ 20-spørgsmål' });
    const hit = searchPage.caseHits.first();
    await expect(hit).not.toContainText(/Ikke stemt|afstemning/i);
    await searchPage.hitTitle(hit).click();
    await expect(page).toHaveURL(/\/sag\/\d+$/);
    // A question is answered, not voted on: the page leads with the question (e2e/document.spec.ts), not a result.
    await expect(casePage.result).toHaveCount(0);
    await expect(casePage.main.getByLabel('Om sagen')).toContainText(/Status\s*\S/);
    await expect(casePage.main).not.toContainText('Der er ikke stemt');
  });

  test('in English, a forespørgsel’s page says the motion its debate adopted', async ({
    searchPage,
    casePage,
    page,
  }) => {
    await searchPage.goto();
    await searchPage.filterCases({ type: 'Forespørgsel', status: 'Afsluttet' });
    const hit = searchPage.hitWithResult(HAS_ADOPTED_MOTION);
    const [, label = ''] =
      ADOPTED_MOTION.exec((await hit.getByRole('link', { name: ADOPTED_MOTION }).textContent()) ?? '') ?? [];
    await searchPage.hitTitle(hit).click();
    await expect(page).toHaveURL(/\/sag\/\d+$/);
    await casePage.switchLanguage();
    await expect(casePage.result).toContainText('Adopted');
    await expect(casePage.result).toContainText(new RegExp(`motion for a resolution ${label}, tabled by .+`));
    await expect(casePage.motions().filter({ hasText: new RegExp(`^${label}(?!\\d)`) })).toContainText(
      'Adopted',
    );
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search row and the case page say a forespørgsel’s adopted motion', async ({
    searchPage,
    casePage,
    page,
  }) => {
    await searchPage.goto();
    await searchPage.filterCasesBySending({ type: 'Forespørgsel', status: 'Afsluttet' });
    const hit = searchPage.hitWithResult(HAS_ADOPTED_MOTION);
    const [, label = ''] =
      ADOPTED_MOTION.exec((await hit.getByRole('link', { name: ADOPTED_MOTION }).textContent()) ?? '') ?? [];
    await searchPage.hitTitle(hit).click();
    await expect(page).toHaveURL(/\/sag\/\d+$/);
    await expect(casePage.result).toContainText(`forslag til vedtagelse ${label}`);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a forespørgsel’s result box keeps its touch targets and fits the screen', async ({
    searchPage,
    casePage,
    page,
  }) => {
    await searchPage.goto();
    await searchPage.filterCases({ type: 'Forespørgsel', status: 'Afsluttet' });
    await searchPage.hitTitle(searchPage.hitWithResult(HAS_ADOPTED_MOTION)).click();
    await expect(page).toHaveURL(/\/sag\/\d+$/);
    await expect(casePage.motions().first()).toBeVisible();
    expect(await casePage.smallTouchTargets()).toEqual([]);
    expect(await casePage.overflowsHorizontally()).toBe(false);
  });
});
