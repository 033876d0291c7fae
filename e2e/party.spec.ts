import { NotFoundPage } from './pages/not-found.page';
import { withoutExpected404 } from './pages/site.page';
import { expect, test } from './party-fixtures';

const count = (n: number) => new Intl.NumberFormat('da-DK').format(n);
const percent = (share: number) =>
  new Intl.NumberFormat('da-DK', { style: 'percent', maximumFractionDigits: 0 }).format(share);

test.describe('Parties', () => {
  test('the overview shows the newest samling’s agreement of a pair as the ballots give it', async ({
    partiesPage,
    partyFacts: f,
  }) => {
    await partiesPage.goto();
    await expect(partiesPage.heading).toHaveText('Partier');
    await expect(partiesPage.periodSelect).toHaveValue(f.period.code);
    const words =
      f.both >= 10
        ? `${f.party} og ${f.other}: ${percent(f.same / f.both)} af ${count(f.both)} afstemninger`
        : f.both > 0
          ? `${f.party} og ${f.other}: kun ${count(f.both)} fælles afstemninger`
          : `${f.party} og ${f.other}: ingen fælles afstemninger`;
    await expect(partiesPage.cell(f.party, f.other)).toHaveAccessibleName(words);
    await expect(partiesPage.cell(f.other, f.party)).toHaveAccessibleName(
      words.replace(`${f.party} og ${f.other}`, `${f.other} og ${f.party}`),
    );
    await partiesPage.matrix.getByRole('link', { name: f.party, exact: true }).click();
    await expect(partiesPage.page).toHaveURL(new RegExp(`/parti/${encodeURIComponent(f.party)}$`));
  });

  test('a samling is chosen with the form, and its address keeps it', async ({ partiesPage }) => {
    await partiesPage.goto();
    const options = await partiesPage.periodSelect.getByRole('option').allTextContents();
    // The demo store holds votes in many samlinger: a second choice must be there to pick.
    const older = options[1];
    expect(older, 'a second samling to choose').toBeDefined();
    await partiesPage.choosePeriod(older as string);
    await expect(partiesPage.page).toHaveURL(/\/partier\?samling=\d{5}$/);
    await expect(
      partiesPage.main.getByRole('heading', { level: 2, name: 'Hvor ofte stemmer partierne ens?' }),
    ).toBeVisible();
    await expect(partiesPage.main).toContainText(`${older}:`);
  });

  test('a party page shows attendance in its latest samling as the ballots give it, and its members now', async ({
    partyPage,
    partyFacts: f,
  }) => {
    await partyPage.goto(f.party);
    await expect(partyPage.page).toHaveTitle(new RegExp(`\\(${f.party}\\)`));
    await expect(partyPage.figure(`Fremmøde ${f.period.title}`)).toContainText([
      percent(f.present / f.ballots),
      `${count(f.present)} af ${count(f.ballots)} stemmer ved ${count(f.votes)} afstemninger`,
    ]);
    const members = await partyPage.memberLinks().count();
    await expect(partyPage.figure('Medlemmer nu').first()).toHaveText(count(members));
    await partyPage.agreement.getByText('Sådan regner vi').click();
    await expect(partyPage.agreement).toContainText('begge partier tog en side');
  });

  test('reads in English', async ({ partyPage, partyFacts: f }) => {
    await partyPage.goto(f.party);
    await partyPage.switchLanguage();
    await expect(partyPage.keyFigures).toBeVisible();
    await expect(partyPage.agreement).toBeVisible();
    await expect(partyPage.membersNow).toBeVisible();
  });

  test('a code in another case goes to the code as ODA writes it', async ({ partyPage, partyFacts: f }) => {
    const other = f.party === f.party.toLowerCase() ? f.party.toUpperCase() : f.party.toLowerCase();
    await partyPage.goto(other);
    await expect(partyPage.page).toHaveURL(new RegExp(`/parti/${encodeURIComponent(f.party)}$`));
    await expect(partyPage.keyFigures).toBeVisible();
  });

  test('the independents are no party, and the page says where they are', async ({ partyPage }) => {
    const response = await partyPage.page.goto('/parti/UFG');
    expect(response?.status()).toBe(200);
    await expect(partyPage.heading).toHaveText('Uden for folketingsgrupperne (UFG)');
    await partyPage.main.getByRole('link', { name: /Folketingets medlemmer nu/ }).click();
    await expect(partyPage.page).toHaveURL(/\/aktoerer$/);
  });

  test('has no serious or critical accessibility violations', async ({
    partiesPage,
    partyPage,
    partyFacts: f,
    seriousA11yViolations,
  }) => {
    await partiesPage.goto();
    expect(await seriousA11yViolations()).toEqual([]);
    await partyPage.goto(f.party);
    expect(await seriousA11yViolations()).toEqual([]);
  });

  test('an unknown code is a 404 with the search box', async ({ page, consoleErrors }) => {
    const response = await page.goto('/parti/QQQ');
    expect(response?.status()).toBe(404);
    const notFound = new NotFoundPage(page);
    await expect(notFound.heading).toHaveText('Partiet findes ikke');
    await expect(notFound.main).toContainText('„QQQ“');
    await expect(notFound.searchBox).toBeVisible();
    consoleErrors.splice(0, consoleErrors.length, ...withoutExpected404(consoleErrors));
  });
});
