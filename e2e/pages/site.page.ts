import { expect, type Locator, type Page } from '@playwright/test';

/** The main menu's items in order, by language. */
export const NAV_LABELS = {
  da: ['Forside', 'Afstemninger', 'Sager og søgning', 'Spørgsmål', 'Møder', 'Kommende', 'Aktører', 'Partier'],
  en: [
    'Home',
    'Votes',
    'Cases and search',
    'Questions',
    'Meetings',
    'Upcoming',
    'People and bodies',
    'Parties',
  ],
} as const;

/**
 * What every page has: the skip link, the demo-data note, the menu (behind a "Menu" toggle on phones), search,
 * breadcrumbs, the in-page links and the three landmarks.
 */
export class SitePage {
  readonly skipLink: Locator;
  readonly header: Locator;
  readonly syntheticDataNote: Locator;
  readonly mainNav: Locator;
  /** The menu's disclosure toggle: shown on phones, hidden from 768 px up where the menu stands open. */
  readonly menuToggle: Locator;
  /** The header's search link, outside the menu: one tap from any page. */
  readonly searchLink: Locator;
  readonly homeLink: Locator;
  /** The link to the same page in the other language ('English' on Danish pages, 'Dansk' on English ones). */
  readonly languageSwitch: Locator;
  readonly main: Locator;
  readonly breadcrumbs: Locator;
  /** The page's links to its own sections ("På siden"). */
  readonly onThisPage: Locator;
  readonly footer: Locator;
  /** The footer's explanation of the demo data, where the demo notice's link leads. */
  readonly aboutData: Locator;
  readonly dataSourceLink: Locator;
  /** The footer's link to the page about `/api`. */
  readonly apiLink: Locator;
  /** The footer's link to the glossary (`/ordliste`). */
  readonly glossaryLink: Locator;
  /** The footer's link to the data for download (`/data`). */
  readonly downloadLink: Locator;

  constructor(readonly page: Page) {
    this.skipLink = page.getByRole('link', { name: /^(Spring til indholdet|Skip to content)$/ });
    this.header = page.getByRole('banner');
    this.syntheticDataNote = this.header.getByRole('note', { name: /^(Om dataene|About the data)$/ });
    this.mainNav = page.getByRole('navigation', { name: /^(Hovedmenu|Main menu)$/ });
    this.menuToggle = this.header.getByText(/^Menu$/);
    this.searchLink = this.header.getByRole('link', { name: /^(Søg|Search)$/ });
    this.homeLink = this.header.getByRole('link', { name: /^Tingdata/ });
    this.languageSwitch = this.header.getByRole('link', { name: /^(English|Dansk)$/ });
    this.main = page.getByRole('main');
    this.breadcrumbs = page.getByRole('navigation', { name: /^(Brødkrummesti|Breadcrumb)$/ });
    this.onThisPage = page.getByRole('navigation', { name: /^(På siden|On this page)$/ });
    this.footer = page.getByRole('contentinfo');
    this.aboutData = this.footer.getByRole('paragraph').filter({ hasText: /^(Demodata|Demo data):/ });
    this.dataSourceLink = this.footer.getByRole('link', { name: /Folketingets Åbne Data/ });
    this.apiLink = this.footer.getByRole('link', { name: '/api', exact: true });
    this.glossaryLink = this.footer.getByRole('link', { name: /^(Ordliste|Glossary):/ });
    this.downloadLink = this.footer.getByRole('link', { name: /^(Hent dataene|Download the data)$/ });
  }

  /** Opens a filter form's "Flere filtre" (its secondary fields, folded unless one is set) if it is closed. */
  async showMoreFilters(): Promise<void> {
    const summary = this.main.getByText(/^(Flere filtre|More filters)$/);
    const open = await summary.evaluate((s) => (s.closest('details') as HTMLDetailsElement).open);
    if (!open) await summary.click();
  }

  /** Opens the menu with its toggle where it is folded (phones); from 768 px up it is always open. */
  async openMenu(): Promise<void> {
    if (await this.menuToggle.isVisible()) {
      if (!(await this.mainNav.isVisible())) await this.menuToggle.click();
      await expect(this.mainNav).toBeVisible();
    }
  }

  /** Folds the menu again where it folds (phones), so the page under its panel can be used; with or without JS. */
  async closeMenu(): Promise<void> {
    if ((await this.menuToggle.isVisible()) && (await this.mainNav.isVisible())) {
      await this.menuToggle.click();
      await expect(this.mainNav).toBeHidden();
    }
  }

  /** The height in CSS px of everything above the page's own content: the banner landmark. */
  async headerHeight(): Promise<number> {
    return (await this.header.boundingBox())?.height ?? Number.POSITIVE_INFINITY;
  }

  /** The in-page links' names, in page order. */
  async inPageLinkNames(): Promise<string[]> {
    return (await this.onThisPage.getByRole('link').allTextContents()).map((t) => t.trim());
  }

  /** Follows an in-page link by its name; returns the element it leads to (the one with the fragment's id). */
  async followInPageLink(name: string): Promise<Locator> {
    const link = this.onThisPage.getByRole('link', { name, exact: true });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href, `in-page link ${name}`).toMatch(/^#[a-z0-9-]+$/);
    await link.click();
    await expect(this.page).toHaveURL(new RegExp(`${href}$`));
    return this.page.locator(`[id="${href.slice(1)}"]`);
  }

  /** A main-menu link by its visible name. */
  navLink(name: string): Locator {
    return this.mainNav.getByRole('link', { name, exact: true });
  }

  /** Uses the skip link from the keyboard, as a keyboard user would arriving on the page. */
  async skipToContent(): Promise<void> {
    await this.page.keyboard.press('Tab');
    await this.page.keyboard.press('Enter');
  }

  /** Switches the interface language with the menu's link (opening the menu on a phone) and waits for the page. */
  async switchLanguage(): Promise<void> {
    await this.openMenu();
    const before = new URL(this.page.url());
    // The same page at the other language's address: `/x` ↔ `/en/x`, `/` ↔ `/en`, the query kept.
    const path = before.pathname === '/en' ? '/' : before.pathname.replace(/^\/en(?=\/)/, '');
    const english = before.pathname === '/en' || before.pathname.startsWith('/en/');
    const target = english ? path : path === '/' ? '/en' : `/en${path}`;
    await this.languageSwitch.click();
    await this.page.waitForURL((url) => url.pathname === target && url.search === before.search);
  }

  /** The document's language (`<html lang>`). */
  htmlLang(): Locator {
    return this.page.locator('html');
  }

  /** Asserts the element has keyboard focus and a visible focus ring. */
  async expectVisibleFocus(target: Locator): Promise<void> {
    await expect(target).toBeFocused();
    await expect(target).toHaveCSS('outline-style', 'solid');
    const width = await target.evaluate((el) => Number.parseFloat(getComputedStyle(el).outlineWidth));
    expect(width).toBeGreaterThanOrEqual(2);
  }

  /**
   * The page's touch targets under 44 px tall (or 24 px wide), as 'WxH <tag> text': links, buttons, fields and
   * summaries that are visible and stand on their own. Exempt, as WCAG 2.5.8 allows: links inside running text
   * (inline, with text of their own element around them), and what is only there for screen readers until
   * focused (the skip link). Seats in the chamber drawing are exempt too: the member table lists each one.
   */
  async smallTouchTargets(): Promise<string[]> {
    return this.page.evaluate(() => {
      const small: string[] = [];
      for (const el of document.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type=hidden]), select, summary, textarea',
      )) {
        const box = el.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1 || el.closest('svg')) continue;
        const parent = el.parentElement;
        const inSentence =
          getComputedStyle(el).display === 'inline' &&
          parent !== null &&
          [...parent.childNodes].some(
            (n) => n !== el && n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim().length > 1,
          );
        if (inSentence) continue;
        if (box.height < 43.5 || box.width < 24)
          small.push(
            `${Math.round(box.width)}x${Math.round(box.height)} <${el.tagName.toLowerCase()}> ${(el.textContent ?? '').trim().slice(0, 40)}`,
          );
      }
      return small;
    });
  }

  /** True when the page scrolls sideways (content wider than the viewport). */
  async overflowsHorizontally(): Promise<boolean> {
    return this.page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
  }
}

/**
 * The console errors minus the browser's own report of a document answered with 404 — expected when a test
 * visits a missing page on purpose.
 */
export function withoutExpected404(errors: readonly string[]): string[] {
  return withoutExpectedStatus(errors, 404);
}

/** The console errors minus the browser's own report of a document answered with `status` (a 400 for bad input). */
export function withoutExpectedStatus(errors: readonly string[], status: number): string[] {
  const report = `Failed to load resource: the server responded with a status of ${status}`;
  return errors.filter((e) => !e.includes(report));
}
