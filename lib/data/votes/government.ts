import 'server-only';
import { cache } from 'react';
import { readStore } from '@/lib/data/store-read';
import { loadVoteGovernment } from './government-load';
import type { VoteGovernment } from './types';
import { isVoteId } from './vote';

/**
 * The government on a vote's date (government-load.ts says the rule); null when there is no vote with the id. Read
 * in the pages' query pool; memoised per request.
 * @throws StoreMissingError when the store file does not exist.
 */
export const getVoteGovernment = cache(
  async (id: number): Promise<VoteGovernment | null> =>
    isVoteId(id) ? readStore(loadVoteGovernment, id) : null,
);
