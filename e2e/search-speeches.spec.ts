import { expect, test } from './search-fixtures';

/** Words a reader would pick from a speech: five letters or more, not the demo label. */
const wordsOf = (text: string): string[] =>
  [...new Set(text.match(/\p{L}{5,}/gu) ?? [])].filter((w) => w !== 'Demotekst');

test.describe('speeches in the search', () => {
  test('finds a speech by words drawn from a speech on the site, by its speaker on its day, with the words marked', async ({
    searchPage,
  }) => {
    // The Taler tab without words lists the newest speeches: take one, as a reader would, and its words.
    await searchPage.goto('?vis=taler');
    await expect(searchPage.scope('Taler')).toHaveAttribute('aria-current', 'page');
    const drawn = searchPage.speechHits
      .filter({ has: searchPage.page.getByRole('heading', { level: 3 }).getByRole('link') })
      .first();
    const { speaker, speech, date, snippet } = searchPage.speechOf(drawn);
    const [first, second] = wordsOf((await snippet.textContent()) ?? '');
    expect(first && second).toBeTruthy();
    const person = /\/aktoer\/(\d+)$/.exec((await speaker.getAttribute('href')) ?? '')?.[1];
    const day = ((await date.getAttribute('datetime')) ?? '').slice(0, 10);
    const href = await speech.getAttribute('href');
    const name = (await speaker.textContent()) ?? '';
    expect(href).toMatch(/^\/tale\/\d+$/);

    await searchPage.goto(
      `?${new URLSearchParams({ q: `${first} ${second}`, vis: 'taler', person: person ?? '', fra: day, til: day })}`,
    );
    await expect(searchPage.resultCount).toHaveText(/^(1 tale|[\d.]+ taler)/);
    const hrefs = await Promise.all(
      (await searchPage.speechHits.all()).map((hit) => searchPage.speechOf(hit).speech.getAttribute('href')),
    );
    expect(hrefs).toContain(href);
    const found = searchPage.speechHits.nth(hrefs.indexOf(href));
    const marks = searchPage.snippetMarks(found);
    await expect(marks.first()).toBeVisible();
    for (const mark of await marks.allTextContents())
      expect([first, second].map((w) => w?.toLowerCase())).toContain(mark.toLowerCase());
    for (const hit of await searchPage.speechHits.all())
      await expect(searchPage.speechOf(hit).speaker).toHaveAttribute('href', `/aktoer/${person}`);

    // The speaker filter is named, and can be removed alone.
    const filter = searchPage.speechFilters.filter({ hasText: `Taler af ${name}` });
    await expect(filter).toHaveCount(1);
    await filter.getByRole('link', { name: /^Fjern/ }).click();
    await expect(searchPage.page).not.toHaveURL(/person=/);
    await expect(searchPage.page).toHaveURL(/fra=/);
    await expect(searchPage.speechFilters).toHaveCount(0);
  });

  test('counts speeches on every tab and keeps a speaker link’s filter as the text changes', async ({
    searchPage,
  }) => {
    await searchPage.goto('?vis=taler');
    const { speaker, snippet } = searchPage.speechOf(searchPage.speechHits.first());
    const [word, other] = wordsOf((await snippet.textContent()) ?? '');
    const person = /\/aktoer\/(\d+)$/.exec((await speaker.getAttribute('href')) ?? '')?.[1] ?? '';
    await searchPage.goto(`?${new URLSearchParams({ q: word ?? '' })}`);
    expect(await searchPage.scopeCount('Taler')).toBeGreaterThan(0);

    await searchPage.goto(`?${new URLSearchParams({ q: word ?? '', vis: 'taler', person })}`);
    await searchPage.type([word, other].filter(Boolean).join(' '));
    await expect(searchPage.page).toHaveURL(new RegExp(`person=${person}`));
    await searchPage.settled();
    for (const hit of await searchPage.speechHits.all())
      await expect(searchPage.speechOf(hit).speaker).toHaveAttribute('href', `/aktoer/${person}`);
  });

  test('has no serious accessibility findings', async ({ searchPage, seriousA11yViolations }) => {
    await searchPage.goto('?vis=taler');
    await expect(searchPage.speechHits.first()).toBeVisible();
    expect(await seriousA11yViolations()).toEqual([]);
  });

  test('answers a malformed speaker, party or case in the JSON route with 400 and the reason', async ({
    request,
  }) => {
    const response = await request.get('/soeg/resultater?vis=taler&q=skat&person=abc');
    expect(response.status()).toBe(400);
    expect((await response.json()).error).toMatch(/person/);
  });
});
