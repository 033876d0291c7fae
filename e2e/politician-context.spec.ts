import { expect, test } from './politician-fixtures';

const DANISH_DATE =
  /\d{1,2}\. (januar|februar|marts|april|maj|juni|juli|august|september|oktober|november|december) \d{4}/;
const PERCENT = /^\d{1,3}(,\d)?\s%$/;
/** A median as the key figures write it: 'Folketingets median: 85 % (179 medlemmer)', 'Median i S: 88 % (50 medlemmer)'. */
const MEDIAN = /: \d{1,3}(,\d)?\s% \([\d.]+ medlemmer\)$/;

test.describe('context on a politician', () => {
  test('names a minister’s post now with its start, beside the membership, linked to the title', async ({
    finder,
    actorPage,
  }) => {
    const minister = await finder.minister();
    await expect(actorPage.heading).toHaveText(minister.name);
    const office = actorPage.fact('Hverv');
    await expect(office.getByRole('listitem').first()).toContainText(
      new RegExp(`siden ${DANISH_DATE.source}`),
    );
    await expect(office.getByRole('link').first()).toHaveAttribute('href', minister.titlePath);
    await expect(office).toContainText('Medlem af Folketinget');
  });

  test('compares attendance with the Folketing’s and the party’s medians and explains pairing', async ({
    finder,
    actorPage,
    page,
  }) => {
    await finder.memberWithBallots();
    await expect(actorPage.keyFigures.getByRole('term').first()).toHaveText(/^Fremmøde \d{4}-\d{2}/);
    await expect(actorPage.keyFigure('Fremmøde')).toHaveText(PERCENT);
    const details = actorPage.keyFigureDetails('Fremmøde');
    await expect(details.nth(1)).toHaveText(/^[\d.]+ af [\d.]+ afstemninger$/);
    await expect(details.filter({ hasText: /^Folketingets median/ })).toHaveText(MEDIAN);
    await expect(details.filter({ hasText: /^Median i / })).toHaveText(MEDIAN);
    await expect(actorPage.pairingLink).toHaveAttribute('href', '/ordliste#parring');
    await actorPage.pairingLink.click();
    await expect(page).toHaveURL(/\/ordliste#parring$/);
    await expect(page.locator('#parring')).toContainText('Parring');
  });

  test('shows the key figures in the first screen, the section links right after', async ({
    finder,
    actorPage,
    page,
  }) => {
    await finder.memberWithBallots();
    const height = page.viewportSize()?.height ?? 0;
    const figures = await actorPage.keyFigures.boundingBox();
    const party = await actorPage.fact('Parti').boundingBox();
    expect(party && party.y + party.height).toBeLessThanOrEqual(height);
    expect(figures && figures.y + figures.height).toBeLessThanOrEqual(height);
    const links = await actorPage.sectionLinks.boundingBox();
    expect(links && figures && links.y).toBeGreaterThan(figures ? figures.y + figures.height - 1 : 0);
    await expect(actorPage.sectionLinks.getByRole('link', { name: 'Seneste afstemninger' })).toHaveAttribute(
      'href',
      '#seneste',
    );
  });

  test('links the storkreds to its members now, where the member is listed', async ({
    finder,
    actorPage,
    storkredsPage,
  }) => {
    const member = await finder.memberWithBallots();
    const storkreds = actorPage.fact('Valgt i').getByRole('link');
    const name = ((await storkreds.textContent()) ?? '').trim();
    await storkreds.click();
    await expect(storkredsPage.membersHeading).toHaveText(new RegExp(`^${name}: [\\d.]+ medlemm?er? nu$`));
    await expect(storkredsPage.members.getByRole('link', { name: member.name })).toHaveAttribute(
      'href',
      `/aktoer/${member.id}`,
    );
  });
});

test.describe('find your members by storkreds', () => {
  test('lists every storkreds with its members now, adding up to the Folketing', async ({
    storkredsPage,
    actorIds,
  }) => {
    await storkredsPage.goto();
    await expect(storkredsPage.heading).toHaveText('Find dine folketingsmedlemmer');
    await expect(storkredsPage.storkredsLinks.first()).toBeVisible();
    const counts = await storkredsPage.storkredsLinks.evaluateAll((links) =>
      links.map((a) =>
        Number((a.textContent ?? '').replace(/^.*?(\d[\d.]*) medlemm?er?$/, '$1').replace(/\./g, '')),
      ),
    );
    const unknown = await storkredsPage.main.getByText(/har ingen storkreds/).count();
    expect(counts.every((n) => n > 0)).toBe(true);
    if (unknown === 0) expect(counts.reduce((a, b) => a + b, 0)).toBe(actorIds.folketing.members);
    else expect(counts.reduce((a, b) => a + b, 0)).toBeLessThan(actorIds.folketing.members);
  });

  test('shows a storkreds’ members by party, each linked', async ({ storkredsPage }) => {
    await storkredsPage.goto();
    const first = storkredsPage.storkredsLinks.first();
    const name = ((await first.locator('span').first().textContent()) ?? '').trim();
    await storkredsPage.choose(name);
    await expect(storkredsPage.membersHeading).toHaveText(new RegExp(`^${name}: `));
    await expect(storkredsPage.members.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(storkredsPage.members.getByRole('link', { name: /\S/ }).last()).toHaveAttribute(
      'href',
      /^\/aktoer\/\d+$/,
    );
  });

  test('says so for a storkreds no member is elected in', async ({ storkredsPage }) => {
    await storkredsPage.goto('kreds=Atlantis+Storkreds');
    await expect(storkredsPage.main.getByRole('status')).toHaveText(
      /Ingen medlemmer er valgt i »Atlantis Storkreds«/,
    );
    await expect(storkredsPage.storkredsLinks.first()).toBeVisible();
  });

  test('has no serious or critical accessibility violations and fits the screen', async ({
    storkredsPage,
    seriousA11yViolations,
  }) => {
    await storkredsPage.goto();
    await storkredsPage.storkredsLinks.first().click();
    await expect(storkredsPage.membersHeading).toBeVisible();
    expect(await seriousA11yViolations()).toEqual([]);
    expect(await storkredsPage.overflowsHorizontally()).toBe(false);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('chooses a storkreds with the plain GET form', async ({ storkredsPage, actorListPage }) => {
      await actorListPage.goto();
      await actorListPage.main
        .getByRole('link', { name: 'Find dine folketingsmedlemmer efter storkreds' })
        .click();
      await expect(storkredsPage.heading).toHaveText('Find dine folketingsmedlemmer');
      const option = await storkredsPage.storkredsField.locator('option').nth(1).textContent();
      const name = (option ?? '').replace(/ \(\d+ medlemm?er?\)$/, '');
      await storkredsPage.choose(name);
      await expect(storkredsPage.membersHeading).toHaveText(new RegExp(`^${name}: `));
    });
  });
});
