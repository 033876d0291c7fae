import type { Page } from '@playwright/test';

/** A schema.org node as a JSON-LD block holds it. */
export type JsonLdNode = Record<string, unknown> & { '@context'?: unknown; '@type'?: unknown };

/**
 * What a page says about itself to search engines: its JSON-LD blocks (`<script type="application/ld+json">`, which
 * have no role: found by their type), parsed, and the facts a reader sees to compare them with.
 */
export class StructuredData {
  constructor(readonly page: Page) {}

  /** Every JSON-LD block of the page, parsed (a block that is no JSON fails the test here). */
  async blocks(): Promise<JsonLdNode[]> {
    const texts = await this.page.locator('script[type="application/ld+json"]').allTextContents();
    return texts.map((text) => JSON.parse(text) as JsonLdNode);
  }

  /** The page's heading as read. */
  heading(): Promise<string> {
    // biome-ignore lint/performance/useDomNodeTextContent: the text as a reader sees it, without the JSON-LD's own
    return this.page.getByRole('heading', { level: 1 }).innerText();
  }

  /** The machine-readable time in the heading (`<time datetime>`), as the page shows the meeting's start. */
  headingTime(): Promise<string | null> {
    return this.page.getByRole('heading', { level: 1 }).locator('time').getAttribute('datetime');
  }

  /** The value of one of the page's facts by its term ('Status'): the definition paired with it; null when absent. */
  async fact(term: string): Promise<string | null> {
    const main = this.page.getByRole('main');
    const terms = await main.getByRole('term').allTextContents();
    const index = terms.findIndex((t) => t.trim() === term);
    // biome-ignore lint/performance/useDomNodeTextContent: the text as a reader sees it, without the JSON-LD's own
    return index === -1 ? null : main.getByRole('definition').nth(index).innerText();
  }

  /** The visible text of the page's main content. */
  mainText(): Promise<string> {
    // biome-ignore lint/performance/useDomNodeTextContent: the text as a reader sees it, without the JSON-LD's own
    return this.page.getByRole('main').innerText();
  }
}
