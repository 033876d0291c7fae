import { LRUCache } from 'lru-cache';
import { loadCaseOutcomes } from '@/lib/data/cases/case-result-load';
import { daysBetween, nextDay } from '@/lib/data/oda-values';
import { storeReads } from '@/lib/data/store-read-source';
import { selectFiles } from '@/lib/store/case-detail';
import { type FtsQuery, printFtsQuery } from '@/lib/store/fts-query';
import type { Store } from '@/lib/store/open-store';
import { oncePerStore } from '@/lib/store/prepared';
import {
  anyCaseMatches,
  type CaseFilterValues,
  type CaseMatch,
  countCases,
  countFilteredCases,
  hasCaseFilters,
  selectAllCaseIds,
  selectCaseHits,
  selectCasePage,
  selectCasePageExcept,
  selectCaseTitles,
  selectFilteredCaseTexts,
  selectMatchingCaseTexts,
  selectMatchingTitles,
  selectSessionIdRange,
  selectStepCaseIdRange,
} from '@/lib/store/search-cases';
import {
  anyDocumentMatches,
  countDocuments,
  countWindowDocuments,
  type DocumentCaseFilter,
  type DocumentDateWindow,
  type DocumentMatch,
  hasCaseFilter,
  isWindowed,
  NO_CASE_FILTER,
  selectAllDocumentIds,
  selectDocumentCases,
  selectDocumentHits,
  selectDocumentPage,
  selectWindowDocumentTitles,
} from '@/lib/store/search-documents';
import { matchActors } from './search-actors';
import { getSearchCatalog, type SearchCatalog } from './search-catalog';
import {
  COUNT_CAP,
  cappedCount,
  SEARCH_PAGE_SIZE,
  searchResults,
  toCaseHit,
  toDocumentHit,
  toDocumentWindow,
} from './search-hits';
import { rankCaseIds, rankTitleHits } from './search-rank';
import { findSpeeches, speechFilterNames } from './search-speeches';
import {
  type ParsedSearchText,
  parseSearchText,
  toMatchQuery,
  toTitleMatchQuery,
  toWordQuery,
} from './search-terms';
import { fold } from './search-text';
import { MIN_TYPO_LENGTH, pickCorrection, typoMatchQuery } from './search-typo';
import { parseSpeechText } from './speech-terms';
import type {
  CaseHit,
  DocumentHit,
  HitCount,
  SearchFilters,
  SearchOptions,
  SearchQuery,
  SearchResults,
  SearchScope,
} from './types';

/*
 * The search's store reads (lib/data/store-read-source.ts), run in the pages' query pool's threads: the whole search on
 * one connection, and the filters' choices.
 */

/**
 * Up to this many cases passing the filters (or documents in the date window), the words are checked in their text
 * directly instead of in the full-text index: reading a few thousand rows is far cheaper than walking the index's
 * hits for a common word (tens of thousands) to find the few the filters keep.
 */
export const CASE_SCAN_LIMIT = 2_500;
export const DOCUMENT_SCAN_LIMIT = 5_000;
/** Date ranges up to this long bound the case ids (see toCaseFilters). */
const STEP_RANGE_MAX_DAYS = 731;
/**
 * Relevance ranks at most this many title hits (the newest): a word in more titles than that ("lov") ranks those,
 * and its older title hits follow the ranked ones newest first, mixed with the resume hits.
 */
export const RANK_LIMIT = 1_000;
/** How many politicians matching the words the first page of case hits leads with (all are on the Aktører tab). */
export const PERSONS_BESIDE_CASES = 3;
/** How many of the newest cases holding a typo's pieces are read to find the word meant. */
const TYPO_SAMPLE = 60;

/** Overrides of the scan limits: at most this many filtered cases or windowed documents are checked directly. */
export interface SearchScanLimits {
  readonly caseScan?: number;
  readonly documentScan?: number;
}

/**
 * The choices the search filters offer (from the store's search catalog). A store read, called through
 * `getSearchOptions` (search.ts).
 */
export function loadSearchOptions(db: Store): SearchOptions {
  return getSearchCatalog(db).options;
}

/**
 * One page of hits for the state's scope, with hit counts for every scope (see lib/data/search/search-terms.ts for how
 * the text is read). Filters: session, case type and status narrow cases; the date range keeps cases with a step
 * in it and documents dated in it; the session also bounds document dates. Actors are not filtered. `limits`
 * overrides the scan limits (tests use it to take the full-text path on a small store). The whole search runs
 * here, on one connection. A store read, called through `searchSite` (search.ts).
 */
export function loadSearch(db: Store, state: SearchQuery, limits: SearchScanLimits = {}): SearchResults {
  const scan = {
    cases: limits.caseScan ?? CASE_SCAN_LIMIT,
    documents: limits.documentScan ?? DOCUMENT_SCAN_LIMIT,
  };
  const catalog = getSearchCatalog(db);
  const { text, correction } = correctTypos(db, parseSearchText(state.q));
  const session = state.filters.samling ? catalog.sessions.get(state.filters.samling) : undefined;
  const unknownSession = state.filters.samling !== null && session === undefined;
  const offset = (state.page - 1) * SEARCH_PAGE_SIZE;
  const terms = text.terms.map(fold);

  const caseMatch = toCaseMatch(text);
  const caseFilters = toCaseFilters(db, state.filters, catalog, session?.id ?? null, unknownSession);
  const caseActive = state.scope === 'sager';
  // Relevance orders text hits only: a case number's few cases and the browsing list stay newest first.
  const titles =
    state.sort === 'relevans' && caseMatch?.kind === 'text' ? toTitleMatchQuery(text.terms) : null;
  const ranking =
    caseMatch?.kind === 'text' && titles ? { match: caseMatch.match, titles, words: terms } : null;
  const cases = caseMatch
    ? findHits(offset, caseActive, {
        all: () => {
          const ids = allCaseIds(db, caseMatch, caseFilters, terms, caseActive, scan.cases);
          return ids && ranking && caseActive ? rankedCaseIds(db, ids, ranking) : ids;
        },
        expensive: caseMatch.kind === 'text' && hasCaseFilters(caseFilters),
        count: (limit) => countCases(db, caseMatch, caseFilters, limit),
        page: (limit, from) =>
          ranking
            ? rankedCasePage(db, ranking, limit, from)
            : selectCasePage(db, caseMatch, caseFilters, limit, from),
      })
    : NO_HITS;

  // A case number's documents are those of its cases; read the (few) case ids once for both.
  const numbered = caseMatch?.kind === 'number' ? selectAllCaseIds(db, caseMatch, caseFilters) : [];
  const window = unknownSession ? null : toDocumentWindow(state.filters, session);
  // Words are asked of the documents' titles and questions' wording as of the cases' text.
  const documentMatch: DocumentMatch | null =
    caseMatch?.kind === 'text'
      ? { kind: 'text', match: caseMatch.match }
      : numbered.length > 0
        ? { kind: 'cases', caseIds: numbered }
        : null;
  const documentActive = state.scope === 'dokumenter';
  // The case type and status filters hold for documents through their cases (a case number's are its cases').
  const documentCases: DocumentCaseFilter =
    documentMatch?.kind === 'cases'
      ? NO_CASE_FILTER
      : { typeId: caseFilters.typeId, statusIds: caseFilters.statusIds };
  const documents =
    documentMatch && window
      ? findHits(offset, documentActive, {
          all: () =>
            allDocumentIds(db, documentMatch, window, documentCases, terms, documentActive, scan.documents),
          expensive: documentMatch.kind === 'text' && (isWindowed(window) || hasCaseFilter(documentCases)),
          count: (limit) => countDocuments(db, documentMatch, window, documentCases, limit),
          page: (limit, from) => selectDocumentPage(db, documentMatch, window, documentCases, limit, from),
        })
      : NO_HITS;

  // Speeches read the text themselves (quoted phrases; a corrected word as corrected), within the filters they know.
  const speechText = parseSpeechText(correction ?? state.q);
  const speechActive = state.scope === 'taler';
  const speeches = findSpeeches(db, {
    text: speechText,
    filters: state.filters,
    sort: state.sort,
    page: state.page,
    active: speechActive,
    numberedCases: numbered,
  });

  const speechFilters = speechFilterNames(db, state.filters);
  const actors = matchActors(db, text);
  const counts: Record<SearchScope, HitCount | null> = {
    sager: cases.count,
    dokumenter: documents.count,
    taler: speeches.count,
    aktoerer: { n: actors.all.length, capped: false },
  };
  return searchResults(
    state,
    speechActive ? speechText : text,
    counts,
    {
      cases: caseActive ? caseHits(db, cases.pageIds, text.terms) : [],
      documents: documentActive ? documentHits(db, documents.pageIds, text.terms) : [],
      speeches: speeches.hits,
      actors:
        state.scope === 'aktoerer'
          ? actors.all.slice(offset, offset + SEARCH_PAGE_SIZE)
          : // One search box: the first page of case hits leads with the politicians the words name.
            state.scope === 'sager' && state.page === 1
            ? actors.persons.slice(0, PERSONS_BESIDE_CASES)
            : [],
    },
    correction,
    speechFilters,
  );
}

/**
 * How a text search is ranked (see search-rank.ts): its full-text query, the query of its title hits, the folded
 * words.
 */
interface Ranking {
  readonly match: FtsQuery;
  readonly titles: FtsQuery;
  readonly words: readonly string[];
}

/**
 * One page in relevance order without filters: the (newest {@link RANK_LIMIT}) title hits ranked, then the other
 * hits newest first, read from the index past the ranked ones.
 */
function rankedCasePage(db: Store, ranking: Ranking, limit: number, offset: number): number[] {
  const ranked = rankedTitleHits(db, ranking);
  const head = ranked.slice(offset, offset + limit);
  if (head.length === limit) return head;
  const rest = selectCasePageExcept(
    db,
    ranking.match,
    ranked,
    limit - head.length,
    Math.max(0, offset - ranked.length),
  );
  return [...head, ...rest];
}

/** Ranked title hits kept per connection for the last searches (a reader pages on, or types on from a word). */
const RANKED_KEPT = 32;
const rankedTitles = oncePerStore(() => new LRUCache<string, number[]>({ max: RANKED_KEPT }));

/** The ranked title hits of a search without filters, from the connection's recent ones when there. */
function rankedTitleHits(db: Store, ranking: Ranking): number[] {
  const kept = rankedTitles(db);
  const key = printFtsQuery(ranking.titles);
  const known = kept.get(key);
  if (known) return known;
  const ranked = rankTitleHits(selectMatchingTitles(db, ranking.titles, RANK_LIMIT), ranking.words);
  kept.set(key, ranked);
  return ranked;
}

/** A full list of hits (newest first) in relevance order: a short list's titles are read, a long one's title hits. */
function rankedCaseIds(db: Store, ids: readonly number[], ranking: Ranking): number[] {
  const titles =
    ids.length <= RANK_LIMIT
      ? selectCaseTitles(db, ids)
      : selectMatchingTitles(db, ranking.titles, RANK_LIMIT);
  return rankCaseIds(ids, titles, ranking.words);
}

/** The page's case hits, each with its result by the one rule (lib/data/cases/case-result.ts) and its number of votes. */
function caseHits(db: Store, ids: readonly number[], terms: readonly string[]): CaseHit[] {
  if (ids.length === 0) return [];
  const outcomes = loadCaseOutcomes(db, ids);
  return selectCaseHits(db, ids).map((row) => toCaseHit(row, terms, outcomes.get(row.id)));
}

/**
 * The text with each word of {@link MIN_TYPO_LENGTH}+ letters that no case or document holds replaced by the word one
 * edit away the cases hold most often (search-typo.ts), and the corrected text to show ("Viser resultater for …");
 * the text as it was and null when nothing was corrected.
 */
function correctTypos(
  db: Store,
  text: ParsedSearchText,
): { text: ParsedSearchText; correction: string | null } {
  if (text.mode !== 'words') return { text, correction: null };
  let changed = false;
  const terms = text.terms.map((term) => {
    if ([...fold(term)].length < MIN_TYPO_LENGTH) return term;
    const found = correctionOf(db, term);
    if (found === null) return term;
    changed = true;
    return found;
  });
  return changed ? { text: { ...text, terms }, correction: terms.join(' ') } : { text, correction: null };
}

/** Corrections kept per connection (reading a typo's candidates is the slow part), for this many words. */
const CORRECTIONS_KEPT = 256;
/** A word's correction, null when it needs none or none is found (the cache holds no bare null). */
const corrections = oncePerStore(
  () => new LRUCache<string, { readonly word: string | null }>({ max: CORRECTIONS_KEPT }),
);

/** The word meant by a word no case or document holds; null when the word is found, or nothing near it is. */
function correctionOf(db: Store, term: string): string | null {
  const kept = corrections(db);
  const key = fold(term);
  const known = kept.get(key);
  if (known) return known.word;
  const word = toWordQuery(term);
  let found: string | null = null;
  if (!anyCaseMatches(db, word) && !anyDocumentMatches(db, word)) {
    const pieces = typoMatchQuery(term);
    const rows = pieces ? selectMatchingCaseTexts(db, pieces, TYPO_SAMPLE) : [];
    found = pickCorrection(
      term,
      rows.flatMap((r) => [r.titelkort, r.titel, r.resume]),
    );
  }
  kept.set(key, { word: found });
  return found;
}

interface Hits {
  /** Null when not counted (see findHits). */
  readonly count: HitCount | null;
  /** The ids on the asked page (empty unless the scope is the one shown). */
  readonly pageIds: readonly number[];
}

const NO_HITS: Hits = { count: { n: 0, capped: false }, pageIds: [] };

/**
 * A scope's hits: from a full list of ids when the plan makes one (exact count, every page), else by counting up
 * to one past the cap and reading just the asked page. A scope not shown whose count would need the full-text
 * index walked past filters (`expensive`) is not counted at all (null): it is counted when it is shown.
 */
function findHits(
  offset: number,
  active: boolean,
  plan: {
    all: () => readonly number[] | null;
    expensive: boolean;
    count: (limit: number) => number;
    page: (limit: number, offset: number) => number[];
  },
): Hits {
  const ids = plan.all();
  if (ids) {
    return {
      count: { n: ids.length, capped: false },
      pageIds: active ? ids.slice(offset, offset + SEARCH_PAGE_SIZE) : [],
    };
  }
  if (!active && plan.expensive) return { count: null, pageIds: [] };
  const count = cappedCount(plan.count(COUNT_CAP + 1));
  const pageIds =
    active && offset < count.n ? plan.page(Math.min(SEARCH_PAGE_SIZE, count.n - offset), offset) : [];
  return { count, pageIds };
}

/** Does a row's text (columns joined by a newline, which no search word holds) contain every folded word? */
const holdsAll = (parts: readonly (string | null)[], terms: readonly string[]): boolean => {
  const text = fold(parts.filter(Boolean).join('\n'));
  return terms.every((t) => text.includes(t));
};

/**
 * Every matching case id, newest first, when a full list is the better plan: a case number (a few cases); words
 * with filters that leave few cases (their text is checked directly); words with broad filters, for the scope
 * shown (one pass over the index). Null when counting and reading a page is cheaper.
 */
function allCaseIds(
  db: Store,
  match: CaseMatch,
  filters: CaseFilterValues,
  terms: readonly string[],
  active: boolean,
  scanLimit: number,
): readonly number[] | null {
  if (match.kind === 'number') return selectAllCaseIds(db, match, filters);
  if (match.kind !== 'text' || !hasCaseFilters(filters)) return null;
  if (countFilteredCases(db, filters, scanLimit + 1) <= scanLimit) {
    return selectFilteredCaseTexts(db, filters)
      .filter((row) => holdsAll([row.titel, row.titelkort, row.resume], terms))
      .map((row) => row.id);
  }
  return active ? selectAllCaseIds(db, match, filters) : null;
}

/**
 * As {@link allCaseIds}, for documents: a case number's documents, or words within a date window (its few
 * documents' titles checked directly) or of cases of a type or status (for the scope shown).
 */
function allDocumentIds(
  db: Store,
  match: DocumentMatch,
  window: DocumentDateWindow,
  cases: DocumentCaseFilter,
  terms: readonly string[],
  active: boolean,
  scanLimit: number,
): readonly number[] | null {
  if (match.kind === 'cases') return selectAllDocumentIds(db, match, window, cases);
  if (!isWindowed(window) && !hasCaseFilter(cases)) return null;
  if (isWindowed(window) && countWindowDocuments(db, window, scanLimit + 1) <= scanLimit) {
    return selectWindowDocumentTitles(db, window, cases)
      .filter((row) => holdsAll([row.titel, row.spørgsmålstitel, row.spørgsmålsordlyd], terms))
      .map((row) => row.id);
  }
  return active ? selectAllDocumentIds(db, match, window, cases) : null;
}

function toCaseMatch(text: ParsedSearchText): CaseMatch | null {
  switch (text.mode) {
    case 'words': {
      const match = toMatchQuery(text.terms);
      return match ? { kind: 'text', match } : null;
    }
    case 'case-number':
      return text.caseNumber ? { kind: 'number', nummer: text.caseNumber } : null;
    case 'empty':
      return { kind: 'all' };
    case 'short':
      return null;
  }
}

function toCaseFilters(
  db: Store,
  filters: SearchFilters,
  catalog: SearchCatalog,
  periodeId: number | null,
  unknownSession: boolean,
): CaseFilterValues {
  const stepBefore = filters.til ? nextDay(filters.til) : null;
  // Id bounds the filters imply. The step range is read for windows of up to two years: wider ones bound little
  // and cost more to bound.
  const ranges: [number, number][] = [];
  if (periodeId !== null) ranges.push(selectSessionIdRange(db, periodeId) ?? [1, 0]);
  if (filters.fra && stepBefore && (daysBetween(filters.fra, stepBefore) ?? Infinity) <= STEP_RANGE_MAX_DAYS)
    ranges.push(selectStepCaseIdRange(db, filters.fra, stepBefore));
  const idRange =
    ranges.length === 0
      ? null
      : ranges.reduce<[number, number]>(
          (a, b) => [Math.max(a[0], b[0]), Math.min(a[1], b[1])],
          [1, Infinity],
        );
  return {
    // An unknown session code matches nothing rather than being ignored: never show hits the filter would not.
    periodeId: unknownSession ? -1 : periodeId,
    idRange,
    typeId: filters.sagstype,
    // A group no case is in matches nothing.
    statusIds: filters.status === null ? null : (catalog.statusGroups.get(filters.status) ?? []),
    stepFrom: filters.fra,
    stepBefore,
  };
}

function documentHits(db: Store, ids: readonly number[], terms: readonly string[]): DocumentHit[] {
  const files = selectFiles(db, ids);
  const cases = selectDocumentCases(db, ids);
  return selectDocumentHits(db, ids).map((row) => toDocumentHit(row, files, cases, terms));
}

storeReads('lib/data/search/search-load.ts', { loadSearch, loadSearchOptions });
