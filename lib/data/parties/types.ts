/**
 * The parties domain's types: a party's periods, agreement with other parties, profile and the parties' overview.
 */

import type { CurrentMember } from '@/lib/data/actors/types';
import type { PartyRef, PeriodLabel, PeriodOption } from '@/lib/data/types';

/** A party's figures in one samling (lib/store/party-record.ts has the definitions). */
export interface PartyPeriod {
  readonly period: PeriodLabel;
  /** Votes in the samling on which the party had ballots. */
  readonly votes: number;
  /** The most ballots it had on one vote in the samling: its members at its fullest. */
  readonly seats: number;
  /** Its members' ballots, present and absent. */
  readonly ballots: number;
  /** For, against and abstain. */
  readonly present: number;
  /** Present ballots on the party's side of the vote. */
  readonly onSide: number;
}

/** Two parties in a samling: votes where both took a side (for, against, abstain), and where it was the same. */
export interface PartyAgreement {
  readonly both: number;
  readonly same: number;
}

/** A party's page: members now, its figures per samling and its agreement with every other party. */
export interface PartyProfile {
  readonly party: PartyRef;
  /** The data's today the members are current on. */
  readonly today: string;
  readonly members: readonly CurrentMember[];
  /** Samlinger in which the party had ballots, oldest first. */
  readonly periods: readonly PartyPeriod[];
  /**
   * The index in `periods` of the samling the headline figures and sentences speak of: the newest with at least
   * HEADLINE_MIN_VOTES of the party's votes (a samling just begun rests on a handful), else the newest; -1 when none.
   */
  readonly headline: number;
  /** Every party that took a side on a vote with it, with the agreement in each of `periods` (null: none shared). */
  readonly agreement: readonly {
    readonly party: PartyRef;
    readonly byPeriod: readonly (PartyAgreement | null)[];
  }[];
}

/** What a `/parti/<code>` address is: a party, the code in another case, the independents, or nothing known. */
export type PartyLookup =
  | { readonly kind: 'party'; readonly profile: PartyProfile }
  | { readonly kind: 'redirect'; readonly code: string }
  | { readonly kind: 'independents' }
  | { readonly kind: 'unknown' };

/** `/partier`: the parties now, and the agreement of every pair in one samling. */
export interface PartyOverview {
  readonly today: string;
  /** Parties with members now, largest first. */
  readonly current: readonly { readonly party: PartyRef; readonly seats: number }[];
  /** Samlinger with votes, newest first (the choices). */
  readonly periods: readonly PeriodOption[];
  /**
   * The samling shown: the one asked for, else the newest with at least `byDefault.minVotes` votes with ballots
   * (else the newest); null when none is known.
   */
  readonly period: PeriodOption | null;
  /**
   * When no samling was asked for, why `period` was chosen: the least votes the default asks for
   * (lib/data/parties/party-load.ts HEADLINE_MIN_VOTES) and the newer samlinger passed over with their votes, newest first
   * (empty when the newest has enough). Null when a samling was asked for.
   */
  readonly byDefault: {
    readonly minVotes: number;
    readonly newer: readonly { readonly period: PeriodOption; readonly votes: number }[];
  } | null;
  /** Votes with ballots in the samling shown. */
  readonly votes: number;
  /** Parties with ballots in the samling, most seats first; `cells[i][j]` is their agreement (null: none shared). */
  readonly parties: readonly PartyRef[];
  readonly cells: readonly (readonly (PartyAgreement | null)[])[];
}
