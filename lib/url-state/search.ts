import { caseStatusGroupFromSlug, caseStatusSlug } from '@/lib/data/cases/case-status';
import { withoutControlCharacters } from '@/lib/data/search/search-terms';
import {
  NO_SEARCH_FILTERS,
  type SearchFilters,
  type SearchScope,
  type SearchSort,
} from '@/lib/data/search/types';
import { parseIdSegment, SEARCH_PATH, withQuery } from '@/lib/routes';
import { parsePeriodCode, type SearchParamsInput, setsFilter, toSearchParams } from './search-params';

/**
 * The state of the search page (`/soeg`) as it lives in the URL: a small immutable value object that reads
 * itself from any URL form (`fromUrl`) and writes the canonical query string back (`toUrl`). Anything malformed in
 * the URL falls back to its default, so a hand-edited link never breaks the page. Isomorphic (no server code):
 * the server page, the JSON route and the client component all share it.
 *
 * | param      | meaning                                            | default  |
 * | ---------- | -------------------------------------------------- | -------- |
 * | `q`        | the search text                                    | ''       |
 * | `vis`      | `sager`, `dokumenter`, `taler` or `aktoerer`       | `sager`  |
 * | `samling`  | a session's code (`Periode.kode`, e.g. `20241`)    | all      |
 * | `sagstype` | a `Sagstype` id                                    | all      |
 * | `status`   | a plain status group (`vedtaget`, `forkastet`, …; lib/data/cases/case-status.ts) | all |
 * | `fra`/`til`| a date range, YYYY-MM-DD, both ends included        | open     |
 * | `person`   | speeches: the speaker's Aktør id                   | all      |
 * | `parti`    | speeches: the party as printed (`S`, `EL`)         | all      |
 * | `sag`      | speeches: a case's id (the debates on its items)   | all      |
 * | `sorter`   | `nyeste` (newest first) instead of relevance       | relevance |
 * | `side`     | the page, 1-based                                  | 1        |
 */

export const SEARCH_SCOPES: readonly SearchScope[] = ['sager', 'dokumenter', 'taler', 'aktoerer'];
export const DEFAULT_SCOPE: SearchScope = 'sager';
export const SEARCH_SORTS: readonly SearchSort[] = ['relevans', 'nyeste'];
export const DEFAULT_SORT: SearchSort = 'relevans';
/** Longer search texts are cut: nobody types more, and every word costs a full-text lookup. */
export const MAX_QUERY_LENGTH = 200;
/** The highest page a URL may ask for. */
export const MAX_PAGE = 1000;

export class SearchState {
  private constructor(
    readonly q: string,
    readonly scope: SearchScope,
    readonly filters: SearchFilters,
    readonly page: number,
    readonly sort: SearchSort = DEFAULT_SORT,
  ) {}

  static readonly EMPTY = new SearchState('', DEFAULT_SCOPE, NO_SEARCH_FILTERS, 1);

  static fromUrl(input: SearchParamsInput): SearchState {
    const params = toSearchParams(input);
    const text = (name: string) => params.get(name) ?? '';
    return new SearchState(
      cleanQuery(text('q')),
      parseScope(text('vis')),
      orderedDates({
        samling: parsePeriodCode(text('samling').trim()),
        sagstype: parseId(text('sagstype')),
        status: caseStatusGroupFromSlug(text('status').trim()),
        fra: parseDate(text('fra')),
        til: parseDate(text('til')),
        person: parseRecordId(text('person')),
        parti: parseParty(text('parti')),
        sag: parseRecordId(text('sag')),
      }),
      parsePage(text('side')),
      parseSort(text('sorter')),
    );
  }

  /** The canonical query parameters: defaults left out, in a fixed order. */
  toParams(): URLSearchParams {
    const params = new URLSearchParams();
    if (this.q) params.set('q', this.q);
    if (this.scope !== DEFAULT_SCOPE) params.set('vis', this.scope);
    const f = this.filters;
    if (f.samling) params.set('samling', f.samling);
    if (f.sagstype !== null) params.set('sagstype', String(f.sagstype));
    if (f.status !== null) params.set('status', caseStatusSlug(f.status));
    if (f.fra) params.set('fra', f.fra);
    if (f.til) params.set('til', f.til);
    if (f.person !== null) params.set('person', String(f.person));
    if (f.parti) params.set('parti', f.parti);
    if (f.sag !== null) params.set('sag', String(f.sag));
    if (this.sort !== DEFAULT_SORT) params.set('sorter', this.sort);
    if (this.page > 1) params.set('side', String(this.page));
    return params;
  }

  /** The query string without '?', '' for the default state. */
  toQueryString(): string {
    return this.toParams().toString();
  }

  /** A relative URL for the state: '/soeg' or '/soeg?q=klima&side=2'. */
  toUrl(base: string = SEARCH_PATH): string {
    return withQuery(base, this.toParams());
  }

  get hasFilters(): boolean {
    return setsFilter(this.toParams(), ['q', 'vis', 'sorter', 'side']);
  }

  equals(other: SearchState): boolean {
    return this.toQueryString() === other.toQueryString();
  }

  /** A new search text starts again at page 1. */
  withQuery(q: string): SearchState {
    return new SearchState(cleanQuery(q), this.scope, this.filters, 1, this.sort);
  }

  withScope(scope: SearchScope): SearchState {
    return new SearchState(this.q, parseScope(scope), this.filters, 1, this.sort);
  }

  /** Changes some filters (null clears one) and starts again at page 1; values are checked as in `fromUrl`. */
  withFilters(changes: Partial<SearchFilters>): SearchState {
    const next = { ...this.filters, ...changes };
    return new SearchState(
      this.q,
      this.scope,
      orderedDates({
        samling: next.samling ? parsePeriodCode(next.samling) : null,
        sagstype: next.sagstype !== null && isId(next.sagstype) ? next.sagstype : null,
        status: next.status !== null ? caseStatusGroupFromSlug(caseStatusSlug(next.status)) : null,
        fra: next.fra ? parseDate(next.fra) : null,
        til: next.til ? parseDate(next.til) : null,
        person: next.person !== null ? parseRecordId(String(next.person)) : null,
        parti: next.parti ? parseParty(next.parti) : null,
        sag: next.sag !== null ? parseRecordId(String(next.sag)) : null,
      }),
      1,
      this.sort,
    );
  }

  withoutFilters(): SearchState {
    return new SearchState(this.q, this.scope, NO_SEARCH_FILTERS, 1, this.sort);
  }

  withPage(page: number): SearchState {
    return new SearchState(this.q, this.scope, this.filters, clampPage(page), this.sort);
  }

  /** Another order starts again at page 1. */
  withSort(sort: SearchSort): SearchState {
    return new SearchState(this.q, this.scope, this.filters, 1, parseSort(sort));
  }
}

function cleanQuery(value: string): string {
  const text = withoutControlCharacters(value).replace(/\s+/g, ' ').trim();
  return [...text].slice(0, MAX_QUERY_LENGTH).join('').trim();
}

function parseSort(value: string): SearchSort {
  return SEARCH_SORTS.find((s) => s === value.trim()) ?? DEFAULT_SORT;
}

function parseScope(value: string): SearchScope {
  return SEARCH_SCOPES.find((s) => s === value.trim()) ?? DEFAULT_SCOPE;
}

const isId = (n: number) => Number.isInteger(n) && n >= 1 && n <= 99_999;

function parseId(value: string): number | null {
  const text = value.trim();
  if (!/^\d{1,5}$/.test(text)) return null;
  const n = Number(text);
  return isId(n) ? n : null;
}

/** A record's id in the URL (an Aktør, a Sag): the one id parser, around surrounding space. */
export const parseRecordId = (value: string): number | null => parseIdSegment(value.trim());

/** A party code as the transcripts print it: 1–10 letters ('S', 'EL', 'KrF'). */
export function parseParty(value: string): string | null {
  const text = value.trim();
  return /^\p{L}{1,10}$/u.test(text) ? text : null;
}

/** A real calendar date in YYYY-MM-DD (years 1900–2999), else null. */
function parseDate(value: string): string | null {
  const text = value.trim();
  const match = /^((?:19|2\d)\d{2})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d) ? text : null;
}

/** A reversed range is read the way it was meant: the earlier date is the start. */
function orderedDates(filters: SearchFilters): SearchFilters {
  const { fra, til } = filters;
  return fra && til && fra > til ? { ...filters, fra: til, til: fra } : filters;
}

function parsePage(value: string): number {
  const text = value.trim();
  return /^\d{1,7}$/.test(text) ? clampPage(Number(text)) : 1;
}

function clampPage(page: number): number {
  return Number.isFinite(page) ? Math.min(Math.max(1, Math.trunc(page)), MAX_PAGE) : 1;
}
