import { test as base } from './fixtures';
import { VotePage } from './pages/vote.page';
import { VotesPage } from './pages/votes.page';
import { APP_URL } from './servers';

/** Votes of the store under test, found through the vote list as a visitor would, never by a fixed id. */
export interface VotePaths {
  /** The newest vote without the members' ballots (no Stemme rows yet), as the vote list shows it. */
  readonly withoutBallots: string;
  /** A vote on a case from the list's second page: old enough to have every member's vote. */
  readonly withBallots: string;
}

export const test = base.extend<{ votePage: VotePage; votesPage: VotesPage }, { votePaths: VotePaths }>({
  votePaths: [
    async ({ browser }, use) => {
      const page = await browser.newPage({ baseURL: APP_URL });
      const list = new VotesPage(page);
      await list.goto();
      const withoutBallots = await list.withoutBallotsPath();
      await list.goto('?side=2');
      const withBallots = await list.caseVotePath();
      await page.close();
      await use({ withoutBallots, withBallots });
    },
    { scope: 'worker' },
  ],
  votePage: async ({ page }, use) => use(new VotePage(page)),
  votesPage: async ({ page }, use) => use(new VotesPage(page)),
});

export { expect } from './fixtures';
