import { mergeTests } from '@playwright/test';
import { hasNginx, startNginx, type TestNginx } from '../lib/deploy/nginx.fixture';
import { test as caseTest } from './case-fixtures';
import { markDocument, noncesIn, sameDocument, watchViolations } from './csp';
import { test as meetingTest } from './meeting-fixtures';
import { SearchPage } from './pages/search.page';
import { APP_PORT } from './servers';
import { expect, test as voteTest } from './vote-fixtures';

/**
 * Pages through nginx's cache (the committed site config, deploy/nginx/tingdata.conf, lib/deploy/nginx.fixture.ts)
 * in front of the server under test: once the server answers a page from its page cache, nginx keeps that answer and
 * hands the same bytes to the next reader (`X-Cache-Status: HIT`). Those bytes carry no nonce; their policy names
 * the inline scripts by hash (docs/caching.md) — and the page's scripts run on the kept copy, with no violation.
 * (The revalidation when the generation moves: lib/deploy/nginx-cache.test.ts.)
 */
const test = mergeTests(voteTest, caseTest, meetingTest).extend<
  { searchPage: SearchPage; throughNginx: (path: string) => Promise<void> },
  { nginx: TestNginx }
>({
  nginx: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures must destructure their first argument.
    async ({}, use) => {
      if (!hasNginx()) throw new Error('nginx is not installed (apt-get install nginx; .ci/run installs it)');
      const nginx = await startNginx({ upstreams: [`127.0.0.1:${APP_PORT}`] });
      await use(nginx);
      await nginx.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ nginx }, use) => use(nginx.url),
  searchPage: async ({ page }, use) => use(new SearchPage(page)),
  /**
   * Asks nginx for `path` until it has kept the page: the first render streams with a nonce and is passed on
   * uncached; the page cache's answer after it is the one nginx keeps (its `X-Cache-Status` still MISS).
   */
  throughNginx: async ({ request, nginx }, use) => {
    await use(async (path) => {
      await expect
        .poll(async () => {
          const response = await request.get(`${nginx.url}${path}`);
          return `${response.headers()['x-cache-status']} ${response.headers()['x-tingdata-page-cache'] ?? ''}`;
        })
        .toMatch(/^(?:MISS (?:hit|stale)|HIT)/);
    });
  },
});

test.describe('pages through nginx’s cache', () => {
  test('a vote, a case, the search page and a meeting come from nginx’s cache the second time, their scripts running under their hashes', async ({
    page,
    votePaths,
    caseIds,
    meetingIds,
    throughNginx,
  }) => {
    const violations = await watchViolations(page);
    for (const path of [
      votePaths.withBallots,
      `/sag/${caseIds.passedBill}`,
      '/soeg',
      `/moede/${meetingIds.plenary}`,
    ]) {
      await throughNginx(path);
      for (const round of ['first', 'again']) {
        const response = await page.goto(path);
        if (!response) throw new Error(`no response for ${path}`);
        const headers = response.headers();
        expect(headers['x-cache-status'], `${path} ${round}`).toBe('HIT');
        expect(headers['cache-control'], path).toMatch(/^public, max-age=0, s-maxage=\d+/);
        const policy = headers['content-security-policy'] ?? '';
        expect(policy, path).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
        expect(policy, path).not.toContain("'nonce-");
        expect(policy, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
        expect(noncesIn(await response.text()), path).toEqual(['']);
        // Next's scripts ran: the router's state is there once the page has hydrated.
        await expect.poll(() => page.evaluate(() => 'next' in window), path).toBe(true);
      }
      expect(await violations(), path).toEqual([]);
    }
  });

  test('the kept vote page’s member filter works without loading another page', async ({
    page,
    votePage,
    votePaths,
    throughNginx,
  }) => {
    const violations = await watchViolations(page);
    await throughNginx(votePaths.withBallots);
    const response = await page.goto(votePaths.withBallots);
    expect(response?.headers()['x-cache-status']).toBe('HIT');
    await markDocument(page);
    await votePage.filterByParty('S');
    await expect(votePage.memberStatus).toHaveText(/^Viser \d+ af \d+ medlemmer\.$/);
    expect(await sameDocument(page)).toBe(true);
    expect(await violations()).toEqual([]);
  });

  test('the kept search page searches as one types, without loading another page', async ({
    page,
    searchPage,
    caseIds,
    throughNginx,
  }) => {
    const violations = await watchViolations(page);
    await throughNginx('/soeg');
    const response = await page.goto('/soeg');
    expect(response?.headers()['x-cache-status']).toBe('HIT');
    await searchPage.markDocument();
    await searchPage.type(caseIds.passedBillNumber);
    await expect(page).toHaveURL(/\/soeg\?q=/);
    await searchPage.settled();
    await expect(searchPage.caseHits.first()).toBeVisible();
    expect(await searchPage.sameDocument()).toBe(true);
    expect(await violations()).toEqual([]);
  });
});
