import type { VoteChoice, VoteCounts } from '@/lib/data/types';
import type { MemberBallot, PartyVotes } from '@/lib/data/votes/types';
import { byChamberOrder } from './chamber-order';
import { hemicycleLayout, type Seat } from './hemicycle';

/** One member's seat in the chamber drawing. */
export interface PartySeat extends Seat {
  readonly ballot: MemberBallot;
}

/** A party's wedge of the chamber: its seats in order, and where its arc and label go. */
export interface PartyWedge {
  readonly party: string | null;
  readonly partyName: string | null;
  /** The party's ballots per choice (its `PartyVotes.counts`). */
  readonly counts: VoteCounts;
  readonly seats: readonly PartySeat[];
  /** The wedge's angles (radians, π at the left end, 0 at the right), first and last seat. */
  readonly fromAngle: number;
  readonly toAngle: number;
}

export interface PartySeatLayout {
  readonly wedges: readonly PartyWedge[];
  readonly seatRadius: number;
}

/** Within a party, seats go from for to against, so a split party reads as a gradient across its wedge. */
const SEAT_ORDER: readonly (VoteChoice | null)[] = ['for', 'abstain', 'absent', null, 'against'];

/**
 * The chamber with every member in their party's wedge, the parties left to right in the chamber's order
 * (components/charts/chamber-order.ts), members without a recorded party last: where a party sits never depends on
 * how it voted. Within a wedge, seats go for → abstain → absent → unknown → against, then by name.
 */
export function partySeatLayout(
  ballots: readonly MemberBallot[],
  parties: readonly PartyVotes[],
): PartySeatLayout {
  const { seats, seatRadius } = hemicycleLayout(ballots.length);
  const order = [...parties].sort((a, b) => byChamberOrder(a.party, b.party));
  const byParty = new Map<string | null, MemberBallot[]>();
  for (const b of ballots) byParty.set(b.party, [...(byParty.get(b.party) ?? []), b]);
  let next = 0;
  const wedges: PartyWedge[] = [];
  for (const p of order) {
    const members = [...(byParty.get(p.party) ?? [])].sort(
      (a, b) =>
        SEAT_ORDER.indexOf(a.choice) - SEAT_ORDER.indexOf(b.choice) || a.name.localeCompare(b.name, 'da'),
    );
    byParty.delete(p.party);
    const placed = members.flatMap((ballot) => {
      const seat = seats[next++];
      return seat ? [{ x: seat.x, y: seat.y, ballot }] : [];
    });
    if (placed.length === 0) continue;
    wedges.push({
      party: p.party,
      partyName: p.partyName,
      counts: p.counts,
      seats: placed,
      fromAngle: angleOf(placed[0] as Seat),
      toAngle: angleOf(placed.at(-1) as Seat),
    });
  }
  return { wedges, seatRadius };
}

/** A seat's angle from the floor's right end (0) over the top (π/2) to its left end (π). */
export function angleOf(seat: Seat): number {
  return Math.atan2(-seat.y, seat.x);
}
