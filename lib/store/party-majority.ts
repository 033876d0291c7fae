/**
 * How a party group voted as a group: the one definition of its majority, shared by the politician pages' loyalty
 * figures (actor-voting-index.ts) and the vote page's "Brød med partiet" (lib/data/vote-rebels.ts).
 */

import { STEMMETYPE } from '@/lib/model/oda-ids';

/** A group's ballots on a vote, present members only. */
export interface GroupTally {
  readonly for: number;
  readonly against: number;
  readonly abstain: number;
}

/** The strict majority position (a Stemmetype id), or null for a tie or fewer than two present members. */
export function majorityOf(tally: GroupTally): number | null {
  const { for: f, against: a, abstain: h } = tally;
  if (f + a + h < 2) return null;
  if (f > a && f > h) return STEMMETYPE.for;
  if (a > f && a > h) return STEMMETYPE.against;
  if (h > f && h > a) return STEMMETYPE.abstain;
  return null;
}
