import { getHomeVotes } from '@/lib/data/votes/votes';
import { getLocale } from '@/lib/i18n/server';
import { LatestVotesList } from './LatestVotesList';
import { NewerWithoutBallots } from './NewerWithoutBallots';

/**
 * The home page's votes: the newest votes with the members' ballots, each a VoteListItem, after a line saying how
 * many newer votes have none yet (the rule: lib/data/votes/votes-load.ts loadHomeVotes).
 */
export async function LatestVotes({ limit = 10 }: { limit?: number }) {
  const [{ votes, newerWithoutBallots }, locale] = await Promise.all([getHomeVotes(limit), getLocale()]);
  return (
    <>
      <NewerWithoutBallots count={newerWithoutBallots} locale={locale} />
      <LatestVotesList votes={votes} headingLevel={3} />
    </>
  );
}
