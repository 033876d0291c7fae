import type { Locator, Page } from '@playwright/test';
import { SitePage } from './site.page';

/** A case page's "Partiernes holdning undervejs" section (English "How the parties voted along the way"). */
export class CasePositionsSection extends SitePage {
  readonly region: Locator;
  readonly table: Locator;
  /** The sentences naming the parties that changed sides, of every kind (open the folds first: {@link openFolds}). */
  readonly changeSentences: Locator;
  /** The folded lists of ordinary differences (amendments, motions for a resolution). */
  readonly folds: Locator;
  readonly howWeCount: Locator;

  constructor(page: Page) {
    super(page);
    this.region = this.main.getByRole('region', {
      name: /^(Partiernes holdning undervejs|How the parties voted along the way)$/,
    });
    this.table = this.region.getByRole('table');
    this.changeSentences = this.region.getByRole('listitem');
    this.folds = this.region.getByRole('group').filter({ hasNotText: /^(Sådan regner vi|How we count)/ });
    this.howWeCount = this.region.getByRole('group').filter({ hasText: /^(Sådan regner vi|How we count)/ });
  }

  async goto(caseId: number): Promise<void> {
    await this.page.goto(`/sag/${caseId}`);
  }

  /** Opens the folded lists of ordinary differences, so their sentences can be read. */
  async openFolds(): Promise<void> {
    for (const fold of await this.folds.all()) {
      if ((await fold.getAttribute('open')) === null) await fold.locator('summary').click();
    }
  }

  /** The vote pages the columns link to, in order. */
  async voteLinks(): Promise<string[]> {
    return this.table
      .getByRole('columnheader')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  }

  /** The codes of the party rows, in order. */
  async parties(): Promise<string[]> {
    return this.table
      .getByRole('rowheader')
      .filter({ hasNotText: /^(Resultat|Result)$/ })
      .evaluateAll((cells) => cells.map((c) => c.querySelector('span span')?.textContent?.trim() ?? ''));
  }

  /** The side labels of a party's row ('For', 'Imod', 'Hverken', 'Delt', 'Fravær'). */
  async sides(party: string): Promise<string[]> {
    const row = this.table.getByRole('row').filter({
      has: this.page.getByRole('rowheader', {
        name: new RegExp(`^${party}( (skiftede side|changed sides))?$`),
      }),
    });
    return (await row.getByRole('cell').allTextContents()).map((t) => t.trim());
  }
}
