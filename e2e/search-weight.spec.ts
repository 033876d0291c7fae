import { kb, SCRIPT_BUDGET_BYTES, scriptBytes } from './script-bytes';
import { expect, test } from './search-fixtures';

test.describe('the search page’s weight', () => {
  test('loads at most 150 KB of JavaScript, as served, with results on the page', async ({ page }) => {
    const bytes = scriptBytes(page);
    await page.goto('/soeg?q=skat', { waitUntil: 'networkidle' });
    await expect(page.getByRole('main').getByRole('list', { name: 'Fundne sager' })).toBeVisible();
    const atLoad = await bytes();
    expect(atLoad, `${kb(atLoad)} of JavaScript`).toBeLessThanOrEqual(SCRIPT_BUDGET_BYTES);
    expect(atLoad).toBeGreaterThan(0);
  });

  test('loads react-query and the hit lists on the first move, not before', async ({ searchPage, page }) => {
    const bytes = scriptBytes(page);
    await page.goto('/soeg?q=skat', { waitUntil: 'networkidle' });
    await expect(searchPage.caseHits.first()).toBeVisible();
    const atLoad = await bytes();

    await searchPage.searchBox.focus();
    await expect.poll(bytes).toBeGreaterThan(atLoad);
    await searchPage.type('klima');
    await expect(page).toHaveURL(/\/soeg\?q=klima$/);
    await searchPage.settled();
    await expect(searchPage.highlights.first()).toHaveText(/klima/i);
    const afterMove = await bytes();
    test.info().annotations.push({
      type: 'JavaScript',
      description: `${kb(atLoad)} at load, ${kb(afterMove)} after the first move (+${kb(afterMove - atLoad)})`,
    });
  });
});
