import { storeReads } from '@/lib/data/store-read-source';
import type { VoteCounts } from '@/lib/data/types';
import type { VoteSummary } from '@/lib/data/votes/types';
import { loadVoteList } from '@/lib/data/votes/votes-load';
import { votingIndex } from '@/lib/store/actor-voting-index';
import { type PartySide, partySide } from '@/lib/store/party-majority';
import type { Store } from '@/lib/store/store';

/** One vote as a party's: the vote as a list line, the side the party took and its members' ballots. */
export interface PartyVote {
  readonly vote: VoteSummary;
  /** lib/store/party-majority.ts partySide: the position strictly more of its present members took. */
  readonly side: PartySide;
  /** The party's ballots on the vote, present and absent (the voting index's membership rule). */
  readonly counts: VoteCounts;
}

/** The most votes one call returns. */
export const MAX_PARTY_VOTES = 100;

/**
 * A party's latest votes — those on which it had ballots — newest first in the site's vote order, each with its
 * side and ballots. The party's ballots per vote and the order come from the voting index (built once per
 * connection; lib/store/actor-voting-index.ts), the vote lines from the vote list's read: no SQL of its own. A
 * store read (lib/data/store-read-source.ts), called through `getPartyVotes` (party-votes.ts).
 */
export function loadPartyVotes(db: Store, code: string, limit = 50): PartyVote[] {
  const index = votingIndex(db);
  const bounded = Math.min(Math.max(Math.trunc(limit) || 1, 1), MAX_PARTY_VOTES);
  const picked = new Map<number, VoteCounts>();
  for (const { id } of index.votes) {
    const tally = index.partyTallies(id)?.get(code);
    if (!tally) continue;
    picked.set(id, { for: tally.for, against: tally.against, abstain: tally.abstain, absent: tally.absent });
    if (picked.size >= bounded) break;
  }
  return loadVoteList(db, [...picked.keys()]).map((vote) => {
    const counts = picked.get(vote.id) as VoteCounts;
    return { vote, side: partySide(counts), counts };
  });
}

storeReads('lib/data/parties/party-votes-load.ts', { loadPartyVotes });
