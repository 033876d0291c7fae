import type { Locator, Page } from '@playwright/test';
import { SitePage } from './site.page';

/** A party page (`/parti/<code>`), in either language. */
export class PartyPage extends SitePage {
  readonly heading: Locator;
  readonly keyFigures: Locator;
  readonly agreement: Locator;
  readonly membersNow: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.keyFigures = this.main.getByRole('region', { name: /^(Nøgletal|Key figures)$/ });
    this.agreement = this.main.getByRole('region', {
      name: /^(Enighed med de andre partier|Agreement with the other parties)$/,
    });
    this.membersNow = this.main.getByRole('region', { name: /^(Medlemmer nu|Members now)$/ });
  }

  async goto(code: string): Promise<void> {
    await this.page.goto(`/parti/${encodeURIComponent(code)}`);
  }

  /** A key figure's value lines by its term ('Medlemmer nu', 'Fremmøde 2026-27'). */
  figure(term: string | RegExp): Locator {
    return this.keyFigures.getByRole('term').filter({ hasText: term }).locator('~ dd');
  }

  /** The links to the members now. */
  memberLinks(): Locator {
    return this.membersNow.getByRole('listitem').getByRole('link');
  }
}

/** `/partier`: the parties now and the agreement matrix of a samling. */
export class PartiesPage extends SitePage {
  readonly heading: Locator;
  readonly periodSelect: Locator;
  readonly show: Locator;
  readonly matrix: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.periodSelect = this.main.getByRole('combobox', { name: /^(Samling|Session)$/ });
    this.show = this.main.getByRole('button', { name: /^(Vis|Show)$/ });
    this.matrix = this.main.getByRole('table');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/partier${query}`);
  }

  async choosePeriod(title: string): Promise<void> {
    await this.periodSelect.selectOption({ label: title });
    await this.show.click();
  }

  /** The matrix cell of party `a`'s row and party `b`'s column, by its words ('S og V: 87 % af 11 afstemninger'). */
  cell(a: string, b: string): Locator {
    return this.matrix.getByRole('cell', { name: new RegExp(`^${a} (og|and) ${b}:`) });
  }
}
