/**
 * The analyses' types: breaks with the party across votes.
 */

import type { Paged, PeriodOption, PresentChoice } from '@/lib/data/types';
import type { VoteSummary } from '@/lib/data/votes/types';

/**
 * A member's break with their party on a vote: they voted otherwise than the majority of their party group's
 * present members (lib/store/party-majority.ts; the vote page's "Brød med partiet" names the same members).
 */
export interface Rebellion {
  readonly actorId: number;
  /** `navn`, else first and last name; null when ODA has neither. */
  readonly name: string | null;
  /** The member's party group on the vote date, by its code ('S'); null when the group has none. */
  readonly party: string | null;
  /** The group's name (`Aktør.navn`). */
  readonly partyName: string | null;
  readonly choice: PresentChoice;
  /** What most of the group's present members chose. */
  readonly majority: PresentChoice;
  /** The group's present ballots, the member's included. */
  readonly partyCounts: Readonly<Record<PresentChoice, number>>;
  readonly vote: VoteSummary;
}

/** Which breaks the rebellions page lists (lib/url-state/rebellion-search.ts). */
export interface RebellionFilters {
  /** Party code on the vote date ('S'); null for every party. */
  readonly party: string | null;
  /** Session code (`Periode.kode`, '20241'); null for every session. */
  readonly period: string | null;
  /** One member's breaks (`Aktør.id`); null for every member's. */
  readonly actorId: number | null;
  /** 1-based. */
  readonly page: number;
}

/** One page of the latest breaks with the party, newest vote first. */
export interface RebellionPage extends Paged<Rebellion> {
  /** The member the page is filtered to; `name` null when ODA names no such actor. */
  readonly member: { readonly id: number; readonly name: string | null } | null;
}

/** The choices of the rebellions page's filters: the parties and sessions with at least one break. */
export interface RebellionFilterOptions {
  /** Party codes with the name of their newest group, by name. */
  readonly parties: readonly { readonly code: string; readonly name: string }[];
  /** Newest first. */
  readonly periods: readonly PeriodOption[];
}
