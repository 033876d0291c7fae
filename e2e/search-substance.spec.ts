import { ActorPage } from './pages/actor.page';
import { ActorListPage } from './pages/actor-list.page';
import { expect, test } from './search-fixtures';

/** The word: a journalist searching "klima" once got 15 copies of the climate committee's folder first. */
const TOPIC = 'klima';
/** A committee's general folder as its hit reads ('KEF Alm.del Alm. del'). */
const FOLDER = /alm\.\s?del/i;

test.describe('search ranks substance, counts agree, words are marked, filters are at hand', () => {
  test('a topic word lists the cases and questions about it ahead of the committee folders that merely name it', async ({
    searchPage,
  }) => {
    await searchPage.goto(`?q=${TOPIC}`);
    const titles = await searchPage.caseTitles();
    expect(titles.length).toBeGreaterThan(3);
    const firstFolder = titles.findIndex((title) => FOLDER.test(title));
    expect(
      firstFolder === -1 || firstFolder >= 3,
      `first folder at ${firstFolder}: ${titles.join(' | ')}`,
    ).toBe(true);
    // The first hits are about the word: it is marked in their titles.
    for (const hit of (await searchPage.caseHits.all()).slice(0, 3)) {
      await expect(searchPage.hitTitle(hit).locator('mark').first()).toHaveText(new RegExp(TOPIC, 'i'));
    }
    // A question (§ 20, numbered 'S …') is among the first screenful, not only behind a filter.
    expect(titles.slice(0, 10).some((title) => /^S \d+/.test(title))).toBe(true);
  });

  test('each tab counts what its list says when opened, and the Dokumenter tab keeps the case-type filter', async ({
    searchPage,
    page,
  }) => {
    await searchPage.goto(`?q=${TOPIC}`);
    expect(await searchPage.scopeCount('Sager')).toBe(await searchPage.count());
    const documents = await searchPage.scopeCount('Dokumenter');
    expect(documents).not.toBeNull();
    await searchPage.scope('Dokumenter').click();
    await expect(page).toHaveURL(/vis=dokumenter/);
    await searchPage.settled();
    expect(await searchPage.count()).toBe(documents);

    await searchPage.goto(`?q=${TOPIC}&vis=dokumenter`);
    await searchPage.filterCases({ type: '§ 20-spørgsmål' });
    const filtered = await searchPage.count();
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(documents ?? 0);
    expect(await searchPage.scopeCount('Dokumenter')).toBe(filtered);
    if (filtered <= 20) await expect(searchPage.documentHits).toHaveCount(filtered);
    // Every document listed belongs to a § 20 question (numbered 'S …') and links to its own page.
    for (const hit of (await searchPage.documentHits.all()).slice(0, 5)) {
      await expect(hit).toContainText(/I sag: S \d+/);
      await expect(searchPage.hitTitle(hit)).toHaveAttribute('href', /^\/dokument\/\d+$/);
    }
  });

  test('snippets mark the searched word', async ({ searchPage }) => {
    await searchPage.goto(`?q=${TOPIC}`);
    const marks = searchPage.snippetMarks(searchPage.caseHits);
    await expect(marks.first()).toBeVisible();
    for (const mark of (await marks.all()).slice(0, 5)) await expect(mark).toHaveText(new RegExp(TOPIC, 'i'));
  });

  test('a politician named in the search box leads the case hits', async ({ searchPage, page }) => {
    // A member of the Folketing now, as the actor list shows them; the name as their page gives it.
    const actors = new ActorListPage(page);
    await actors.goto();
    await Promise.all([
      page.waitForURL(/\/aktoer\/\d+$/),
      actors.folketing.locator('a[href^="/aktoer/"]').first().click(),
    ]);
    const name = ((await new ActorPage(page).heading.textContent()) ?? '').trim();
    expect(name.length).toBeGreaterThan(3);
    await searchPage.goto(`?q=${encodeURIComponent(name)}`);
    await expect(searchPage.politicians.getByRole('link', { name, exact: true }).first()).toBeVisible();
    await expect(searchPage.politicians.first().getByRole('link')).toHaveAttribute('href', /^\/aktoer\/\d+$/);
  });

  test('the search words and the case-type filter are on the first screen, without scrolling or unfolding', async ({
    searchPage,
    page,
  }) => {
    await searchPage.goto(`?q=${TOPIC}`);
    const height = page.viewportSize()?.height ?? 0;
    for (const [what, field] of [
      ['search box', searchPage.searchBox],
      ['case type', searchPage.caseTypeFilter],
      ['more filters', searchPage.moreFilters],
    ] as const) {
      await expect(field, what).toBeVisible();
      const box = await field.boundingBox();
      expect((box?.y ?? height) + (box?.height ?? 0), `${what} ends within ${height} px`).toBeLessThanOrEqual(
        height,
      );
    }
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
