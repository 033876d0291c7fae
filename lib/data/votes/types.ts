/**
 * The votes domain's types: a vote as a line in a list and whole, its konklusion, ballots, per-party votes and the
 * government's side.
 */

import type {
  KonklusionCounts,
  PeriodOption,
  TypeOption,
  VoteChoice,
  VoteCounts,
  VoteOutcome,
} from '@/lib/data/types';

/** One vote (ODA `Afstemning`) as a line in a list: enough to tell it from the other votes of its case and day. */
export interface VoteSummary {
  readonly id: number;
  /** The vote's number within its session (`Afstemning.nummer`). */
  readonly nummer: number;
  /**
   * When the vote took place: `Sagstrin.dato`, else `Møde.dato`, as an ISO 8601 local date-time in Danish time
   * without offset (`2025-03-12T13:05:00`); null when neither is known.
   */
  readonly date: string | null;
  readonly adopted: boolean;
  /** `Afstemning.typeid` (1 Endelig vedtagelse, 2 Udvalgsindstilling, 3 Forslag til vedtagelse, 4 Ændringsforslag). */
  readonly voteTypeId: number;
  /** The vote type in Danish (`Afstemningstype.type`, e.g. 'Endelig vedtagelse'); null when unknown. */
  readonly voteType: string | null;
  /** The title of the case step voted on (`Sagstrin.titel`, e.g. '2. behandling'); null without a step. */
  readonly stepTitle: string | null;
  /**
   * The vote's place among its step's votes of the same type, by number (the 2nd of 3 motions in a debate); null
   * without a step.
   */
  readonly stepPosition: { readonly index: number; readonly of: number } | null;
  /** `Afstemning.kommentar`, trimmed (e.g. 'Omafstemning'); null when empty. */
  readonly comment: string | null;
  /**
   * Who voted for, as the konklusion text lists them: its group codes, then the members it names
   * ('Pia Johansen (S)'); empty when the text lists none.
   */
  readonly votedFor: readonly string[];
  /** The outcome the `konklusion` text states; null when it states none. May disagree with `adopted`. */
  readonly statedOutcome: VoteOutcome | null;
  /** Counts from the Stemme rows (the members' ballots); null when the vote has none. */
  readonly ballotCounts: VoteCounts | null;
  /** Counts the konklusion text states; null when it states none. */
  readonly statedCounts: KonklusionCounts | null;
  readonly caseId: number | null;
  /** The case number as shown in Folketinget, e.g. 'L 123'; null when the case has none or is unknown. */
  readonly caseNumber: string | null;
  /** The case's short title, else its full title; null when the vote is not tied to a case. */
  readonly caseTitle: string | null;
  readonly meetingId: number;
  readonly meetingTitle: string | null;
  /**
   * How many members voted otherwise than their party group's majority (lib/store/actor-voting-index.ts; the rule
   * of lib/store/party-majority.ts); null when the vote has no ballots, or where the list does not count them (only
   * the vote list filtered to votes with breaks and the rebellions page do: lib/data/votes/votes-load.ts voteSummaries).
   */
  readonly rebelCount: number | null;
}

/** One member's vote (ODA `Stemme` with its `Aktør`). */
export interface MemberBallot {
  readonly actorId: number;
  readonly name: string;
  /** The member's party code (`gruppenavnkort`, e.g. 'S', 'UFG') on the vote date; null when none is recorded. */
  readonly party: string | null;
  /** Null when `Stemme.typeid` is missing or not one of the four known types. */
  readonly choice: VoteChoice | null;
}

/** One party's ballots in a vote, each member counted in the party they belonged to on the vote date. */
export interface PartyVotes {
  /** Party code; null for members with no recorded party on the vote date. */
  readonly party: string | null;
  /** The group's name ('Socialdemokratiet'; 'Uden for folketingsgrupperne' for independents). */
  readonly partyName: string | null;
  readonly counts: VoteCounts;
  /** Ballots without a known choice. */
  readonly unknown: number;
  /** Ballots in all. */
  readonly members: number;
}

/** A person the konklusion text names, linked to the member of the same name among the ballots when there is one. */
export interface KonklusionMember {
  readonly name: string;
  readonly party: string;
  readonly actorId: number | null;
}

/** One side of the vote as the konklusion text states it. */
export interface KonklusionSide {
  /** The number the text gives; null when it gives none. */
  readonly count: number | null;
  /** Party codes in text order. */
  readonly parties: readonly string[];
  readonly members: readonly KonklusionMember[];
}

/** `Afstemning.konklusion`: the raw text and what lib/konklusion.ts reads from it. */
export interface VoteKonklusion {
  /** The text as stored, trimmed; null when empty. */
  readonly text: string | null;
  readonly outcome: VoteOutcome | null;
  readonly for: KonklusionSide;
  readonly against: KonklusionSide;
  readonly abstain: KonklusionSide;
  /** A remark after the counts, e.g. 'Ved en fejl har SF stemt imod forslaget.' */
  readonly remark: string | null;
}

/**
 * Where the vote's own records disagree. Reported as data, never resolved: the page shows every value.
 * - `outcome`: the outcome per source differs (`null` = the source states none: empty text, no Stemme rows);
 *   the Stemme outcome is "more for than against".
 * - `count`: the konklusion's count for a side differs from the Stemme rows.
 */
export type VoteDiscrepancy =
  | {
      readonly kind: 'outcome';
      readonly konklusion: VoteOutcome | null;
      readonly vedtaget: VoteOutcome;
      readonly stemmer: VoteOutcome | null;
    }
  | {
      readonly kind: 'count';
      readonly choice: Exclude<VoteChoice, 'absent'>;
      readonly konklusion: number;
      readonly stemmer: number;
    };

/** The case (ODA `Sag`) a vote belongs to. */
export interface VoteCase {
  readonly id: number;
  /** 'L 123'; null when the case has none. */
  readonly number: string | null;
  readonly title: string | null;
  readonly shortTitle: string | null;
}

/** Everything the vote page shows about one vote (ODA `Afstemning`). */
export interface VoteDetail {
  readonly id: number;
  readonly nummer: number;
  readonly voteTypeId: number;
  readonly voteType: string | null;
  /** `Afstemning.vedtaget`. */
  readonly adopted: boolean;
  /** `Afstemning.kommentar`, trimmed; null when empty. */
  readonly comment: string | null;
  /** `Sagstrin.dato`, else `Møde.dato` (see {@link VoteSummary.date}). */
  readonly date: string | null;
  readonly konklusion: VoteKonklusion;
  /** Null for votes without a Sagstrin (committee recommendations, type 2). */
  readonly case: VoteCase | null;
  /** The case step (`Sagstrin`) voted on: its title and type ('3. behandling'). */
  readonly step: { readonly id: number; readonly title: string | null; readonly type: string | null } | null;
  readonly meeting: { readonly id: number; readonly title: string | null; readonly date: string | null };
  /** The meeting's session (`Periode`): code '20241', title '2024-25'. */
  readonly period: {
    readonly id: number;
    readonly code: string | null;
    readonly title: string | null;
  } | null;
  /** Every member's vote, by name; empty when the vote has no Stemme rows (yet). */
  readonly ballots: readonly MemberBallot[];
  /** Ballots per party, largest party first. */
  readonly parties: readonly PartyVotes[];
  /** Counts from the Stemme rows; null when there are none. */
  readonly stemmeCounts: VoteCounts | null;
  readonly discrepancies: readonly VoteDiscrepancy[];
  /** The government on the vote's date (read with the vote: government-load.ts says the rule). */
  readonly government: VoteGovernment;
}

/** The filters of the vote list (`/afstemninger`). */
export interface VoteFilters {
  /** Session code (`Periode.kode`, '20241'); null for every session. */
  readonly period: string | null;
  readonly voteTypeId: number | null;
  readonly outcome: VoteOutcome | null;
  /** Words that must all occur in the case's number or titles, the step's title or the vote's texts. */
  readonly text: string | null;
  /** A case number ('L 123'), matched regardless of case and spacing. */
  readonly caseNumber: string | null;
  /** Only votes where at least one member voted otherwise than their party group's majority. */
  readonly rebels: boolean;
  /** 1-based. */
  readonly page: number;
}

/** The choices the vote list's filters offer. */
export interface VoteFilterOptions {
  readonly periods: readonly PeriodOption[];
  readonly voteTypes: readonly TypeOption[];
}

/** A party of the government on a date, with how many of its members held a minister post that day. */
export interface GovernmentParty {
  /** The group's code (`gruppenavnkort`, 'S'). */
  readonly party: string;
  readonly partyName: string | null;
  readonly ministers: number;
}

/**
 * The government on a vote's date, from ODA's minister posts (lib/data/votes/government-load.ts says the rule):
 * 'unknown' when ODA records no minister on the date (or the vote has no date).
 */
export type VoteGovernment =
  | { readonly kind: 'unknown'; readonly date: string | null }
  | {
      readonly kind: 'known';
      /** The vote date the ministers held their posts on. */
      readonly date: string;
      /** Persons holding a minister post that day, each once. */
      readonly ministers: number;
      /** The ministers' parties, most ministers first. */
      readonly parties: readonly GovernmentParty[];
      /** Ministers with no party that day: from outside the Folketing, or independents (UFG). */
      readonly withoutParty: number;
    };
