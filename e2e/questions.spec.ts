import { test as base, expect } from './fixtures';
import { FeedPage } from './pages/feed.page';
import { QuestionsPage } from './pages/questions.page';
import { withoutExpectedStatus } from './pages/site.page';

/**
 * The question list (/spoergsmaal), its CSV and feed, the answer times on a minister's page and the comparison, as
 * a journalist uses them. The data is found through the site (the form's choices, the rows' links), never by id.
 */
const test = base.extend<{ questionsPage: QuestionsPage }>({
  questionsPage: async ({ page }, use) => use(new QuestionsPage(page)),
});

/** The rows a page shows for a count: all of them up to the page size. */
const PAGE_SIZE = 25;

test.describe('Questions to ministers', () => {
  test('filtering by a minister, then answered and unanswered, gives counts the rows agree with', async ({
    questionsPage: list,
    seriousA11yViolations,
  }) => {
    await list.goto();
    await expect(list.heading).toHaveText('Spørgsmål til ministrene');
    const all = await list.counts();
    expect(all.total).toBeGreaterThan(0);
    expect(all.answered + all.open).toBe(all.total);

    const minister = await list.chooseMinister(1);
    await expect(list.page).toHaveURL(/minister=\d+/);
    await expect(list.count).toContainText(`minister ${minister}`);
    const ofMinister = await list.counts();
    expect(ofMinister.total).toBeGreaterThan(0);
    expect(ofMinister.total).toBeLessThan(all.total);
    await expect(list.questions).toHaveCount(Math.min(ofMinister.total, PAGE_SIZE));

    await list.chooseAnswer('Besvarede');
    await expect(list.page).toHaveURL(/besvaret=ja/);
    const answered = await list.counts();
    expect(answered.total).toBe(ofMinister.answered);
    await expect(list.questions).toHaveCount(Math.min(answered.total, PAGE_SIZE));
    await expect(list.answerStates().filter({ hasText: 'Ubesvaret' })).toHaveCount(0);

    await list.chooseAnswer('Ubesvarede');
    await expect(list.page).toHaveURL(/besvaret=nej/);
    const open = await list.counts();
    expect(open.total).toBe(ofMinister.open);
    await expect(list.questions).toHaveCount(Math.min(open.total, PAGE_SIZE));
    await expect(list.answerStates().filter({ hasText: /^[○●]\s*Besvaret/ })).toHaveCount(0);
    expect(await seriousA11yViolations()).toEqual([]);
  });

  test('the CSV of a filter holds the same questions as the list, in its order', async ({
    questionsPage: list,
    request,
  }) => {
    await list.goto();
    await list.chooseMinister(1);
    await list.chooseAnswer('Besvarede');
    const { total } = await list.counts();
    const href = await list.csvLink.getAttribute('href');
    expect(href).toMatch(/^\/spoergsmaal\/spoergsmaal\.csv\?.*minister=\d+.*besvaret=ja/);
    const response = await request.get(href ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/csv');
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^dokumentid;/);
    const rows = lines.slice(1);
    expect(rows).toHaveLength(total);
    const ids = rows.map((row) => Number(row.split(';')[0]));
    expect(ids.slice(0, PAGE_SIZE)).toEqual(await list.questionIds());
    for (const row of rows) expect(row).toContain(';ja;');
  });

  test("a filter's feed is valid Atom whose entries lead to the questions", async ({
    questionsPage: list,
    request,
  }) => {
    await list.goto();
    await list.chooseMinister(1);
    const path = (await list.feedLink.getAttribute('href')) ?? '';
    expect(path).toMatch(/^\/spoergsmaal\/feed\.xml\?minister=\d+$/);
    expect(await FeedPage.announcedFeeds(request, path.replace('/feed.xml', ''))).toContain(path);
    const feed = await FeedPage.read(request, path);
    expect(feed.entries.length).toBeGreaterThan(0);
    for (const entry of feed.entries) {
      expect(entry.link).toMatch(/\/dokument\/\d+$/);
      expect(entry.title).toMatch(/^(Besvaret|Nyt spørgsmål): /);
    }
  });

  test("a minister's page shows their answer times per samling and post, and the longest-open questions", async ({
    questionsPage: list,
    page,
    seriousA11yViolations,
  }) => {
    await list.goto();
    const minister = await list.chooseMinister(1);
    await list.firstMinisterLink(minister).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(minister);
    const section = page.getByRole('region', { name: 'Svartider som minister', exact: true });
    await expect(section).toBeVisible();
    const table = section.getByRole('table', { name: 'Svartider som minister, per samling og post' });
    await expect(table.getByRole('columnheader', { name: 'Median, dage' })).toBeVisible();
    expect(await table.getByRole('row').count()).toBeGreaterThan(1);
    await expect(section.getByText('Sådan regner vi')).toBeVisible();
    await section.getByRole('link', { name: 'Se spørgsmålene' }).click();
    await expect(page).toHaveURL(/\/spoergsmaal\?minister=\d+$/);
    await expect(list.count).toContainText(`minister ${minister}`);
    await page.goBack();
    expect(await seriousA11yViolations()).toEqual([]);
  });

  test('the comparison sorts the ministers by a column, and a ministry leads to its page', async ({
    page,
    seriousA11yViolations,
  }) => {
    await page.goto('/spoergsmaal/svartider');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ministrenes svartider');
    const table = page.getByRole('table');
    await table.getByRole('link', { name: 'Sortér efter Median, dage' }).click();
    await expect(page).toHaveURL(/sortering=median/);
    const medians = await page
      .getByRole('table')
      .getByRole('row')
      .evaluateAll((rows) =>
        rows
          .slice(1)
          .map((row) => Number((row.querySelectorAll('td')[3]?.textContent ?? '').replace(/\./g, ''))),
      );
    expect(medians.length).toBeGreaterThan(1);
    expect(medians).toEqual([...medians].sort((a, b) => b - a));
    expect(await seriousA11yViolations()).toEqual([]);
    await page.getByRole('link', { name: 'Ministerium', exact: true }).click();
    await expect(page).toHaveURL(/visning=ministerier/);
    await page.getByRole('table').getByRole('row').nth(1).getByRole('link').click();
    await expect(page.getByRole('region', { name: 'Svartider', exact: true })).toBeVisible();
  });

  test('invalid filter values are answered 400 with what is wrong, on the page, the CSV and the feed', async ({
    questionsPage: list,
    request,
    consoleErrors,
  }) => {
    const response = await list.page.goto('/spoergsmaal?minister=abc&besvaret=m%C3%A5ske');
    expect(response?.status()).toBe(400);
    // The browser notes the 400 in the console; that one is expected.
    consoleErrors.splice(0, consoleErrors.length, ...withoutExpectedStatus(consoleErrors, 400));
    await expect(list.invalidNotice).toContainText('Filteret »minister« har en ugyldig værdi: »abc«.');
    await expect(list.invalidNotice).toContainText('Filteret »besvaret« har en ugyldig værdi: »måske«.');
    await expect(list.invalidNotice.getByRole('link', { name: 'Se alle spørgsmål' })).toBeVisible();
    for (const path of ['/spoergsmaal/spoergsmaal.csv?samling=2024', '/spoergsmaal/feed.xml?side=0']) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(400);
      expect(await answer.text()).toContain('ugyldig værdi');
    }
  });

  test('the English list speaks English', async ({ page }) => {
    await page.goto('/en/spoergsmaal');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Questions to ministers');
    await expect(page.getByRole('search', { name: 'Filter the questions' })).toBeVisible();
  });
});

test.describe('Questions without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form filters by ministry and answered as a plain GET form', async ({ questionsPage: list }) => {
    await list.goto();
    const ministry = (await list.ministrySelect.locator('option').nth(1).textContent()) ?? '';
    await list.ministrySelect.selectOption({ label: ministry });
    await list.chooseAnswer('Ubesvarede');
    await expect(list.page).toHaveURL(/ministerium=\d+.*besvaret=nej/);
    await expect(list.count).toContainText(ministry);
    await expect(list.answerStates().filter({ hasText: /^[○●]\s*Besvaret/ })).toHaveCount(0);
  });
});
