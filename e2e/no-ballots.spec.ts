import { ActorPage } from './pages/actor.page';
import { CasePage } from './pages/case.page';
import { MeetingPage } from './pages/meeting.page';
import { expect, test as voteTest } from './vote-fixtures';

/*
 * Votes without the members' ballots (no Stemme rows yet: the newest sitting's) wherever they appear, found through
 * the vote list as a visitor would. Each page says, in the same sentence, what the result rests on.
 */
const test = voteTest.extend<{ casePage: CasePage; meetingPage: MeetingPage; actorPage: ActorPage }>({
  casePage: async ({ page }, use) => use(new CasePage(page)),
  meetingPage: async ({ page }, use) => use(new MeetingPage(page)),
  actorPage: async ({ page }, use) => use(new ActorPage(page)),
});

const RESTS_ON_KONKLUSION =
  'Resultatet bygger på stemmetallene i afstemningens konklusion; medlemmernes enkeltstemmer er endnu ikke i dataene.';
const STATED_COUNTS = /^\d+ for, \d+ imod, \d+ hverken for eller imod$/;
const NEWER = /^(1 nyere afstemning har|\d+ nyere afstemninger har) endnu ingen stemmer fra medlemmerne\./;

test.describe('votes without the members’ ballots', () => {
  test('a list row shows the konklusion’s counts and says what the result rests on', async ({
    votesPage,
  }) => {
    await votesPage.goto();
    const row = votesPage.votesWithoutBallots.first();
    await expect(row.getByTestId('vote-counts')).toHaveText(STATED_COUNTS);
    await expect(row.getByTestId('no-ballots')).toHaveText(RESTS_ON_KONKLUSION);
    await expect(row).not.toContainText('ingen stemmer fra medlemmerne registreret');
    // A row with ballots counts the absent members too, and needs no such sentence.
    const withBallots = votesPage.votes.nth(await votesPage.leadingWithoutBallots());
    await expect(withBallots.getByTestId('vote-counts')).toHaveText(
      /^\d+ for, \d+ imod, \d+ hverken for eller imod, \d+ fraværende$/,
    );
    await expect(withBallots.getByTestId('no-ballots')).toHaveCount(0);
  });

  test('the vote’s page explains itself with the same sentence and the konklusion’s counts', async ({
    votePage,
    votePaths,
  }) => {
    await votePage.goto(votePaths.withoutBallots);
    await expect(votePage.noBallotsNotice).toContainText(RESTS_ON_KONKLUSION);
    await expect(votePage.result).toContainText('Fra konklusionen');
    await expect(votePage.members).toHaveCount(0);
  });

  test('its case and its meeting say the same in their vote lists', async ({
    votesPage,
    votePage,
    casePage,
    meetingPage,
    page,
  }) => {
    await votesPage.goto();
    const row = votesPage.votesWithoutBallots
      .filter({ has: page.getByRole('link', { name: /^Sagen/ }) })
      .first();
    const nummer = /Afstemning nr\. (\d+)/.exec((await row.textContent()) ?? '')?.[1];
    expect(nummer).toMatch(/^\d+$/);
    // The vote's number, not a longer one that starts with it.
    const thisVote = { hasText: new RegExp(`Afstemning nr\\. ${nummer}(?!\\d)`) };
    const path = await row.getByRole('heading').getByRole('link').getAttribute('href');
    await row.getByRole('link', { name: /^Sagen/ }).click();
    await expect(page).toHaveURL(/\/sag\/\d+$/);
    const onCase = casePage.voteItems.filter(thisVote);
    await expect(onCase.getByTestId('no-ballots')).toHaveText(RESTS_ON_KONKLUSION);
    await expect(onCase.getByTestId('vote-counts')).toHaveText(STATED_COUNTS);

    await votePage.goto(path ?? '');
    await votePage.fact('Møde').getByRole('link').click();
    await expect(page).toHaveURL(/\/moede\/\d+$/);
    const onMeeting = meetingPage.voteItems.filter(thisVote);
    await expect(onMeeting.getByTestId('no-ballots')).toHaveText(RESTS_ON_KONKLUSION);
    await expect(onMeeting.getByTestId('vote-counts')).toHaveText(STATED_COUNTS);
  });

  test('the home page lists votes with ballots first and says how many newer votes have none yet', async ({
    homePage,
    votesPage,
  }) => {
    await votesPage.goto();
    const newer = await votesPage.leadingWithoutBallots();
    expect(newer).toBeGreaterThan(0);
    const firstWithBallots = await votesPage.votePath(newer);
    await homePage.goto();
    await expect(homePage.voteLink(0)).toHaveAttribute('href', firstWithBallots);
    await expect(homePage.votes.first().getByTestId('vote-counts')).toHaveText(/\d+ fraværende$/);
    await expect(homePage.votes.getByTestId('no-ballots')).toHaveCount(0);
    await expect(homePage.newerWithoutBallots).toHaveText(NEWER);
    await expect(homePage.newerWithoutBallots).toContainText(
      newer === 1 ? '1 nyere afstemning ' : `${newer} nyere afstemninger `,
    );
    await homePage.newerWithoutBallots.getByRole('link').click();
    await expect(votesPage.votesWithoutBallots.first()).toBeVisible();
  });

  test('a sitting member’s latest votes say how many newer votes have no ballots yet', async ({
    votesPage,
    votePage,
    actorPage,
    page,
  }) => {
    await votesPage.goto();
    const newer = await votesPage.leadingWithoutBallots();
    await votePage.goto(await votesPage.votePath(newer));
    await votePage.memberRows.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/aktoer\/\d+$/);
    const line = actorPage.recentVotes.getByTestId('newer-without-ballots');
    await expect(line).toHaveText(NEWER);
    await expect(line).toContainText(newer === 1 ? '1 nyere afstemning ' : `${newer} nyere afstemninger `);
    await expect(actorPage.recentVotes.getByRole('listitem').first()).toBeVisible();
    expect(await actorPage.overflowsHorizontally()).toBe(false);
  });
});

test.describe('votes without the members’ ballots, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page, the list row and the vote page say the same in the served HTML', async ({
    homePage,
    votesPage,
    votePage,
  }) => {
    await homePage.goto();
    await expect(homePage.newerWithoutBallots).toHaveText(NEWER);
    await expect(homePage.votes.getByTestId('no-ballots')).toHaveCount(0);
    await votesPage.goto();
    await expect(votesPage.votesWithoutBallots.first().getByTestId('no-ballots')).toHaveText(
      RESTS_ON_KONKLUSION,
    );
    await votePage.goto(await votesPage.withoutBallotsPath());
    await expect(votePage.noBallotsNotice).toContainText(RESTS_ON_KONKLUSION);
  });
});
