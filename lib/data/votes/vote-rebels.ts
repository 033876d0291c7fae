import type { PresentChoice } from '@/lib/data/types';
import { INDEPENDENTS } from '@/lib/model/oda-ids';
import { majorityOf } from '@/lib/store/party-majority';
import type { MemberBallot, PartyVotes } from './types';
import { toVoteChoice } from './vote-breakdown';

/** A party's members who voted otherwise than its majority on one vote. */
export interface PartyRebels {
  readonly party: string;
  readonly partyName: string | null;
  /** What most of the party's present members chose. */
  readonly majority: PresentChoice;
  /** The party's present ballots. */
  readonly present: Readonly<Record<PresentChoice, number>>;
  /** The members who chose otherwise, by name. */
  readonly members: readonly MemberBallot[];
}

/** Who broke with their party on a vote, and which parties had no majority to break with. */
export interface VoteRebels {
  /** Parties with at least one member against their majority, most such members first. */
  readonly parties: readonly PartyRebels[];
  /** Parties whose present members split evenly (no majority), by code. */
  readonly split: readonly string[];
}

const collator = new Intl.Collator('da');

/**
 * Every member who voted otherwise than the majority of their party group, by party — with the party line taken as
 * the politician pages take it (lib/store/party-majority.ts): the choice of most of the group's present members
 * (for, against or neither), none when two choices tie or fewer than two were present. Absent members broke
 * nothing; independents (UFG) and members without a recorded party are not counted.
 */
export function voteRebels(ballots: readonly MemberBallot[], parties: readonly PartyVotes[]): VoteRebels {
  const result: PartyRebels[] = [];
  const split: string[] = [];
  for (const p of parties) {
    if (p.party === null || p.party === INDEPENDENTS) continue;
    const present = { for: p.counts.for, against: p.counts.against, abstain: p.counts.abstain };
    const majority = toVoteChoice(majorityOf(present));
    if (majority === null || majority === 'absent') {
      if (present.for + present.against + present.abstain >= 2) split.push(p.party);
      continue;
    }
    const members = ballots
      .filter(
        (b) => b.party === p.party && b.choice !== null && b.choice !== 'absent' && b.choice !== majority,
      )
      .sort((a, b) => collator.compare(a.name, b.name));
    if (members.length > 0)
      result.push({ party: p.party, partyName: p.partyName, majority, present, members });
  }
  result.sort((a, b) => b.members.length - a.members.length || collator.compare(a.party, b.party));
  return { parties: result, split: split.sort(collator.compare) };
}
