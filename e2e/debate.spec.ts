import { expect, test } from './debate-fixtures';
import { FeedPage } from './pages/feed.page';
import { RecordNotFoundPage } from './pages/not-found.page';
import { SharePreview } from './pages/share.page';
import { withoutExpected404 } from './pages/site.page';

/**
 * The debates (issue 23): a plenary meeting's debate, a speech's own page with its share image, the case's and the
 * politician's debate sections, found through the site from a meeting picked from the store (e2e/debate-fixtures.ts).
 */

test.describe("a meeting's debate", () => {
  test('lists the speeches with speaker, party, time and a permalink, and opens a folded item', async ({
    debatePage,
    debateIds,
    seriousA11yViolations,
  }) => {
    expect((await debatePage.goto(`/moede/${debateIds.meeting}`))?.status()).toBe(200);
    await expect(debatePage.meetingDebate).toBeVisible();
    await expect(debatePage.onThisPage.getByRole('link', { name: 'Debatten' })).toHaveAttribute(
      'href',
      '#debat',
    );
    await debatePage.unfoldAll();
    const speech = debatePage.linkedSpeech().first();
    await expect(speech).toBeVisible();
    await expect(speech).toHaveAttribute('id', /^tale-\d+$/);
    await expect(speech.getByRole('link').first()).toHaveAttribute('href', /^\/aktoer\/\d+$/);
    await expect(speech.getByRole('link', { name: /^(kl\. \d\d\.\d\d|\d)/ })).toHaveAttribute(
      'href',
      /^\/tale\/\d+$/,
    );
    await expect(speech.getByRole('paragraph').nth(1)).not.toBeEmpty();
    expect(await seriousA11yViolations()).toEqual([]);
  });

  test('says plainly when there is no transcript', async ({ debatePage, debateIds }) => {
    await debatePage.goto(`/moede/${debateIds.withoutTranscript}`);
    await expect(debatePage.meetingDebate).toContainText(
      'Der er intet referat af dette møde i dataene endnu',
    );
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a folded item opens, and its speeches are in the page', async ({ debatePage, debateIds }) => {
      await debatePage.goto(`/moede/${debateIds.meeting}`);
      const folded = debatePage.meetingDebate.locator('details');
      if ((await folded.count()) === 0) {
        // Every item of this sitting is short: nothing is folded, and every speech stands open.
        await expect(debatePage.speeches.first()).toBeVisible();
        return;
      }
      await expect(folded.first().locator('li[id^="tale-"]').first()).toBeHidden();
      await folded.first().locator('summary').click();
      await expect(folded.first().locator('li[id^="tale-"]').first()).toBeVisible();
    });
  });
});

test.describe('a speech', () => {
  test('has its own page: the quote, the speaker, the facts, its neighbours and the way back into the debate', async ({
    debatePage,
    debateIds,
    page,
    seriousA11yViolations,
  }) => {
    await debatePage.goto(`/moede/${debateIds.meeting}`);
    await debatePage.unfoldAll();
    const speech = debatePage.linkedSpeech().first();
    const anchor = await speech.getAttribute('id');
    const speaker = (await speech.getByRole('link').first().textContent()) ?? '';
    await debatePage.openSpeech(speech);
    await expect(page).toHaveURL(/\/tale\/\d+$/);
    await expect(page).toHaveTitle(/Tingdata$/);
    await expect(debatePage.main.getByRole('heading', { level: 1 })).toContainText(speaker);
    await expect(debatePage.quote.getByRole('paragraph').first()).not.toBeEmpty();
    // When it was said stands under the heading, in the first screen; the facts say where.
    await expect(debatePage.main.getByText(/den \d+\. \S+ \d{4} kl\. \d/).first()).toBeVisible();
    await expect(debatePage.speechFacts.getByRole('term')).toContainText(['Dagsordenspunkt', 'Møde']);
    await expect(debatePage.main.getByRole('region', { name: 'Før og efter' })).toBeVisible();
    expect(await seriousA11yViolations()).toEqual([]);
    // Back to the speech in the meeting's debate: its item opens at the anchor.
    await debatePage.follow(debatePage.speechFacts.getByRole('link', { name: 'Se talen i mødets debat' }));
    await expect(page).toHaveURL(new RegExp(`/moede/${debateIds.meeting}#${anchor}$`));
    await expect(debatePage.main.locator(`#${anchor}`)).toBeVisible();
  });

  test('previews well when shared: its title says who spoke on what, its image is the quote', async ({
    debatePage,
    debateIds,
    page,
    request,
  }) => {
    await debatePage.goto(`/moede/${debateIds.meeting}`);
    await debatePage.unfoldAll();
    await debatePage.openSpeech(debatePage.linkedSpeech().first());
    const preview = new SharePreview(page);
    expect(await preview.content('og:title')).toMatch(/ om .+/);
    expect(await preview.content('og:description')).toMatch(/^».+«/);
    expect(await preview.content('twitter:card')).toBe('summary_large_image');
    expect(await preview.content('og:image')).toMatch(/\/tale\/\d+\/opengraph-image/);
    expect(await preview.fetchImage(request)).toEqual({
      status: 200,
      type: 'image/png',
      width: 1200,
      height: 630,
    });
  });

  test('is in English at its English address', async ({ debatePage, debateIds, page }) => {
    await debatePage.goto(`/moede/${debateIds.meeting}`);
    await debatePage.unfoldAll();
    await debatePage.openSpeech(debatePage.linkedSpeech().first());
    await debatePage.goto(`/en${new URL(page.url()).pathname}`);
    await expect(debatePage.main.getByText(/\d{4}, \d{1,2}:\d{2}$/).first()).toBeVisible();
    await expect(debatePage.speechFacts.getByRole('term')).toContainText(['Agenda item', 'Meeting']);
    await expect(debatePage.main.getByRole('region', { name: 'Before and after' })).toBeVisible();
  });

  test('an unknown or malformed speech id answers the speech’s 404', async ({ page, consoleErrors }) => {
    const notFound = new RecordNotFoundPage(page);
    expect(await notFound.goto('/tale/999999999999')).toBe(404);
    await expect(notFound.heading).toHaveText('Talen findes ikke');
    await expect(notFound.sentence).toContainText('Der er ingen tale med id 999999999999');
    expect(await notFound.goto('/tale/abc')).toBe(404);
    await expect(notFound.sentence).toContainText('„abc“ er ikke et tale-id.');
    consoleErrors.splice(0, consoleErrors.length, ...withoutExpected404(consoleErrors));
  });
});

test.describe("the case's and the politician's debates", () => {
  test("the case page's Debatten lists the reading's speakers by party, linked into the meeting's debate", async ({
    debatePage,
    debateIds,
    page,
    seriousA11yViolations,
  }) => {
    await debatePage.goto(`/moede/${debateIds.meeting}`);
    await debatePage.unfoldAll();
    await debatePage.follow(debatePage.caseLinkOf(debatePage.caseItemWithLinkedSpeech()));
    await expect(page).toHaveURL(/\/sag\/\d+$/);
    // A client-side navigation: the page's title comes with its metadata, which axe checks.
    await expect(page).toHaveTitle(/Tingdata$/);
    await expect(debatePage.caseDebate).toBeVisible();
    const into = debatePage.caseDebate.getByRole('link', { name: 'i debatten' }).first();
    await expect(into).toHaveAttribute('href', /^\/moede\/\d+#tale-\d+$/);
    await expect(debatePage.caseDebate.locator('a[href^="/parti/"]').first()).toBeVisible();
    expect(await seriousA11yViolations()).toEqual([]);
  });

  test("the politician's page counts their speeches, searches them and has a feed of the newest", async ({
    debatePage,
    debateIds,
    page,
    request,
    seriousA11yViolations,
  }) => {
    await debatePage.goto(`/moede/${debateIds.meeting}`);
    await debatePage.unfoldAll();
    await debatePage.follow(debatePage.linkedSpeech().first().getByRole('link').first());
    await expect(page).toHaveURL(/\/aktoer\/\d+$/);
    await expect(page).toHaveTitle(/Tingdata$/);
    const actorId = new URL(page.url()).pathname.split('/')[2];
    const speeches = debatePage.politicianSpeeches;
    await expect(speeches.getByText(/^\d[\d.]* taler i alt/)).toBeVisible();
    await expect(
      speeches.getByRole('list', { name: 'Nyeste taler' }).getByRole('link').first(),
    ).toHaveAttribute('href', /^\/tale\/\d+$/);
    // The feed of their newest speeches.
    await expect(speeches.getByRole('link', { name: 'Følg talerne (Atom)' })).toHaveAttribute(
      'href',
      `/aktoer/${actorId}/taler/feed.xml`,
    );
    // The search within their speeches is the one search box's, with its names.
    const search = speeches.getByRole('form', { name: 'Søg i personens taler' });
    expect(await seriousA11yViolations()).toEqual([]);
    await search.getByRole('searchbox').fill('skat');
    await search.getByRole('button', { name: 'Søg' }).click();
    await expect(page).toHaveURL(new RegExp(`/soeg\\?vis=taler&person=${actorId}&q=skat$`));
    const feed = await FeedPage.read(request, `/aktoer/${actorId}/taler/feed.xml`);
    expect(feed.entries.length).toBeGreaterThan(0);
    for (const entry of feed.entries) expect(entry.link).toMatch(/\/tale\/\d+$/);
  });

  test("the party's page gives its speaking time per samling and its spokespersons", async ({
    debatePage,
    debateIds,
    page,
    seriousA11yViolations,
  }) => {
    await debatePage.goto(`/moede/${debateIds.meeting}`);
    await debatePage.unfoldAll();
    const party = debatePage.linkedSpeech().first().getByRole('link').nth(1);
    const code = (await party.textContent()) ?? '';
    await debatePage.follow(party);
    await expect(page).toHaveURL(/\/parti\/[^/]+$/);
    await expect(page).toHaveTitle(/Tingdata$/);
    const section = debatePage.main.getByRole('region', { name: 'Taletid og ordførere' });
    await expect(section.getByRole('table', { name: 'Taler og taletid pr. samling' })).toBeVisible();
    await expect(section.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(/^\d/);
    await expect(section.getByRole('heading', { name: 'Ordførere pr. samling' })).toBeVisible();
    expect(code).not.toBe('');
    expect(await seriousA11yViolations()).toEqual([]);
  });
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the debate's and the speech page's links and controls are at least 44 px tall", async ({
    debatePage,
    debateIds,
  }) => {
    await debatePage.goto(`/moede/${debateIds.meeting}`);
    await debatePage.unfoldAll();
    expect(await debatePage.smallTouchTargets()).toEqual([]);
    await debatePage.openSpeech(debatePage.linkedSpeech().first());
    expect(await debatePage.smallTouchTargets()).toEqual([]);
  });
});
