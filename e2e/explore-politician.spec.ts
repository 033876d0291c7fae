import { ChartExplorer } from './pages/chart-explorer.page';
import { expect, test } from './politician-fixtures';
import { kb, SCRIPT_BUDGET_BYTES, scriptBytes } from './script-bytes';

test.describe('exploring a politician’s attendance and votes with the party', () => {
  test('loads recharts on “Udforsk”; the values under the pointer are the table’s; a line toggled off', async ({
    page,
    finder,
    actorPage,
    isMobile,
    seriousA11yViolations,
  }, info) => {
    const member = await finder.memberWithBallots();
    const explorer = new ChartExplorer(page, actorPage.votingRecord);
    // Measured from an empty cache, as a reader arriving at the page (the finder has been round the site).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    const bytes = scriptBytes(page);
    await page.goto(`/aktoer/${member.id}`, { waitUntil: 'networkidle' });
    await expect(explorer.chart).toHaveCount(0);
    const atLoad = await bytes();
    expect(atLoad, `${kb(atLoad)} of JavaScript at load`).toBeLessThanOrEqual(SCRIPT_BUDGET_BYTES);
    await explorer.open();
    const explored = await bytes();
    expect(explored).toBeGreaterThan(atLoad);
    info.annotations.push({
      type: 'JavaScript',
      description: `politician page: ${kb(atLoad)} at load, ${kb(explored)} after “Udforsk”`,
    });

    const periods = await explorer.periods();
    const newest = periods.at(-1) ?? '';
    await actorPage.votingRecord.getByText('Vis tallene pr. samling').click();
    const row = actorPage.votingRecord
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: newest, exact: true }) });
    // For, Imod, Hverken, Fravær; then attendance and the share with the party.
    const attendance = (await row.getByRole('cell').nth(4).textContent()) ?? '';
    const withParty = (await row.getByRole('cell').nth(5).textContent()) ?? '';

    await explorer.pointAt(0, periods.length, isMobile);
    await expect(explorer.valuesPeriod).toHaveText(periods[0] ?? '');
    await explorer.pointAt(periods.length - 1, periods.length, isMobile);
    await expect(explorer.valuesPeriod).toHaveText(newest);
    await expect(explorer.value('Fremmøde')).toContainText(`Fremmøde ${attendance} af `);
    await expect(explorer.value('Stemte med partiets flertal')).toContainText(
      withParty === '–' ? 'ingen afstemninger' : `${withParty} af `,
    );

    await explorer.toggle('Fremmøde').click();
    await expect(explorer.toggle('Fremmøde')).toHaveAttribute('aria-pressed', 'false');
    await explorer.pointAt(periods.length - 1, periods.length, isMobile);
    await expect(explorer.value('Stemte med partiets flertal')).toBeVisible();
    await expect(explorer.value('Fremmøde')).toHaveCount(0);
    expect(await seriousA11yViolations()).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the bars drawn on the server and the table stand, with no button', async ({
      finder,
      actorPage,
      page,
    }) => {
      // The finder leaves the member's page open.
      await finder.memberWithBallots();
      await expect(actorPage.votingRecord.getByRole('heading', { name: /pr\. samling$/ })).toBeVisible();
      await expect(new ChartExplorer(page, actorPage.votingRecord).openButton).toHaveCount(0);
      await actorPage.votingRecord.getByText('Vis tallene pr. samling').click();
      await expect(actorPage.votingRecord.getByRole('table')).toBeVisible();
    });
  });
});
