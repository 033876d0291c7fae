/**
 * The search's types: scopes, hits of each kind and a page of results.
 */

import type { CaseStatusGroup } from '@/lib/data/cases/case-status';
import type { CaseResult } from '@/lib/data/cases/types';
import type { DocumentRef, PagePosition, PeriodOption, TypeOption } from '@/lib/data/types';

/** A search's filters, each null when not set (lib/url-state/search.ts reads them from the address). */
export interface SearchFilters {
  readonly samling: string | null;
  readonly sagstype: number | null;
  readonly status: CaseStatusGroup | null;
  readonly fra: string | null;
  readonly til: string | null;
  /** Speeches: the speaker's Aktør id. */
  readonly person: number | null;
  /** Speeches: the speaker's party as printed at the speech ('S', 'EL'). */
  readonly parti: string | null;
  /** Speeches: the case (Sag id) whose agenda items they were given on. */
  readonly sag: number | null;
}

/** A search without filters. */
export const NO_SEARCH_FILTERS: SearchFilters = {
  samling: null,
  sagstype: null,
  status: null,
  fra: null,
  til: null,
  person: null,
  parti: null,
  sag: null,
};

/** What a search reads of the page's state (lib/url-state/search.ts), as plain data. */
export interface SearchQuery {
  readonly q: string;
  readonly scope: SearchScope;
  readonly filters: SearchFilters;
  readonly page: number;
  readonly sort: SearchSort;
}

export type SearchScope = 'sager' | 'dokumenter' | 'taler' | 'aktoerer';

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
  /** A question's wording (or question title) around the first matched word, where it differs from the title. */
  readonly snippet: string | null;
  readonly cases: readonly {
    readonly id: number;
    readonly number: string | null;
    readonly title: string | null;
  }[];
}

/** A speech in a sitting's transcript as a search hit. */
export interface SpeechHit {
  readonly id: number;
  readonly speaker: {
    /** The linked person's Aktør id; null when the printed name could not be linked. */
    readonly id: number | null;
    /** The person's name in ODA when linked, else the name as printed. */
    readonly name: string;
    /** The party as printed at the speech. */
    readonly party: string | null;
    /** A minister's title or the chair's, as printed; null for a member. */
    readonly title: string | null;
  };
  /** The sitting's date (YYYY-MM-DD), and the speech's start when the transcript gives it. */
  readonly date: string;
  readonly start: string | null;
  /** The agenda item it was given on: its number and title, and its case when linked. */
  readonly item: { readonly number: string | null; readonly title: string | null } | null;
  readonly case: {
    readonly id: number;
    readonly number: string | null;
    readonly title: string | null;
  } | null;
  /** The text around the first matched word (else its start), paragraphs run together. */
  readonly snippet: string;
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
  /**
   * The speech filters set, in words, for the page to name them: the speaker's name (`person`) and the case's number
   * and title (`sag`); null when not set, or when the id names no person or case.
   */
  readonly speechFilters: { readonly person: string | null; readonly case: string | null };
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

/**
 * One page of search results for one scope, with hit counts for the scopes. On the first page of case hits,
 * `actors` holds the first few politicians the words name (lib/data/search/search-load.ts).
 */
export interface SearchResults extends SearchResultsSummary {
  readonly cases: readonly CaseHit[];
  readonly documents: readonly DocumentHit[];
  readonly speeches: readonly SpeechHit[];
  readonly actors: readonly ActorHit[];
}

/** The choices the search filters offer (Danish data names; statuses as plain groups, each standing for its statuses). */
export interface SearchOptions {
  readonly periods: readonly PeriodOption[];
  readonly caseTypes: readonly TypeOption[];
  /** The plain status groups some case is in, in the filter's order (lib/data/cases/case-status.ts). */
  readonly statuses: readonly CaseStatusGroup[];
}

/** The choices of the actor list's filters (Danish data names). */
export interface ActorSearchOptions {
  /** Party codes with the name of the newest group, by name. */
  readonly parties: readonly { readonly code: string; readonly name: string }[];
  /** Samlinger, newest first. */
  readonly periods: readonly PeriodOption[];
}
