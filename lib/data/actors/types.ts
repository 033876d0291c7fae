/**
 * The actors domain's types: politicians' profiles, offices, votes, attendance, cases and documents, the current
 * Folketing and the storkredse.
 */

import type {
  ActorKind,
  ActorRef,
  Paged,
  PeriodLabel,
  PeriodOption,
  VoteChoice,
  VoteCounts,
} from '@/lib/data/types';

/** An actor's own record: what every actor page starts with. Dates are ISO local date-times as stored. */
export interface ActorSummary extends ActorRef {
  readonly kind: ActorKind;
  readonly typeId: number;
  readonly firstName: string | null;
  readonly lastName: string | null;
  /** The samling of a per-samling actor (groups, committees: a new Aktør each samling, docs/oda.md#per-samling-actors). */
  readonly period: PeriodLabel | null;
  readonly startDate: string | null;
  readonly endDate: string | null;
  /** The raw `biografi` is not here: persons get it parsed in {@link PoliticianProfile}. */
  readonly hasBiografi: boolean;
}

/** A link between two actors (`AktørAktør`) seen from one end: the other actor, the role and the period. */
export interface ActorLink {
  readonly actor: ActorRef;
  /** `AktørAktørRolle.rolle` as the data spells it ('medlem', 'formand', 'Minister'). */
  readonly role: string | null;
  readonly roleId: number;
  readonly from: string | null;
  /** Null while the link lasts. */
  readonly to: string | null;
  /** The samling of the other actor when it is a per-samling actor. */
  readonly period: PeriodLabel | null;
}

/**
 * A continuous spell in one party: the per-samling group memberships (AktørAktør role 15 to a Folketingsgruppe)
 * with the same party code, joined where one ends when (or the day after) the next begins.
 */
export interface PartySpell {
  /** The party code (`gruppenavnkort`, 'S'; 'UFG' for independents); null when the group has none. */
  readonly party: string | null;
  /** The group's name in the spell's latest samling; 'Uden for folketingsgrupperne' for independents. */
  readonly partyName: string | null;
  readonly from: string | null;
  /** Null while the spell lasts. */
  readonly to: string | null;
  /** The group actors (one per samling) the spell is made of, oldest first. */
  readonly groupIds: readonly number[];
}

/** What a politician's page shows above the votes: party history, memberships and the parsed biografi. */
export interface PoliticianProfile {
  /** Oldest first. */
  readonly partySpells: readonly PartySpell[];
  /** The spell without an end (or ending last): the party the person is or was last in; null when none. */
  readonly latestParty: PartySpell | null;
  /** Committee seats (links to Udvalg actors), newest first. */
  readonly committees: readonly ActorLink[];
  /** Minister posts (links to Ministertitel actors), newest first. */
  readonly ministerPosts: readonly ActorLink[];
  /** Every other link (assemblies, delegations, …), newest first. */
  readonly otherRoles: readonly ActorLink[];
  /** Null when the record has no biografi or it cannot be read. */
  readonly biografi: import('@/lib/biografi').Biografi | null;
}

/** An office a person holds: a minister post, or a chair (formand, næstformand) of the Folketing or a body. */
export interface ActorOffice {
  readonly kind: 'minister' | 'chair';
  /** `AktørAktørRolle.id` (lib/model/oda-ids.ts: 8 minister, CHAIR_ROLES for chairs). */
  readonly roleId: number;
  /** A minister post's title ('finansminister'), or the chair's role as ODA writes it ('formand'). */
  readonly title: string | null;
  /** The Ministertitel actor, or the body chaired. */
  readonly actor: ActorRef;
  /** The body's samling when it is a per-samling actor (a committee). */
  readonly period: PeriodLabel | null;
  readonly from: string | null;
  /** Null while it lasts. */
  readonly to: string | null;
}

/** A person's offices on a day (the data's today). */
export interface ActorOffices {
  /** `YYYY-MM-DD`. */
  readonly date: string;
  /** Minister posts first, then chairs, the latest started first. */
  readonly offices: readonly ActorOffice[];
}

/** Present votes by how they relate to the member's party group (see lib/store/actor-loyalty.ts). */
export interface PartyLoyalty {
  readonly withParty: number;
  readonly againstParty: number;
  /** The group had no majority: a tie, or the member was its only member present. */
  readonly noMajority: number;
  /** Cast as an independent (UFG) or with no recorded group on the vote date. */
  readonly outsideGroup: number;
}

/** A member's votes in one samling. */
export interface VotingPeriod {
  /** Null for votes whose meeting (and so samling) is unknown. */
  readonly period: PeriodLabel | null;
  readonly counts: VoteCounts;
  /** Stemme rows with a missing or unknown type. */
  readonly unknown: number;
  readonly loyalty: PartyLoyalty;
}

/** A member's whole voting record, aggregated. */
export interface VotingRecord {
  readonly totals: VoteCounts;
  readonly unknown: number;
  readonly loyalty: PartyLoyalty;
  /** Oldest samling first. */
  readonly periods: readonly VotingPeriod[];
}

/** The median attendance of a set of members in a samling (lib/data/actors/attendance.ts), and how many they are. */
export interface AttendanceMedian {
  readonly median: number;
  readonly members: number;
}

/**
 * A member's attendance in their newest samling with ballots beside the Folketing's and their party's medians
 * there (lib/data/actors/attendance-load.ts).
 */
export interface AttendanceComparison {
  /** Null for votes whose meeting (and so samling) is unknown. */
  readonly period: PeriodLabel | null;
  /** Ballots For, Imod or Hverken in the samling. */
  readonly present: number;
  /** Ballots with a known choice in the samling (present and Fravær). */
  readonly known: number;
  readonly share: number | null;
  /** The member's party code in the samling; null for independents or without a group. */
  readonly party: string | null;
  /** The member sat as an independent (UFG) at their newest ballot in the samling: no party median. */
  readonly independent: boolean;
  /** Every member who voted in the samling (the member included). */
  readonly folketing: AttendanceMedian | null;
  /** The members of the member's party in the samling (the member included). */
  readonly partyMedian: AttendanceMedian | null;
}

/** The order of a member's vote record: the site's vote order (the home page's), or its reverse. */
export type VoteRecordSort = 'newest' | 'oldest';

/** What a member's vote record and its download are narrowed to (lib/url-state/actor-vote-record.ts). */
export interface ActorVoteFilter {
  /** Samling code (`Periode.kode`), e.g. '20251'; null: every samling. */
  readonly period: string | null;
  readonly choice: VoteChoice | null;
  /** Only the votes where the member went against their party group's majority. */
  readonly againstParty: boolean;
  /** A subject (`Emneord.id` of type Sagsområde) of the vote's case; null: any. */
  readonly topic: number | null;
  readonly sort: VoteRecordSort;
}

/** A subject among a member's votes (an Emneord of type Sagsområde of the votes' cases), with how many. */
export interface RecordTopic {
  /** `Emneord.id`. */
  readonly id: number;
  readonly word: string;
  /** The member's votes on cases with the subject. */
  readonly votes: number;
}

/** One page of a member's vote record, with the filters' choices. */
export interface ActorVoteRecordPage {
  readonly votes: Paged<ActorVote>;
  /** The samlinger the member voted in, newest first. */
  readonly periods: readonly PeriodOption[];
  /** The subjects of the member's votes, most votes first. */
  readonly topics: readonly RecordTopic[];
}

/** One of a member's votes as a list line. */
export interface ActorVote {
  readonly voteId: number;
  readonly nummer: number;
  /** `Sagstrin.dato`, else `Møde.dato`, as ISO local date-time. */
  readonly date: string | null;
  readonly adopted: boolean;
  readonly voteType: string | null;
  readonly caseId: number | null;
  readonly caseNumber: string | null;
  readonly caseTitle: string | null;
  /** Null when `Stemme.typeid` is missing or unknown. */
  readonly choice: VoteChoice | null;
  /** The member's party code on the vote date; null when none is recorded. */
  readonly party: string | null;
  /** The party group's present ballots on the vote (the member included); null when unknown or independent. */
  readonly partyCounts: Omit<VoteCounts, 'absent'> | null;
  /** The group's majority position (lib/store/party-majority.ts); null without one (tie, alone, no group). */
  readonly partyMajority: Exclude<VoteChoice, 'absent'> | null;
  /** `Sagstrin.titel`: the step voted in ('3. behandling'); null when unknown. */
  readonly stepTitle: string | null;
}

/** A case an actor is linked to (`SagAktør`), with every role the actor has on it. */
export interface ActorCase {
  readonly caseId: number;
  readonly number: string | null;
  /** The short title, else the full title. */
  readonly title: string | null;
  readonly caseType: string | null;
  readonly status: string | null;
  readonly periodTitle: string | null;
  readonly roles: readonly string[];
}

/** A document an actor is linked to (`DokumentAktør`), with a case it belongs to. */
export interface ActorDocument {
  readonly documentId: number;
  readonly title: string | null;
  readonly date: string | null;
  readonly documentType: string | null;
  readonly role: string | null;
  readonly caseId: number | null;
  readonly caseNumber: string | null;
  readonly caseTitle: string | null;
}

/** One line of the actor list (`/aktoerer`). */
export interface ActorListItem extends ActorRef {
  readonly kind: ActorKind;
  /** The samling of a per-samling actor, e.g. '2024-25'. */
  readonly periodTitle: string | null;
  /** Persons: the party of their latest membership and whether it has ended. */
  readonly latestParty: string | null;
  readonly latestPartyEnded: boolean;
}

/** A member of the Folketing now, as the member list shows them. */
export interface CurrentMember {
  readonly id: number;
  readonly name: string | null;
  /** The storkreds (or 'Grønland', 'Færøerne') from the biografi's current seat; null when it does not say. */
  readonly storkreds: string | null;
  /** The biografi's official photo (an https URL); null when none. */
  readonly photoUrl: string | null;
}

/** A party group of the Folketing now with its members (by name). */
export interface CurrentParty {
  /** The group's code (`gruppenavnkort`); null when it has none. */
  readonly party: string | null;
  /** The group's name ('Uden for folketingsgrupperne' for independents). */
  readonly partyName: string | null;
  readonly members: readonly CurrentMember[];
}

/** The Folketing on the data's today, by party group, largest first. */
export interface CurrentFolketing {
  /** The data's today (`YYYY-MM-DD`) the memberships are current on. */
  readonly today: string;
  /** Members in all (after any name, party or samling filter). */
  readonly total: number;
  readonly parties: readonly CurrentParty[];
}

/** The members now elected in one storkreds (or North Atlantic seat), by party group, largest first. */
export interface StorkredsMembers {
  /** As the biografi writes it ('Sjællands Storkreds', 'Grønland'); null for members whose biografi names none. */
  readonly name: string | null;
  readonly total: number;
  readonly parties: readonly CurrentParty[];
}

/** The Folketing on the data's today by storkreds: the ten storkredse, the North Atlantic seats, then unknown. */
export interface Storkredse {
  /** `YYYY-MM-DD`. */
  readonly today: string;
  readonly total: number;
  readonly storkredse: readonly StorkredsMembers[];
}
