import type { CaseOutcome } from '@/lib/data/cases/case-result-load';
import { toCaseStatusGroup } from '@/lib/data/cases/case-status';
import { toFiles } from '@/lib/data/cases/case-timeline';
import { nextDay, nonBlank, toIsoLocalDateTime } from '@/lib/data/oda-values';
import { pageCountOf } from '@/lib/data/paged';
import type { FileRow } from '@/lib/store/case-detail';
import type { CaseHitRow } from '@/lib/store/search-cases';
import type { DocumentCaseRow, DocumentDateWindow, DocumentHitRow } from '@/lib/store/search-documents';
import type { ParsedSearchText } from './search-terms';
import { snippet } from './search-text';
import type {
  CaseHit,
  DocumentHit,
  HitCount,
  SearchFilters,
  SearchQuery,
  SearchResults,
  SearchScope,
} from './types';

/**
 * The search's shapes and limits (lib/data/search/search.ts reads the rows): page size and counting caps, the document
 * date window, and the shaping of hits and of a page of results.
 */

export const SEARCH_PAGE_SIZE = 20;
/**
 * Counting in the full-text index stops here, for the scope shown and the other scopes' tabs alike: enough to say
 * "over 1.000" and page through, and a tab says the number its list shows when opened (counting one past it is a
 * few milliseconds even for a common word: scripts/bench/case-search.ts).
 */
export const COUNT_CAP = 1_000;

/** A count stopped at {@link COUNT_CAP} (counted to one past it). */
export function cappedCount(n: number): HitCount {
  return { n: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP };
}

/** The session's code → its Periode id and dates (from the search catalog). */
export interface SessionDates {
  readonly id: number;
  readonly start: string;
  readonly end: string;
}

/** The date range, narrowed to the session's dates when one is chosen. */
export function toDocumentWindow(
  filters: SearchFilters,
  session: SessionDates | undefined,
): DocumentDateWindow {
  const before = filters.til ? nextDay(filters.til) : null;
  const later = (a: string | null, b: string | null) => (a === null ? b : b === null || a > b ? a : b);
  const earlier = (a: string | null, b: string | null) => (a === null ? b : b === null || a < b ? a : b);
  return {
    from: later(filters.fra, session ? session.start : null),
    before: earlier(before, session ? session.end : null),
  };
}

/** A case hit from its row and its result (lib/data/cases/case-result-load.ts); a case the result read missed has none. */
export function toCaseHit(
  row: CaseHitRow,
  terms: readonly string[],
  outcome: CaseOutcome | undefined,
): CaseHit {
  const short = nonBlank(row.titelkort);
  const full = nonBlank(row.titel);
  const resume = nonBlank(row.resume);
  return {
    id: row.id,
    number: nonBlank(row.nummer),
    title: short ?? full,
    fullTitle: short && full && full !== short ? full : null,
    type: nonBlank(row.sagstype),
    status: nonBlank(row.sagsstatus),
    statusGroup: toCaseStatusGroup(nonBlank(row.sagsstatus)),
    voteCount: outcome?.voteCount ?? 0,
    result: outcome?.result ?? null,
    period: nonBlank(row.periode_titel),
    snippet: resume ? snippet(resume, terms) : null,
    firstDate: toIsoLocalDateTime(row.first_dato),
    lastDate: toIsoLocalDateTime(row.last_dato),
  };
}

/**
 * A document hit from its row, and the files and cases of the page's documents (in the store's order); a question's
 * wording (else its question title) where it says more than the document's title, cut around the first search word.
 */
export function toDocumentHit(
  row: DocumentHitRow,
  files: readonly FileRow[],
  cases: readonly DocumentCaseRow[],
  terms: readonly string[],
): DocumentHit {
  const title = nonBlank(row.titel);
  const wording = [row.spørgsmålsordlyd, row.spørgsmålstitel]
    .map(nonBlank)
    .find((text) => text !== null && text !== title);
  return {
    id: row.id,
    title,
    snippet: wording ? snippet(wording, terms) : null,
    type: nonBlank(row.dokumenttype),
    date: toIsoLocalDateTime(row.dato),
    files: toFiles(files.filter((f) => f.dokumentid === row.id)),
    cases: cases
      .filter((c) => c.dokumentid === row.id)
      .map((c) => ({
        id: c.sag_id,
        number: nonBlank(c.nummer),
        title: nonBlank(c.titelkort) ?? nonBlank(c.titel),
      })),
  };
}

/** One page of results for the scope shown, from the counts and the hits of that page. */
export function searchResults(
  state: Pick<SearchQuery, 'scope' | 'page' | 'sort'>,
  text: Pick<ParsedSearchText, 'mode' | 'terms' | 'ignored'>,
  counts: Record<SearchScope, HitCount | null>,
  hits: Pick<SearchResults, 'cases' | 'documents' | 'speeches' | 'actors'>,
  correction: string | null = null,
  speechFilters: SearchResults['speechFilters'] = { person: null, case: null },
): SearchResults {
  return {
    scope: state.scope,
    sort: state.sort,
    correction,
    speechFilters,
    mode: text.mode,
    terms: text.terms,
    ignored: text.ignored,
    counts,
    page: state.page,
    pageSize: SEARCH_PAGE_SIZE,
    pageCount: pageCountOf(counts[state.scope]?.n ?? 0, SEARCH_PAGE_SIZE),
    ...hits,
  };
}
