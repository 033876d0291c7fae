import type { Locator, Page, Response } from '@playwright/test';
import { SitePage } from './site.page';

/** "Find dine folketingsmedlemmer" (/storkredse): a storkreds chosen by a GET form or a link, its members now. */
export class StorkredsPage extends SitePage {
  readonly heading: Locator;
  readonly form: Locator;
  readonly storkredsField: Locator;
  readonly submit: Locator;
  readonly storkredsLinks: Locator;
  readonly members: Locator;
  readonly membersHeading: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.form = this.main.getByRole('search', { name: /^(Vælg storkreds|Choose a constituency)$/ });
    this.storkredsField = this.form.getByRole('combobox', { name: /^(Storkreds|Constituency)/ });
    this.submit = this.form.getByRole('button', { name: /^(Vis medlemmerne|Show the members)$/ });
    this.storkredsLinks = this.main
      .getByRole('navigation', { name: /^(Storkredse|Constituencies)$/ })
      .getByRole('link');
    this.members = this.main.getByRole('region', { name: / (medlemm?er|members?) (nu|now)$/ });
    this.membersHeading = this.members.getByRole('heading', { level: 2 });
  }

  async goto(query = ''): Promise<Response | null> {
    return this.page.goto(`/storkredse${query ? `?${query}` : ''}`);
  }

  /** Chooses a storkreds in the form by its name and sends it. */
  async choose(name: string): Promise<void> {
    await this.storkredsField.selectOption(name);
    await Promise.all([this.page.waitForURL(/\/storkredse\?kreds=/), this.submit.click()]);
    await this.page.waitForLoadState('load');
  }

  /** The links to the members listed now. */
  memberLinks(): Locator {
    return this.members.getByRole('link', { name: /./ }).filter({ has: this.page.locator('span') });
  }
}
