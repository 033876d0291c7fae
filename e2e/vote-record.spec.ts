import { withoutExpected404 } from './pages/site.page';
import { expect, test } from './politician-fixtures';

/** The CSV's rows as objects by header (`;`-separated, BOM, CRLF; no field in these tests holds `;`). */
function csvRows(text: string): Record<string, string>[] {
  const [header = '', ...lines] = text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  const names = header.split(';');
  return lines.map((line) => {
    const cells = line.split(';');
    return Object.fromEntries(names.map((n, i) => [n, cells[i] ?? '']));
  });
}

test.describe('a member’s full vote record', () => {
  test('opens from the key figures with every vote, paged, newest first', async ({
    finder,
    actorPage,
    voteRecordPage,
    page,
  }) => {
    const member = await finder.memberWithBallots();
    const total = (await actorPage.keyFigure('Afstemninger i alt').textContent())?.replace(/\D/g, '');
    await actorPage.allVotesLink.click();
    await expect(page).toHaveURL(`/aktoer/${member.id}/afstemninger`);
    await expect(voteRecordPage.heading).toHaveText(`${member.name}: alle afstemninger`);
    expect(String(await voteRecordPage.total())).toBe(total);
    await expect(voteRecordPage.votes).toHaveCount(Math.min(25, Number(total)));
    const dates = await voteRecordPage.dates();
    expect(dates).toEqual([...dates].sort().reverse());
    const firstVote = await voteRecordPage.votes.first().getByRole('link').getAttribute('href');
    await voteRecordPage.pager.getByRole('link', { name: 'Næste side' }).click();
    await expect(page).toHaveURL(/side=2$/);
    await expect(voteRecordPage.votes.first().getByRole('link')).not.toHaveAttribute('href', firstVote ?? '');
  });

  test('filters by ballot and order, and the CSV holds exactly the votes listed', async ({
    finder,
    voteRecordPage,
    page,
  }) => {
    const member = await finder.memberWithBallots();
    await voteRecordPage.goto(member.id);
    await voteRecordPage.filter({ choice: 'Imod', oldestFirst: true });
    await expect(page).toHaveURL(/stemme=imod&sortering=aeldste$/);
    const total = await voteRecordPage.total();
    expect(total).toBeGreaterThan(0);
    for (const vote of await voteRecordPage.votes.all()) await expect(vote).toContainText('Stemte:Imod');
    const dates = await voteRecordPage.dates();
    expect(dates).toEqual([...dates].sort());
    await expect(voteRecordPage.csvLink).toHaveAttribute(
      'href',
      `/aktoer/${member.id}/stemmer.csv?stemme=imod&sortering=aeldste`,
    );
    const response = await page.request.get((await voteRecordPage.csvLink.getAttribute('href')) ?? '');
    expect(response.status()).toBe(200);
    const rows = csvRows(await response.text());
    expect(rows).toHaveLength(total);
    expect(rows.every((r) => r.stemme === 'Imod')).toBe(true);
    const listed = await voteRecordPage.votes
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')?.replace('/afstemning/', '')));
    expect(rows.slice(0, listed.length).map((r) => r.afstemningid)).toEqual(listed);
  });

  test('lists the votes against the party line as the key figure counts them', async ({
    finder,
    actorPage,
    voteRecordPage,
    page,
  }) => {
    const member = await finder.memberWithBallots();
    const against = Number(
      (await actorPage.keyFigure('Imod partiets flertal').textContent())?.replace(/\D/g, ''),
    );
    await voteRecordPage.goto(member.id);
    await voteRecordPage.filter({ againstParty: true });
    await expect(page).toHaveURL(/partilinje=imod$/);
    expect(await voteRecordPage.total()).toBe(against);
    if (against > 0) {
      const csv = await page.request.get((await voteRecordPage.csvLink.getAttribute('href')) ?? '');
      expect(csvRows(await csv.text()).every((r) => r.imod_partiet === 'ja')).toBe(true);
    }
  });

  test('filters by subject and samling, the choices counted', async ({ finder, voteRecordPage }) => {
    const member = await finder.memberWithBallots();
    await voteRecordPage.goto(member.id);
    await voteRecordPage.showMoreFilters();
    const topic = ((await voteRecordPage.topicField.locator('option').nth(1).textContent()) ?? '').trim();
    const votes = Number(/\((\d+)\)$/.exec(topic)?.[1]);
    await voteRecordPage.filter({ topic });
    expect(await voteRecordPage.total()).toBe(votes);
    const period = ((await voteRecordPage.periodField.locator('option').nth(1).textContent()) ?? '').trim();
    await voteRecordPage.filter({ period });
    expect(await voteRecordPage.total()).toBeLessThanOrEqual(votes);
    await expect(voteRecordPage.periodField).toHaveValue(/^\d{5}$/);
    await expect(voteRecordPage.topicField).not.toHaveValue('');
  });

  test('has no serious or critical accessibility violations and fits the screen', async ({
    finder,
    voteRecordPage,
    seriousA11yViolations,
  }) => {
    const member = await finder.memberWithBallots();
    await voteRecordPage.goto(member.id, 'stemme=for');
    await expect(voteRecordPage.votes.first()).toBeVisible();
    expect(await seriousA11yViolations()).toEqual([]);
    expect(await voteRecordPage.overflowsHorizontally()).toBe(false);
  });

  test('answers an unknown member with a 404 page in words', async ({ voteRecordPage, consoleErrors }) => {
    const response = await voteRecordPage.goto(2_000_000_000);
    expect(response?.status()).toBe(404);
    await expect(voteRecordPage.main).toContainText(/findes ikke/);
    consoleErrors.splice(0, consoleErrors.length, ...withoutExpected404(consoleErrors));
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('filters with the plain GET form and pages with plain links', async ({
      finder,
      voteRecordPage,
      page,
    }) => {
      const member = await finder.memberWithBallots();
      await voteRecordPage.goto(member.id);
      await voteRecordPage.filter({ choice: 'For' });
      await expect(page).toHaveURL(/\?stemme=for$/);
      await expect(voteRecordPage.votes.first()).toContainText('Stemte:For');
      if ((await voteRecordPage.total()) > 25) {
        await voteRecordPage.pager.getByRole('link', { name: 'Næste side' }).click();
        await expect(page).toHaveURL(/\?stemme=for&side=2$/);
        await expect(voteRecordPage.votes.first()).toContainText('Stemte:For');
      }
    });
  });
});
