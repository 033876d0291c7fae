import type { VoteCounts } from '@/lib/data/types';
import type { PartyVotes } from './types';
import { outcomeFromCounts } from './vote-consistency';

/** The side that won a vote, by the ballots: more for than against adopts; a tie or fewer rejects. */
export type WinningSide = 'for' | 'against';

/** A party whose votes on the winning side decided the vote: without them the other side would have won. */
export interface DecidingParty {
  readonly party: string;
  readonly partyName: string | null;
  /** The party's ballots on the winning side. */
  readonly votes: number;
  /** The counts had those ballots not been cast. */
  readonly without: { readonly for: number; readonly against: number };
}

/** What a vote's deciding parties are, or why there are none to name. */
export type DecidingParties =
  | { readonly kind: 'parties'; readonly side: WinningSide; readonly parties: readonly DecidingParty[] }
  /** The winning side's margin is larger than any one party's votes on it. */
  | { readonly kind: 'none'; readonly side: WinningSide; readonly margin: number }
  /** No ballots, or the ballots' outcome disagrees with `vedtaget`: the page shows the discrepancy instead. */
  | { readonly kind: 'unknown' };

/** The side the ballots say won, by the one rule for a Stemme outcome (lib/data/votes/vote-consistency.ts). */
const winner = (counts: VoteCounts): WinningSide =>
  outcomeFromCounts(counts) === 'vedtaget' ? 'for' : 'against';

/**
 * The parties that decided a vote, from its ballots: each party whose members on the winning side, had they not
 * voted, would have left the other side ahead — "Uden DF's 16 stemmer var forslaget faldet: 74 mod 76". A proposal is
 * adopted when more vote for than against (abstentions and absences count for neither), so a tie rejects. Members
 * without a recorded party are not a party and are never named. Unknown when there are no ballots or when they give
 * another outcome than ODA's `vedtaget`.
 */
export function decidingParties(
  counts: VoteCounts | null,
  parties: readonly PartyVotes[],
  adopted: boolean,
): DecidingParties {
  if (!counts) return { kind: 'unknown' };
  const side = winner(counts);
  if ((side === 'for') !== adopted) return { kind: 'unknown' };
  const deciding: DecidingParty[] = [];
  for (const p of parties) {
    const votes = p.counts[side];
    if (p.party === null || votes === 0) continue;
    const without = {
      for: counts.for - (side === 'for' ? votes : 0),
      against: counts.against - (side === 'against' ? votes : 0),
    };
    if (winner({ ...counts, ...without }) !== side)
      deciding.push({ party: p.party, partyName: p.partyName, votes, without });
  }
  if (deciding.length === 0) return { kind: 'none', side, margin: Math.abs(counts.for - counts.against) };
  deciding.sort((a, b) => b.votes - a.votes || a.party.localeCompare(b.party, 'da'));
  return { kind: 'parties', side, parties: deciding };
}
