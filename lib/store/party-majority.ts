/**
 * How a party group voted as a group: the one definition of its majority, shared by the politician pages' loyalty
 * figures (actor-voting-index.ts) and the vote page's "Brød med partiet" (lib/data/votes/vote-rebels.ts).
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

/**
 * The side a party took on a vote, for the analyses across votes (coalitions, agreement, positions on a case):
 * the position strictly more of its present members took — one member present is the party's side, unlike
 * {@link majorityOf}, which asks whether a member voted with others. 'split' when two positions tie; 'absent' when
 * no member was present (or the party had no ballots).
 */
export type PartySide = 'for' | 'against' | 'abstain' | 'split' | 'absent';

export function partySide(tally: GroupTally | undefined): PartySide {
  if (!tally) return 'absent';
  const { for: f, against: a, abstain: h } = tally;
  if (f + a + h === 0) return 'absent';
  if (f > a && f > h) return 'for';
  if (a > f && a > h) return 'against';
  if (h > f && h > a) return 'abstain';
  return 'split';
}
