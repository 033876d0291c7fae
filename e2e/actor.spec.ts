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

  test('shows the voting record as figures drawn on the server with text alternatives', async ({
    actorPage,
    actorIds,
  }) => {
    await actorPage.goto(actorIds.politician.id);
    await expect(actorPage.keyFigure('Fremmøde')).toHaveText(PERCENT);
    await expect(actorPage.keyFigure('Imod partiets flertal')).toHaveText(/^[\d.]+$/);
    await expect(actorPage.keyFigureDetails('Imod partiets flertal').nth(1)).toContainText(
      /\(\d{1,3}(,\d)?\s% med partiet\)$/,
    );
    const split = actorPage.chart(`Sådan stemte ${actorIds.politician.name}`);
    await expect(
      split.getByRole('list', { name: 'Stemmer pr. valg' }).getByRole('listitem').first(),
    ).toHaveText(/^(For|Imod|Hverken for eller imod|Fravær):\s*[\d.]+ \(\d+(,\d)?\s%\)$/);
    const course = actorPage.chart('Fremmøde og stemmer med partiet pr. samling');
    await expect(course.locator('figcaption')).toContainText(
      /stemte som flertallet i sin folketingsgruppe i \d+(,\d)?\s% af de afstemninger/,
    );
    await expect(course.locator('figcaption')).toContainText(/Fremmødet var højest i .+ og lavest i /);
    // The bars are SVG for the eye, hidden from assistive technology, each value written beside its bar.
    const bars = course.locator('[aria-hidden="true"] svg');
    await expect(bars.first()).toBeVisible();
    await expect(bars.first().locator('text').first()).toHaveText(PERCENT);
    await expect(split.locator('svg[aria-hidden="true"]')).toBeVisible();
    const table = await actorPage.openPeriodTable();
    await expect(table.getByRole('rowheader').first()).toHaveText(/^\d{4}-\d{2}/);
    await expect(table.getByRole('columnheader', { name: 'Fremmøde' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Imod partiet' })).toBeVisible();
  });

  test('downloads every ballot of the member as CSV with the party line', async ({
    actorPage,
    actorIds,
    page,
  }) => {
    await actorPage.goto(actorIds.politician.id);
    const href = `/aktoer/${actorIds.politician.id}/stemmer.csv`;
    await expect(actorPage.votesDownload).toHaveAttribute('href', href);
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers()['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="aktoer-${actorIds.politician.id}-[a-z0-9-]+-stemmer\\.csv"$`),
    );
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe(
      'afstemningid;dato;sagsnummer;sag;sagstrin;afstemningstype;parti;stemme;partiets_flertal;imod_partiet',
    );
    expect(lines).toHaveLength(actorIds.politicianBallots + 1);
    expect(lines.slice(1).some((line) => line.endsWith(';ja'))).toBe(true);
    for (const [id, status] of [
      [actorIds.committee.id, 404],
      ['999999999', 404],
      ['012', 404],
    ] as const) {
      const missing = await page.request.get(`/aktoer/${id}/stemmer.csv`);
      expect(missing.status(), String(id)).toBe(status);
      expect(await missing.text()).toMatch(/^(Der er ingen aktør|Aktør \d+ har ingen stemmer)/);
    }
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
    await expect(against).toContainText(
      /\d+ afstemninger i alt|(?:^|\s)1 afstemning\.|har ikke stemt imod flertallet/,
    );
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
    await expect(actorPage.shareButton).toBeVisible();
    expect(await actorPage.overflowsHorizontally()).toBe(false);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('shows the statistics, charts and vote lists rendered on the server', async ({
      actorPage,
      actorIds,
    }) => {
      await actorPage.goto(actorIds.politician.id);
      await expect(actorPage.keyFigure('Fremmøde')).toHaveText(PERCENT);
      await expect(
        actorPage.chart('Fremmøde og stemmer med partiet pr. samling').locator('svg').first(),
      ).toBeVisible();
      await expect(actorPage.recentVotes.getByRole('listitem').first()).toBeVisible();
      await expect(actorPage.caseLinks.first()).toBeVisible();
      // No placeholder waits for a script that never runs.
      await expect(actorPage.main.getByRole('status')).toHaveCount(0);
      await expect(actorPage.votesDownload).toBeVisible();
    });
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

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('shows the referred cases rendered on the server', async ({ actorPage, actorIds }) => {
      await actorPage.goto(actorIds.committee.id);
      await expect(actorPage.caseLinks.first()).toHaveAttribute('href', /^\/sag\/\d+$/);
      await expect(actorPage.main.getByRole('status')).toHaveCount(0);
    });
  });
});

test.describe('actor list', () => {
  test('opens on the Folketing now, grouped by party, largest first, with storkreds', async ({
    actorListPage,
    actorIds,
  }) => {
    const { members, largest } = actorIds.folketing;
    await actorListPage.goto();
    await expect(actorListPage.heading).toHaveText('Politikere og andre aktører');
    await expect(actorListPage.folketingHeading).toHaveText(`Folketinget nu: ${members} medlemmer`);
    await expect(actorListPage.statusLinks.getByRole('link', { name: 'Folketinget nu' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(actorListPage.partyIndex.getByRole('link').first()).toHaveText(
      new RegExp(`^${largest.party}\\s*${largest.members}$`),
    );
    const section = actorListPage.partySection(largest.name);
    await expect(section.getByRole('heading')).toContainText(`${largest.members} medlemmer`);
    await expect(section.getByRole('heading').getByRole('link')).toHaveAttribute('href', /^\/parti\/[^/]+$/);
    const memberLinks = section.getByRole('listitem').getByRole('link');
    await expect(memberLinks).toHaveCount(largest.members);
    await expect(memberLinks.first()).toHaveAttribute('href', /^\/aktoer\/\d+$/);
    await expect(actorListPage.folketing).toContainText(/\p{Lu}\p{L}+ Storkreds/u);
  });

  test('shows former members one click away, paged, and every person one more', async ({
    actorListPage,
    actorIds,
    page,
  }) => {
    await actorListPage.goto();
    await actorListPage.showMembers(/^Tidligere medlemmer$/);
    await expect(page).toHaveURL(/\/aktoerer\?status=tidligere$/);
    const former = await actorListPage.count();
    expect(former).toBeGreaterThan(0);
    await expect(actorListPage.resultLinks.first()).toHaveAttribute('href', /^\/aktoer\/\d+$/);
    await expect(actorListPage.results.getByRole('listitem').first()).toContainText('Sidst i:');
    await actorListPage.showMembers(/^Alle personer$/);
    await expect(page).toHaveURL(/\/aktoerer\?status=alle$/);
    expect(await actorListPage.count()).toBeGreaterThanOrEqual(former + actorIds.folketing.members);
  });

  test('finds a member by part of the name in capitals, æ, ø and å included', async ({
    actorListPage,
    actorIds,
    page,
  }) => {
    await actorListPage.goto('?status=alle');
    await actorListPage.search({ name: actorIds.search.piece.toLocaleUpperCase('da') });
    await expect(page).toHaveURL(
      new RegExp(
        `[?&]q=${encodeURIComponent(actorIds.search.piece.toLocaleUpperCase('da')).replace(/%20/g, '(\\+|%20)')}&status=alle$`,
      ),
    );
    await expect(actorListPage.results.getByRole('link', { name: actorIds.search.name })).toBeVisible();
    await expect(actorListPage.nameField).toHaveValue(actorIds.search.piece.toLocaleUpperCase('da'));
  });

  test('searches the Folketing now by name and party', async ({ actorListPage, actorIds, page }) => {
    const { largest } = actorIds.folketing;
    await actorListPage.goto();
    await actorListPage.search({ party: largest.party });
    await expect(page).toHaveURL(new RegExp(`/aktoerer\\?parti=${largest.party}$`));
    await expect(actorListPage.folketingHeading).toHaveText(
      `${largest.members} af Folketingets nuværende medlemmer passer`,
    );
    await expect(actorListPage.partyIndex.getByRole('link')).toHaveCount(1);
  });

  test('filters by party and samling, keeps the state in the URL and pages', async ({
    actorListPage,
    actorIds,
    page,
  }) => {
    const { party, period, members } = actorIds.partyInSamling;
    await actorListPage.goto('?status=alle');
    await actorListPage.search({ party, period });
    // The GET form sends every field; the page answers with the canonical address, defaults left out.
    await expect(page).toHaveURL(new RegExp(`/aktoerer\\?status=alle&parti=${party}&samling=${period}$`));
    expect(await actorListPage.count()).toBe(members);
    await page.reload();
    await expect(actorListPage.partyField).toHaveValue(party);
    await expect(actorListPage.periodField).toHaveValue(period);
    expect(await actorListPage.count()).toBe(members);

    await actorListPage.goto('?type=alle');
    await expect(actorListPage.statusLinks).toHaveCount(0);
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

  test('says so when nothing matches, and offers the former members', async ({ actorListPage, page }) => {
    await actorListPage.goto('?q=zzzqqq');
    await expect(actorListPage.main).toContainText(
      'Ingen af Folketingets nuværende medlemmer passer til søgningen',
    );
    await actorListPage.main.getByRole('link', { name: /Søg blandt tidligere medlemmer/ }).click();
    await expect(page).toHaveURL(/\/aktoerer\?q=zzzqqq&status=alle$/);
    await expect(actorListPage.resultCount).toHaveText('0 aktører fundet');
    await expect(actorListPage.main).toContainText('Ingen aktører passer til søgningen');
  });

  test('has no serious or critical accessibility violations', async ({
    actorListPage,
    seriousA11yViolations,
  }) => {
    await actorListPage.goto();
    await expect(actorListPage.folketingHeading).toBeVisible();
    expect(await seriousA11yViolations()).toEqual([]);
    expect(await actorListPage.overflowsHorizontally()).toBe(false);
  });

  test('has no serious or critical accessibility violations in a paged search', async ({
    actorListPage,
    seriousA11yViolations,
  }) => {
    await actorListPage.goto('?status=alle&q=an');
    await expect(actorListPage.resultLinks.first()).toBeVisible();
    expect(await seriousA11yViolations()).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('switches to all people and searches with the plain GET form', async ({
      actorListPage,
      actorIds,
      page,
    }) => {
      await actorListPage.goto();
      await expect(actorListPage.folketingHeading).toHaveText(/^Folketinget nu: \d+ medlemmer$/);
      await actorListPage.showMembers(/^Alle personer$/);
      await actorListPage.nameField.fill(actorIds.search.piece);
      await actorListPage.submit.click();
      await expect(page).toHaveURL(/\/aktoerer\?q=.+&status=alle$/);
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
