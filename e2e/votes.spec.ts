import { expect, test } from './vote-fixtures';

const DANISH_DATE =
  /\d{1,2}\. (januar|februar|marts|april|maj|juni|juli|august|september|oktober|november|december) \d{4}/;
const VOTE_TYPE = /Endelig vedtagelse|Udvalgsindstilling|Forslag til vedtagelse|Ændringsforslag/;

test.describe('vote list', () => {
  test('lists votes newest first, 50 a page, with the count', async ({ votesPage }) => {
    await votesPage.goto();
    await expect(votesPage.heading).toHaveText('Afstemninger');
    await expect(votesPage.count).toHaveText(/^[\d.]+ afstemninger$/);
    await expect(votesPage.votes).toHaveCount(50);
    const dates = await votesPage.dates();
    expect(dates).toEqual([...dates].sort().reverse());
    await expect(votesPage.voteLinks).toHaveCount(50);
    for (const link of await votesPage.voteLinks.all())
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
    // Filtering starts again at page 1; the form sends its empty fields too, read as "any".
    await expect(page).toHaveURL(/\/afstemninger\?q=&sag=&samling=\d{5}&type=1&resultat=forkastet$/);
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

  test('says of each vote what was voted on: type, step, date, number, counts and result bar', async ({
    votesPage,
  }) => {
    // Older pages: votes with the members' ballots (the newest may have none yet).
    await votesPage.goto('?side=5');
    for (let i = 0; i < 5; i++) {
      const vote = votesPage.votes.nth(i);
      await expect(vote).toContainText(VOTE_TYPE);
      await expect(vote).toContainText(DANISH_DATE);
      await expect(vote).toContainText(/Afstemning nr\. \d+/);
      await expect(vote).toContainText(/Vedtaget|Forkastet/);
    }
    const withBallots = votesPage.votes.filter({ hasText: /\d+ fraværende/ }).first();
    await expect(withBallots.getByTestId('vote-counts')).toHaveText(
      /^\d+ for, \d+ imod, \d+ hverken for eller imod, \d+ fraværende$/,
    );

    // Amendments name their step and, when a step has several, which one they are.
    await votesPage.goto('?type=4');
    await expect(votesPage.votes.first()).toContainText(/Ændringsforslag( \d+ af \d+)? · 2\. behandling · /);
    await expect(votesPage.votes.filter({ hasText: /Ændringsforslag \d+ af \d+/ }).first()).toBeVisible();
    await expect(votesPage.votes.first()).toContainText('Stemte for ifølge konklusionen:');
  });

  test('filters by text and by case number, together with the other filters', async ({ votesPage, page }) => {
    await votesPage.goto();
    await votesPage.filter({ text: 'omafstemning' });
    await expect(page).toHaveURL(/\/afstemninger\?q=omafstemning&sag=&samling=&type=&resultat=$/);
    await expect(votesPage.votes.first()).toBeVisible();
    for (const vote of await votesPage.votes.all())
      await expect(vote).toContainText(/Bemærkning: [^·]*omafstemning/i);
    await expect(votesPage.textInput).toHaveValue('omafstemning');

    await votesPage.goto('?type=4');
    const number = ((await votesPage.caseLink(0).textContent()) ?? '').replace(/^Sagen /, '').trim();
    expect(number).toMatch(/^[A-Z]+ \d+$/);
    // Typed loosely: lower case, no space.
    await votesPage.filter({ text: '', caseNumber: number.toLowerCase().replace(' ', '') });
    await expect(votesPage.caseInput).toHaveValue(number);
    await expect(votesPage.votes.first()).toBeVisible();
    for (const vote of await votesPage.votes.all()) {
      await expect(vote.getByRole('heading')).toContainText(number);
      await expect(vote).toContainText('Ændringsforslag');
    }
    await votesPage.goto('?sag=X+99999');
    await expect(votesPage.count).toHaveText('0 afstemninger');
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
    await votesPage.openMenu();
    await votesPage.navLink('Afstemninger').click();
    await expect(page).toHaveURL(/\/afstemninger$/);
    await votesPage.openMenu();
    await expect(votesPage.navLink('Afstemninger')).toHaveAttribute('aria-current', 'page');
  });

  test('links each vote to its page', async ({ votesPage, page }) => {
    await votesPage.goto('?side=2');
    const path = await votesPage.votePath(0);
    await votesPage.voteLink(0).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await votesPage.openMenu();
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
    await expect(page).toHaveURL(/\/afstemninger\?q=&sag=&samling=&type=&resultat=vedtaget$/);
    await expect(votesPage.votes).toHaveCount(50);
    for (const vote of await votesPage.votes.all()) await expect(vote).toContainText('Vedtaget');
    await votesPage.nextPage.click();
    await expect(page).toHaveURL(/\/afstemninger\?resultat=vedtaget&side=2$/);
    await expect(votesPage.pager).toContainText(/Side 2 af \d+/);
  });

  test('filters by text and case number with the form', async ({ votesPage, page }) => {
    await votesPage.goto('?type=4');
    const number = ((await votesPage.caseLink(0).textContent()) ?? '').replace(/^Sagen /, '').trim();
    await votesPage.filter({ caseNumber: number, text: '2. behandling' });
    await expect(page).toHaveURL(/\/afstemninger\?q=2\.\+behandling&sag=[^&]+&samling=&type=4&resultat=$/);
    await expect(votesPage.votes.first()).toBeVisible();
    for (const vote of await votesPage.votes.all()) {
      await expect(vote.getByRole('heading')).toContainText(number);
      await expect(vote).toContainText('2. behandling');
    }
    await expect(votesPage.resetLink).toBeVisible();
  });
});
