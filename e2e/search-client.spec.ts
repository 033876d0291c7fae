import { withoutExpectedServerErrors } from './pages/server-error.page';
import { expect, test } from './search-fixtures';

const WORD = 'fiskeri';

test.describe('search in the browser (react-query)', () => {
  test('typing fetches the results as JSON without loading the page; back and forward show earlier results from the cache', async ({
    searchPage,
    page,
  }) => {
    await searchPage.goto(`?q=${WORD}`);
    await expect(searchPage.caseHits).toHaveCount(20);
    const firstOnPage1 = (await searchPage.caseHits.first().textContent()) ?? '';
    await searchPage.markDocument();
    const requests = searchPage.recordRequests();

    await searchPage.pager.getByRole('link', { name: 'Næste' }).click();
    await expect(page).toHaveURL(new RegExp(`/soeg\\?q=${WORD}&side=2$`));
    await searchPage.settled();
    await expect(searchPage.pager).toContainText('Side 2 af');
    await expect(searchPage.caseHits.first()).not.toHaveText(firstOnPage1);
    const firstOnPage2 = (await searchPage.caseHits.first().textContent()) ?? '';
    expect(requests.json).toEqual([`q=${WORD}&side=2`]);

    // Back to the results the server rendered, forward to the page fetched: both from the cache.
    await page.goBack();
    await expect(searchPage.pager).toContainText('Side 1 af');
    await expect(searchPage.caseHits.first()).toHaveText(firstOnPage1);
    await page.goForward();
    await expect(searchPage.pager).toContainText('Side 2 af');
    await expect(searchPage.caseHits.first()).toHaveText(firstOnPage2);
    await page.goBack();
    await expect(searchPage.pager).toContainText('Side 1 af');

    await searchPage.type('klima');
    await expect(page).toHaveURL(/\/soeg\?q=klima$/);
    await searchPage.settled();
    await expect(searchPage.highlights.first()).toHaveText(/klima/i);
    await expect(searchPage.caseHits.first()).not.toHaveText(firstOnPage1);
    await page.goForward();
    await expect(searchPage.pager).toContainText('Side 2 af');
    await expect(searchPage.caseHits.first()).toHaveText(firstOnPage2);
    await page.goBack();
    await expect(searchPage.searchBox).toHaveValue('klima');
    await expect(searchPage.highlights.first()).toHaveText(/klima/i);

    // Each state asked for once (typing may have paused on a shorter word on a busy machine), the server's never.
    expect(requests.json.at(-1)).toBe('q=klima');
    expect(new Set(requests.json).size).toBe(requests.json.length);
    expect(requests.json.filter((q) => q.includes('side=2'))).toHaveLength(1);
    expect(requests.json).not.toContain(`q=${WORD}`);
    expect(requests.pages).toEqual([]);
    expect(await searchPage.sameDocument()).toBe(true);
  });

  test('a tab in focus has its results fetched before it is chosen, and keeps the focus when chosen', async ({
    searchPage,
    page,
  }) => {
    await searchPage.goto('?q=svar');
    await expect(searchPage.caseHits.first()).toBeVisible();
    await searchPage.caseHits.first().evaluate((hit) => hit.setAttribute('data-e2e-mark', ''));
    const requests = searchPage.recordRequests();
    await searchPage.scope('Dokumenter').focus();
    await expect.poll(() => requests.json).toEqual(['q=svar&vis=dokumenter']);
    // The interactive layer has come (it made the request) and left the server's hits in place, not redrawn.
    await expect(searchPage.caseHits.first()).toHaveAttribute('data-e2e-mark', '');
    await searchPage.scope('Dokumenter').press('Enter');
    await expect(page).toHaveURL(/\?q=svar&vis=dokumenter$/);
    await expect(searchPage.documentHits.first()).toBeVisible();
    await expect(searchPage.scope('Dokumenter')).toBeFocused();
    expect(requests.json).toEqual(['q=svar&vis=dokumenter']);
  });

  test('a search whose results cannot be fetched says so, keeps the results shown, and tries again', async ({
    searchPage,
    page,
    consoleErrors,
  }) => {
    await searchPage.goto(`?q=${WORD}`);
    const firstHit = (await searchPage.caseHits.first().textContent()) ?? '';
    // The JSON route failing as a server in trouble would answer.
    await page.route('**/soeg/resultater?*', (route) =>
      route.fulfill({ status: 500, json: { error: 'down' } }),
    );
    await searchPage.type('klima');
    const alert = searchPage.results.getByRole('alert');
    await expect(alert).toContainText('Søgningen kunne ikke gennemføres');
    await searchPage.settled();
    await expect(searchPage.caseHits.first()).toHaveText(firstHit);

    await page.unroute('**/soeg/resultater?*');
    await alert.getByRole('button', { name: 'Prøv igen' }).click();
    await expect(alert).toHaveCount(0);
    await searchPage.settled();
    await expect(searchPage.highlights.first()).toHaveText(/klima/i);
    consoleErrors.splice(0, consoleErrors.length, ...withoutExpectedServerErrors(consoleErrors));
  });
});
