import type { Locator, Page } from '@playwright/test';
import { PartiesPage, PartyPage } from './pages/party.page';
import { SitePage } from './pages/site.page';
import { expect, test } from './vote-fixtures';

/** A phone's first screen: 390×844 CSS px (docs/design.md, "The first screen"). */
const FOLD = 844;
test.use({ viewport: { width: 390, height: FOLD }, isMobile: true, hasTouch: true });

/** Asserts the element ends within the phone's first screen, scrolled to the top. */
async function expectAboveFold(page: Page, target: Locator, what: string): Promise<void> {
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = await target.boundingBox();
  expect(box, what).not.toBeNull();
  expect((box?.y ?? FOLD) + (box?.height ?? 0), `${what} ends within ${FOLD} px`).toBeLessThanOrEqual(FOLD);
}

/** Follows every in-page link of the open page and checks each leads to its section, on screen. */
async function expectInPageLinksLead(site: SitePage, path: string, wanted: readonly string[]): Promise<void> {
  const names = await site.inPageLinkNames();
  for (const name of wanted) expect(names, path).toContain(name);
  for (const name of names) {
    await site.page.goto(path);
    const section = await site.followInPageLink(name);
    await expect(section, `${path}: ${name}`).toBeInViewport();
  }
}

/** The vote on the list's second page (votes with ballots) whose title is longest: the lowest answer. */
async function longestTitledVote(page: Page): Promise<string> {
  await page.goto('/afstemninger?side=2');
  const links = page
    .getByRole('main')
    .getByRole('list', { name: 'Afstemninger' })
    .getByRole('heading')
    .getByRole('link');
  const all = await links.evaluateAll((as) =>
    as.map((a) => ({ href: a.getAttribute('href') ?? '', length: (a.textContent ?? '').length })),
  );
  const longest = all.reduce((a, b) => (b.length > a.length ? b : a));
  expect(longest.href).toMatch(/^\/afstemning\/\d+$/);
  return longest.href;
}

test.describe('the first screen on a phone', () => {
  test('a vote answers what was voted on, the outcome, the counts and share before the fold', async ({
    votePage,
    votePaths,
    page,
  }) => {
    for (const path of [votePaths.withBallots, await longestTitledVote(page)]) {
      await votePage.goto(path);
      await expect(votePage.heading).toBeVisible();
      await expectAboveFold(page, votePage.heading, `${path}: the heading`);
      await expectAboveFold(page, votePage.result, `${path}: the outcome and the counts`);
      const share = votePage.main.getByRole('button', { name: /^(Kopiér link|Del)$/ });
      await expectAboveFold(page, share, `${path}: the share button`);
      // Then the map: below the answer.
      const shareBottom = (await share.boundingBox())?.y ?? 0;
      expect((await votePage.onThisPage.boundingBox())?.y ?? 0).toBeGreaterThan(shareBottom);
    }
  });

  test('a vote’s in-page links lead to its sections', async ({ votePage, votePaths }) => {
    await votePage.goto(votePaths.withBallots);
    await expectInPageLinksLead(votePage, votePaths.withBallots, [
      'Partierne',
      'Regering og opposition',
      'Afgørende partier',
      'Brød med partiet',
      'Medlemmernes stemmer',
    ]);
  });

  test('a case opens with its result, then links to its sections', async ({ votePage, votePaths, page }) => {
    await votePage.goto(votePaths.withBallots);
    const path = (await votePage.fact('Sag').getByRole('link').getAttribute('href')) ?? '';
    const site = new SitePage(page);
    await page.goto(path);
    const result = site.main.getByRole('region', { name: 'Resultat' });
    await expectAboveFold(page, result.getByRole('heading', { name: 'Resultat' }), `${path}: the result`);
    await expectAboveFold(page, result.getByText(/Vedtaget|Forkastet/).first(), `${path}: the outcome`);
    await expectInPageLinksLead(site, path, ['Resumé', 'Afstemninger', 'Forløb', 'Aktører', 'Dokumenter']);
  });

  test('a meeting opens with its day, place and what it decided, then links to its sections', async ({
    votePage,
    votePaths,
    page,
  }) => {
    await votePage.goto(votePaths.withBallots);
    const path = (await votePage.fact('Møde').getByRole('link').getAttribute('href')) ?? '';
    const site = new SitePage(page);
    await page.goto(path);
    const heading = site.main.getByRole('heading', { level: 1 });
    await expect(heading).toContainText(/\d{4} kl\. \d{2}\.\d{2}/);
    await expectAboveFold(page, heading, `${path}: the day and place`);
    // The meeting of a vote took at least that vote.
    const decided = site.main.getByText(/^\d+ afstemning(er)?: ✓ \d+ vedtaget, ✗ \d+ forkastet$/);
    await expectAboveFold(page, decided, `${path}: what it decided`);
    await expectAboveFold(page, site.onThisPage, `${path}: the in-page links`);
    await decided.getByRole('link').click();
    await expect(site.main.getByRole('region', { name: 'Afstemninger på mødet' })).toBeInViewport();
    await expectInPageLinksLead(site, path, ['Dagsorden', 'Afstemninger', 'Fremmøde']);
  });

  test('a party opens with its seats, attendance and cohesion, then links to its sections', async ({
    page,
  }) => {
    const parties = new PartiesPage(page);
    await parties.goto();
    // The first party of the agreement matrix.
    const path = (await parties.matrix.getByRole('link').first().getAttribute('href')) ?? '';
    expect(path).toMatch(/^\/parti\/[^/?#]+$/);
    const party = new PartyPage(page);
    await page.goto(path);
    const figures = party.keyFigures.getByRole('definition');
    await expect(figures.first()).toBeVisible();
    await expectAboveFold(page, figures.last(), `${path}: the key figures`);
    await expectAboveFold(page, party.onThisPage, `${path}: the in-page links`);
    await expectInPageLinksLead(party, path, ['Enighed', 'Medlemmer nu']);
  });
});
