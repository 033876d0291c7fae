import { AFSTEMNINGSTYPE } from '@/lib/model/oda-ids';
import type { PartyTally } from '@/lib/store/actor-voting-index';
import type { CaseVoteRow } from '@/lib/store/case-votes';
import { type PartySide, partySide } from '@/lib/store/party-majority';

/*
 * The parties' positions along a case: the side each party took (lib/store/party-majority.ts partySide, by the
 * voting index's membership rule) on each of the case's votes, and which parties changed position.
 *
 * The rule: a party changed position on a case when it took 'for' on one of the case's votes and 'against' on
 * another. Abstaining ('abstain'), a tie among its members ('split') and having no member present ('absent') are
 * not a side, so they are never a change. Voting for an amendment and against the bill (or the other way round)
 * is a change by this rule, but an ordinary one: such changes are marked `amendment`; so is voting for one motion
 * for a resolution (Forslag til vedtagelse: a forespørgsel ends with several competing texts) and against
 * another, marked `motion`.
 */

/** A vote on a case, as the positions table labels it. */
export interface CasePositionVote {
  readonly id: number;
  /** `Afstemning.nummer`. */
  readonly nummer: number;
  /** `Afstemning.typeid` (AFSTEMNINGSTYPE); null when unknown. */
  readonly typeId: number | null;
  /** `Afstemningstype.type`, e.g. 'Ændringsforslag'. */
  readonly type: string | null;
  /** The step's title (`Sagstrin.titel`, else its type), e.g. '2. behandling'. */
  readonly step: string | null;
  /** The vote date: `Sagstrin.dato`, else `Møde.dato`. */
  readonly date: string | null;
  /** `Afstemning.vedtaget`. */
  readonly adopted: boolean;
}

export type PositionChangeKind = 'votes' | 'amendment' | 'motion';

/** Two of a case's votes on which a party took opposite sides, in the order they were taken. */
export interface PositionChange {
  /** The earlier vote and the side taken on it. */
  readonly first: CasePositionVote;
  readonly firstSide: 'for' | 'against';
  /** The later vote; the side taken on it is the other one. */
  readonly later: CasePositionVote;
  /**
   * 'votes' when two of the case's votes other than amendments and motions got opposite sides (a committee
   * recommendation and the final vote, or two final votes); otherwise the difference involves a part or an
   * alternative: 'amendment' when one of the two votes is an amendment (the ordinary case: for an amendment,
   * against the bill), 'motion' when they are motions for a resolution (for one text, against another).
   */
  readonly kind: PositionChangeKind;
  /** How many of the case's votes the party voted for and against. */
  readonly forCount: number;
  readonly againstCount: number;
}

/** One party's sides on a case's votes. */
export interface PartyCasePosition {
  /** The party's short name (`gruppenavnkort`), e.g. 'SF'. */
  readonly party: string;
  /** The side on each of the case's votes, in the order of {@link CasePartyPositions.votes}. */
  readonly sides: readonly PartySide[];
  /** Null when the party did not change position by the rule above. */
  readonly change: PositionChange | null;
}

/** A case's votes in order and each party's side on each. */
export interface CasePartyPositions {
  readonly caseId: number;
  /** In the case timeline's order (steps by date, a step's votes by number). */
  readonly votes: readonly CasePositionVote[];
  /** Every party with ballots on any of the votes; the largest (members on the latest vote) first. */
  readonly parties: readonly PartyCasePosition[];
}

export const toCasePositionVote = (row: CaseVoteRow): CasePositionVote => ({
  id: row.id,
  nummer: row.nummer,
  typeId: row.typeid,
  type: row.type,
  step: row.step,
  date: row.dato,
  adopted: row.vedtaget === 1,
});

const isAmendment = (vote: CasePositionVote): boolean => vote.typeId === AFSTEMNINGSTYPE.aendringsforslag;
/** A vote on a part of the proposal or on one of several alternative texts: an amendment or a motion. */
const isPartial = (vote: CasePositionVote): boolean =>
  isAmendment(vote) || vote.typeId === AFSTEMNINGSTYPE.forslagTilVedtagelse;
type Side = 'for' | 'against';
const opposite = (side: Side): Side => (side === 'for' ? 'against' : 'for');

/**
 * Whether and where a party changed position, from its sides on the votes (aligned). The pair shown: when two
 * votes other than amendments and motions differ, the last of those and the last earlier one with the other side;
 * otherwise the party's last side on a vote other than those against the latest amendment or motion with the other
 * side (or, with amendments and motions only, the last vote and the last earlier one with the other side).
 */
export function positionChange(
  votes: readonly CasePositionVote[],
  sides: readonly PartySide[],
): PositionChange | null {
  const taken = votes.flatMap((vote, i) => {
    const side = sides[i];
    return side === 'for' || side === 'against' ? [{ vote, side: side as Side, i }] : [];
  });
  const forCount = taken.filter((t) => t.side === 'for').length;
  const againstCount = taken.length - forCount;
  if (forCount === 0 || againstCount === 0) return null;
  const main = taken.filter((t) => !isPartial(t.vote));
  const mainSides = new Set(main.map((t) => t.side));
  const between = mainSides.size === 2;
  const b = between ? main.at(-1) : (main.at(-1) ?? taken.at(-1));
  if (!b) return null;
  const a = between
    ? main.findLast((t) => t.i < b.i && t.side !== b.side)
    : taken.findLast((t) => t.i !== b.i && t.side === opposite(b.side) && (main.length > 0 || t.i < b.i));
  if (!a) return null;
  const [first, later] = a.i < b.i ? [a, b] : [b, a];
  const kind: PositionChangeKind = between
    ? 'votes'
    : isAmendment(a.vote) || isAmendment(b.vote)
      ? 'amendment'
      : 'motion';
  return { first: first.vote, firstSide: first.side, later: later.vote, kind, forCount, againstCount };
}

/**
 * A case's positions from its votes (in order) and a lookup of each vote's ballots by party (the voting index's
 * `partyTallies`).
 */
export function toCasePartyPositions(
  caseId: number,
  votes: readonly CasePositionVote[],
  tallies: (voteId: number) => ReadonlyMap<string, PartyTally> | undefined,
): CasePartyPositions {
  const perVote = votes.map((v) => tallies(v.id));
  const size = new Map<string, number>();
  for (const byParty of perVote) {
    for (const [party, t] of byParty ?? []) {
      size.set(party, t.for + t.against + t.abstain + t.absent);
    }
  }
  const parties = [...size.keys()]
    .sort((x, y) => (size.get(y) ?? 0) - (size.get(x) ?? 0) || x.localeCompare(y, 'da'))
    .map((party): PartyCasePosition => {
      const sides = perVote.map((byParty) => partySide(byParty?.get(party)));
      return { party, sides, change: positionChange(votes, sides) };
    });
  return { caseId, votes, parties };
}

/** The parties that changed position on the case, in the table's order. */
export const changedParties = (positions: CasePartyPositions): readonly PartyCasePosition[] =>
  positions.parties.filter((p) => p.change !== null);
