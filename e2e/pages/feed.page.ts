import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { type CheckedFeed, checkAtom } from '../../lib/feed/atom-check.fixture';
import { SitePage } from './site.page';

/** A page that can be followed, and its Atom feed as a feed reader sees it. */
export class FeedPage extends SitePage {
  /** The visible "Følg (Atom)" link near the page's share button. */
  readonly followLink: Locator;

  constructor(page: Page) {
    super(page);
    this.followLink = this.main.getByRole('link', { name: /^(Følg|Follow) \(Atom\)$/ });
  }

  /** The feed path the visible link points at. */
  async followPath(): Promise<string> {
    return (await this.followLink.getAttribute('href')) ?? '';
  }

  /**
   * The feeds a page's HTML announces in its head (`<link rel="alternate" type="application/atom+xml">`), as
   * paths, read from the HTML as a feed reader reads it (no script runs).
   */
  static async announcedFeeds(request: APIRequestContext, path: string): Promise<string[]> {
    const html = await (await request.get(path)).text();
    const links = html.match(/<link\b[^>]*>/g) ?? [];
    return links
      .filter((tag) => /rel="alternate"/.test(tag) && /type="application\/atom\+xml"/.test(tag))
      .map((tag) => /href="([^"]*)"/.exec(tag)?.[1]?.replace(/&amp;/g, '&') ?? '')
      .map((href) => {
        const url = new URL(href, 'http://x');
        return `${url.pathname}${url.search}`;
      });
  }

  /** Fetches a feed and reads it with a real feed parser, checking what RFC 4287 requires (throws otherwise). */
  static async read(request: APIRequestContext, path: string): Promise<CheckedFeed> {
    const response = await request.get(path);
    if (response.status() !== 200) throw new Error(`${path} answered ${response.status()}`);
    const type = response.headers()['content-type'] ?? '';
    if (!type.startsWith('application/atom+xml')) throw new Error(`${path} is ${type}`);
    return checkAtom(await response.text());
  }
}
