import type { Locator, Page, Response } from '@playwright/test';
import { SitePage } from './site.page';

/**
 * The debates on the site's pages: a meeting's "Debatten", a speech's own page (/tale/<id>), a case's and a
 * politician's debate sections.
 */
export class DebatePage extends SitePage {
  /** The meeting page's debate section. */
  readonly meetingDebate: Locator;
  /** The speeches in the meeting's debate, each a list item whose id is its anchor (`tale-<id>`). */
  readonly speeches: Locator;
  /** The speech page's quote. */
  readonly quote: Locator;
  /** The speech page's facts (time, duration, item, case, meeting). */
  readonly speechFacts: Locator;
  /** The case page's debate section. */
  readonly caseDebate: Locator;
  /** The politician page's speeches section. */
  readonly politicianSpeeches: Locator;

  constructor(page: Page) {
    super(page);
    this.meetingDebate = this.main.getByRole('region', { name: /^(Debatten|The debate)/ });
    this.speeches = this.meetingDebate.locator('li[id^="tale-"]');
    this.quote = this.main.getByRole('blockquote');
    this.speechFacts = this.main.getByLabel(/^(Om talen|About the speech)$/);
    this.caseDebate = this.main.getByRole('region', { name: /^(Debatten|The debate)$/ });
    this.politicianSpeeches = this.main.getByRole('region', {
      name: /^(Taler i Folketingssalen|Speeches in the chamber)$/,
    });
  }

  async goto(path: string): Promise<Response | null> {
    return this.page.goto(path);
  }

  /** The first speech of the debate by a linked member of a party (a name link and a party code link). */
  linkedSpeech(): Locator {
    return this.speeches.filter({ has: this.page.locator('a[href*="/aktoer/"]') }).filter({
      has: this.page.locator('a[href*="/parti/"]'),
    });
  }

  /** The first item of the debate about a case with a speech by a linked person. */
  caseItemWithLinkedSpeech(): Locator {
    const caseLine = this.page.getByRole('paragraph').filter({ hasText: /^(Sagen|The case):/ });
    const linked = this.page
      .locator('li[id^="tale-"]')
      .filter({ has: this.page.locator('a[href^="/aktoer/"]') });
    return this.meetingDebate.getByRole('listitem').filter({ has: caseLine }).filter({ has: linked }).first();
  }

  /** The link to the case of a debate's item ("Sagen: L 12"). */
  caseLinkOf(item: Locator): Locator {
    return item
      .getByRole('paragraph')
      .filter({ hasText: /^(Sagen|The case):/ })
      .getByRole('link');
  }

  /** Opens every folded item of the debate (a `<details>`), as a reader taps "Vis debatten". */
  async unfoldAll(): Promise<void> {
    const toggles = this.meetingDebate.locator('details:not([open]) > summary');
    while ((await toggles.count()) > 0) await toggles.first().click();
  }

  /** Follows a speech's time link in the debate to its own page; resolves once the speech page is the page. */
  async openSpeech(speech: Locator): Promise<void> {
    await this.follow(speech.getByRole('link', { name: /^(kl\. |\d)/ }));
  }

  /** Follows a link and waits until the browser is at its address (path and fragment). */
  async follow(link: Locator): Promise<void> {
    const href = await link.getAttribute('href');
    if (!href) throw new Error('the link has no address');
    await link.click();
    await this.page.waitForURL((url) => `${url.pathname}${url.hash}` === href);
  }
}
