import { markDocument, nonceOf, noncesIn, sameDocument, watchViolations } from './csp';
import { expect, test } from './vote-fixtures';

/**
 * The Content-Security-Policy as a browser meets it: a page rendered for the request names a fresh nonce, which its
 * scripts carry; the same page from the page cache — the same bytes for everyone, so nginx or a CDN may keep it —
 * carries no nonce, and its policy names its inline scripts by hash (docs/caching.md). Either way the page's own
 * scripts run (the member filter works without reloading the page) with no violation reported.
 * (e2e/next-modes.spec.ts: the same headers under `next dev` and `next start`; e2e/nginx-cache.spec.ts: through nginx.)
 */

test.describe('content security policy', () => {
  test('a vote page runs its scripts under a nonce when rendered, and by hash from the page cache', async ({
    page,
    votePage,
    votePaths,
  }) => {
    const violations = await watchViolations(page);
    // The first load is rendered for the request (a miss) — or comes from the cache when another test asked first;
    // the second comes from the cache.
    let cached = false;
    for (const round of ['first', 'again']) {
      const response = await page.goto(votePaths.withBallots);
      if (!response) throw new Error('no response');
      const headers = response.headers();
      const policy = headers['content-security-policy'] ?? '';
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const html = await response.text();
      if (round === 'first' && headers['x-tingdata-page-cache'] === 'miss') {
        const nonce = nonceOf(response);
        expect(nonce).toMatch(/^[\w-]{22}$/);
        expect(noncesIn(html)).toEqual([nonce]);
        expect(headers['cache-control']).toMatch(/\bprivate\b/);
      } else {
        cached = true;
        // From the cache, or a 304 for the copy the browser kept from it (under the same policy).
        expect(headers['x-tingdata-page-cache']).toMatch(/^(hit|stale|not-modified)$/);
        expect(nonceOf(response)).toBeUndefined();
        expect(policy).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
        expect(noncesIn(html)).toEqual(['']);
        expect(headers['cache-control']).toMatch(/^public, max-age=0, /);
      }

      // The filter is the page's own script: it narrows the list in place, without loading another page.
      await markDocument(page);
      await votePage.filterByParty('S');
      await expect(votePage.memberStatus).toHaveText(/^Viser \d+ af 179 medlemmer\.$/);
      expect(await sameDocument(page)).toBe(true);
      expect(await violations()).toEqual([]);
    }
    expect(cached).toBe(true);
  });

  test('the vote list and its filters run without violations', async ({ page, votesPage }) => {
    const violations = await watchViolations(page);
    await votesPage.goto();
    await votesPage.goto();
    await votesPage.nextPage.click();
    await expect(page).toHaveURL(/side=2/);
    expect(await violations()).toEqual([]);
  });

  test('data answers carry a policy that runs nothing, and nosniff', async ({ request, votePaths }) => {
    for (const path of [
      '/api/Sag?$top=1',
      `${votePaths.withBallots}/stemmer.csv`,
      `${votePaths.withBallots}/stemmer.json`,
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-security-policy'], path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
    }
  });
});
