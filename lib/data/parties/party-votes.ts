import 'server-only';
import { readStore } from '@/lib/data/store-read';
import type { PartyVote } from './party-votes-load';
import { loadPartyVotes } from './party-votes-load';

export type { PartyVote } from './party-votes-load';

/**
 * A party's latest votes (at most `limit`, up to 100), newest first, each with the side it took and its ballots
 * (party-votes-load.ts). Read in the pages' query pool: the party's Atom feed.
 */
export async function getPartyVotes(code: string, limit = 50): Promise<PartyVote[]> {
  return readStore(loadPartyVotes, code, limit);
}
