import type { Locator, Page } from '@playwright/test';
import { SitePage } from './site.page';

/** /kommende: the votes expected at the upcoming sittings, by day and sitting. */
export class UpcomingPage extends SitePage {
  readonly heading: Locator;
  readonly summary: Locator;
  /** Each case with a vote expected, in page order. */
  readonly items: Locator;
  /** The day headings (h2). */
  readonly days: Locator;
  readonly howWeCount: Locator;
  readonly empty: Locator;
  /** The links between all votes, final votes and interpellation debates. */
  readonly kindTabs: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.summary = this.main.getByTestId('upcoming-summary');
    this.items = this.main.getByTestId('upcoming-vote');
    this.days = this.main.getByRole('heading', { level: 2 });
    this.howWeCount = this.main.getByText(/^(Sådan regner vi|How we count)$/);
    this.empty = this.main.getByTestId('no-upcoming-votes');
    this.kindTabs = this.main
      .getByRole('navigation', { name: /^(Vis afstemninger|Show votes)$/ })
      .getByRole('link');
  }

  async goto(): Promise<void> {
    await this.page.goto('/kommende');
  }

  /** The tab whose label starts with `label` ('Endelige afstemninger'). */
  kindTab(label: string): Locator {
    return this.kindTabs.filter({ hasText: new RegExp(`^${label} \\(\\d+\\)$`) });
  }

  /** The case item with this case number. */
  item(caseNumber: string): Locator {
    // The number and the title run together in the heading's name ('L 5Om …'): the number must not go on in digits.
    const name = new RegExp(`^${caseNumber}(?!\\d)`);
    return this.items.filter({ has: this.page.getByRole('heading', { level: 4, name }) });
  }

  /** The case links (number and title) of the items, in page order. */
  caseLinks(): Locator {
    return this.items.getByRole('heading', { level: 4 }).getByRole('link');
  }

  /** An item's earlier vote lines. */
  earlierVotes(item: Locator): Locator {
    return item.getByTestId('earlier-vote');
  }
}
