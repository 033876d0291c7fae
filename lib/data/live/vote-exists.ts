import 'server-only';
import { liveRows } from './reader';
import { fetchVote } from './vote';
import { FIRST_PAGES, stemmePageRequest } from './vote-ballots';

/**
 * Whether the live service has a vote with the id, for the proxy's 404 (proxy.ts), asked with the very request
 * the vote page reads first (lib/data/live/vote.ts), so the page then finds it in the cache: the check costs the
 * page no round trip. The Stemme windows the page reads next are started at the same time and land in the cache
 * (or are joined while in flight), so the page's first round is done by the time it renders.
 *
 * Null when the service could not say (it failed and nothing was cached): the page then answers for itself.
 */
export async function liveVoteExists(id: number): Promise<boolean | null> {
  for (let page = 0; page < FIRST_PAGES; page++)
    liveRows(stemmePageRequest(id, page)).catch(() => {
      // The page reads these again and reports a failure itself.
    });
  try {
    return (await fetchVote(id)) !== null;
  } catch {
    return null;
  }
}
