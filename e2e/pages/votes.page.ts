import type { Locator, Page } from '@playwright/test';
import { SitePage } from './site.page';

/** The vote list (/afstemninger): filter form, count, list and paging. */
export class VotesPage extends SitePage {
  readonly heading: Locator;
  readonly filterForm: Locator;
  readonly textInput: Locator;
  readonly caseInput: Locator;
  readonly periodSelect: Locator;
  readonly typeSelect: Locator;
  readonly outcomeSelect: Locator;
  /** "Kun afstemninger hvor nogen brød med partiet". */
  readonly rebelsCheckbox: Locator;
  /** The link to the latest breaks with the party (/afstemninger/brud). */
  readonly rebellionsLink: Locator;
  readonly submit: Locator;
  readonly resetLink: Locator;
  readonly count: Locator;
  readonly list: Locator;
  readonly votes: Locator;
  /** Each listed vote's title link (case number and title) to its vote page. */
  readonly voteLinks: Locator;
  readonly pager: Locator;
  readonly nextPage: Locator;
  readonly previousPage: Locator;
  readonly lastPage: Locator;
  /** The listed votes that say the members' ballots are not in the data yet. */
  readonly votesWithoutBallots: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.filterForm = this.main.getByRole('search', { name: 'Filtrér afstemningerne' });
    this.textInput = this.filterForm.getByLabel('Tekst');
    this.caseInput = this.filterForm.getByLabel('Sag', { exact: true });
    this.periodSelect = this.filterForm.getByLabel('Samling');
    this.typeSelect = this.filterForm.getByLabel('Afstemningstype');
    this.outcomeSelect = this.filterForm.getByLabel('Resultat');
    this.rebelsCheckbox = this.filterForm.getByRole('checkbox', {
      name: 'Kun afstemninger hvor nogen brød med partiet',
    });
    this.rebellionsLink = this.main.getByRole('link', { name: 'Se de seneste brud med partiet' });
    this.submit = this.filterForm.getByRole('button', { name: 'Vis afstemninger' });
    this.resetLink = this.main.getByRole('link', { name: 'Nulstil filtrene' });
    this.count = this.main.getByRole('status');
    this.list = this.main.getByRole('list', { name: 'Afstemninger' });
    this.votes = this.list.getByRole('listitem');
    this.voteLinks = this.votes.getByRole('heading').getByRole('link');
    this.pager = this.main.getByRole('navigation', { name: 'Sider' });
    this.nextPage = this.pager.getByRole('link', { name: 'Næste side' });
    this.previousPage = this.pager.getByRole('link', { name: 'Forrige side' });
    this.lastPage = this.pager.getByRole('link', { name: 'Sidste side' });
    this.votesWithoutBallots = this.votes.filter({ has: page.getByTestId('no-ballots') });
  }

  /** Opens the list at a query ('?resultat=vedtaget&side=2'), or the bare list. */
  async goto(query = ''): Promise<void> {
    await this.page.goto(`/afstemninger${query}`);
  }

  /** Chooses filters in the form and submits it, as a visitor would. */
  async filter(choices: {
    text?: string;
    caseNumber?: string;
    period?: string;
    type?: string;
    outcome?: string;
    /** Only votes where members broke with their party. */
    rebels?: boolean;
  }): Promise<void> {
    if (choices.text !== undefined) await this.textInput.fill(choices.text);
    if (
      choices.caseNumber !== undefined ||
      choices.period ||
      choices.type ||
      choices.outcome ||
      choices.rebels !== undefined
    )
      await this.showMoreFilters();
    if (choices.caseNumber !== undefined) await this.caseInput.fill(choices.caseNumber);
    if (choices.period) await this.periodSelect.selectOption({ label: choices.period });
    if (choices.type) await this.typeSelect.selectOption({ label: choices.type });
    if (choices.outcome) await this.outcomeSelect.selectOption({ label: choices.outcome });
    if (choices.rebels !== undefined) await this.rebelsCheckbox.setChecked(choices.rebels);
    await this.submit.click();
  }

  /** The vote page address of the list item at a position ('/afstemning/123'). */
  async votePath(index: number): Promise<string> {
    const href = await this.voteLink(index).getAttribute('href');
    if (!href) throw new Error(`vote ${index} has no link`);
    return href;
  }

  /** The vote page address of the first listed vote without the members' ballots. */
  async withoutBallotsPath(): Promise<string> {
    const href = await this.votesWithoutBallots
      .first()
      .getByRole('heading')
      .getByRole('link')
      .getAttribute('href');
    if (!href) throw new Error('the list shows no vote without ballots');
    return href;
  }

  /** The vote page address of the first listed vote taken on a case (its title starts with the case number, 'L 12'). */
  async caseVotePath(): Promise<string> {
    const href = await this.voteLinks
      .filter({ hasText: /^[A-ZÆØÅ][A-Za-zÆØÅæøå.]* \d+/ })
      .first()
      .getAttribute('href');
    if (!href) throw new Error('the list shows no vote on a case');
    return href;
  }

  /** How many votes the list shows before the first with the members' ballots. */
  async leadingWithoutBallots(): Promise<number> {
    return this.votes.evaluateAll((items) =>
      items.findIndex((item) => item.querySelector('[data-testid="no-ballots"]') === null),
    );
  }

  /** The title link (case number and title) of the vote at a position in the list. */
  voteLink(index: number): Locator {
    return this.votes.nth(index).getByRole('heading').getByRole('link');
  }

  /** The counts (or the note that there are no ballots) of the vote at a position in the list. */
  counts(index: number): Locator {
    return this.votes.nth(index).getByTestId('vote-counts');
  }

  /** The "N medlemmer brød med partiet" link of the vote at a position (to the vote's "Brød med partiet"). */
  rebelsLink(index: number): Locator {
    return this.votes.nth(index).getByTestId('vote-rebels');
  }

  /** The link to the case of the vote at a position ('Sagen L 123'). */
  caseLink(index: number): Locator {
    return this.votes.nth(index).getByRole('link', { name: /^Sagen / });
  }

  /** The `datetime` of every listed vote, in page order. */
  async dates(): Promise<string[]> {
    return this.list
      .locator('time')
      .evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''));
  }
}
