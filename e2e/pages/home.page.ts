import type { Locator, Page } from '@playwright/test';
import { SitePage } from './site.page';

/** The front page: search, the newest votes, upcoming meetings and recently updated cases. */
export class HomePage extends SitePage {
  readonly pageHeading: Locator;
  readonly searchBox: Locator;
  readonly searchButton: Locator;
  /** The latest votes section's heading. */
  readonly heading: Locator;
  readonly voteList: Locator;
  readonly votes: Locator;
  /** Each vote's title link (case number and title) to its vote page. */
  readonly voteLinks: Locator;
  /** The line before the votes saying how many newer votes have no ballots from the members yet. */
  readonly newerWithoutBallots: Locator;
  readonly upcomingMeetings: Locator;
  readonly upcomingMeetingLinks: Locator;
  readonly recentCases: Locator;
  readonly recentCaseLinks: Locator;

  constructor(page: Page) {
    super(page);
    this.pageHeading = this.main.getByRole('heading', { level: 1 });
    this.searchBox = this.main.getByRole('searchbox', { name: /^(Søg i sager|Search cases)$/ });
    this.searchButton = this.main.getByRole('button', { name: /^(Søg|Search)$/ });
    this.heading = this.main.getByRole('heading', { level: 2, name: 'Seneste afstemninger' });
    this.voteList = this.main.getByRole('list', { name: 'Afstemninger' });
    this.votes = this.voteList.getByRole('listitem');
    this.voteLinks = this.votes.getByRole('heading').getByRole('link');
    this.newerWithoutBallots = this.main.getByTestId('newer-without-ballots');
    this.upcomingMeetings = this.main
      .getByRole('region', { name: /^(Kommende møder|Upcoming meetings)$/ })
      .getByRole('listitem');
    this.upcomingMeetingLinks = this.upcomingMeetings.getByRole('link');
    this.recentCases = this.main
      .getByRole('region', { name: /^(Senest opdaterede sager|Recently updated cases)$/ })
      .getByRole('listitem');
    this.recentCaseLinks = this.recentCases.getByRole('link');
  }

  async goto(): Promise<void> {
    await this.page.goto('/');
  }

  /** The link (case number and title) of the vote at a position in the list. */
  voteLink(index: number): Locator {
    return this.votes.nth(index).getByRole('heading').getByRole('link');
  }

  async search(words: string): Promise<void> {
    await this.searchBox.fill(words);
    await this.searchButton.click();
  }
}
