import type { Locator, Page, Response } from '@playwright/test';
import { SitePage } from './site.page';

/** What the record's filter form can set, by the options' visible labels. */
export interface RecordFilters {
  readonly period?: string;
  readonly choice?: string;
  readonly againstParty?: boolean;
  readonly topic?: string;
  readonly oldestFirst?: boolean;
}

/** A member's full vote record (/aktoer/<id>/afstemninger): a GET form, a count with its CSV, a page of votes. */
export class VoteRecordPage extends SitePage {
  readonly heading: Locator;
  readonly form: Locator;
  readonly periodField: Locator;
  readonly choiceField: Locator;
  readonly partyLineField: Locator;
  readonly topicField: Locator;
  readonly sortField: Locator;
  readonly submit: Locator;
  readonly count: Locator;
  readonly csvLink: Locator;
  readonly votes: Locator;
  readonly pager: Locator;
  readonly newerWithoutBallots: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.form = this.main.getByRole('search', { name: /^(Filtrér afstemningerne|Filter the votes)$/ });
    this.periodField = this.form.getByRole('combobox', { name: /^(Samling|Session)$/ });
    this.choiceField = this.form.getByRole('combobox', { name: /^(Stemme|Ballot)$/ });
    this.partyLineField = this.form.getByRole('combobox', { name: /^(Partilinje|Party line)$/ });
    this.topicField = this.form.getByRole('combobox', { name: /^(Emne|Subject)/ });
    this.sortField = this.form.getByRole('combobox', { name: /^(Rækkefølge|Order)$/ });
    this.submit = this.form.getByRole('button', { name: /^(Vis afstemninger|Show votes)$/ });
    this.count = this.main.getByRole('status').filter({ hasText: /^[\d.]+ (afstemning(?:er)?|votes?)$/ });
    this.csvLink = this.main.getByRole('link', { name: /^(Hent dem som CSV|Download them as CSV)$/ });
    this.votes = this.main.getByRole('list', { name: /^(Afstemninger med|Votes by) / }).getByRole('listitem');
    this.pager = this.main.getByRole('navigation', { name: /^(Sider|Pages): / });
    this.newerWithoutBallots = this.main.getByText(
      /nyere afstemning.* ingen registrerede stemmer|newer votes? ha/,
    );
  }

  async goto(actorId: number, query = ''): Promise<Response | null> {
    return this.page.goto(`/aktoer/${actorId}/afstemninger${query ? `?${query}` : ''}`);
  }

  /** The count above the list as a number ('1.234 afstemninger' → 1234). */
  async total(): Promise<number> {
    const text = (await this.count.textContent()) ?? '';
    return Number(text.replace(/\D/g, ''));
  }

  /** Sets the filters with the form, as a reader does, and sends it (a page load with or without JavaScript). */
  async filter(filters: RecordFilters): Promise<void> {
    if (filters.period) await this.periodField.selectOption({ label: filters.period });
    await this.showMoreFilters();
    if (filters.choice) await this.choiceField.selectOption({ label: filters.choice });
    if (filters.againstParty) await this.partyLineField.selectOption('imod');
    if (filters.topic) await this.topicField.selectOption({ label: filters.topic });
    if (filters.oldestFirst) await this.sortField.selectOption('aeldste');
    await Promise.all([this.page.waitForURL(/\/afstemninger\?/), this.submit.click()]);
    await this.page.waitForLoadState('load');
  }

  /** The dates of the votes on the page, as `<time datetime>` values (YYYY-MM-DD). */
  async dates(): Promise<string[]> {
    return this.votes
      .locator('time')
      .evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''));
  }
}
