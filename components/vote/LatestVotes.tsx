import { getLatestVotes } from '@/lib/data/votes';
import { LatestVotesList } from './LatestVotesList';

/** The newest votes, read from the store; render inside `<Suspense fallback={<LatestVotesSkeleton />}>`. */
export async function LatestVotes({ limit = 20 }: { limit?: number }) {
  const votes = await getLatestVotes(limit);
  return <LatestVotesList votes={votes} headingLevel={3} />;
}
