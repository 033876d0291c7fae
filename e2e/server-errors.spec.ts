import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ServerErrorEntry } from '../lib/server/server-error-log';
import { startChild } from './child-service';
import { test as base, expect } from './fixtures';
import { ServerErrorPage, withoutExpected500 } from './pages/server-error.page';
import { APP_PORT } from './servers';

/** The production server on a store file that exists but is no database: every read fails, as a damaged disk would. */
interface BrokenSite {
  readonly url: string;
  /** The server's log lines (JSON on stderr) for a request id. */
  logLines(requestId: string): ServerErrorEntry[];
  /** `tingdata_server_errors_total` for a route pattern and status, read from `/metrics`. */
  failures(route: string, status: number): Promise<number>;
}

const test = base.extend<{ errorPage: ServerErrorPage }, { brokenSite: BrokenSite }>({
  brokenSite: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures must destructure their first argument.
    async ({}, use, workerInfo) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'tingdata-broken-store-'));
      const store = path.join(dir, 'broken.sqlite');
      writeFileSync(store, 'Dette er ingen database.\n'.repeat(400));
      // The two fixed servers use APP_PORT and APP_PORT + 1; each worker's broken one the ports after them.
      const port = APP_PORT + 2 + workerInfo.parallelIndex;
      const url = `http://localhost:${port}`;
      // Its reads fail at once; a generous deadline keeps a busy test machine from making them 503s instead.
      const env = { ODA_DB: store, ODA_PAGE_QUERY_TIMEOUT_MS: '30000' };
      const service = await startChild(
        'broken',
        ['scripts/serve.ts', '--port', String(port)],
        env,
        url,
        '/metrics',
      );
      const logLines = (requestId: string) =>
        service
          .stderr()
          .split('\n')
          .filter((line) => line.startsWith('{') && line.includes(`"requestId":"${requestId}"`))
          .map((line) => JSON.parse(line) as ServerErrorEntry);
      const failures = async (route: string, status: number) => {
        const text = await (await fetch(`${url}/metrics`)).text();
        const line = text
          .split('\n')
          .find((l) => l.startsWith(`tingdata_server_errors_total{route="${route}",status="${status}"}`));
        return line ? Number(line.split(' ').pop()) : 0;
      };
      await use({ url, logLines, failures });
      await service.stop();
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
    consoleErrors.splice(0, consoleErrors.length, ...withoutExpected500(consoleErrors));
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
      consoleErrors.splice(0, consoleErrors.length, ...withoutExpected500(consoleErrors));
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
});
