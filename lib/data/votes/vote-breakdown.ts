import type { VoteChoice, VoteCounts } from '@/lib/data/types';
import { STEMMETYPE } from '@/lib/model/oda-ids';
import type { MemberBallot, PartyVotes } from './types';

/** `Stemmetype.id` → choice (docs/oda.md#ballot-types); anything else is unknown. */
const CHOICE_BY_TYPE: Readonly<Record<number, VoteChoice>> = {
  [STEMMETYPE.for]: 'for',
  [STEMMETYPE.against]: 'against',
  [STEMMETYPE.absent]: 'absent',
  [STEMMETYPE.abstain]: 'abstain',
};

export function toVoteChoice(stemmetypeId: number | null): VoteChoice | null {
  return stemmetypeId === null ? null : (CHOICE_BY_TYPE[stemmetypeId] ?? null);
}

/** A ballot with the name of the group it was cast in, as the breakdown needs it. */
export interface PartyBallot extends MemberBallot {
  readonly partyName: string | null;
}

interface MutableCounts {
  for: number;
  against: number;
  abstain: number;
  absent: number;
}

/** Ballots per choice, and how many had no known choice. */
export function countBallots(ballots: readonly MemberBallot[]): { counts: VoteCounts; unknown: number } {
  const counts: MutableCounts = { for: 0, against: 0, abstain: 0, absent: 0 };
  let unknown = 0;
  for (const b of ballots) {
    if (b.choice) counts[b.choice] += 1;
    else unknown += 1;
  }
  return { counts, unknown };
}

const collator = new Intl.Collator('da');

/**
 * Ballots per party (the party each member belonged to on the vote date, already on the ballot): largest party
 * first, then by code; members without a party last.
 */
export function partyBreakdown(ballots: readonly PartyBallot[]): PartyVotes[] {
  const byParty = new Map<string | null, PartyBallot[]>();
  for (const b of ballots) {
    const list = byParty.get(b.party);
    if (list) list.push(b);
    else byParty.set(b.party, [b]);
  }
  const parties = [...byParty].map(([party, members]): PartyVotes => {
    const { counts, unknown } = countBallots(members);
    const partyName = members.find((m) => m.partyName)?.partyName ?? null;
    return { party, partyName, counts, unknown, members: members.length };
  });
  return parties.sort(
    (a, b) =>
      Number(a.party === null) - Number(b.party === null) ||
      b.members - a.members ||
      collator.compare(a.party ?? '', b.party ?? ''),
  );
}
