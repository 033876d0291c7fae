import type { VoteCounts } from '@/lib/data/types';
import { INDEPENDENTS } from '@/lib/model/oda-ids';
import { type PartySide, partySide } from '@/lib/store/party-majority';
import type { GovernmentParty, PartyVotes, VoteGovernment } from './types';
import { outcomeFromCounts } from './vote-consistency';

/** A party named in the government's vote: its code and name. */
export interface NamedParty {
  readonly party: string;
  readonly partyName: string | null;
}

/** A government party with the side it took on the vote. */
export interface GovernmentPosition extends GovernmentParty {
  readonly side: PartySide;
}

/** The parties outside the government that took a side, by side. */
export interface OtherParties {
  readonly for: readonly NamedParty[];
  readonly against: readonly NamedParty[];
  readonly abstain: readonly NamedParty[];
}

/** What the government parties did together on the vote. */
export type GovernmentVerdict =
  /** The vote has no ballots (yet): nothing to say about sides. */
  | { readonly kind: 'noBallots' }
  /**
   * The government parties took one side, and it won (got its majority) or lost (was outvoted) by ODA's
   * `vedtaget`; 'unclear' when the ballots give the other outcome than `vedtaget` (the page shows the discrepancy).
   */
  | {
      readonly kind: 'side';
      readonly side: 'for' | 'against';
      readonly result: 'won' | 'outvoted' | 'unclear';
    }
  /** The government parties voted neither for nor against. */
  | { readonly kind: 'abstained' }
  /** The government parties took different sides: some for and some against, or some abstained while others voted. */
  | { readonly kind: 'split' }
  /** No government party took a side: every one absent or tied within itself. */
  | { readonly kind: 'noSide' };

/** The government and opposition on one vote (see {@link governmentSide}). */
export type GovernmentSide =
  /** ODA records no minister on the vote date. */
  | { readonly kind: 'unknown' }
  /** There were ministers, but none in a party: no government parties to follow. */
  | { readonly kind: 'noParties'; readonly ministers: number }
  | {
      readonly kind: 'known';
      /** Each government party with its side, most ministers first. */
      readonly government: readonly GovernmentPosition[];
      /** Ministers with no party on the date (counted, not a party). */
      readonly withoutParty: number;
      readonly verdict: GovernmentVerdict;
      /** The other parties' sides (independents and members without a party are not a party). */
      readonly others: OtherParties;
    };

/**
 * The government's vote: each government party's side, by the one rule for a party's side (partySide in
 * lib/store/party-majority.ts: the position strictly more of its present members took; a tie is no side); the
 * government's side is the side its parties took — split when some voted for and others against (those that
 * abstained, tied or were absent are named with their side, not counted against the rest); the other parties by
 * the side they took; and whether the government's side lost by ODA's `vedtaget` (outvoted) or won (it got its
 * majority, with the other parties on its side) — unclear, and not guessed, when the ballots (`counts`, by the one
 * rule for a Stemme outcome in vote-consistency.ts) give the other outcome. No ballots: no sides, and no guess.
 */
export function governmentSide(
  government: VoteGovernment,
  parties: readonly PartyVotes[],
  adopted: boolean,
  counts: VoteCounts | null,
): GovernmentSide {
  if (government.kind === 'unknown') return { kind: 'unknown' };
  if (government.parties.length === 0) return { kind: 'noParties', ministers: government.ministers };
  const byCode = new Map(parties.flatMap((p) => (p.party === null ? [] : [[p.party, p] as const])));
  const sideOf = (p: PartyVotes | undefined): PartySide => partySide(p?.counts);
  const positions = government.parties.map((g) => ({ ...g, side: sideOf(byCode.get(g.party)) }));
  const governing = new Set(government.parties.map((g) => g.party));
  const others = { for: [] as NamedParty[], against: [] as NamedParty[], abstain: [] as NamedParty[] };
  for (const p of parties) {
    if (p.party === null || p.party === INDEPENDENTS || governing.has(p.party)) continue;
    const side = sideOf(p);
    if (side === 'for' || side === 'against' || side === 'abstain')
      others[side].push({ party: p.party, partyName: p.partyName });
  }
  return {
    kind: 'known',
    government: positions,
    withoutParty: government.withoutParty,
    verdict: verdict(
      positions.map((p) => p.side),
      adopted,
      counts,
    ),
    others,
  };
}

function verdict(
  sides: readonly PartySide[],
  adopted: boolean,
  counts: VoteCounts | null,
): GovernmentVerdict {
  if (!counts) return { kind: 'noBallots' };
  const taken = new Set(sides.filter((s) => s === 'for' || s === 'against' || s === 'abstain'));
  if (taken.size > 1) return { kind: 'split' };
  const [side] = taken;
  if (side === 'abstain') return { kind: 'abstained' };
  if (side !== 'for' && side !== 'against') return { kind: 'noSide' };
  if ((outcomeFromCounts(counts) === 'vedtaget') !== adopted)
    return { kind: 'side', side, result: 'unclear' };
  return { kind: 'side', side, result: (side === 'for') === adopted ? 'won' : 'outvoted' };
}
