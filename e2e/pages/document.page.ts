import type { Locator, Page, Response } from '@playwright/test';
import { SitePage } from './site.page';

/** A document page (/dokument/<id>): a question's summary, the facts, the files on ft.dk, actors and links. */
export class DocumentPage extends SitePage {
  readonly heading: Locator;
  /** The question's summary a question or answer leads with. */
  readonly question: Locator;
  /** The answers listed in the question's summary, each an item with its title link. */
  readonly answers: Locator;
  readonly files: Locator;
  /** The values of the document's facts (type, category, status, dates), in order. */
  readonly facts: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.question = this.main.getByRole('region', { name: /^(Spørgsmålet|The question)$/ });
    this.answers = this.question.getByRole('list', { name: /^(Svarene|The answers)$/ }).getByRole('listitem');
    this.files = this.main.getByRole('region', { name: /^(Filer|Files)$/ });
    this.facts = this.main.getByLabel(/^(Om dokumentet|About the document)$/).getByRole('definition');
  }

  async goto(path: string): Promise<Response | null> {
    return this.page.goto(path);
  }

  /** Opens the first answer listed in the question's summary; resolves once its page is the page. */
  async openFirstAnswer(): Promise<void> {
    await this.follow(this.answers.first().getByRole('link').first());
  }

  /** Follows the summary's link to the question's own page (from an answer's page or a case page). */
  async openQuestionDocument(): Promise<void> {
    await this.follow(
      this.question.getByRole('link', { name: /^(Spørgsmålet som dokument|The question as a document)$/ }),
    );
  }

  /** Clicks a link and waits until the browser is at its address. */
  private async follow(link: Locator): Promise<void> {
    const href = await link.getAttribute('href');
    if (!href) throw new Error('the link has no address');
    await link.click();
    await this.page.waitForURL((url) => url.pathname === href);
  }

  /** The addresses of every link to a file: in the files section and under the answers. */
  async fileLinks(): Promise<string[]> {
    const links = this.main.getByRole('link', { name: /^(PDF|DOCX|Fil|File)\b/ });
    return links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  }
}
