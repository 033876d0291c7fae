import { expect, type Locator, type Page } from '@playwright/test';
import { SitePage } from './site.page';

/** What the search page asked the server for since {@link SearchPage.recordRequests}. */
export interface SearchRequests {
  /** The query strings of the requests to the JSON route (/soeg/resultater), in order. */
  readonly json: readonly string[];
  /** Page loads (documents) and Next's router asking the server for the search page (RSC, not prefetches). */
  readonly pages: readonly string[];
}

/** The search page (/soeg): the form, the scope tabs, the result count, the hits and the pager. */
export class SearchPage extends SitePage {
  readonly heading: Locator;
  readonly form: Locator;
  readonly searchBox: Locator;
  readonly submit: Locator;
  readonly periodFilter: Locator;
  readonly caseTypeFilter: Locator;
  readonly statusFilter: Locator;
  readonly fromDate: Locator;
  readonly toDate: Locator;
  readonly clearFilters: Locator;
  readonly scopes: Locator;
  readonly results: Locator;
  readonly resultCount: Locator;
  readonly caseHits: Locator;
  readonly documentHits: Locator;
  readonly actorHits: Locator;
  readonly speechHits: Locator;
  readonly speechFilters: Locator;
  readonly highlights: Locator;
  readonly pager: Locator;
  readonly sortLinks: Locator;
  readonly correction: Locator;
  readonly moreFilters: Locator;
  readonly politicians: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.form = this.main.getByRole('search', { name: 'Søg' });
    this.searchBox = this.form.getByRole('searchbox', { name: 'Søgeord' });
    this.submit = this.form.getByRole('button', { name: 'Søg' });
    this.periodFilter = this.form.getByRole('combobox', { name: 'Samling' });
    this.caseTypeFilter = this.form.getByRole('combobox', { name: 'Sagstype' });
    this.statusFilter = this.form.getByRole('combobox', { name: 'Status' });
    this.fromDate = this.form.getByLabel('Fra dato');
    this.toDate = this.form.getByLabel('Til dato');
    this.clearFilters = this.form.getByRole('link', { name: 'Nulstil filtre' });
    this.scopes = this.main.getByRole('navigation', { name: 'Vis resultater for' });
    this.results = this.main.getByRole('region', { name: 'Resultater' });
    this.resultCount = this.results.getByRole('status');
    this.caseHits = this.results.getByRole('list', { name: 'Fundne sager' }).getByRole('listitem');
    // A document hit holds a list of its files: the hits are the items with a title.
    this.documentHits = this.results
      .getByRole('list', { name: 'Fundne dokumenter' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    this.actorHits = this.results.getByRole('list', { name: 'Fundne aktører' }).getByRole('listitem');
    this.speechHits = this.results.getByRole('list', { name: 'Fundne taler' }).getByRole('listitem');
    this.speechFilters = this.results.getByRole('list', { name: 'Filtre på taler' }).getByRole('listitem');
    // <mark> has no ARIA role Playwright can query by; the element is what the test checks.
    this.highlights = this.results.locator('mark');
    this.pager = this.results.getByRole('navigation', { name: 'Resultatsider' });
    this.sortLinks = this.results.getByRole('navigation', { name: 'Sortering' });
    this.correction = this.results.getByText(/^Viser resultater for /);
    this.moreFilters = this.form.getByText(/^(Flere filtre|More filters)$/);
    this.politicians = this.results
      .getByRole('region', { name: 'Politikere' })
      .getByRole('list', { name: 'Fundne aktører' })
      .getByRole('listitem');
  }

  /** The number a scope tab shows beside its name ('Dokumenter 286' → 286; '1.000+' → 1000); null without one. */
  async scopeCount(name: string): Promise<number | null> {
    const text = (await this.scope(name).textContent()) ?? '';
    const digits = /([\d.]+)\+?\s*$/.exec(text)?.[1];
    return digits ? Number.parseInt(digits.replaceAll('.', ''), 10) : null;
  }

  /** The marked words in the hits' snippets (a case's resume, a question's wording), not in their titles. */
  snippetMarks(hits: Locator): Locator {
    return hits.getByRole('paragraph').locator('mark');
  }

  /** A speech hit's speaker link (to the politician's page), its link to the speech, and its date. */
  speechOf(hit: Locator): { speaker: Locator; speech: Locator; date: Locator; snippet: Locator } {
    return {
      speaker: hit.getByRole('heading', { level: 3 }).getByRole('link'),
      speech: hit.getByRole('link', { name: /^Læs talen/ }),
      // <time> has no ARIA role Playwright can query by; its datetime is what the test reads.
      date: hit.locator('time').first(),
      snippet: hit.getByRole('paragraph').nth(1),
    };
  }

  /** A sort link ('Mest relevante først', 'Nyeste først'). */
  sort(name: string): Locator {
    return this.sortLinks.getByRole('link', { name });
  }

  /** The title link of a case hit (its text starts with the case number, when there is one). */
  hitTitle(hit: Locator): Locator {
    return hit.getByRole('heading', { level: 3 }).getByRole('link');
  }

  /** The titles of the case hits shown, as their links read (the case number first, when there is one). */
  async caseTitles(): Promise<string[]> {
    const titles: string[] = [];
    for (const hit of await this.caseHits.all()) titles.push((await this.hitTitle(hit).textContent()) ?? '');
    return titles;
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/soeg${query}`);
  }

  /**
   * Narrows the cases to one Sagstype (and a status) with the filters, as a visitor with JavaScript would — each
   * filter applies as it changes — and waits for the hits.
   */
  async filterCases(choices: { type: string; status?: string }): Promise<void> {
    await this.showMoreFilters();
    await this.caseTypeFilter.selectOption({ label: choices.type });
    await expect(this.page).toHaveURL(/sagstype=\d+/);
    await this.settled();
    if (!choices.status) return;
    await this.showMoreFilters();
    await this.statusFilter.selectOption({ label: choices.status });
    await expect(this.page).toHaveURL(/(?=.*sagstype=\d+)(?=.*status=)/);
    await this.settled();
  }

  /** The same without JavaScript: the filters are chosen, then the form is sent. */
  async filterCasesBySending(choices: { type: string; status?: string }): Promise<void> {
    await this.showMoreFilters();
    await this.caseTypeFilter.selectOption({ label: choices.type });
    if (choices.status) await this.statusFilter.selectOption({ label: choices.status });
    await this.submit.click();
    await expect(this.page).toHaveURL(/sagstype=\d+/);
  }

  /** The first hit whose result (its outcome line) says what `text` matches. */
  hitWithResult(text: RegExp): Locator {
    return this.caseHits.filter({ hasText: text }).first();
  }

  /** Types into the search box as a reader would (no submit): the results follow after a pause. */
  async type(text: string): Promise<void> {
    await this.searchBox.fill('');
    await this.searchBox.pressSequentially(text, { delay: 20 });
  }

  /** A scope tab ('Sager', 'Dokumenter', 'Aktører'); its name includes the hit count. */
  scope(name: string): Locator {
    return this.scopes.getByRole('link', { name: new RegExp(`^${name}\\b`) });
  }

  /** Waits until the shown results are settled (no fetch in flight). */
  async settled(): Promise<void> {
    await expect(this.results).toHaveAttribute('aria-busy', 'false');
  }

  /** The number in the result count ('1.412 sager' → 1412; 'Ingen sager' → 0). */
  async count(): Promise<number> {
    const text = (await this.resultCount.textContent()) ?? '';
    const digits = /^[^\d]*([\d.]+)/.exec(text)?.[1];
    return digits ? Number.parseInt(digits.replaceAll('.', ''), 10) : 0;
  }

  /** Starts noting the requests the page makes from now on (see {@link SearchRequests}). */
  recordRequests(): SearchRequests {
    const json: string[] = [];
    const pages: string[] = [];
    this.page.on('request', (request) => {
      const url = new URL(request.url());
      const headers = request.headers();
      if (url.pathname === '/soeg/resultater') json.push(url.search.slice(1));
      else if (
        request.resourceType() === 'document' ||
        (url.pathname === '/soeg' && headers.rsc === '1' && !headers['next-router-prefetch'])
      )
        pages.push(`${url.pathname}${url.search}`);
    });
    return { json, pages };
  }

  /** Marks the document, so a test can tell later whether the page was loaded again. */
  async markDocument(): Promise<void> {
    await this.page.evaluate(() => document.documentElement.setAttribute('data-e2e-mark', ''));
  }

  /** Whether the document marked by {@link markDocument} is still the one shown. */
  async sameDocument(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.hasAttribute('data-e2e-mark'));
  }

  /** The search parameters of the current URL. */
  params(): URLSearchParams {
    return new URL(this.page.url()).searchParams;
  }
}
