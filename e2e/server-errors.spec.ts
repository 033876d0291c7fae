import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyWithoutTable, type FailingSite, startFailingSite, writeNoDatabase } from './failing-site';
import { test as base, expect } from './fixtures';
import { ServerErrorPage, withoutExpectedServerErrors } from './pages/server-error.page';
import { SitePage } from './pages/site.page';
import { APP_PORT } from './servers';

/**
 * Each worker's failing servers, on the ports after the two fixed ones (APP_PORT, APP_PORT + 1): `brokenSite` on
 * a file that is no database, `partialSite` on the test store without its Sagstype table (the search page and the
 * case pages read it; the glossary does not).
 */
const test = base.extend<
  { errorPage: ServerErrorPage },
  { brokenSite: FailingSite; partialSite: FailingSite }
>({
  brokenSite: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures must destructure their first argument.
    async ({}, use, workerInfo) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'tingdata-broken-store-'));
      const store = writeNoDatabase(path.join(dir, 'broken.sqlite'));
      const site = await startFailingSite('broken', store, APP_PORT + 2 + 2 * workerInfo.parallelIndex);
      await use(site);
      await site.stop();
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  partialSite: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures must destructure their first argument.
    async ({}, use, workerInfo) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'tingdata-partial-store-'));
      const store = copyWithoutTable(path.join(dir, 'partial.sqlite'), 'Sagstype');
      const site = await startFailingSite('partial', store, APP_PORT + 3 + 2 * workerInfo.parallelIndex);
      await use(site);
      await site.stop();
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  errorPage: async ({ page }, use) => use(new ServerErrorPage(page)),
});

test.describe('a request the server fails to answer', () => {
  test('shows the reader an error code that is in exactly one log line, with the route, and is counted', async ({
    page,
    brokenSite,
    errorPage,
    consoleErrors,
    seriousA11yViolations,
  }) => {
    const before = await brokenSite.failures('/sag/[id]', 500);
    const response = await page.goto(`${brokenSite.url}/sag/1`);
    expect(response?.status()).toBe(500);
    const id = (await response?.headerValue('x-request-id')) ?? '';
    expect(id).toMatch(/^[a-z2-9]{10}$/);
    await expect(errorPage.heading).toBeVisible();
    expect(await errorPage.code()).toBe(id);
    await expect(errorPage.homeLink).toHaveAttribute('href', '/');
    // What failed is for the log, never the page.
    await expect(errorPage.main).not.toContainText(/database|SqliteError|\.ts:\d/);

    await expect.poll(() => brokenSite.logLines(id).length).toBe(1);
    expect(brokenSite.logLines(id)[0]).toMatchObject({
      level: 'error',
      method: 'GET',
      path: '/sag/1',
      status: 500,
      route: '/sag/[id]',
      error: { message: expect.stringContaining('file is not a database') },
    });
    await expect.poll(() => brokenSite.failures('/sag/[id]', 500)).toBe(before + 1);
    expect(await seriousA11yViolations()).toEqual([]);
    consoleErrors.splice(0, consoleErrors.length, ...withoutExpectedServerErrors(consoleErrors));
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a failed search still says what happened and shows its code', async ({
      page,
      brokenSite,
      errorPage,
      consoleErrors,
    }) => {
      const response = await page.goto(
        `${brokenSite.url}/soeg?q=${encodeURIComponent('detailhandlens åbningstider')}`,
      );
      expect(response?.status()).toBe(500);
      await expect(errorPage.heading).toBeVisible();
      const id = await errorPage.code();
      expect(id).toBe(await response?.headerValue('x-request-id'));
      await expect.poll(() => brokenSite.logLines(id).map((line) => line.route)).toEqual(['/soeg']);
      consoleErrors.splice(0, consoleErrors.length, ...withoutExpectedServerErrors(consoleErrors));
    });
  });

  test('logs a failed /api read, feed, export, share image and search JSON once each, under its route', async ({
    request,
    brokenSite,
  }) => {
    const cases = [
      ['/api/Sag?$top=1', '/api/[[...path]]'],
      ['/kommende/feed.xml', '/kommende/feed.xml'],
      ['/afstemning/1/stemmer.csv', '/afstemning/[id]/stemmer.csv'],
      ['/sag/1/opengraph-image', '/sag/[id]/opengraph-image'],
      [`/soeg/resultater?${new URLSearchParams({ q: 'universiteternes økonomi' })}`, '/soeg/resultater'],
    ] as const;
    const ids: string[] = [];
    for (const [requested, route] of cases) {
      const response = await request.get(`${brokenSite.url}${requested}`);
      expect(response.status(), requested).toBe(500);
      const id = response.headers()['x-request-id'] ?? '';
      expect(id, requested).toMatch(/^[a-z2-9]{10}$/);
      expect(await response.text(), requested).not.toMatch(/SqliteError|at .*\.ts:\d/);
      await expect
        .poll(() => brokenSite.logLines(id).map((line) => [line.route, line.path, line.status]))
        .toEqual([[route, requested, 500]]);
      ids.push(id);
    }
    // Each still one line once every answer is done.
    expect(ids.map((id) => brokenSite.logLines(id).length)).toEqual(cases.map(() => 1));
  });

  test("a client navigation to a failing page shows the segment's error page with the code the log has", async ({
    page,
    partialSite,
    consoleErrors,
  }) => {
    await page.goto(`${partialSite.url}/ordliste`);
    const site = new SitePage(page);
    await site.openMenu();
    await site.mainNav.getByRole('link', { name: 'Sager og søgning' }).click();
    await expect(page).toHaveURL(/\/soeg$/);
    const alert = site.main.getByRole('alert');
    await expect(alert.getByRole('heading', { level: 1 })).toHaveText('Søgningen kunne ikke gennemføres');
    const codeLine = alert.getByText(/^Fejlkode: /);
    await expect(codeLine).toHaveText(/^Fejlkode: [a-z2-9]{10}$/);
    const id = ((await codeLine.textContent()) ?? '').replace('Fejlkode: ', '');
    await expect.poll(() => partialSite.logLines(id).length).toBe(1);
    expect(partialSite.logLines(id)[0]).toMatchObject({
      route: '/soeg',
      error: { message: expect.stringContaining('no such table: Sagstype') },
    });
    await expect(alert.getByRole('button', { name: 'Prøv igen' })).toBeVisible();
    consoleErrors.splice(0, consoleErrors.length, ...withoutExpectedServerErrors(consoleErrors));
  });
});
