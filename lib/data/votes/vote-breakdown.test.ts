import { describe, expect, it } from 'vitest';
import type { VoteChoice } from '@/lib/data/types';
import { countBallots, type PartyBallot, partyBreakdown, toVoteChoice } from './vote-breakdown';

let nextId = 1;
const ballot = (
  party: string | null,
  choice: VoteChoice | null,
  partyName: string | null = party,
): PartyBallot => ({
  actorId: nextId++,
  name: `Medlem ${nextId}`,
  party,
  partyName,
  choice,
});

describe('toVoteChoice', () => {
  it('maps Stemmetype ids and leaves anything else unknown', () => {
    expect([1, 2, 3, 4, 5, null].map(toVoteChoice)).toEqual([
      'for',
      'against',
      'absent',
      'abstain',
      null,
      null,
    ]);
  });
});

describe('countBallots', () => {
  it('counts per choice and keeps unknown choices apart', () => {
    expect(
      countBallots([ballot('S', 'for'), ballot('S', 'for'), ballot('V', 'absent'), ballot('V', null)]),
    ).toEqual({ counts: { for: 2, against: 0, abstain: 0, absent: 1 }, unknown: 1 });
  });
});

describe('partyBreakdown', () => {
  it('groups by party code, largest first, ties by code in Danish order, no party last', () => {
    const parties = partyBreakdown([
      ballot(null, 'absent'),
      ballot('Ø', 'for'),
      ballot('V', 'against'),
      ballot('S', 'for'),
      ballot('S', 'abstain'),
      ballot('Å', 'for'),
      ballot('UFG', 'for', 'Uden for folketingsgrupperne'),
      ballot('UFG', 'against', 'Uden for folketingsgrupperne'),
    ]);
    expect(parties.map((p) => [p.party, p.members])).toEqual([
      ['S', 2],
      ['UFG', 2],
      ['V', 1],
      ['Ø', 1],
      ['Å', 1],
      [null, 1],
    ]);
    expect(parties[1]).toEqual({
      party: 'UFG',
      partyName: 'Uden for folketingsgrupperne',
      counts: { for: 1, against: 1, abstain: 0, absent: 0 },
      unknown: 0,
      members: 2,
    });
  });

  it('is empty without ballots', () => {
    expect(partyBreakdown([])).toEqual([]);
  });
});
