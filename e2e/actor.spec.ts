import { expect, test } from './actor-fixtures';
import { withoutExpected404 } from './pages/site.page';

const DANISH_DATE =
  /\d{1,2}\. (januar|februar|marts|april|maj|juni|juli|august|september|oktober|november|december) \d{4}/;
/** Danish percentages: '63 %', '99,6 %' (the space is a no-break space). */
const PERCENT = /^\d{1,3}(,\d)?\s%$/;

test.describe('politician page', () => {
  test('shows name, party, party history, roles and biography', async ({ actorPage, actorIds }) => {
    await actorPage.goto(actorIds.politician.id);
    await expect(actorPage.heading).toHaveText(actorIds.politician.name);
    await expect(actorPage.fact('Parti')).toContainText(/\([A-ZÆØÅ]+\)/);
    await expect(actorPage.fact('Født')).toContainText(DANISH_DATE);
    // Demo data: the invented photo address is not shown.
    await expect(actorPage.photo).toHaveAccessibleName('Intet foto: demodata');
    await expect(actorPage.partyHistory.getByRole('listitem').first()).toContainText(DANISH_DATE);
    const committees = actorPage.roles.getByRole('table', { name: 'Udvalg' });
    await expect(committees.getByRole('link').first()).toHaveAttribute('href', /^\/aktoer\/\d+$/);
    await expect(actorPage.biografi.getByRole('heading', { name: 'Uddannelse' })).toBeVisible();
    await expect(actorPage.biografi).not.toContainText(/&[a-z]+;|<\/?p>/);
  });

  test('shows the voting record as figures with text alternatives', async ({ actorPage, actorIds }) => {
    await actorPage.goto(actorIds.politician.id);
    await expect(actorPage.keyFigure('Fremmøde')).toHaveText(PERCENT);
    await expect(actorPage.keyFigure('Med partiets flertal')).toHaveText(PERCENT);
    await expect(actorPage.chartCaption('Stemmer i alt')).toContainText(
      /har stemt for \d+ gange, imod \d+ gange, hverken for eller imod \d+ gange og var fraværende ved \d+ afstemninger/,
    );
    await expect(actorPage.chartCaption('Stemmer pr. samling')).toContainText(
      /fremmødet højest i .+ og lavest i /,
    );
    await expect(actorPage.chartCaption('Fremmøde og stemmer med partiet')).toContainText(
      /stemte som flertallet i sin folketingsgruppe i \d+(,\d)?\s%/,
    );
    // The charts themselves are hidden from assistive technology; their numbers are in words and a table.
    for (const chart of await actorPage.votingRecord.locator('figure > div[aria-hidden="true"]').all()) {
      await expect(chart.locator('svg').first()).toBeVisible();
    }
    const table = await actorPage.openPeriodTable();
    await expect(table.getByRole('rowheader').first()).toHaveText(/^\d{4}-\d{2}/);
    await expect(table.getByRole('columnheader', { name: 'Fremmøde' })).toBeVisible();
  });

  test('lists recent votes, votes against the party and cases, each linked', async ({
    actorPage,
    actorIds,
  }) => {
    await actorPage.goto(actorIds.politician.id);
    const recent = actorPage.recentVotes.getByRole('listitem');
    await expect(recent.first()).toContainText(/Stemte:\s*(For|Imod|Hverken for eller imod|Fravær)/);
    await expect(recent.first().getByRole('link')).toHaveAttribute('href', /^\/afstemning\/\d+$/);
    await expect(recent.first()).toContainText(DANISH_DATE);
    const against = actorPage.votesAgainstParty;
    await expect(against).toContainText(/\d+ afstemninger i alt|har ikke stemt imod flertallet/);
    if ((await against.getByRole('listitem').count()) > 0) {
      await expect(against.getByRole('listitem').first()).toContainText(/\d+ for, \d+ imod, \d+ hverken/);
    }
    await expect(actorPage.caseLinks.first()).toHaveAttribute('href', /^\/sag\/\d+$/);
  });

  test('pages through the cases with plain links', async ({ actorPage, actorIds, page }) => {
    await actorPage.goto(actorIds.politician.id);
    const next = actorPage.cases.getByRole('link', { name: /Næste side/ });
    if ((await next.count()) === 0) return;
    const first = await actorPage.caseLinks.first().getAttribute('href');
    await next.click();
    await expect(page).toHaveURL(/\?sager=2#sager$/);
    await expect(actorPage.caseLinks.first()).not.toHaveAttribute('href', first ?? '');
  });

  test('has no serious or critical accessibility violations', async ({
    actorPage,
    actorIds,
    seriousA11yViolations,
  }) => {
    await actorPage.goto(actorIds.politician.id);
    await expect(actorPage.recentVotes.getByRole('listitem').first()).toBeVisible();
    await expect(actorPage.keyFigure('Fremmøde')).toBeVisible();
    expect(await seriousA11yViolations()).toEqual([]);
  });

  test('fits the screen without sideways scrolling', async ({ actorPage, actorIds }) => {
    await actorPage.goto(actorIds.politician.id);
    await expect(actorPage.keyFigure('Fremmøde')).toBeVisible();
    expect(await actorPage.overflowsHorizontally()).toBe(false);
  });
});

test.describe('committee page', () => {
  test('lists the members with their roles, the referred cases and the other samlinger', async ({
    actorPage,
    actorIds,
  }) => {
    await actorPage.goto(actorIds.committee.id);
    await expect(actorPage.heading).toHaveText(actorIds.committee.name);
    await expect(actorPage.fact('Samling')).toHaveText(actorIds.committee.period);
    const members = actorPage.members.getByRole('table');
    await expect(members.getByRole('row').nth(1)).toContainText('formand');
    await expect(members.getByRole('link').first()).toHaveAttribute('href', /^\/aktoer\/\d+$/);
    await expect(actorPage.main.getByRole('heading', { name: 'Sager henvist til udvalget' })).toBeVisible();
    await expect(actorPage.caseLinks.first()).toHaveAttribute('href', /^\/sag\/\d+$/);
    await expect(actorPage.otherSamlinger.locator('[aria-current="page"]')).toHaveText(
      actorIds.committee.period,
    );
    expect(await actorPage.overflowsHorizontally()).toBe(false);
  });

  test('has no serious or critical accessibility violations', async ({
    actorPage,
    actorIds,
    seriousA11yViolations,
  }) => {
    await actorPage.goto(actorIds.committee.id);
    await expect(actorPage.caseLinks.first()).toBeVisible();
    expect(await seriousA11yViolations()).toEqual([]);
  });
});

test.describe('actor list', () => {
  test('lists members of the Folketing by default, linked to their pages', async ({ actorListPage }) => {
    await actorListPage.goto();
    await expect(actorListPage.heading).toHaveText('Politikere og andre aktører');
    await expect(actorListPage.typeField).toHaveValue('medlemmer');
    expect(await actorListPage.count()).toBeGreaterThan(50);
    await expect(actorListPage.resultLinks.first()).toHaveAttribute('href', /^\/aktoer\/\d+$/);
    await expect(actorListPage.results.getByRole('listitem').first()).toContainText('Person');
  });

  test('finds a member by part of the name in capitals, æ, ø and å included', async ({
    actorListPage,
    actorIds,
    page,
  }) => {
    await actorListPage.goto();
    await actorListPage.search({ name: actorIds.search.piece.toLocaleUpperCase('da') });
    await expect(page).toHaveURL(
      new RegExp(
        `[?&]q=${encodeURIComponent(actorIds.search.piece.toLocaleUpperCase('da')).replace(/%20/g, '(\\+|%20)')}`,
      ),
    );
    await expect(actorListPage.results.getByRole('link', { name: actorIds.search.name })).toBeVisible();
    await expect(actorListPage.nameField).toHaveValue(actorIds.search.piece.toLocaleUpperCase('da'));
  });

  test('filters by party and samling, keeps the state in the URL and pages', async ({
    actorListPage,
    actorIds,
    page,
  }) => {
    const { party, period, members } = actorIds.partyInSamling;
    await actorListPage.goto();
    await actorListPage.search({ party, period });
    // The GET form sends every field; the page answers with the canonical address, defaults left out.
    await expect(page).toHaveURL(new RegExp(`/aktoerer\\?parti=${party}&samling=${period}$`));
    expect(await actorListPage.count()).toBe(members);
    await page.reload();
    await expect(actorListPage.partyField).toHaveValue(party);
    await expect(actorListPage.periodField).toHaveValue(period);
    expect(await actorListPage.count()).toBe(members);

    await actorListPage.goto('?type=alle');
    const total = await actorListPage.count();
    await actorListPage.pager.getByRole('link', { name: /Næste side/ }).click();
    await expect(page).toHaveURL(/\/aktoerer\?type=alle&side=2$/);
    await expect(actorListPage.pager).toContainText(`Side 2 af ${Math.ceil(total / 50)}`);
    await expect(actorListPage.typeField).toHaveValue('alle');
  });

  test('lists committees of a samling by type', async ({ actorListPage, actorIds }) => {
    await actorListPage.goto();
    await actorListPage.search({ type: 'Udvalg', period: actorIds.partyInSamling.period });
    expect(await actorListPage.count()).toBeGreaterThan(0);
    await expect(actorListPage.results.getByRole('listitem').first()).toContainText('Udvalg');
  });

  test('says so when nothing matches', async ({ actorListPage }) => {
    await actorListPage.goto('?q=zzzqqq');
    await expect(actorListPage.resultCount).toHaveText('0 aktører fundet');
    await expect(actorListPage.main).toContainText('Ingen aktører passer til søgningen');
  });

  test('has no serious or critical accessibility violations', async ({
    actorListPage,
    seriousA11yViolations,
  }) => {
    await actorListPage.goto('?q=an');
    await expect(actorListPage.resultLinks.first()).toBeVisible();
    expect(await seriousA11yViolations()).toEqual([]);
    expect(await actorListPage.overflowsHorizontally()).toBe(false);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('searches with the plain GET form', async ({ actorListPage, actorIds, page }) => {
      await actorListPage.goto();
      await actorListPage.nameField.fill(actorIds.search.piece);
      await actorListPage.submit.click();
      await expect(page).toHaveURL(/\/aktoerer\?q=/);
      await expect(actorListPage.results.getByRole('link', { name: actorIds.search.name })).toBeVisible();
    });
  });
});

test.describe('missing actors', () => {
  for (const [segment, text] of [
    ['999999999', 'Der er ingen aktør med id 999999999 i dataene.'],
    ['abc', '„abc“ er ikke et aktør-id.'],
    ['012', '„012“ er ikke et aktør-id.'],
  ] as const) {
    test(`answers /aktoer/${segment} with 404 and says which actor`, async ({ actorPage, consoleErrors }) => {
      const response = await actorPage.goto(segment);
      expect(response?.status()).toBe(404);
      await expect(actorPage.heading).toHaveText('Aktøren findes ikke');
      await expect(actorPage.main).toContainText(text);
      await expect(actorPage.main.getByRole('link', { name: /Søg blandt politikere/ })).toHaveAttribute(
        'href',
        '/aktoerer',
      );
      consoleErrors.splice(0, consoleErrors.length, ...withoutExpected404(consoleErrors));
    });
  }
});
