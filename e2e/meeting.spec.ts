import { expect, test } from './meeting-fixtures';
import { withoutExpected404 } from './pages/site.page';

const DANISH_DATE_TIME =
  /\d{1,2}\. (januar|februar|marts|april|maj|juni|juli|august|september|oktober|november|december) \d{4} kl\. \d{2}\.\d{2}/;

test.describe('meeting page', () => {
  test('shows a plenary meeting’s facts, agenda in order, votes and attendance', async ({
    meetingPage,
    meetingIds,
  }) => {
    await meetingPage.goto(meetingIds.plenary);
    await expect(meetingPage.heading).toHaveText(/^\d+\. møde$/);
    await expect(meetingPage.fact('Dato og tid')).toContainText(DANISH_DATE_TIME);
    await expect(meetingPage.fact('Sted')).toHaveText('Folketingssalen');
    await expect(meetingPage.fact('Mødetype')).toHaveText('Møde i salen');
    await expect(meetingPage.officialAgendaLink).toHaveAttribute('href', /^https:\/\/www\.ft\.dk\//);

    const numbers = await meetingPage.agendaNumbers();
    expect(numbers.length).toBeGreaterThan(1);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    const caseLinks = meetingPage.agenda.getByRole('list', { name: 'Sager på punktet' }).getByRole('link');
    await expect(caseLinks.first()).toHaveAttribute('href', /^\/sag\/\d+$/);
    await expect(
      meetingPage.agenda.getByRole('list', { name: 'Dokumenter på punktet' }).getByRole('link').first(),
    ).toHaveAttribute('href', /^https:\/\/www\.ft\.dk\//);

    await expect(meetingPage.voteItems.first()).toBeVisible();
    for (const vote of await meetingPage.voteItems.all()) {
      await expect(vote).toContainText(/Vedtaget|Forkastet/);
      await expect(vote.getByRole('link').first()).toHaveAttribute('href', /^\/afstemning\/\d+$/);
    }
    await expect(meetingPage.votes).toContainText(/\d+ for, \d+ imod/);

    await expect(meetingPage.attendance).toContainText(/\d+ registreret som til stede/);
    const members = await meetingPage.openPartyGroup(0);
    await expect(members.getByRole('link').first()).toBeVisible();
    await expect(members.getByRole('link').first()).toHaveAttribute('href', /^\/aktoer\/\d+$/);
  });

  test('shows a committee meeting without a number', async ({ meetingPage, meetingIds }) => {
    await meetingPage.goto(meetingIds.committee);
    await expect(meetingPage.heading).toHaveText(/^(Møde|Åbent samråd) i /);
    await expect(meetingPage.fact('Mødetype')).toHaveText('Udvalgsmøde');
    await expect(meetingPage.agendaItems.first()).toBeVisible();
    await expect(meetingPage.votes).toContainText('Der er ingen afstemninger fra dette møde i dataene.');
  });

  test('has breadcrumbs back to the meeting list', async ({ meetingPage, meetingIds, page }) => {
    await meetingPage.goto(meetingIds.plenary);
    const crumbs = meetingPage.breadcrumbs.getByRole('listitem');
    await expect(crumbs).toHaveCount(3);
    await expect(crumbs.last()).toHaveText(/\d+\. møde/);
    await expect(meetingPage.breadcrumbs.locator('[aria-current="page"]')).toHaveText(/\d+\. møde/);
    await meetingPage.breadcrumbs.getByRole('link', { name: 'Møder' }).click();
    await expect(page).toHaveURL(/\/moeder$/);
  });

  test('shows the whole meeting without JavaScript', async ({ browser, baseURL, meetingIds }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(`/moede/${meetingIds.plenary}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(/^\d+\. møde$/);
    await expect(main.getByRole('list', { name: 'Dagsorden' }).locator('> li').first()).toBeVisible();
    await expect(
      main.getByRole('list', { name: 'Afstemninger på mødet' }).getByRole('listitem').first(),
    ).toBeVisible();
    const party = main.getByRole('list', { name: 'Partier' }).locator('> li').first();
    await party.locator('summary').click();
    await expect(party.getByRole('link').first()).toBeVisible();
    await context.close();
  });

  test('has no serious or critical accessibility violations', async ({
    meetingPage,
    meetingIds,
    seriousA11yViolations,
  }) => {
    await meetingPage.goto(meetingIds.plenary);
    await meetingPage.openPartyGroup(0);
    expect(await seriousA11yViolations()).toEqual([]);
  });

  test('fits a 360 px screen without sideways scrolling', async ({ meetingPage, meetingIds, page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const id of [meetingIds.plenary, meetingIds.committee]) {
      await meetingPage.goto(id);
      await meetingPage.openPartyGroup(0);
      expect(await meetingPage.overflowsHorizontally(), `/moede/${id}`).toBe(false);
    }
  });

  for (const [segment, says] of [
    ['2000000000', 'Der er intet møde med id 2000000000 i dataene.'],
    ['abc', '„abc“ er ikke et møde-id.'],
    ['012', '„012“ er ikke et møde-id.'],
  ] as const) {
    test(`answers /moede/${segment} with 404 and says which meeting`, async ({
      meetingPage,
      page,
      consoleErrors,
    }) => {
      const response = await page.goto(`/moede/${segment}`);
      expect(response?.status()).toBe(404);
      await expect(meetingPage.heading).toHaveText('Mødet findes ikke');
      await expect(meetingPage.main).toContainText(says);
      await expect(meetingPage.main.getByRole('link', { name: 'Se alle møder' })).toHaveAttribute(
        'href',
        '/moeder',
      );
      consoleErrors.splice(0, consoleErrors.length, ...withoutExpected404(consoleErrors));
    });
  }
});

test.describe('meeting list', () => {
  test('lists upcoming meetings from the dataset’s date by default', async ({ meetingsPage, meetingIds }) => {
    await meetingsPage.goto();
    await expect(meetingsPage.heading).toHaveText('Møder');
    await expect(meetingsPage.tense('Kommende')).toHaveAttribute('aria-current', 'page');
    await expect(meetingsPage.main).toContainText(/\d+ kommende møder/);
    await expect(meetingsPage.main).toContainText(/regnes fra datasættets dato, \d{1,2}\. [a-z]+ \d{4}/);
    await expect(meetingsPage.meetingLinks.first()).toHaveAttribute('href', /^\/moede\/\d+$/);
    const first = await meetingsPage.meetings.first().locator('time').getAttribute('datetime');
    expect((first ?? '').slice(0, 10) >= meetingIds.asOf).toBe(true);
  });

  test('switches to past meetings, filters by type and pages, keeping the state in the URL', async ({
    meetingsPage,
    page,
  }) => {
    await meetingsPage.goto();
    await meetingsPage.tense('Tidligere').click();
    await expect(page).toHaveURL(/\/moeder\?tid=tidligere$/);
    await meetingsPage.filterByType('Udvalgsmøde');
    await expect(page).toHaveURL(/tid=tidligere/);
    await expect(page).toHaveURL(/type=2/);
    await expect(meetingsPage.typeSelect).toHaveValue('2');
    for (const meeting of await meetingsPage.meetings.all())
      await expect(meeting).toContainText('Udvalgsmøde');
    const firstOnPage1 = await meetingsPage.meetingLinks.first().getAttribute('href');
    await meetingsPage.nextPage();
    await expect(page).toHaveURL(/side=2/);
    await expect(meetingsPage.main).toContainText(/side 2 af \d+/);
    expect(await meetingsPage.meetingLinks.first().getAttribute('href')).not.toBe(firstOnPage1);
    await page.reload();
    await expect(meetingsPage.typeSelect).toHaveValue('2');
    await expect(meetingsPage.tense('Tidligere')).toHaveAttribute('aria-current', 'page');
  });

  test('filters without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/moeder?tid=tidligere');
    const form = page.getByRole('form', { name: 'Filtrér møder' });
    await form.getByLabel('Mødetype').selectOption({ label: 'Møde i salen' });
    await form.getByRole('button', { name: 'Vis møder' }).click();
    await expect(page).toHaveURL(/\/moeder\?tid=tidligere&type=1/);
    await expect(
      page.getByRole('main').getByRole('list', { name: 'Tidligere møder' }).getByRole('listitem').first(),
    ).toContainText('Møde i salen');
    await context.close();
  });

  test('says so when a page is past the end', async ({ meetingsPage }) => {
    await meetingsPage.goto('?side=9999');
    await expect(meetingsPage.main).toContainText('Siden findes ikke: der er kun');
    await expect(meetingsPage.main.getByRole('link', { name: 'Gå til første side' })).toHaveAttribute(
      'href',
      '/moeder',
    );
  });

  test('has no serious or critical accessibility violations', async ({
    meetingsPage,
    seriousA11yViolations,
  }) => {
    await meetingsPage.goto('?tid=tidligere');
    await expect(meetingsPage.meetings.first()).toBeVisible();
    expect(await seriousA11yViolations()).toEqual([]);
  });
});
