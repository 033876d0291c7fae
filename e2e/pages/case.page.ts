import type { Locator, Page, Response } from '@playwright/test';
import { SitePage } from './site.page';

/** A case page (/sag/<id>): facts, timeline, actors, subjects and documents. */
export class CasePage extends SitePage {
  readonly heading: Locator;
  /** The result summary at the top: the deciding vote, its counts and the parties on each side. */
  readonly result: Locator;
  readonly timeline: Locator;
  readonly steps: Locator;
  readonly span: Locator;
  readonly actors: Locator;
  readonly subjects: Locator;
  readonly documents: Locator;
  readonly documentItems: Locator;
  readonly documentPager: Locator;
  /** The case's votes near the top of the page, each a vote row. */
  readonly votes: Locator;
  readonly voteItems: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.result = this.main.getByRole('region', { name: /^(Resultat|Result)$/ });
    this.timeline = this.main.getByRole('region', { name: /^(Forløb|Passage)$/ });
    // The steps are the items with a step heading (a step's own lists of documents and votes have none).
    this.steps = this.timeline
      .getByRole('list', { name: /^(Sagstrin|Case steps)$/ })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    this.span = this.timeline.getByText(/^\d+ dage fra /);
    this.actors = this.main.getByRole('region', { name: /^(Aktører|Actors)$/ });
    this.subjects = this.main.getByRole('region', { name: /^(Emneord|Subjects)$/ });
    this.documents = this.main.getByRole('region', { name: /^(Dokumenter|Documents)$/ });
    // A document is an item with its title paragraph (its file links are items of a list of their own).
    this.documentItems = this.documents
      .getByRole('list', { name: /^(Sagens dokumenter|The case’s documents)$/ })
      .getByRole('listitem')
      .filter({ has: page.getByRole('paragraph') });
    this.documentPager = this.documents.getByRole('navigation', { name: /^(Dokumentsider|Document pages)$/ });
    this.votes = this.main.getByRole('region', { name: /^(Afstemninger|Votes)$/ });
    this.voteItems = this.votes.getByRole('list').getByRole('listitem');
  }

  async goto(id: number | string, query = ''): Promise<Response | null> {
    return this.page.goto(`/sag/${id}${query}`);
  }

  /** The value of one fact in the header ('Sagstype', 'Status', …): the definition paired with that term. */
  async fact(name: string): Promise<Locator> {
    const terms = await this.main.getByRole('term').allTextContents();
    const index = terms.findIndex((t) => t.trim() === name);
    if (index === -1) throw new Error(`no fact '${name}' among ${terms.join(', ')}`);
    return this.main.getByRole('definition').nth(index);
  }

  /** The calendar dates (`<time datetime>`) of the steps, in page order; null for an undated step. */
  async stepDates(): Promise<(string | null)[]> {
    return this.steps.evaluateAll((items) =>
      items.map((li) => li.querySelector('article > p time')?.getAttribute('datetime') ?? null),
    );
  }

  /** The debate's motions for a resolution listed in the result (a forespørgsel's), one item each. */
  motions(): Locator {
    return this.result
      .getByRole('list', {
        name: /^(Debattens forslag til vedtagelse|The debate’s motions for a resolution)$/,
      })
      .getByRole('listitem');
  }

  /** Opens the result's "Sådan regner vi" and follows its link to the rules in the glossary. */
  async openResultRules(): Promise<void> {
    await this.result.getByText(/^(Sådan regner vi|How we count)$/).click();
    await this.result
      .getByRole('link', {
        name: /^(Reglerne for alle sagstyper i ordlisten|The rules for every type of case in the glossary)$/,
      })
      .click();
  }

  /** A step of the timeline by its heading. */
  step(heading: string | RegExp): Locator {
    return this.steps.filter({ has: this.page.getByRole('heading', { level: 3, name: heading }) });
  }
}
