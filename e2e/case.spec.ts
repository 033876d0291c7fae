import { expect, test } from './case-fixtures';
import { withoutExpected404 } from './pages/site.page';

test.describe('case page', () => {
  test('shows a passed bill: facts, resume and its steps in date order', async ({ casePage, caseIds }) => {
    const response = await casePage.goto(caseIds.passedBill);
    expect(response?.status()).toBe(200);
    await expect(casePage.heading).toContainText(caseIds.passedBillNumber);
    await expect(casePage.heading).toBeVisible();
    await expect(await casePage.fact('Sagstype')).toHaveText('Lovforslag');
    await expect(await casePage.fact('Samling')).toHaveText(/^\d{4}-\d{2}/);
    await expect(casePage.main.getByRole('region', { name: 'Resumé' })).toBeVisible();

    await expect(casePage.steps.first()).toBeVisible();
    const dates = (await casePage.stepDates()).filter((d): d is string => d !== null);
    expect(dates.length).toBeGreaterThan(3);
    expect(dates).toEqual([...dates].sort());
    await expect(casePage.step('Fremsættelse')).toContainText('Dag 0');
  });

  test('counts the days from introduction to third reading on the timeline', async ({
    casePage,
    caseIds,
  }) => {
    await casePage.goto(caseIds.passedBill);
    await expect(casePage.span).toHaveText(/^\d+ dage fra fremsættelse til 3\. behandling\.$/);
    const days = Number.parseInt(((await casePage.span.textContent()) ?? '').replace(/\D.*$/s, ''), 10);
    const third = casePage.step('3. behandling');
    await expect(third).toContainText(`Dag ${days}`);
    await expect(third).toContainText('Endelig behandling');
  });

  test('shows the votes on a step with outcome and counts, linking to the vote', async ({
    casePage,
    caseIds,
  }) => {
    await casePage.goto(caseIds.passedBill);
    const third = casePage.step('3. behandling');
    const voteLink = third.getByRole('link', { name: /^Afstemning nr\. \d+$/ });
    await expect(voteLink).toHaveAttribute('href', /^\/afstemning\/\d+$/);
    await expect(third).toContainText(/Vedtaget|Forkastet/);
    await expect(third).toContainText(/For \d+ · Imod \d+/);
  });

  test('lists the case’s votes near the top, linked from the in-page links', async ({
    page,
    casePage,
    caseIds,
  }) => {
    await casePage.goto(caseIds.passedBill);
    const votes = page.getByRole('region', { name: 'Afstemninger' });
    const rows = votes.getByRole('listitem');
    expect(await rows.count()).toBeGreaterThan(0);
    const final = rows.filter({ hasText: '3. behandling' }).first();
    await expect(final).toContainText(/Vedtaget|Forkastet/);
    await expect(final).toContainText(/\d+ for, \d+ imod, \d+ hverken for eller imod/);
    // Titled by what was voted on, linking to the vote.
    await expect(final.getByRole('heading')).toHaveText(/^Endelig vedtagelse · 3\. behandling$/);
    await expect(final.getByRole('heading').getByRole('link')).toHaveAttribute('href', /^\/afstemning\/\d+$/);
    // Before the passage, and among the in-page links.
    const votesTop = (await votes.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    expect(votesTop).toBeLessThan((await casePage.timeline.boundingBox())?.y ?? 0);
    const inPage = casePage.onThisPage.getByRole('link');
    await expect(inPage.filter({ hasText: /^Afstemninger$/ })).toHaveAttribute('href', '#afstemninger');
  });

  test('opens with the result: the deciding vote, its counts and who voted on each side', async ({
    casePage,
    caseIds,
  }) => {
    await casePage.goto(caseIds.passedBill);
    const result = casePage.result;
    await expect(result).toContainText(/Vedtaget|Forkastet/);
    await expect(result).toContainText(
      /ved 3\. behandling · Endelig vedtagelse · afstemning nr\. \d+ · \d{1,2}\. \w+ \d{4}/,
    );
    await expect(result).toContainText(/\d+ for · \d+ imod · \d+ hverken for eller imod · \d+ fraværende/);
    // Each side names its parties with their counts (for screen readers in full, for the eye as codes).
    await expect(result.getByRole('term').first()).toHaveText(/^For \d+$/);
    await expect(result.getByRole('definition').first()).toContainText(/\p{Lu}[\p{L} ,.-]+ \d+/u);
    await expect(result.getByRole('link', { name: 'Se afstemningen' })).toHaveAttribute(
      'href',
      /^\/afstemning\/\d+$/,
    );
    // Above the facts and the resume: the answer first.
    const resultTop = (await result.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    expect(resultTop).toBeLessThan(
      (await casePage.main.getByRole('heading', { name: 'Resumé' }).boundingBox())?.y ?? 0,
    );
  });

  test('says plainly when a case’s type is not decided by vote', async ({ casePage, caseIds }) => {
    // An Aktstykke without votes: the Finance Committee decides it, not the chamber.
    await casePage.goto(caseIds.notVoted);
    const type = await (await casePage.fact('Sagstype')).textContent();
    await expect(casePage.result).toContainText(`${type} afgøres ikke ved en afstemning i Folketingssalen.`);
  });

  test('links the meetings, actors and files', async ({ casePage, caseIds }) => {
    await casePage.goto(caseIds.passedBill);
    const meetingLinks = casePage.timeline.getByRole('link', { name: /møde/i });
    await expect(meetingLinks.first()).toHaveAttribute('href', /^\/moede\/\d+$/);
    await expect(casePage.actors.getByRole('term').first()).toBeVisible();
    await expect(casePage.actors.getByRole('link').first()).toHaveAttribute('href', /^\/aktoer\/\d+$/);
    const fileLink = casePage.documentItems
      .first()
      .getByRole('link', { name: /^(PDF|DOCX|Fil) \(/ })
      .first();
    await expect(fileLink).toHaveAttribute('href', /^https:\/\/www\.ft\.dk\//);
    await expect(fileLink).toHaveAccessibleName(/^(PDF|DOCX|Fil) \(.+\)$/);
  });

  test('pages through hundreds of documents without JavaScript tricks', async ({
    casePage,
    caseIds,
    page,
  }) => {
    await casePage.goto(caseIds.manyDocuments);
    const pages = Math.ceil(caseIds.manyDocumentsCount / 20);
    expect(pages).toBeGreaterThan(1);
    await expect(casePage.documents).toContainText(`${caseIds.manyDocumentsCount} dokumenter, nyeste først.`);
    await expect(casePage.documentItems).toHaveCount(20);
    await expect(casePage.documentPager).toContainText(`Side 1 af ${pages}`);
    await casePage.documentPager.getByRole('link', { name: 'Næste side' }).click();
    await expect(page).toHaveURL(new RegExp(`/sag/${caseIds.manyDocuments}\\?dokside=2#dokumenter$`));
    await expect(casePage.documentPager).toContainText(`Side 2 af ${pages}`);
    await expect(casePage.documentPager.getByRole('link', { name: 'Forrige side' })).toBeVisible();
  });

  test('has breadcrumbs back to search', async ({ casePage, caseIds, page }) => {
    await casePage.goto(caseIds.passedBill);
    await expect(casePage.breadcrumbs.getByRole('listitem').last()).toContainText(caseIds.passedBillNumber);
    await casePage.breadcrumbs.getByRole('link', { name: 'Søg' }).click();
    await expect(page).toHaveURL(/\/soeg$/);
  });

  test('fits the screen without sideways scrolling', async ({ casePage, caseIds }) => {
    await casePage.goto(caseIds.passedBill);
    await expect(casePage.steps.first()).toBeVisible();
    expect(await casePage.overflowsHorizontally()).toBe(false);
  });

  test('has no serious or critical accessibility violations', async ({
    casePage,
    caseIds,
    seriousA11yViolations,
  }) => {
    await casePage.goto(caseIds.passedBill);
    await expect(casePage.steps.first()).toBeVisible();
    expect(await seriousA11yViolations()).toEqual([]);
    await casePage.goto(caseIds.manyDocuments);
    await expect(casePage.documentItems.first()).toBeVisible();
    expect(await seriousA11yViolations()).toEqual([]);
  });

  for (const [label, id] of [
    ['an unknown', 'missing'],
    ['a malformed', 'abc'],
    // One spelling per case: a leading zero is not an id, as on every other page.
    ['a zero-padded', '012'],
  ] as const) {
    test(`answers ${label} case id with a 404 that names it`, async ({
      casePage,
      caseIds,
      consoleErrors,
    }) => {
      const asked = id === 'missing' ? String(caseIds.missing) : id;
      const response = await casePage.goto(asked);
      expect(response?.status()).toBe(404);
      await expect(casePage.heading).toHaveText('Sagen findes ikke');
      await expect(casePage.main).toContainText(
        id === 'missing'
          ? `Der er ingen sag med id ${asked} i datasættet.`
          : `„${asked}“ er ikke et sags-id.`,
      );
      await expect(casePage.main.getByRole('link', { name: 'Søg efter sagen' })).toHaveAttribute(
        'href',
        '/soeg',
      );
      await expect(casePage.main.getByRole('search')).toBeVisible();
      consoleErrors.splice(0, consoleErrors.length, ...withoutExpected404(consoleErrors));
    });
  }
});
