import type { Locator, Page } from '@playwright/test';
import { SitePage } from './site.page';

/** The site's generic 404: what happened, a search box and the ways on. */
export class NotFoundPage extends SitePage {
  readonly heading: Locator;
  readonly searchBox: Locator;
  readonly searchButton: Locator;
  /** The links on: home, votes, cases and search. */
  readonly onwards: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.searchBox = this.main.getByRole('searchbox', { name: /^(Søg i sager|Search cases)$/ });
    this.searchButton = this.main.getByRole('button', { name: /^(Søg|Search)$/ });
    this.onwards = this.main.getByRole('navigation', { name: /^(Videre|Onwards)$/ });
  }

  async search(words: string): Promise<void> {
    await this.searchBox.fill(words);
    await this.searchButton.click();
  }
}

/** A record page's 404 (`/sag/999`, `/parti/XYZ`): the record's words, its list, home, and the search box. */
export class RecordNotFoundPage extends SitePage {
  readonly heading: Locator;
  /** The sentence that says which address was asked for. */
  readonly sentence: Locator;
  readonly searchBox: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.sentence = this.heading.locator('+ p');
    this.searchBox = this.main.getByRole('search').getByRole('searchbox');
  }

  async goto(path: string): Promise<number | undefined> {
    return (await this.page.goto(path))?.status();
  }
}
