import { expect, type Locator, type Page } from '@playwright/test';

/** The main menu's items in order, by language. */
export const NAV_LABELS = {
  da: ['Forside', 'Afstemninger', 'Sager og søgning', 'Møder', 'Kommende', 'Aktører', 'Partier'],
  en: ['Home', 'Votes', 'Cases and search', 'Meetings', 'Upcoming', 'People and bodies', 'Parties'],
} as const;

/** What every page has: the skip link, the demo-data note, the menu, breadcrumbs and the three landmarks. */
export class SitePage {
  readonly skipLink: Locator;
  readonly header: Locator;
  readonly syntheticDataNote: Locator;
  readonly mainNav: Locator;
  readonly homeLink: Locator;
  /** The link to the same page in the other language ('English' on Danish pages, 'Dansk' on English ones). */
  readonly languageSwitch: Locator;
  readonly main: Locator;
  readonly breadcrumbs: Locator;
  readonly footer: Locator;
  readonly dataSourceLink: Locator;
  /** The footer's link to the page about `/api`. */
  readonly apiLink: Locator;

  constructor(readonly page: Page) {
    this.skipLink = page.getByRole('link', { name: /^(Spring til indholdet|Skip to content)$/ });
    this.header = page.getByRole('banner');
    this.syntheticDataNote = this.header.getByRole('note', { name: /^(Om dataene|About the data)$/ });
    this.mainNav = page.getByRole('navigation', { name: /^(Hovedmenu|Main menu)$/ });
    this.homeLink = this.header.getByRole('link', { name: /^Tingdata/ });
    this.languageSwitch = this.header.getByRole('link', { name: /^(English|Dansk)$/ });
    this.main = page.getByRole('main');
    this.breadcrumbs = page.getByRole('navigation', { name: /^(Brødkrummesti|Breadcrumb)$/ });
    this.footer = page.getByRole('contentinfo');
    this.dataSourceLink = this.footer.getByRole('link', { name: /Folketingets Åbne Data/ });
    this.apiLink = this.footer.getByRole('link', { name: '/api', exact: true });
  }

  /** Opens a filter form's "Flere filtre" (its secondary fields, folded unless one is set) if it is closed. */
  async showMoreFilters(): Promise<void> {
    const summary = this.main.getByText(/^(Flere filtre|More filters)$/);
    const open = await summary.evaluate((s) => (s.closest('details') as HTMLDetailsElement).open);
    if (!open) await summary.click();
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

  /** Switches the interface language with the header link and waits for the page to come back. */
  async switchLanguage(): Promise<void> {
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
  return errors.filter((e) => !/Failed to load resource: the server responded with a status of 404/.test(e));
}
