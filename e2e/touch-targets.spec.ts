import { expect, test } from './fixtures';
import { SitePage, withoutExpected404 } from './pages/site.page';

// A phone: a touch screen, so the pages' `pointer: coarse` rules apply (in both projects: this is about touch).
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Follows the first link whose address matches, as a reader would, and returns the path it led to. */
async function firstPath(site: SitePage, from: string, href: RegExp): Promise<string> {
  await site.page.goto(from);
  const hrefs = await site.main
    .locator('a[href]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  const found = hrefs.find((h) => href.test(h));
  expect(found, `a link matching ${href} on ${from}`).toBeDefined();
  return found as string;
}

test.describe('touch targets', () => {
  test('every control and standalone link on each kind of page is at least 44 px tall', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const site = new SitePage(page);
    // A final vote (type 1): always on a case, so its page links one.
    const vote = await firstPath(site, '/afstemninger?type=1&side=2', /^\/afstemning\/\d+$/);
    const caseLink = await firstPath(site, vote, /^\/sag\/\d+$/);
    const meeting = await firstPath(site, vote, /^\/moede\/\d+$/);
    const member = await firstPath(site, `${vote}#medlemmer`, /^\/aktoer\/\d+$/);
    const party = await firstPath(site, '/partier', /^\/parti\/[^/?#]+$/);
    const storkreds = await firstPath(site, '/storkredse', /^\/storkredse\?kreds=/);
    const pages = [
      '/',
      '/afstemninger',
      '/afstemninger?brud=ja',
      '/afstemninger/brud',
      vote,
      caseLink,
      '/moeder',
      '/moeder?tid=tidligere',
      '/kommende',
      meeting,
      '/aktoerer',
      member,
      `${member}/afstemninger`,
      '/storkredse',
      storkreds,
      '/partier',
      party,
      '/soeg?q=forslag',
      '/ordliste',
      '/data-api',
      '/findes-ikke',
    ];
    for (const path of pages) {
      await page.goto(path);
      expect(await site.smallTouchTargets(), path).toEqual([]);
    }
    // The last page is a 404 on purpose; the browser logs its status, which is not an error of the page.
    consoleErrors.splice(0, consoleErrors.length, ...withoutExpected404(consoleErrors));
  });
});
