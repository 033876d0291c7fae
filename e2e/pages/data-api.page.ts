import type { Locator, Page } from '@playwright/test';
import { SitePage } from './site.page';

/** The page for developers about `/api`: the service root, example requests and the limits. */
export class DataApiPage extends SitePage {
  readonly heading: Locator;
  /** The service root and `$metadata` links. */
  readonly serviceLinks: Locator;
  /** The example requests' links, in page order. */
  readonly exampleLinks: Locator;
  readonly limits: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.serviceLinks = this.main
      .getByRole('region', { name: /^(Tjenesten|The service)$/ })
      .getByRole('link');
    this.exampleLinks = this.main.getByRole('region', { name: /^(Eksempler|Examples)$/ }).getByRole('link');
    this.limits = this.main.getByRole('region', { name: /^(Grænser og svar|Limits and answers)$/ });
  }

  async goto(): Promise<void> {
    await this.page.goto('/data-api');
  }
}
