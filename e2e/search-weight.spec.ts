import { expect, test } from './fixtures';

/** The JavaScript budget of a page on a phone: script bodies as they come over the wire (compressed as served). */
const SCRIPT_BUDGET_BYTES = 150 * 1024;

test.describe('the search page’s weight', () => {
  test('loads at most 150 KB of JavaScript, as served, with results on the page', async ({ page }) => {
    const sizes: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') sizes.push(request.sizes().then((s) => s.responseBodySize));
    });
    await page.goto('/soeg?q=skat', { waitUntil: 'networkidle' });
    await expect(page.getByRole('main').getByRole('list', { name: 'Fundne sager' })).toBeVisible();
    const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
    expect(bytes, `${(bytes / 1024).toFixed(1)} KB of JavaScript`).toBeLessThanOrEqual(SCRIPT_BUDGET_BYTES);
    expect(bytes).toBeGreaterThan(0);
  });
});
