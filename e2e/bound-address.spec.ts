import path from 'node:path';
import { freePort } from '../lib/cache/redis.fixture';
import { type Service, startChild } from './child-service';
import { test as base, expect } from './fixtures';

/**
 * A production server bound to one loopback address (`scripts/serve.ts --hostname 127.0.0.1`), as an instance
 * behind nginx is: its English pages are English and its Danish pages Danish, whichever loopback name the client
 * uses. (Next once took the `/en/…` rewrite for another origin there, and every English page came out Danish.)
 */
const test = base.extend<object, { boundSite: Service }>({
  boundSite: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures must destructure their first argument.
    async ({}, use) => {
      const port = await freePort();
      const store = path.resolve(process.env.ODA_DB?.trim() || path.join('data', 'test.sqlite'));
      const site = await startChild(
        'bound',
        ['scripts/serve.ts', '--port', String(port), '--hostname', '127.0.0.1'],
        { ODA_DB: store },
        `http://127.0.0.1:${port}`,
        '/ordliste',
      );
      await use(site);
      await site.stop();
    },
    { scope: 'worker' },
  ],
});

for (const host of ['127.0.0.1', 'localhost']) {
  test(`a server bound to 127.0.0.1 answers in the address's language when asked as ${host}`, async ({
    boundSite,
    page,
  }) => {
    const origin = boundSite.url.replace('127.0.0.1', host);
    await page.goto(`${origin}/en/ordliste`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Glossary' })).toBeVisible();
    await page.goto(`${origin}/ordliste`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'da');
    await expect(page.getByRole('heading', { level: 1, name: 'Ordliste' })).toBeVisible();
  });
}
