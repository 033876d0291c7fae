import type { Download, Locator, Page } from '@playwright/test';
import { SitePage } from './site.page';

/** Vote choices as the page labels them. */
export type ChoiceLabel = 'For' | 'Imod' | 'Hverken for eller imod' | 'Fravær';

/** A vote's page (/afstemning/<id>): result, facts, seat overview, konklusion, parties and every member's vote. */
export class VotePage extends SitePage {
  readonly heading: Locator;
  /** The line above the headline: vote number, type, step and date. */
  readonly kicker: Locator;
  readonly result: Locator;
  /** On a vote about a motion for a resolution: which motion, in which debate, and how the debate ended. */
  readonly debate: Locator;
  readonly seatFigure: Locator;
  readonly konklusion: Locator;
  readonly parties: Locator;
  readonly partyChart: Locator;
  readonly partyTable: Locator;
  readonly members: Locator;
  readonly memberFilters: Locator;
  readonly partySelect: Locator;
  readonly choiceSelect: Locator;
  readonly memberStatus: Locator;
  readonly memberTable: Locator;
  /** The member rows (one per member; the header row excluded). */
  readonly memberRows: Locator;
  readonly csvLink: Locator;
  readonly jsonLink: Locator;
  readonly noBallotsNotice: Locator;
  /** The "Brød med partiet" section: the members who voted otherwise than their party's majority. */
  readonly rebels: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.kicker = this.main.locator('article > header p').first();
    this.result = this.main.getByRole('region', { name: 'Resultat' });
    this.debate = this.main.getByRole('region', { name: /^(Debattens udfald|How the debate ended)$/ });
    this.seatFigure = this.main.getByRole('region', { name: 'Sådan stemte salen' }).getByRole('figure');
    this.konklusion = this.main.getByRole('region', { name: 'Ifølge konklusionen' });
    this.parties = this.main.getByRole('region', { name: 'Partierne' });
    this.partyChart = this.parties.getByRole('figure');
    this.partyTable = this.parties.getByRole('table');
    this.members = this.main.getByRole('region', { name: 'Medlemmernes stemmer' });
    this.rebels = this.main.getByRole('region', { name: 'Brød med partiet' });
    this.memberFilters = this.members.getByRole('form', { name: 'Filtrér medlemmerne' });
    this.partySelect = this.memberFilters.getByLabel('Parti', { exact: true });
    this.choiceSelect = this.memberFilters.getByLabel('Stemme', { exact: true });
    this.memberStatus = this.members.getByRole('status');
    this.memberTable = this.members.getByRole('table', { name: 'Medlemmernes stemmer' });
    this.memberRows = this.memberTable.getByRole('rowgroup').nth(1).getByRole('row');
    this.csvLink = this.members.getByRole('link', { name: 'Hent som CSV' });
    this.jsonLink = this.members.getByRole('link', { name: 'Hent som JSON' });
    this.noBallotsNotice = this.main.getByRole('region', { name: 'Ingen enkeltstemmer endnu' });
  }

  async goto(pathOrId: string | number): Promise<void> {
    await this.page.goto(typeof pathOrId === 'number' ? `/afstemning/${pathOrId}` : pathOrId);
  }

  /** The number shown for a choice in the result box. */
  async count(choice: ChoiceLabel): Promise<number> {
    const text = await this.result
      .locator('dt', { hasText: new RegExp(`^${choice}$`) })
      .locator('+ dd')
      .textContent();
    return Number(text?.trim());
  }

  /** The value of a fact ('Sag', 'Dato', 'Møde', …). */
  /** The politician pages of the members named under "Brød med partiet" ('/aktoer/123'), in page order. */
  async rebelMemberPaths(): Promise<string[]> {
    return this.rebels
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((a) => a.getAttribute('href') ?? '').filter((href) => /^\/aktoer\/\d+$/.test(href)),
      );
  }

  fact(term: string): Locator {
    return this.main.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd');
  }

  async filterByParty(code: string): Promise<void> {
    await this.partySelect.selectOption(code);
  }

  async filterByChoice(choice: ChoiceLabel | 'Alle stemmer'): Promise<void> {
    await this.choiceSelect.selectOption({ label: choice });
  }

  /** Sorts the member list by a column's header link ('navn', 'parti', 'stemme'). */
  async sortBy(column: 'navn' | 'parti' | 'stemme'): Promise<void> {
    await this.memberTable.getByRole('link', { name: `Sortér efter ${column}` }).click();
  }

  /** The header cell of a member column (named by its sort link), to read its `aria-sort`. */
  columnHeader(column: 'navn' | 'parti' | 'stemme'): Locator {
    return this.memberTable.getByRole('columnheader', { name: `Sortér efter ${column}` });
  }

  /** Each shown member's cells as [name, party, vote]. */
  async memberCells(): Promise<string[][]> {
    return this.memberRows.evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())),
    );
  }

  async download(link: Locator): Promise<Download> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), link.click()]);
    return download;
  }

  /** The content of a `<meta property|name=…>` in the head. */
  meta(key: string): Locator {
    return this.page.locator(`meta[property="${key}"], meta[name="${key}"]`);
  }
}
