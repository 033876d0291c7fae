/**
 * The domain types every part of the data layer shares: pages, positions in a list, votes' choices and counts,
 * references to actors, parties and documents. Each domain's own types are in its folder's types.ts
 * (lib/data/votes/types.ts, …). Trimmed, serialisable views of ODA records; raw row shapes stay in lib/store;
 * docs/glossary.md maps these English names to the Danish ODA ones.
 */

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

/** A choice a present member makes: for, against, or neither for nor against. */
export type PresentChoice = Exclude<VoteChoice, 'absent'>;

/** The counts a vote's `konklusion` text states; each null when the text gives none. */
export interface KonklusionCounts {
  readonly for: number | null;
  readonly against: number | null;
  readonly abstain: number | null;
}

/** A session (ODA `Periode`, type 'samling') as a label: code '20241', title '2024-25'. */
export interface PeriodLabel {
  readonly id: number;
  readonly code: string | null;
  readonly title: string | null;
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

/** A party: a Folketingsgruppe code (trimmed `gruppenavnkort`) shared by its groups, and its newest group's name. */
export interface PartyRef {
  readonly code: string;
  readonly name: string;
}
