import { getLatestVotes } from '@/lib/data/votes';
import { LatestVotesList } from './LatestVotesList';

/** The newest votes, read from the store, each a VoteListItem (components/vote/VoteListItem.tsx). */
export async function LatestVotes({ limit = 20 }: { limit?: number }) {
  const votes = await getLatestVotes(limit);
  return <LatestVotesList votes={votes} headingLevel={3} />;
}
