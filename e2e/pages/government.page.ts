import type { Locator, Page } from '@playwright/test';
import { SitePage } from './site.page';

/** The vote page's "Regering og opposition" section (English "Government and opposition"), in either language. */
export class GovernmentSection extends SitePage {
  readonly region: Locator;
  /** The one-line answer: majority with whom, outvoted, split, or why we cannot say. */
  readonly headline: Locator;
  readonly howWeCount: Locator;
  /** The note under the result when the government was outvoted. */
  readonly outvotedMark: Locator;

  constructor(page: Page) {
    super(page);
    this.region = this.main.getByRole('region', {
      name: /^(Regering og opposition|Government and opposition)$/,
    });
    this.headline = this.region.getByRole('paragraph').first();
    this.howWeCount = this.region.getByRole('group');
    this.outvotedMark = this.main.getByText(/^(Regeringen blev nedstemt|The government was outvoted)$/);
  }

  async goto(voteId: number): Promise<void> {
    await this.page.goto(`/afstemning/${voteId}`);
  }

  /** The value of a row of the section ('Regeringen', 'Stemte med regeringen', …). */
  row(term: string): Locator {
    return this.region.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd');
  }

  /** The party codes a row shows, in order (each code is drawn on the party's colour; its name is for screen readers). */
  async codes(term: string): Promise<string[]> {
    return this.row(term)
      .getByRole('listitem')
      .evaluateAll((items) => items.map((li) => li.querySelector('[aria-hidden="true"]')?.textContent ?? ''));
  }
}
