import 'server-only';
import { cache } from 'react';
import { readStore } from '@/lib/data/store-read';
import type { UpcomingVotes } from './upcoming-votes-shape';

export type {
  PartiesBySide,
  UpcomingEarlierVote,
  UpcomingVote,
  UpcomingVoteMeeting,
  UpcomingVotes,
} from './upcoming-votes-shape';

import { loadUpcomingVotes } from './upcoming-votes-load';

/**
 * The votes expected at the upcoming sittings of the Folketing (lib/data/votes/upcoming-vote-rule.ts), by meeting, each
 * with the case's latest votes so far and the parties' sides on them, and the next sitting. Memoised per request;
 * run in the pages' query pool (upcoming-votes-load.ts).
 * @throws StoreMissingError when the store file does not exist.
 */
export const getUpcomingVotes = cache(async (): Promise<UpcomingVotes> => readStore(loadUpcomingVotes));
