import type { Locator, Page } from '@playwright/test';
import { SitePage } from './site.page';

/** The actor list (/aktoerer): a GET form and a page of results. */
export class ActorListPage extends SitePage {
  readonly heading: Locator;
  readonly form: Locator;
  readonly nameField: Locator;
  readonly typeField: Locator;
  readonly partyField: Locator;
  readonly periodField: Locator;
  readonly submit: Locator;
  readonly resultCount: Locator;
  readonly results: Locator;
  readonly resultLinks: Locator;
  readonly pager: Locator;
  readonly statusLinks: Locator;
  readonly folketing: Locator;
  readonly folketingHeading: Locator;
  readonly partyIndex: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.form = this.main.getByRole('search', { name: /^(Søg efter aktører|Search actors)$/ });
    this.nameField = this.form.getByRole('searchbox', { name: /^(Navn|Name)$/ });
    this.typeField = this.form.getByRole('combobox', { name: 'Type' });
    this.partyField = this.form.getByRole('combobox', { name: /^(Parti|Party)$/ });
    this.periodField = this.form.getByRole('combobox', { name: /^(Samling|Session)$/ });
    this.submit = this.form.getByRole('button', { name: /^(Søg|Search)$/ });
    this.resultCount = this.main.getByRole('heading', { level: 2, name: /(aktører? fundet|actors? found)$/ });
    this.results = this.main.getByRole('list', { name: /^(Søgeresultater|Search results)$/ });
    this.resultLinks = this.results.getByRole('link');
    this.pager = this.main.getByRole('navigation', { name: /^(Sider|Pages): / });
    this.statusLinks = this.main.getByRole('navigation', { name: /^(Hvilke medlemmer|Which members)$/ });
    this.folketingHeading = this.main.getByRole('heading', {
      level: 2,
      name: /^(Folketinget nu|The Folketing now)|nuværende medlemmer|current members/,
    });
    this.folketing = this.main.getByRole('region', {
      name: /^(Folketinget nu|The Folketing now)|nuværende medlemmer|current members/,
    });
    this.partyIndex = this.folketing.getByRole('navigation', { name: /^(Partier|Parties)$/ });
  }

  /** The members of the Folketing now, as links to their pages, party group by party group. */
  currentMemberLinks(): Locator {
    return this.folketing.getByRole('region').getByRole('listitem').getByRole('link');
  }

  /** A party group's section of the Folketing now, by its heading (the group's full name). */
  partySection(name: string): Locator {
    return this.folketing.getByRole('region', { name: new RegExp(`^${escapeRegExp(name)}`) });
  }

  /** Switches between the Folketing now, former members and every person. */
  async showMembers(which: RegExp): Promise<void> {
    await Promise.all([
      this.page.waitForURL(/\/aktoerer/),
      this.statusLinks.getByRole('link', { name: which }).click(),
    ]);
    await this.page.waitForLoadState('load');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/aktoerer${query}`);
  }

  /** Fills the form as a reader would and submits it; resolves when the results page has loaded. */
  async search(filters: { name?: string; type?: string; party?: string; period?: string }): Promise<void> {
    if (filters.name !== undefined) await this.nameField.fill(filters.name);
    if (filters.type !== undefined || filters.party !== undefined || filters.period !== undefined)
      await this.showMoreFilters();
    if (filters.type !== undefined) await this.typeField.selectOption({ label: filters.type });
    if (filters.party !== undefined) await this.partyField.selectOption(filters.party);
    if (filters.period !== undefined) await this.periodField.selectOption(filters.period);
    await Promise.all([this.page.waitForURL(/\/aktoerer/), this.submit.click()]);
    await this.page.waitForLoadState('load');
  }

  /** The number in the result count heading. */
  async count(): Promise<number> {
    const text = (await this.resultCount.textContent()) ?? '';
    return Number.parseInt(text.replace(/\D/g, ''), 10);
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
