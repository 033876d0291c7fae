import type { Locator, Page } from '@playwright/test';
import { SitePage } from './site.page';

/** The vote list (/afstemninger): filter form, count, list and paging. */
export class VotesPage extends SitePage {
  readonly heading: Locator;
  readonly filterForm: Locator;
  readonly periodSelect: Locator;
  readonly typeSelect: Locator;
  readonly outcomeSelect: Locator;
  readonly submit: Locator;
  readonly resetLink: Locator;
  readonly count: Locator;
  readonly list: Locator;
  readonly votes: Locator;
  readonly pager: Locator;
  readonly nextPage: Locator;
  readonly previousPage: Locator;
  readonly lastPage: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.filterForm = this.main.getByRole('form', { name: 'Filtrér afstemningerne' });
    this.periodSelect = this.filterForm.getByLabel('Samling');
    this.typeSelect = this.filterForm.getByLabel('Afstemningstype');
    this.outcomeSelect = this.filterForm.getByLabel('Resultat');
    this.submit = this.filterForm.getByRole('button', { name: 'Vis afstemninger' });
    this.resetLink = this.main.getByRole('link', { name: 'Nulstil filtrene' });
    this.count = this.main.getByRole('status');
    this.list = this.main.getByRole('list', { name: 'Afstemninger' });
    this.votes = this.list.getByRole('listitem');
    this.pager = this.main.getByRole('navigation', { name: 'Sider' });
    this.nextPage = this.pager.getByRole('link', { name: 'Næste side' });
    this.previousPage = this.pager.getByRole('link', { name: 'Forrige side' });
    this.lastPage = this.pager.getByRole('link', { name: 'Sidste side' });
  }

  /** Opens the list at a query ('?resultat=vedtaget&side=2'), or the bare list. */
  async goto(query = ''): Promise<void> {
    await this.page.goto(`/afstemninger${query}`);
  }

  /** Chooses filters in the form and submits it, as a visitor would. */
  async filter(choices: { period?: string; type?: string; outcome?: string }): Promise<void> {
    if (choices.period) await this.periodSelect.selectOption({ label: choices.period });
    if (choices.type) await this.typeSelect.selectOption({ label: choices.type });
    if (choices.outcome) await this.outcomeSelect.selectOption({ label: choices.outcome });
    await this.submit.click();
  }

  /** The vote page address of the list item at a position ('/afstemning/123'). */
  async votePath(index: number): Promise<string> {
    const href = await this.votes.nth(index).getByRole('link').getAttribute('href');
    if (!href) throw new Error(`vote ${index} has no link`);
    return href;
  }

  /** The `datetime` of every listed vote, in page order. */
  async dates(): Promise<string[]> {
    return this.list
      .locator('time')
      .evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''));
  }
}
