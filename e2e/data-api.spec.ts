import type { Locator, Page } from '@playwright/test';
import { expect, test } from './data-api-fixtures';
import { withoutExpected404 } from './pages/site.page';

/** Follows a link to an `/api` answer as a reader would, and returns the answer's status, type and body. */
async function followApiLink(page: Page, link: Locator) {
  const answer = page.waitForResponse(
    (r) => r.request().isNavigationRequest() && r.frame() === page.mainFrame(),
  );
  await link.click();
  const response = await answer;
  return {
    status: response.status(),
    type: response.headers()['content-type'] ?? '',
    body: (await response.json()) as { value?: unknown[]; 'odata.count'?: string },
  };
}

/** The smallest height among the links, in CSS pixels. */
async function smallestHeight(links: Locator): Promise<number> {
  const boxes = await Promise.all((await links.all()).map((link) => link.boundingBox()));
  return Math.min(...boxes.map((box) => box?.height ?? 0));
}

test.describe('the API page', () => {
  test('is where the footer’s API link goes, and its examples answer JSON records', async ({
    homePage,
    dataApiPage,
    page,
  }) => {
    await homePage.goto();
    await homePage.apiLink.click();
    await expect(page).toHaveURL(/\/data-api$/);
    await expect(dataApiPage.heading).toHaveText('API for udviklere');
    await expect(dataApiPage.exampleLinks).toHaveCount(7);

    const latestVotes = await followApiLink(page, dataApiPage.exampleLinks.first());
    expect(latestVotes.status).toBe(200);
    expect(latestVotes.type).toMatch(/^application\/json/);
    expect(latestVotes.body.value).toHaveLength(5);

    await page.goBack();
    const search = await followApiLink(page, dataApiPage.exampleLinks.nth(2));
    expect(search.status).toBe(200);
    expect(search.type).toMatch(/^application\/json/);
    expect(search.body.value?.length).toBeGreaterThan(0);
    expect(Number(search.body['odata.count'])).toBeGreaterThan(0);
  });

  test('shows absolute URLs on the site’s own origin, the service root and $metadata', async ({
    dataApiPage,
    baseURL,
  }) => {
    await dataApiPage.goto();
    await expect(dataApiPage.serviceLinks).toHaveText([`${baseURL}/api/`, `${baseURL}/api/$metadata`]);
    await expect(dataApiPage.exampleLinks.first()).toHaveText(
      `${baseURL}/api/Afstemning?$orderby=id desc&$top=5`,
    );
    await expect(dataApiPage.exampleLinks.first()).toHaveAttribute(
      'href',
      `${baseURL}/api/Afstemning?$orderby=id%20desc&$top=5`,
    );
    await expect(dataApiPage.limits).toContainText('300 forespørgsler i minuttet');
    await expect(dataApiPage.limits).toContainText('højst 2 sekunder');
    await expect(dataApiPage.limits).toContainText('hver klient kan have 1 kørende ad gangen');
  });

  test('has a description and a canonical address for sharing', async ({ dataApiPage, page, baseURL }) => {
    await dataApiPage.goto();
    await expect(page).toHaveTitle('API for udviklere – Tingdata');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/data-api`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'API for udviklere');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /OData 3\.0/);
  });

  test('passes axe, fits the screen and has 44 px link targets on touch screens', async ({
    dataApiPage,
    seriousA11yViolations,
    hasTouch,
  }) => {
    await dataApiPage.goto();
    expect(await seriousA11yViolations()).toEqual([]);
    expect(await dataApiPage.overflowsHorizontally()).toBe(false);
    if (hasTouch) {
      expect(await smallestHeight(dataApiPage.exampleLinks)).toBeGreaterThanOrEqual(44);
      expect(await smallestHeight(dataApiPage.apiLink)).toBeGreaterThanOrEqual(44);
    }
  });
});

test.describe('the generic 404', () => {
  test('answers 404 with a search box and the ways on, and never says "not built yet"', async ({
    notFoundPage,
    page,
    consoleErrors,
    seriousA11yViolations,
    hasTouch,
  }) => {
    const response = await page.goto('/findes-ikke');
    expect(response?.status()).toBe(404);
    await expect(notFoundPage.heading).toHaveText('Siden findes ikke');
    await expect(notFoundPage.main).not.toContainText('bygget endnu');
    await expect(notFoundPage.searchBox).toBeVisible();
    await expect(notFoundPage.onwards.getByRole('link')).toHaveText([
      'Forsiden',
      'Alle afstemninger',
      'Sager og søgning',
    ]);
    expect(await seriousA11yViolations()).toEqual([]);
    if (hasTouch)
      expect(await smallestHeight(notFoundPage.onwards.getByRole('link'))).toBeGreaterThanOrEqual(44);
    consoleErrors.splice(0, consoleErrors.length, ...withoutExpected404(consoleErrors));
  });

  test('searches without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    try {
      expect((await page.goto('/findes-ikke'))?.status()).toBe(404);
      await page.getByRole('searchbox', { name: 'Søg i sager' }).fill('skat');
      await Promise.all([
        page.waitForURL(/\/soeg\?q=skat$/),
        page.getByRole('button', { name: 'Søg' }).click(),
      ]);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('searchbox', { name: 'Søgeord' })).toHaveValue('skat');
    } finally {
      await context.close();
    }
  });
});
