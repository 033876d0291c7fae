import { HomePage } from './pages/home.page';
import { expect, test } from './upcoming-fixtures';

const MONTH = '(januar|februar|marts|april|maj|juni|juli|august|september|oktober|november|december)';
const DANISH_DAY = new RegExp(`^[a-zæøå]+dag den \\d{1,2}\\. ${MONTH} \\d{4}$`, 'i');

test.describe('upcoming votes', () => {
  test('lists the cases with a vote expected at the coming sittings, by day, as the store has them', async ({
    upcomingPage,
    upcoming,
    page,
  }) => {
    await upcomingPage.goto();
    await expect(upcomingPage.heading).toHaveText('Kommende afstemninger');
    await expect(page).toHaveTitle('Kommende afstemninger – Tingdata');
    await upcomingPage.openMenu();
    await expect(upcomingPage.navLink('Kommende')).toHaveAttribute('aria-current', 'page');
    await expect(upcomingPage.summary).toContainText(`${upcoming.cases.length} sager på`);

    const links = upcomingPage.caseLinks();
    await expect(links).toHaveCount(upcoming.cases.length);
    for (const [i, c] of upcoming.cases.entries()) {
      await expect(links.nth(i)).toHaveAttribute('href', `/sag/${c.id}`);
      await expect(links.nth(i)).toContainText(c.number);
      await expect(upcomingPage.items.nth(i)).toContainText(c.step);
    }
    for (const day of await upcomingPage.days.allInnerTexts()) expect(day).toMatch(DANISH_DAY);
  });

  test('shows a third reading’s earlier votes with outcome and counts, linked to each vote', async ({
    upcomingPage,
    upcoming,
  }) => {
    await upcomingPage.goto();
    const item = upcomingPage.item(upcoming.withVotes.number).first();
    await expect(item).toContainText('Endelig afstemning ventes');
    const votes = upcomingPage.earlierVotes(item);
    await expect(votes).toHaveCount(Math.min(4, upcoming.withVotes.votes));
    for (const vote of await votes.all()) {
      await expect(vote.getByRole('link').first()).toHaveAttribute('href', /^\/afstemning\/\d+$/);
      await expect(vote).toContainText(/Vedtaget|Forkastet/);
      await expect(vote.getByTestId('vote-counts')).toContainText(/\d+ for|konklusionen/);
    }
  });

  test('narrows the list to final votes or interpellation debates with the tabs', async ({
    upcomingPage,
    upcoming,
    page,
  }) => {
    const finals = upcoming.cases.filter((c) => c.final);
    await upcomingPage.goto();
    await expect(upcomingPage.kindTab('Alle')).toHaveAttribute('aria-current', 'page');
    await upcomingPage.kindTab('Endelige afstemninger').click();
    await expect(page).toHaveURL(/\/kommende\?afstemning=endelig$/);
    await expect(upcomingPage.kindTab('Endelige afstemninger')).toHaveText(
      `Endelige afstemninger (${finals.length})`,
    );
    await expect(upcomingPage.kindTab('Endelige afstemninger')).toHaveAttribute('aria-current', 'page');
    await expect(upcomingPage.caseLinks()).toHaveCount(finals.length);
    for (const [i, c] of finals.entries())
      await expect(upcomingPage.caseLinks().nth(i)).toContainText(c.number);
    await upcomingPage.kindTab('Forespørgselsdebatter').click();
    await expect(upcomingPage.caseLinks()).toHaveCount(upcoming.cases.length - finals.length);
  });

  test('explains the rule under “Sådan regner vi”', async ({ upcomingPage }) => {
    await upcomingPage.goto();
    await upcomingPage.howWeCount.click();
    await expect(upcomingPage.main.getByText(/2\. behandling af lovforslag er udeladt/)).toBeVisible();
  });

  test('speaks English', async ({ upcomingPage, upcoming }) => {
    await upcomingPage.goto();
    await upcomingPage.switchLanguage();
    await expect(upcomingPage.heading).toHaveText('Upcoming votes');
    await expect(upcomingPage.summary).toContainText(`${upcoming.cases.length} cases at`);
    await expect(upcomingPage.item(upcoming.withVotes.number).first()).toContainText('Final vote expected');
    await upcomingPage.howWeCount.click();
    await expect(upcomingPage.main.getByText(/Second readings of bills are left out/)).toBeVisible();
  });

  test('is linked from the home page’s upcoming meetings', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.main.getByRole('link', { name: 'Kommende afstemninger', exact: true }).click();
    await expect(page).toHaveURL(/\/kommende$/);
  });
});
