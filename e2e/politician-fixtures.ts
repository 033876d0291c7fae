import type { Page } from '@playwright/test';
import { test as base, expect } from './actor-fixtures';
import { ActorPage } from './pages/actor.page';
import { StorkredsPage } from './pages/storkreds.page';
import { VoteRecordPage } from './pages/vote-record.page';

/** A politician found through the site: their page's id and name. */
export interface FoundPolitician {
  readonly id: number;
  readonly name: string;
}

/** A minister found through the site, and the title page they were found from. */
export interface FoundMinister extends FoundPolitician {
  readonly titlePath: string;
}

/**
 * Finds politicians as a visitor would, through the site's own lists, never by a fixed id: a minister from the
 * ministers' list and a title's holders, a member with ballots from the Folketing now.
 */
export class PoliticianFinder {
  constructor(private readonly page: Page) {}

  /** A minister in office now: the ministers' list, a minister title, the holder whose post lasts ("nu"). */
  async minister(): Promise<FoundMinister> {
    await this.page.goto('/aktoerer?type=ministre');
    const titles = await this.hrefs(
      this.page.getByRole('main').getByRole('list', { name: /Søgeresultater/ }),
    );
    for (const titlePath of titles.slice(0, 10)) {
      await this.page.goto(titlePath);
      const holderNow = this.page
        .getByRole('main')
        .getByRole('row')
        .filter({ has: this.page.getByRole('cell', { name: 'nu', exact: true }) })
        .getByRole('link')
        .first();
      if ((await holderNow.count()) === 0) continue;
      const name = ((await holderNow.textContent()) ?? '').trim();
      await Promise.all([this.page.waitForURL(/\/aktoer\/\d+$/), holderNow.click()]);
      return { id: idOf(this.page.url()), name, titlePath };
    }
    throw new Error('no minister in office now among the first ten minister titles');
  }

  /** A member of the Folketing now with ballots: the first in /aktoerer whose page has key figures. */
  async memberWithBallots(): Promise<FoundPolitician> {
    await this.page.goto('/aktoerer');
    const members = await this.hrefs(
      this.page.getByRole('main').getByRole('region', { name: /Folketinget nu/ }),
    );
    const actorPage = new ActorPage(this.page);
    for (const path of members.filter((h) => /^\/aktoer\/\d+$/.test(h)).slice(0, 10)) {
      await this.page.goto(path);
      if ((await actorPage.keyFigures.count()) === 0) continue;
      return { id: idOf(path), name: ((await actorPage.heading.textContent()) ?? '').trim() };
    }
    throw new Error('no member with ballots among the first ten members now');
  }

  private async hrefs(scope: ReturnType<Page['getByRole']>): Promise<string[]> {
    await expect(scope.getByRole('link').first()).toBeVisible();
    return scope.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  }
}

function idOf(url: string): number {
  const match = /\/aktoer\/(\d+)/.exec(url);
  if (!match?.[1]) throw new Error(`not an actor page: ${url}`);
  return Number(match[1]);
}

export const test = base.extend<{
  finder: PoliticianFinder;
  voteRecordPage: VoteRecordPage;
  storkredsPage: StorkredsPage;
}>({
  finder: async ({ page }, use) => use(new PoliticianFinder(page)),
  voteRecordPage: async ({ page }, use) => use(new VoteRecordPage(page)),
  storkredsPage: async ({ page }, use) => use(new StorkredsPage(page)),
});

export { expect };
