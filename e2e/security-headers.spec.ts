import { markDocument, nonceOf, noncesIn, sameDocument, watchViolations } from './csp';
import { expect, test } from './vote-fixtures';

/**
 * The Content-Security-Policy as a browser meets it: every answer's policy names a fresh nonce, the page's scripts
 * carry that nonce — also when the page comes from the page cache, which rewrites it — and so the page's own
 * scripts run (the member filter works without reloading the page) with no violation reported.
 * (e2e/next-modes.spec.ts: the same headers under `next dev` and `next start`.)
 */

test.describe('content security policy', () => {
  test('a vote page runs its scripts under a nonce, rendered and from the page cache', async ({
    page,
    votePage,
    votePaths,
  }) => {
    const violations = await watchViolations(page);
    const nonces = new Set<string>();
    for (const round of ['first', 'again']) {
      const response = await page.goto(votePaths.withBallots);
      if (!response) throw new Error('no response');
      const headers = response.headers();
      // Again: from the page cache, or — when the browser kept the copy it was given — a 304, after which the
      // browser uses that copy with the policy it came with (a 304 carries none).
      const from = headers['x-tingdata-page-cache'];
      if (round === 'again') expect(from).toMatch(/^(hit|stale|not-modified)$/);
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const nonce = nonceOf(response);
      expect(nonce).toMatch(/^[\w-]{22}$/);
      if (from !== 'not-modified') expect(nonces.has(nonce ?? '')).toBe(false);
      nonces.add(nonce ?? '');
      expect(noncesIn(await response.text())).toEqual([nonce]);

      // The filter is the page's own script: it narrows the list in place, without loading another page.
      await markDocument(page);
      await votePage.filterByParty('S');
      await expect(votePage.memberStatus).toHaveText(/^Viser \d+ af 179 medlemmer\.$/);
      expect(await sameDocument(page)).toBe(true);
      expect(await violations()).toEqual([]);
    }
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
