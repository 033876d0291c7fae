import { describe, expect, it } from 'vitest';
import type { VoteChoice } from '@/lib/data/types';
import type { MemberBallot, PartyVotes } from '@/lib/data/votes/types';
import { angleOf, partySeatLayout } from './party-seats';

function ballots(
  party: string | null,
  spec: Partial<Record<VoteChoice, number>>,
  from: number,
): MemberBallot[] {
  let id = from;
  return (Object.entries(spec) as [VoteChoice, number][]).flatMap(([choice, n]) =>
    Array.from({ length: n }, () => ({ actorId: id++, name: `${party ?? 'x'} ${id}`, party, choice })),
  );
}

function partyOf(party: string | null, list: readonly MemberBallot[]): PartyVotes {
  const counts = { for: 0, against: 0, abstain: 0, absent: 0 };
  for (const b of list) if (b.choice) counts[b.choice]++;
  return { party, partyName: party, counts, unknown: 0, members: list.length };
}

describe('partySeatLayout', () => {
  const s = ballots('S', { for: 40, absent: 8 }, 1);
  const v = ballots('V', { against: 20, for: 3 }, 100);
  const sf = ballots('SF', { for: 10, against: 5 }, 200);
  const none = ballots(null, { for: 1 }, 300);
  const all = [...v, ...none, ...sf, ...s];
  const parties = [partyOf('V', v), partyOf(null, none), partyOf('SF', sf), partyOf('S', s)];
  const layout = partySeatLayout(all, parties);

  it('seats every member once', () => {
    const ids = layout.wedges.flatMap((w) => w.seats.map((seat) => seat.ballot.actorId));
    expect(ids).toHaveLength(all.length);
    expect(new Set(ids).size).toBe(all.length);
  });

  it('seats the parties in the chamber’s order whatever they voted, members without a party last', () => {
    expect(layout.wedges.map((w) => w.party)).toEqual(['SF', 'S', 'V', null]);
    const turned = partySeatLayout(all, [...parties].reverse());
    expect(turned.wedges.map((w) => w.party)).toEqual(['SF', 'S', 'V', null]);
  });

  it('keeps each party in one wedge, left to right, and its members for before against', () => {
    for (let i = 1; i < layout.wedges.length; i++) {
      const left = layout.wedges[i - 1];
      const right = layout.wedges[i];
      expect(left?.toAngle).toBeGreaterThanOrEqual(right?.fromAngle ?? 0);
    }
    const sfChoices = layout.wedges[0]?.seats.map((seat) => seat.ballot.choice);
    expect(sfChoices?.indexOf('against')).toBe(10);
    expect(sfChoices?.lastIndexOf('for')).toBe(9);
    const first = layout.wedges[0]?.seats[0];
    expect(first && angleOf(first)).toBeCloseTo(layout.wedges[0]?.fromAngle ?? 0);
  });

  it('draws nothing for a vote without ballots', () => {
    expect(partySeatLayout([], []).wedges).toEqual([]);
  });
});
