import { describe, expect, it } from 'vitest';
import type { VoteChoice } from '@/lib/data/types';
import type { MemberBallot } from './types';
import { type PartyBallot, partyBreakdown } from './vote-breakdown';
import { voteRebels } from './vote-rebels';

let nextId = 1;
/** `n` members of `party` who chose `choice`. */
const members = (
  party: string | null,
  choice: VoteChoice | null,
  n: number,
  name = party ?? 'x',
): PartyBallot[] =>
  Array.from({ length: n }, (_, i) => ({
    actorId: nextId++,
    name: `${name} ${i + 1}`,
    party,
    partyName: party === null ? null : `Partiet ${party}`,
    choice,
  }));

function rebelsOf(ballots: PartyBallot[]) {
  const plain: MemberBallot[] = ballots.map(({ actorId, name, party, choice }) => ({
    actorId,
    name,
    party,
    choice,
  }));
  return voteRebels(plain, partyBreakdown(ballots));
}

describe('voteRebels', () => {
  it('names the members who voted otherwise than their party’s majority, by party', () => {
    const result = rebelsOf([
      ...members('S', 'for', 40),
      ...members('S', 'against', 2, 'Afviger'),
      ...members('S', 'abstain', 1, 'Hverken'),
      ...members('S', 'absent', 5),
      ...members('V', 'against', 20),
      ...members('V', 'for', 1, 'Vrebel'),
      ...members('EL', 'for', 9),
    ]);
    expect(result.parties.map((p) => [p.party, p.majority, p.members.map((m) => m.name)])).toEqual([
      ['S', 'for', ['Afviger 1', 'Afviger 2', 'Hverken 1']],
      ['V', 'against', ['Vrebel 1']],
    ]);
    expect(result.parties[0]?.present).toEqual({ for: 40, against: 2, abstain: 1 });
    expect(result.parties[0]?.partyName).toBe('Partiet S');
    expect(result.split).toEqual([]);
  });

  it('has no party line where present members tie, or only one was present; absences break nothing', () => {
    const result = rebelsOf([
      ...members('RV', 'for', 3),
      ...members('RV', 'against', 3),
      ...members('LA', 'against', 1),
      ...members('LA', 'absent', 10),
      ...members('KF', 'for', 4),
      ...members('KF', 'absent', 6),
    ]);
    expect(result.parties).toEqual([]);
    expect(result.split).toEqual(['RV']);
  });

  it('leaves out independents, members without a party and ballots of unknown type', () => {
    const result = rebelsOf([
      ...members('UFG', 'for', 1),
      ...members('UFG', 'against', 3),
      ...members(null, 'for', 1),
      ...members(null, 'against', 4),
      ...members('DF', 'for', 5),
      ...members('DF', null, 2),
    ]);
    expect(result).toEqual({ parties: [], split: [] });
  });
});
