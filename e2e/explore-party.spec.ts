import { ChartExplorer } from './pages/chart-explorer.page';
import type { PartyPage } from './pages/party.page';
import { expect, test } from './party-fixtures';
import { kb, SCRIPT_BUDGET_BYTES, scriptBytes } from './script-bytes';

const count = (n: number) => new Intl.NumberFormat('da-DK').format(n);
const percent = (share: number) =>
  new Intl.NumberFormat('da-DK', { style: 'percent', maximumFractionDigits: 0 }).format(share);

/** The explorer of a party page's agreement figure. */
function agreementExplorer(partyPage: PartyPage): ChartExplorer {
  return new ChartExplorer(partyPage.page, partyPage.agreement);
}

test.describe('exploring a party’s agreement over the samlinger', () => {
  test('loads recharts on “Udforsk”, not before; a party’s agreement under the pointer, toggled off and on', async ({
    partyPage,
    partyFacts: f,
    isMobile,
    seriousA11yViolations,
  }, info) => {
    const explorer = agreementExplorer(partyPage);
    const bytes = scriptBytes(partyPage.page);
    await partyPage.page.goto(`/parti/${encodeURIComponent(f.party)}`, { waitUntil: 'networkidle' });
    await expect(explorer.openButton).toHaveAttribute('aria-expanded', 'false');
    await expect(explorer.chart).toHaveCount(0);
    const atLoad = await bytes();
    expect(atLoad, `${kb(atLoad)} of JavaScript at load`).toBeLessThanOrEqual(SCRIPT_BUDGET_BYTES);

    await explorer.open();
    await expect(explorer.closeButton).toHaveAttribute('aria-expanded', 'true');
    const explored = await bytes();
    expect(explored).toBeGreaterThan(atLoad);
    info.annotations.push({
      type: 'JavaScript',
      description: `party page: ${kb(atLoad)} at load, ${kb(explored)} after “Udforsk”`,
    });

    const periods = await explorer.periods();
    const at = periods.indexOf(f.period.title);
    expect(at, `${f.period.title} among ${periods.join(', ')}`).toBeGreaterThanOrEqual(0);
    // The newest samling drawn at first; the first under the pointer at the left edge.
    await expect(explorer.valuesPeriod).toHaveText(periods.at(-1) ?? '');
    await explorer.pointAt(0, periods.length, isMobile);
    await expect(explorer.valuesPeriod).toHaveText(periods[0] ?? '');

    // A party with a share in the headline samling is drawn at first; one without is a toggle away.
    await expect(explorer.toggle(f.other)).toHaveAttribute('aria-pressed', String(f.both >= 10));
    if (f.both < 10) await explorer.toggle(f.other).click();
    await explorer.pointAt(at, periods.length, isMobile);
    await expect(explorer.valuesPeriod).toHaveText(f.period.title);
    const words =
      f.both >= 10
        ? `${percent(f.same / f.both)} af ${count(f.both)} afstemninger`
        : f.both > 0
          ? `under 10 fælles afst. (${count(f.both)})`
          : 'ingen fælles afst.';
    await expect(explorer.value(f.other)).toHaveText(`${f.other} ${words}`);

    await explorer.toggle(f.other).click();
    await expect(explorer.toggle(f.other)).toHaveAttribute('aria-pressed', 'false');
    await explorer.pointAt(at, periods.length, isMobile);
    await expect(explorer.valuesPeriod).toHaveText(f.period.title);
    await expect(explorer.value(f.other)).toHaveCount(0);

    await explorer.hideAll.click();
    await expect(explorer.chart).toHaveCount(0);
    await expect(explorer.scope).toContainText('Ingen linjer valgt');
    await explorer.showAll.click();
    await expect(explorer.toggle(f.other)).toHaveAttribute('aria-pressed', 'true');
    await expect(explorer.chart).toBeVisible();
    // The explorer open, and the server's table beside it (a region that scrolls, reached by keyboard).
    await partyPage.agreement.getByText('Vis tallene pr. samling').click();
    expect(await seriousA11yViolations()).toEqual([]);

    await explorer.closeButton.click();
    await expect(explorer.chart).toHaveCount(0);
    await expect(explorer.openButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('narrowing the range draws only the samlinger chosen', async ({
    partyPage,
    partyFacts: f,
    isMobile,
  }) => {
    const explorer = agreementExplorer(partyPage);
    await partyPage.goto(f.party);
    await explorer.open();
    const periods = await explorer.periods();
    const [first, second] = periods;
    const last = periods.at(-1);
    if (!first || !second || !last)
      throw new Error('the party has fewer than two samlinger in the test store');
    await explorer.pointAt(0, periods.length, isMobile);
    await expect(explorer.valuesPeriod).toHaveText(first);

    await explorer.narrow(second, last);
    await expect(explorer.fromPeriod).toHaveValue('1');
    await expect(explorer.valuesPeriod).toHaveText(last);
    await explorer.pointAt(0, periods.length - 1, isMobile);
    await expect(explorer.valuesPeriod).toHaveText(second);

    // A range chosen the wrong way round is read the right way round.
    await explorer.narrow(last, second);
    await expect(explorer.fromPeriod).toHaveValue('1');
    await expect(explorer.toPeriod).toHaveValue(String(periods.length - 1));
  });

  test('the arrow keys move along the samlinger of the focused chart', async ({
    partyPage,
    partyFacts: f,
  }) => {
    const explorer = agreementExplorer(partyPage);
    await partyPage.goto(f.party);
    await explorer.openButton.focus();
    await partyPage.page.keyboard.press('Enter');
    await explorer.chart.waitFor();
    const periods = await explorer.periods();
    const [first, second] = periods;
    if (!first || !second) throw new Error('the party has fewer than two samlinger in the test store');
    // Focus shows the first samling; the arrows move on and back.
    await explorer.chart.focus();
    await expect(explorer.valuesPeriod).toHaveText(first);
    await partyPage.page.keyboard.press('ArrowRight');
    await expect(explorer.valuesPeriod).toHaveText(second);
    await partyPage.page.keyboard.press('ArrowLeft');
    await expect(explorer.valuesPeriod).toHaveText(first);
  });

  test('reads in English', async ({ partyPage, partyFacts: f, isMobile }) => {
    const explorer = agreementExplorer(partyPage);
    await partyPage.page.goto(`/en/parti/${encodeURIComponent(f.party)}`);
    await expect(explorer.openButton).toHaveText('Explore');
    await explorer.open();
    await expect(explorer.closeButton).toHaveText('Close');
    await expect(explorer.scope.getByRole('group', { name: 'Lines' })).toBeVisible();
    const periods = await explorer.periods();
    await explorer.pointAt(periods.length - 1, periods.length, isMobile);
    await expect(explorer.values.getByRole('listitem').first()).toContainText(/ of \d+ votes$|shared votes/);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the figure drawn on the server and its table stand, with no button that could do nothing', async ({
      partyPage,
      partyFacts: f,
    }) => {
      await partyPage.goto(f.party);
      await expect(
        partyPage.agreement.getByRole('link', { name: new RegExp(`^${f.other}\\b`) }),
      ).toBeVisible();
      await expect(agreementExplorer(partyPage).openButton).toHaveCount(0);
      await partyPage.agreement.getByText('Vis tallene pr. samling').click();
      const table = partyPage.agreement.getByRole('table');
      await expect(table.getByRole('columnheader', { name: f.period.title })).toBeVisible();
      await expect(table.getByRole('rowheader', { name: f.other, exact: true })).toBeVisible();
    });
  });
});
