import type { Locator, Page } from '@playwright/test';

/** What every page has: the skip link, the demo-data note and the three landmarks. */
export class SitePage {
  readonly skipLink: Locator;
  readonly header: Locator;
  readonly syntheticDataNote: Locator;
  readonly mainNav: Locator;
  readonly main: Locator;
  readonly footer: Locator;
  readonly dataSourceLink: Locator;

  constructor(readonly page: Page) {
    this.skipLink = page.getByRole('link', { name: 'Spring til indholdet' });
    this.header = page.getByRole('banner');
    this.syntheticDataNote = this.header.getByRole('note', { name: 'Om dataene' });
    this.mainNav = page.getByRole('navigation', { name: 'Hovedmenu' });
    this.main = page.getByRole('main');
    this.footer = page.getByRole('contentinfo');
    this.dataSourceLink = this.footer.getByRole('link', { name: /Folketingets Åbne Data/ });
  }

  /** Uses the skip link from the keyboard, as a keyboard user would arriving on the page. */
  async skipToContent(): Promise<void> {
    await this.page.keyboard.press('Tab');
    await this.page.keyboard.press('Enter');
  }
}
