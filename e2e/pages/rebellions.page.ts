import type { Locator, Page } from '@playwright/test';
import { SitePage } from './site.page';

/** One listed break as the page shows it: the member's and the vote's links and the row's words. */
export interface ListedBreak {
  /** The politician's page ('/aktoer/123'). */
  readonly memberPath: string;
  readonly memberName: string;
  /** The party code in brackets after the name ('S'). */
  readonly party: string;
  /** The vote's page ('/afstemning/456'). */
  readonly votePath: string;
  /** The sentence saying how the member voted against the party's majority. */
  readonly sentence: string;
}

/** The latest breaks with the party (/afstemninger/brud): filters, count, list, paging and the feed link. */
export class RebellionsPage extends SitePage {
  readonly heading: Locator;
  readonly filterForm: Locator;
  readonly partySelect: Locator;
  readonly periodSelect: Locator;
  readonly submit: Locator;
  readonly count: Locator;
  readonly list: Locator;
  readonly rows: Locator;
  readonly pager: Locator;
  /** The note that the page shows one member's breaks only. */
  readonly memberNote: Locator;
  /** The link to /afstemninger with only the votes that have breaks. */
  readonly votesWithBreaksLink: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.filterForm = this.main.getByRole('search', { name: /^(Filtrér bruddene|Filter the breaks)$/ });
    this.partySelect = this.filterForm.getByLabel(/^(Parti|Party)$/);
    this.periodSelect = this.filterForm.getByLabel(/^(Samling|Session)$/);
    this.submit = this.filterForm.getByRole('button', { name: /^(Vis brud|Show breaks)$/ });
    this.count = this.main.getByRole('status');
    this.list = this.main.getByRole('list', { name: /^(Brud med partiet|Breaks with the party)$/ });
    this.rows = this.list.getByTestId('rebellion-row');
    this.pager = this.main.getByRole('navigation', { name: /^(Sider|Pages)$/ });
    this.memberNote = this.main.getByTestId('rebellions-member');
    this.votesWithBreaksLink = this.main.getByRole('link', { name: 'Se afstemningerne med brud' });
  }

  /** Opens the page at a query ('?parti=S'), or without filters. */
  async goto(query = ''): Promise<void> {
    await this.page.goto(`/afstemninger/brud${query}`);
  }

  /** Chooses a party and/or a samling by their labels in the form and submits it, as a visitor would. */
  async filter(choices: { party?: string; period?: string }): Promise<void> {
    if (choices.party) await this.partySelect.selectOption({ label: choices.party });
    if (choices.period) await this.periodSelect.selectOption({ label: choices.period });
    await this.submit.click();
  }

  /** The labels of a select's choices after its "any" choice. */
  async choices(select: Locator): Promise<string[]> {
    return (await select.locator('option').allTextContents()).slice(1);
  }

  /** The listed break at a position, read from its links and words. */
  async row(index: number): Promise<ListedBreak> {
    const row = this.rows.nth(index);
    const member = row.getByRole('heading').getByRole('link');
    const vote = row.getByTestId('rebellion-vote');
    const party = ((await row.getByRole('heading').textContent()) ?? '').match(/\(([^)]+)\)\s*$/)?.[1] ?? '';
    return {
      memberPath: (await member.getAttribute('href')) ?? '',
      memberName: ((await member.textContent()) ?? '').trim(),
      party,
      votePath: (await vote.getAttribute('href')) ?? '',
      sentence: ((await row.locator('p').nth(1).textContent()) ?? '').trim(),
    };
  }

  /** Every listed break on the page, in order. */
  async allRows(): Promise<ListedBreak[]> {
    const n = await this.rows.count();
    const rows: ListedBreak[] = [];
    for (let i = 0; i < n; i++) rows.push(await this.row(i));
    return rows;
  }
}
