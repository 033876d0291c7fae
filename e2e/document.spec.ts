import { expect, test } from './case-fixtures';
import { DocumentPage } from './pages/document.page';
import { RecordNotFoundPage } from './pages/not-found.page';
import { withoutExpected404 } from './pages/site.page';

/**
 * Documents have pages of their own (/dokument/<id>) and every document title links there; a question leads its
 * page and its § 20 case's page with its summary. The cases are picked from the store (e2e/case-fixtures.ts); the
 * documents are reached through the site from them.
 */

test.describe('a § 20 question', () => {
  test('its case page leads with the question, and has no empty result or résumé box', async ({
    casePage,
    caseIds,
    page,
  }) => {
    expect((await casePage.goto(caseIds.answeredQuestionCase))?.status()).toBe(200);
    const question = new DocumentPage(page).question;
    await expect(question).toBeVisible();
    await expect(question.getByRole('blockquote')).not.toBeEmpty();
    // Who asked, whom, when and whether it was answered.
    await expect(question.getByRole('term')).toHaveText(['Spurgt af', 'Til', 'Stillet', 'Svar']);
    await expect(question.getByRole('definition').first().getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/aktoer\/\d+$/,
    );
    await expect(question.getByRole('definition').nth(3)).toHaveText(
      /^(Besvaret .+, (efter \d+ dage?|samme dag)|Ikke besvaret: åbent i \d+ dage?|Svaret er dateret .+)$/,
    );
    await expect(casePage.result).toHaveCount(0);
    await expect(casePage.main.getByRole('heading', { name: 'Resumé' })).toHaveCount(0);
    await expect(casePage.main.getByText('Sagen har intet resumé')).toHaveCount(0);
    // The answer first: the question stands above the facts.
    const questionTop = (await question.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    const factsTop = (await casePage.main.getByLabel('Om sagen').boundingBox())?.y ?? 0;
    expect(questionTop).toBeLessThan(factsTop);
  });

  test('its document page links to its answer, and the answer back to it', async ({
    casePage,
    caseIds,
    page,
    seriousA11yViolations,
  }) => {
    const documentPage = new DocumentPage(page);
    await casePage.goto(caseIds.answeredQuestionCase);
    await documentPage.openQuestionDocument();
    await expect(page).toHaveURL(/\/dokument\/\d+$/);
    const questionUrl = page.url();
    await expect(documentPage.heading).not.toBeEmpty();
    await expect(documentPage.question).toBeVisible();
    expect(await documentPage.answers.count()).toBeGreaterThan(0);
    expect(await seriousA11yViolations()).toEqual([]);

    await documentPage.openFirstAnswer();
    await expect(page).toHaveURL(/\/dokument\/\d+$/);
    expect(page.url()).not.toBe(questionUrl);
    // The answer's page leads with its question, this answer marked as the page's own.
    await expect(documentPage.question.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(documentPage.facts.first()).toHaveText(/^(Svar)$/);
    await documentPage.openQuestionDocument();
    await expect(page).toHaveURL(questionUrl);
  });

  test('every file link of the question and its answers points to ft.dk', async ({
    casePage,
    caseIds,
    page,
  }) => {
    const documentPage = new DocumentPage(page);
    await casePage.goto(caseIds.answeredQuestionCase);
    await documentPage.openQuestionDocument();
    await expect(documentPage.files).toBeVisible();
    const onQuestion = await documentPage.fileLinks();
    await documentPage.openFirstAnswer();
    await expect(documentPage.files).toBeVisible();
    const onAnswer = await documentPage.fileLinks();
    expect(onQuestion.length + onAnswer.length).toBeGreaterThan(1);
    for (const href of [...onQuestion, ...onAnswer]) expect(href).toMatch(/^https:\/\/www\.ft\.dk\//);
  });

  test('its question can be followed as a feed of its answers', async ({
    casePage,
    caseIds,
    page,
    request,
  }) => {
    const documentPage = new DocumentPage(page);
    await casePage.goto(caseIds.answeredQuestionCase);
    await documentPage.openQuestionDocument();
    const feed = await request.get(`${new URL(page.url()).pathname}/feed.xml`);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('application/atom+xml');
    expect(await feed.text()).toMatch(/<link href="[^"]+\/dokument\/\d+"/);
  });

  test('reads in English at its /en address', async ({ casePage, caseIds, page }) => {
    const documentPage = new DocumentPage(page);
    await casePage.goto(caseIds.answeredQuestionCase);
    await documentPage.openQuestionDocument();
    await page.goto(`/en${new URL(page.url()).pathname}`);
    await expect(documentPage.question.getByRole('heading', { level: 2 })).toHaveText('The question');
    await expect(documentPage.question.getByRole('term').first()).toHaveText('Asked by');
  });
});

test.describe('document titles', () => {
  test('on a case page are links that open the document’s page', async ({ casePage, caseIds, page }) => {
    await casePage.goto(caseIds.passedBill);
    const title = casePage.documentItems.first().getByRole('link', { name: /.+/ }).first();
    await expect(title).toHaveAttribute('href', /^\/dokument\/\d+$/);
    const text = ((await title.textContent()) ?? '').trim();
    await title.click();
    await expect(page).toHaveURL(/\/dokument\/\d+$/);
    await expect(new DocumentPage(page).heading).toHaveText(text);
  });

  test('in a committee’s Alm. del link each question to its page', async ({ casePage, caseIds }) => {
    await casePage.goto(caseIds.manyDocuments);
    await expect(casePage.result).toHaveCount(0);
    const questions = casePage.documentItems.filter({ hasText: 'Spørgsmål' });
    await expect(questions.first()).toBeVisible();
    await expect(questions.first().getByRole('link').first()).toHaveAttribute('href', /^\/dokument\/\d+$/);
  });
});

test('a bad or unknown document id gives the not-found page, not a 5xx', async ({ page, consoleErrors }) => {
  const notFound = new RecordNotFoundPage(page);
  for (const address of ['/dokument/abc', '/dokument/2147483000', '/en/dokument/007']) {
    expect(await notFound.goto(address)).toBe(404);
    await expect(notFound.heading).toHaveText(/^(Dokumentet findes ikke|Document not found)$/);
  }
  consoleErrors.splice(0, consoleErrors.length, ...withoutExpected404(consoleErrors));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a question’s page holds its summary, its answers and its files', async ({ caseIds, page }) => {
    const documentPage = new DocumentPage(page);
    expect((await documentPage.goto(`/dokument/${caseIds.answeredQuestion}`))?.status()).toBe(200);
    await expect(documentPage.question.getByRole('term').first()).toHaveText('Spurgt af');
    await expect(documentPage.answers.first().getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/dokument\/\d+$/,
    );
    for (const href of await documentPage.fileLinks()) expect(href).toMatch(/^https:\/\/www\.ft\.dk\//);
  });
});
