/**
 * The site's domain types: trimmed, serialisable views of ODA records that pages and components receive.
 * Raw row shapes stay in lib/store; docs/glossary.md maps these English names to the Danish ODA ones.
 */

import type { CaseStatusGroup } from '@/lib/data/cases/case-status';

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

/**
 * The home page's votes: the newest votes that have the members' ballots (all the newest votes when none has any),
 * and how many votes newer than the first of them are left out because their ballots are not in the data yet.
 */
export interface HomeVotes {
  readonly votes: readonly VoteSummary[];
  readonly newerWithoutBallots: number;
}

/** What the store says about itself, for the banner and footer on every page. */
export interface SiteInfo {
  /** True when the store holds generated demo data rather than a copy of the real ODA records. */
  readonly synthetic: boolean;
  /** The dataset's "today" (YYYY-MM-DD, Danish local date); null when the store does not say. */
  readonly asOf: string | null;
  /** The generator's scale ('demo', 'full'), null for a non-synthetic store. */
  readonly scale: string | null;
}

/** Whether the site has data to show: the store file exists (and what it says about itself), or it is missing. */
export type SiteStatus =
  | { readonly kind: 'ready'; readonly site: SiteInfo }
  | { readonly kind: 'store-missing'; readonly storeFile: string }
  | {
      /** A mirror of the live service whose first copy is not complete: pages answer 503 meanwhile. */
      readonly kind: 'building';
      /** Rows copied and rows the service counted (null before the copy has started). */
      readonly progress: { readonly done: number; readonly total: number } | null;
    };

/** A vote's outcome, as `Afstemning.vedtaget`, the konklusion text or the Stemme counts state it. */
export type VoteOutcome = 'vedtaget' | 'forkastet';

/** How a member voted (`Stemmetype`): 1 For, 2 Imod, 4 Hverken for eller imod, 3 Fravær. */
export type VoteChoice = 'for' | 'against' | 'abstain' | 'absent';

/** The choices in the order the site shows them. */
export const VOTE_CHOICES: readonly VoteChoice[] = ['for', 'against', 'abstain', 'absent'];

/** Ballots per choice. */
export interface VoteCounts {
  readonly for: number;
  readonly against: number;
  readonly abstain: number;
  readonly absent: number;
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

/**
 * Where one page sits in a paged list. `page` is 1-based; a page past the last one is allowed and simply empty
 * (lists that clamp say so). `pageCount` is at least 1.
 */
export interface PagePosition {
  readonly page: number;
  readonly pageSize: number;
  readonly pageCount: number;
}

/** One page of a list — votes, meetings, a case's documents, actors, a member's cases: its items and the total. */
export interface Paged<T> extends PagePosition {
  readonly items: readonly T[];
  /** Items passing the filters, on all pages. */
  readonly total: number;
}

/** A session (`Periode`) as a filter choice: its code ('20241') and Danish title. */
export interface PeriodOption {
  readonly code: string;
  readonly title: string;
}

/** A type (Afstemningstype, Mødetype, Sagstype) as a filter choice: its ODA id and Danish name. */
export interface TypeOption {
  readonly id: number;
  readonly name: string;
}

/** The choices the vote list's filters offer. */
export interface VoteFilterOptions {
  readonly periods: readonly PeriodOption[];
  readonly voteTypes: readonly TypeOption[];
}

/** A choice a present member makes: for, against, or neither for nor against. */
export type PresentChoice = Exclude<VoteChoice, 'absent'>;

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

/**
 * A meeting (ODA `Møde`) as a page header or a line in a list. Type, status and period are the Danish names from
 * `Mødetype`, `Mødestatus` and `Periode` (data, not interface text); null when unknown.
 */
export interface MeetingSummary {
  readonly id: number;
  /** `Møde.titel`, e.g. '45. møde' (plenary) or 'Møde i Skatteudvalget' (committee). */
  readonly title: string | null;
  /** The plenary meeting's number ('45'); null for committee meetings. */
  readonly number: string | null;
  readonly typeId: number | null;
  readonly type: string | null;
  readonly statusId: number | null;
  readonly status: string | null;
  /** The start, Danish local time without offset (`2026-11-24T13:00:00`); null when unknown. */
  readonly date: string | null;
  /** `Møde.starttidsbemærkning`, e.g. 'Kl. 13.00' or 'Efter afstemningerne'; null when blank. */
  readonly startNote: string | null;
  /** `Møde.lokale`, e.g. 'Folketingssalen'. */
  readonly venue: string | null;
  /** The official agenda on ft.dk (`Møde.dagsordenurl`), only when it is an http(s) URL. */
  readonly agendaUrl: string | null;
  readonly periodId: number;
  /** The session's code (`Periode.kode`, '20261'), as in the `samling` URL filter. */
  readonly periodCode: string | null;
  /** The session's title, e.g. '2026-27'. */
  readonly period: string | null;
}

/** A case on an agenda item: through `DagsordenspunktSag`, or through the item's `Sagstrin` (then `stepTitle`). */
export interface AgendaCase {
  readonly id: number;
  readonly number: string | null;
  /** The case's short title, else its full title. */
  readonly title: string | null;
  /** The title of the case step the item is about (`Sagstrin.titel`), when the item names one. */
  readonly stepTitle: string | null;
}

/** A document on an agenda item (`DagsordenspunktDokument` → `Dokument`, with its first `Fil`). */
export interface AgendaDocument {
  readonly id: number;
  readonly title: string | null;
  /** The file (PDF rendition first), only when it is an http(s) URL. */
  readonly fileUrl: string | null;
  /** `DagsordenspunktDokument.note`, e.g. 'Omtrykt'. */
  readonly note: string | null;
}

/** One agenda item (ODA `Dagsordenspunkt`) with its sub-items (`superid`), in agenda order. */
export interface AgendaItem {
  readonly id: number;
  /** `Dagsordenspunkt.nummer`, text ('1', '2', …). */
  readonly number: string | null;
  readonly title: string | null;
  /** `kørebemærkning`, e.g. 'Afstemning'. */
  readonly remark: string | null;
  readonly comment: string | null;
  /** `forhandlingskode`: '', 'L', 'FO', 'UDG', 'FO/L', 'FF' (null when blank). */
  readonly debateCode: string | null;
  readonly cases: readonly AgendaCase[];
  readonly documents: readonly AgendaDocument[];
  readonly subItems: readonly AgendaItem[];
}

/** The counts a vote's `konklusion` text states; each null when the text gives none. */
export interface KonklusionCounts {
  readonly for: number | null;
  readonly against: number | null;
  readonly abstain: number | null;
}

/** One person (or other actor) recorded as present at a meeting (`MødeAktør` → `Aktør`). */
export interface Attendee {
  readonly id: number;
  readonly name: string;
}

/** The start of a meeting's agenda, for a list: its first top-level items with their cases. */
export interface AgendaPreview {
  readonly items: readonly Pick<AgendaItem, 'id' | 'number' | 'title' | 'cases'>[];
  /** Top-level items not shown. */
  readonly more: number;
}

/** A meeting as a line in a list: its summary and the start of its agenda. */
export interface MeetingListItem extends MeetingSummary {
  readonly agenda: AgendaPreview;
}

/** Attendees of one party group (Folketingsgruppe) on the meeting's date; `party` null: no group that day. */
export interface AttendanceGroup {
  /** The group's short code, e.g. 'S', 'V', 'UFG'; null when unknown. */
  readonly partyCode: string | null;
  /** The group's name, e.g. 'Socialdemokratiet'; null when unknown. */
  readonly partyName: string | null;
  readonly attendees: readonly Attendee[];
}

/** Who attended a meeting, grouped by party: largest group first, attendees without a group last. */
export interface MeetingAttendance {
  /** Everyone recorded as present (`MødeAktør`), each counted once. */
  readonly total: number;
  readonly groups: readonly AttendanceGroup[];
  /**
   * The members who could have voted: those with a ballot (`Stemme`, absence included) in the meeting's votes; 0
   * when the meeting has no votes or no recorded ballots (then there is no "of m" to give).
   */
  readonly ballotHolders: number;
  /** Of `ballotHolders`, those recorded as present: the n of "n of m". */
  readonly presentWithBallot: number;
}

/** One page of a meeting list (see lib/url-state/meeting-search.ts for the query). */
export interface MeetingListPage extends Paged<MeetingListItem> {
  /** The day the list splits upcoming from past (YYYY-MM-DD): the dataset's as_of, else today in Denmark. */
  readonly today: string;
}

/** The choices the meeting list's filters offer: meeting types by id, sessions by code, with Danish names. */
export interface MeetingFilterOptions {
  readonly types: readonly TypeOption[];
  readonly periods: readonly PeriodOption[];
}

/** A case (ODA `Sag`) as a line in a "recently updated" list. */
export interface CaseUpdate {
  readonly id: number;
  readonly number: string | null;
  /** The case's short title, else its full title. */
  readonly title: string | null;
  /** `Sagstype.type`, e.g. 'Lovforslag'. */
  readonly type: string | null;
  /** `Sagsstatus.status`. */
  readonly status: string | null;
  /** `Sag.opdateringsdato`, ISO local date-time. */
  readonly updated: string;
}

/** How fresh the store is, for the footer. */
export interface DataFreshness {
  /** The dataset's "today" (YYYY-MM-DD); null when the store does not say. */
  readonly asOf: string | null;
  /**
   * The newest `opdateringsdato` of the main record sets, ISO local date-time; stamps after `asOf` are ignored
   * (the generator writes a few), so it never claims data from the dataset's future. Null when there is none.
   */
  readonly newestUpdate: string | null;
  /** For a mirror of the live service: when `npm run sync` last brought it up to date; null for demo data. */
  readonly sync: MirrorFreshness | null;
}

/** How current a mirror is (lib/store/mirror-status.ts, read per request). */
export interface MirrorFreshness {
  /** When the last sync cycle was applied (ISO 8601, UTC). */
  readonly syncedAt: string;
  readonly intervalSeconds: number;
  /** The last applied cycle is older than three intervals: the copy may be behind the service. */
  readonly stale: boolean;
}

/** A session (ODA `Periode`, type 'samling') as a label: code '20241', title '2024-25'. */
export interface PeriodLabel {
  readonly id: number;
  readonly code: string | null;
  readonly title: string | null;
}

/** Everything the top of a case page shows about one case (ODA `Sag`); texts are the Danish data, null when blank. */
export interface CaseDetail {
  readonly id: number;
  /** 'L 123'; null when the case has none. */
  readonly number: string | null;
  /** `Sag.titelkort`. */
  readonly shortTitle: string | null;
  /** `Sag.titel`. */
  readonly title: string | null;
  readonly typeId: number;
  /** `Sagstype.type`, e.g. 'Lovforslag'. */
  readonly type: string | null;
  /** `Sagsstatus.status`, e.g. 'Stadfæstet'. */
  readonly status: string | null;
  /** `Sagskategori.kategori`. */
  readonly category: string | null;
  readonly period: PeriodLabel | null;
  readonly resume: string | null;
  /** The law it became (`lovnummer`, `lovnummerdato`), when it did. */
  readonly law: { readonly number: string; readonly date: string | null } | null;
  /** `Sag.afgørelse`, e.g. 'Lovforslaget blev vedtaget.', with `afgørelsesdato`. */
  readonly decision: { readonly text: string; readonly date: string | null } | null;
  /** The law on retsinformation.dk, only when it is an http(s) URL. */
  readonly retsinformationUrl: string | null;
  /** `Sag.opdateringsdato`, ISO local date-time. */
  readonly updated: string | null;
}

/** A file of a document (ODA `Fil`): only files with an http(s) URL are kept. */
export interface DocumentFile {
  readonly id: number;
  readonly url: string;
  /** `Fil.format`, e.g. 'PDF', 'DOCX'; null when blank (it may not match the real file type, docs/oda.md#files). */
  readonly format: string | null;
  /** `Fil.variantkode`: 'P' PDF rendition, 'O' original; null when blank. */
  readonly variant: string | null;
}

/** A document (ODA `Dokument`) as a line in a list, with its files. */
export interface DocumentRef {
  readonly id: number;
  readonly title: string | null;
  /** `Dokumenttype.type`, e.g. 'Svar'. */
  readonly type: string | null;
  /** `Dokument.dato`, ISO local date-time. */
  readonly date: string | null;
  readonly files: readonly DocumentFile[];
}

/** A vote taken on a case step, with its outcome as `vedtaget` and as the konklusion text state it. */
export interface CaseStepVote {
  readonly id: number;
  readonly nummer: number;
  readonly voteType: string | null;
  /** `Afstemning.typeid` (lib/model/oda-ids.ts AFSTEMNINGSTYPE); null when unknown. */
  readonly voteTypeId: number | null;
  /** `Afstemning.vedtaget`. */
  readonly adopted: boolean;
  /** The outcome the `konklusion` text states; null when it states none (e.g. an empty text). */
  readonly statedOutcome: VoteOutcome | null;
  /** True when the konklusion text states an outcome that contradicts `vedtaget`. */
  readonly outcomesDisagree: boolean;
  /** Counts from the Stemme rows; null when the vote has none. */
  readonly stemmeCounts: VoteCounts | null;
  /** Counts the konklusion text states; null when it states none. */
  readonly konklusionCounts: KonklusionCounts | null;
  /** True when both sources give a count for the same side and the counts differ. */
  readonly countsDisagree: boolean;
  /** `Afstemning.kommentar`, trimmed; null when empty. */
  readonly comment: string | null;
  readonly meetingId: number;
}

/** A meeting that had the case on its agenda (`Dagsordenspunkt` → `Møde`). */
export interface CaseMeeting {
  readonly meetingId: number;
  readonly title: string | null;
  /** `Møde.dato`, ISO local date-time. */
  readonly date: string | null;
  /** `Mødetype.type`. */
  readonly type: string | null;
  readonly agendaItemId: number;
  /** `Dagsordenspunkt.nummer`. */
  readonly agendaNumber: string | null;
  readonly agendaTitle: string | null;
}

/** One step of a case (ODA `Sagstrin`) on its timeline. */
export interface CaseStep {
  readonly id: number;
  readonly title: string | null;
  /** `Sagstrinstype.type`, e.g. '1. behandling'. */
  readonly type: string | null;
  /** `Sagstrinsstatus.status`. */
  readonly status: string | null;
  /** `Sagstrin.dato`, ISO local date-time; often a bare date (midnight). */
  readonly date: string | null;
  /** Days since the case's introduction (see {@link CaseSpan}); null when either date is unknown. */
  readonly day: number | null;
  /** Folketingstidende for the step, only when it is an http(s) URL. */
  readonly folketingstidendeUrl: string | null;
  readonly documents: readonly DocumentRef[];
  readonly votes: readonly CaseStepVote[];
  readonly meetings: readonly CaseMeeting[];
}

/** From a case's introduction to its final reading. */
export interface CaseSpan {
  /** The first 'Fremsættelse' step, else the first dated step. */
  readonly fromStepId: number;
  readonly fromDate: string;
  /** The last '3. behandling' not after today, else the last step with a final vote ('Endelig vedtagelse'). */
  readonly toStepId: number;
  readonly toDate: string;
  /** Calendar days between the two dates. */
  readonly days: number;
}

/** A case's steps in date order, with what happened at each, and the span from introduction to final reading. */
export interface CaseTimeline {
  readonly steps: readonly CaseStep[];
  /** The introduction step, when there is one; present even before a final reading. */
  readonly introductionStepId: number | null;
  /** Null when the case has no final reading (yet) or its dates are missing. */
  readonly span: CaseSpan | null;
  /** Meetings with the case on the agenda through an item that names none of its steps. */
  readonly otherMeetings: readonly CaseMeeting[];
}

/** An actor on a case (`SagAktør`) with its role, e.g. 'Forslagsstiller (reg.)' or 'Henvist til'. */
export interface CaseActor {
  readonly id: number;
  /** Null when the Aktør row is missing. */
  readonly name: string | null;
  /** `Aktørtype.type`, e.g. 'Person', 'Udvalg'. */
  readonly type: string | null;
  readonly roleId: number;
  /** `SagAktørRolle.rolle`. */
  readonly role: string | null;
}

/** A subject word of a case (`EmneordSag` → `Emneord`). */
export interface CaseSubject {
  readonly id: number;
  readonly word: string;
  /** `Emneordstype.type`. */
  readonly type: string | null;
}

/** A document of a case (`SagDokument`) with its role on the case and annex number. */
export interface CaseDocument extends DocumentRef {
  /** `SagDokumentRolle.rolle`, e.g. 'Bilag', 'Spørgsmål'. */
  readonly role: string | null;
  /** `SagDokument.bilagsnummer`; null when blank. */
  readonly annexNumber: string | null;
}

/** What `/soeg` searches: cases, documents or actors. */
export type SearchScope = 'sager' | 'dokumenter' | 'aktoerer';

/** How the search text was read (see lib/data/search/search-terms.ts). */
export type SearchMode = 'empty' | 'words' | 'short' | 'case-number';

/** The order of case hits: most relevant first (lib/data/search/search-rank.ts) or newest first. */
export type SearchSort = 'relevans' | 'nyeste';

/** A number of hits; `capped` means "at least `n`": counting stopped there to stay fast. */
export interface HitCount {
  readonly n: number;
  readonly capped: boolean;
}

/** A case as a search hit. */
export interface CaseHit {
  readonly id: number;
  readonly number: string | null;
  /** The short title, else the full title. */
  readonly title: string | null;
  /** The full title when it differs from `title`. */
  readonly fullTitle: string | null;
  readonly type: string | null;
  /** The raw ODA status (`Sagsstatus.status`, e.g. '3.beh./Vedtaget'). */
  readonly status: string | null;
  /** The status in a plain word (lib/data/cases/case-status.ts); null for a status the table does not know. */
  readonly statusGroup: CaseStatusGroup | null;
  /** How many votes the case had: on its steps, and a debate's on its motions for a resolution. */
  readonly voteCount: number;
  /** What became of the case by the rule of its type (lib/data/cases/case-result.ts); null when it could not be read. */
  readonly result: CaseResult | null;
  readonly period: string | null;
  /** Part of the resume around the first matched word (or its start); null when the case has none. */
  readonly snippet: string | null;
  /** The first and last step dates. */
  readonly firstDate: string | null;
  readonly lastDate: string | null;
}

/** A document as a search hit, with its files and the cases it belongs to. */
export interface DocumentHit extends DocumentRef {
  readonly cases: readonly {
    readonly id: number;
    readonly number: string | null;
    readonly title: string | null;
  }[];
}

/** An actor (ODA `Aktør`) as a search hit. */
export interface ActorHit {
  readonly id: number;
  readonly name: string;
  /** `Aktørtype.type`, e.g. 'Person', 'Udvalg'. */
  readonly type: string | null;
  /** `gruppenavnkort`, e.g. 'S' for a party group; null when blank. */
  readonly groupCode: string | null;
  /** The session of a per-session actor (groups, committees), e.g. '2024-25'. */
  readonly period: string | null;
}

/**
 * What a page of search results says besides its hits: the scope, the counts, the page position, the correction.
 * The search page sends only this to the browser with the first render, whose hits are drawn on the server
 * (app/soeg/page.tsx).
 */
export interface SearchResultsSummary extends PagePosition {
  readonly scope: SearchScope;
  /** The order of case hits asked for (relevance applies to search words; other lists are newest first). */
  readonly sort: SearchSort;
  readonly mode: SearchMode;
  /** The search text as corrected for a typo ("boligomrder" → "boligområder"), searched instead; null when none. */
  readonly correction: string | null;
  /** The words searched for, as corrected (what the hits are highlighted by). */
  readonly terms: readonly string[];
  /** Words left out of the search because they are shorter than 3 characters. */
  readonly ignored: readonly string[];
  /**
   * Hits per scope. The shown scope is always counted; another scope is null when counting it would mean walking
   * the full-text index past filters for a common word (it is counted when shown).
   */
  readonly counts: Readonly<Record<SearchScope, HitCount | null>>;
  /** Pages of the active scope that can be reached (counting stops at a cap, so this may be fewer than all). */
  readonly pageCount: number;
}

/** One page of search results for one scope, with hit counts for the scopes. */
export interface SearchResults extends SearchResultsSummary {
  readonly cases: readonly CaseHit[];
  readonly documents: readonly DocumentHit[];
  readonly actors: readonly ActorHit[];
}

/** The choices the search filters offer (Danish data names; statuses as plain groups, each standing for its statuses). */
export interface SearchOptions {
  readonly periods: readonly PeriodOption[];
  readonly caseTypes: readonly TypeOption[];
  /** The plain status groups some case is in, in the filter's order (lib/data/cases/case-status.ts). */
  readonly statuses: readonly CaseStatusGroup[];
}

/**
 * The kind of page an actor (ODA `Aktør`) gets, from its `Aktørtype` (docs/oda.md#actor-types): 5 Person, 4
 * Folketingsgruppe, 3 Udvalg, 1 Ministerområde, 2 Ministertitel; every other type ('other') gets a simple page.
 */
export type ActorKind = 'person' | 'party-group' | 'committee' | 'ministry' | 'minister-title' | 'other';

/** An actor as a link target. */
export interface ActorRef {
  readonly id: number;
  /** `navn`, else `fornavn` + `efternavn`; null when the row has none (or is missing). */
  readonly name: string | null;
  readonly typeId: number | null;
  /** `Aktørtype.type`, e.g. 'Person', 'Udvalg'. */
  readonly typeName: string | null;
  /** `gruppenavnkort`: a party or committee code ('S', 'FIU'), or a minister title; null when blank. */
  readonly shortName: string | null;
}

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

/** A party: a Folketingsgruppe code (trimmed `gruppenavnkort`) shared by its groups, and its newest group's name. */
export interface PartyRef {
  readonly code: string;
  readonly name: string;
}

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

/** The choices of the actor list's filters (Danish data names). */
export interface ActorSearchOptions {
  /** Party codes with the name of the newest group, by name. */
  readonly parties: readonly { readonly code: string; readonly name: string }[];
  /** Samlinger, newest first. */
  readonly periods: readonly PeriodOption[];
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

/*
 * A case's result by the rule of its type: lib/data/cases/case-result.ts decides it (the rules are written there).
 */

/** How a case type's result is decided. */
export type ResultRule = 'final-vote' | 'motions' | 'motion' | 'none';

/** The deciding vote as a result shows it: its outcome by each of ODA's records, and counts. */
export interface ResultVote {
  readonly id: number;
  readonly nummer: number;
  readonly typeId: number | null;
  readonly type: string | null;
  readonly stepTitle: string | null;
  readonly date: string | null;
  /** `Afstemning.vedtaget`. */
  readonly adopted: boolean;
  /** The members' ballots when there are any, else the konklusion text's counts; null without either. */
  readonly counts: { readonly for: number; readonly against: number; readonly abstain: number } | null;
  readonly countsFrom: 'ballots' | 'konklusion' | null;
  /** The outcome by each record: the `vedtaget` field, the konklusion text, the ballots (more for than against). */
  readonly outcomes: {
    readonly vedtaget: VoteOutcome;
    readonly konklusion: VoteOutcome | null;
    readonly ballots: VoteOutcome | null;
  };
  /** The konklusion text gives a count for a side that differs from the ballots. */
  readonly countsDisagree: boolean;
}

/** A motion for a resolution as a result names it. */
export interface Motion {
  /** The motion's own case; null for a motion voted on the debate's own step (ODA gives it no number). */
  readonly caseId: number | null;
  /** 'V 2'; null when ODA gives none. */
  readonly label: string | null;
  /** Its proposers' parties; empty when ODA names none. */
  readonly proposers: readonly string[];
  /** The motion's status (`Sagsstatus.status`); null for one without a case. */
  readonly status: string | null;
  /** Its (last) vote; null when it was not voted on. */
  readonly vote: ResultVote | null;
}

/** The debate a motion was tabled in, and how it ended. */
export interface DebateOutcome {
  readonly id: number;
  readonly number: string | null;
  readonly title: string | null;
  readonly result: CaseResult;
}

/** What ODA's records disagree on, each record's word kept. */
export type ResultDisagreement =
  /** The deciding vote's `vedtaget`, konklusion text and ballots give different outcomes. */
  | { readonly about: 'vote-records'; readonly vote: ResultVote; readonly motion: Motion | null }
  /** More than one motion of one debate is recorded as adopted. */
  | { readonly about: 'several-adopted'; readonly adopted: readonly Motion[] }
  /** The case's (or motion's) status states the other outcome than the deciding vote's `vedtaget`. */
  | { readonly about: 'status'; readonly status: string; readonly vote: ResultVote };

/**
 * A case's result: one closed union, so a reader of it must handle every kind.
 * - `final-vote`: the deciding vote of a bill or beslutningsforslag (`basis` 'final'); for a type that is not
 *   decided by vote but has votes anyway, its last final vote or else its last vote (`basis` 'latest').
 * - `motion-adopted` / `no-motion-adopted`: how a debate ended; `motions` are all that were tabled.
 * - `motion`: the case is itself a motion for a resolution: its fate, and its debate's.
 * - `not-yet-voted`: no deciding vote in the data while the status says the case is under way (or says nothing).
 * - `closed-without-vote`: no deciding vote in the data, and the status says the case is over.
 * - `no-votes-expected`: a type the Folketing does not decide by vote, without votes.
 * - `disagreement`: ODA's records disagree; see {@link ResultDisagreement}.
 */
export type CaseResult =
  | {
      readonly kind: 'final-vote';
      readonly rule: 'final-vote' | 'none';
      readonly basis: 'final' | 'latest';
      readonly vote: ResultVote;
    }
  | {
      readonly kind: 'motion-adopted';
      readonly rule: 'motions';
      readonly motion: Motion & { readonly vote: ResultVote };
      readonly motions: readonly Motion[];
    }
  | { readonly kind: 'no-motion-adopted'; readonly rule: 'motions'; readonly motions: readonly Motion[] }
  | {
      readonly kind: 'motion';
      readonly rule: 'motion';
      readonly motion: Motion;
      /** Voted on: adopted or rejected; not voted on: lapsed (its status says so) or pending. */
      readonly fate: 'adopted' | 'rejected' | 'lapsed' | 'pending';
      readonly debate: DebateOutcome | null;
    }
  | {
      readonly kind: 'not-yet-voted';
      readonly rule: 'final-vote' | 'motions';
      readonly status: string | null;
      /** Motions tabled but not voted on (a debate). */
      readonly motions: readonly Motion[];
    }
  | {
      readonly kind: 'closed-without-vote';
      readonly rule: 'final-vote' | 'motions';
      readonly status: string;
      readonly statusGroup: CaseStatusGroup;
      readonly motions: readonly Motion[];
    }
  | { readonly kind: 'no-votes-expected'; readonly rule: 'none'; readonly status: string | null }
  | {
      readonly kind: 'disagreement';
      readonly rule: ResultRule;
      readonly issue: ResultDisagreement;
      /** A debate's motions (empty for other cases). */
      readonly motions: readonly Motion[];
    };
