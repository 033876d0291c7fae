import { expect, test } from './vote-fixtures';

test.describe('vote list', () => {
  test('lists votes newest first, 50 a page, with the count', async ({ votesPage }) => {
    await votesPage.goto();
    await expect(votesPage.heading).toHaveText('Afstemninger');
    await expect(votesPage.count).toHaveText(/^[\d.]+ afstemninger$/);
    await expect(votesPage.votes).toHaveCount(50);
    const dates = await votesPage.dates();
    expect(dates).toEqual([...dates].sort().reverse());
    for (const link of await votesPage.list.getByRole('link').all())
      await expect(link).toHaveAttribute('href', /^\/afstemning\/\d+$/);
    expect(await votesPage.overflowsHorizontally()).toBe(false);
  });

  test('pages with links, keeping the position in the URL', async ({ votesPage, page }) => {
    await votesPage.goto();
    const firstOnPage1 = await votesPage.votePath(0);
    await votesPage.nextPage.click();
    await expect(page).toHaveURL(/\/afstemninger\?side=2$/);
    await expect(votesPage.pager).toContainText(/Side 2 af \d+/);
    expect(await votesPage.votePath(0)).not.toBe(firstOnPage1);
    await votesPage.previousPage.click();
    await expect(page).toHaveURL(/\/afstemninger$/);
    expect(await votesPage.votePath(0)).toBe(firstOnPage1);
  });

  test('filters with the GET form and reads the filters back from the URL', async ({ votesPage, page }) => {
    await votesPage.goto('?side=3');
    // A full session (the store is fixed: demo scale, seed 1), not the newest, which may have few votes yet.
    const period = (await votesPage.periodSelect.locator('option').nth(4).textContent()) ?? '';
    await votesPage.filter({ period, type: 'Endelig vedtagelse', outcome: 'Forkastet' });
    // Filtering starts again at page 1.
    await expect(page).toHaveURL(/\/afstemninger\?samling=\d{5}&type=1&resultat=forkastet$/);
    await expect(votesPage.votes.first()).toBeVisible();
    for (const vote of await votesPage.votes.all()) {
      await expect(vote).toContainText('Forkastet');
      await expect(vote).toContainText('Endelig vedtagelse');
    }
    await page.reload();
    await expect(votesPage.periodSelect.locator('option:checked')).toHaveText(period);
    await expect(votesPage.typeSelect).toHaveValue('1');
    await expect(votesPage.outcomeSelect).toHaveValue('forkastet');

    await votesPage.resetLink.click();
    await expect(page).toHaveURL(/\/afstemninger$/);
    await expect(votesPage.outcomeSelect).toHaveValue('');
  });

  test('opens at any state given in the URL, invalid values ignored', async ({ votesPage }) => {
    await votesPage.goto('?resultat=vedtaget&type=abc&side=2');
    await expect(votesPage.outcomeSelect).toHaveValue('vedtaget');
    await expect(votesPage.typeSelect).toHaveValue('');
    await expect(votesPage.pager).toContainText(/Side 2 af \d+/);
    for (const vote of await votesPage.votes.all()) await expect(vote).toContainText('Vedtaget');
  });

  test('says so when a page is past the end or nothing matches', async ({ votesPage, page }) => {
    await votesPage.goto('?side=9999');
    await expect(votesPage.main).toContainText(/Siden findes ikke: der er \d+ sider med afstemninger\./);
    await votesPage.main.getByRole('link', { name: 'Gå til sidste side' }).click();
    await expect(page).toHaveURL(/\/afstemninger\?side=\d+$/);
    await expect(votesPage.votes.first()).toBeVisible();
    await expect(votesPage.nextPage).toHaveCount(0);
  });

  test('is in the main menu, marked as the current page', async ({ votesPage, page }) => {
    await page.goto('/');
    await votesPage.navLink('Afstemninger').click();
    await expect(page).toHaveURL(/\/afstemninger$/);
    await expect(votesPage.navLink('Afstemninger')).toHaveAttribute('aria-current', 'page');
  });

  test('links each vote to its page', async ({ votesPage, page }) => {
    await votesPage.goto('?side=2');
    const path = await votesPage.votePath(0);
    await votesPage.votes.first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(votesPage.navLink('Afstemninger')).toHaveAttribute('aria-current', 'true');
  });

  test('has no serious or critical accessibility violations', async ({
    votesPage,
    seriousA11yViolations,
  }) => {
    await votesPage.goto('?resultat=forkastet');
    await expect(votesPage.votes.first()).toBeVisible();
    expect(await seriousA11yViolations()).toEqual([]);
  });
});

test.describe('vote list without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('filters with the form and pages with links', async ({ votesPage, page }) => {
    await votesPage.goto();
    await expect(votesPage.votes).toHaveCount(50);
    await votesPage.filter({ outcome: 'Vedtaget' });
    // The form sends its empty fields too; the page reads them as "any".
    await expect(page).toHaveURL(/\/afstemninger\?samling=&type=&resultat=vedtaget$/);
    await expect(votesPage.votes).toHaveCount(50);
    for (const vote of await votesPage.votes.all()) await expect(vote).toContainText('Vedtaget');
    await votesPage.nextPage.click();
    await expect(page).toHaveURL(/\/afstemninger\?resultat=vedtaget&side=2$/);
    await expect(votesPage.pager).toContainText(/Side 2 af \d+/);
  });
});
