import type { Locator, Page } from '@playwright/test';
import { SitePage } from './site.page';

/** The front page: the newest votes. */
export class HomePage extends SitePage {
  readonly heading: Locator;
  readonly voteList: Locator;
  readonly votes: Locator;
  readonly voteLinks: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Seneste afstemninger' });
    this.voteList = this.main.getByRole('list', { name: 'Afstemninger' });
    this.votes = this.voteList.getByRole('listitem');
    this.voteLinks = this.voteList.getByRole('link');
  }

  async goto(): Promise<void> {
    await this.page.goto('/');
  }

  /** The link (case number and title) of the vote at a position in the list. */
  voteLink(index: number): Locator {
    return this.votes.nth(index).getByRole('link');
  }
}
