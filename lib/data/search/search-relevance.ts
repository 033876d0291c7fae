import type { Store } from '@/lib/store/open-store';
import {
  selectCaseIdsByNumber,
  selectCaseIdsByTitle,
  selectPersonIdsByName,
} from '@/lib/store/search-relevance-facts';
import { loadSearch } from './search-load';
import type { ExpectedHit, LabelledQuery, QueryClass } from './search-relevance-set';
import { NO_SEARCH_FILTERS, type SearchScope } from './types';

/**
 * Scoring the search against the labelled set (search-relevance-set.ts). A query's result list is what /soeg shows
 * for it with no filters, in relevance order: the first page of the tab its expected hits belong to — cases and
 * questions on "Sager", politicians on "Aktører". Its rank is the place (1-based) of the first expected hit on that
 * page, null when none is on it. The figures: the share of queries with a rank of 3 or better, and the mean
 * reciprocal rank (1/rank, 0 for none).
 */

/** How far down a list the figure looks: a page of results. */
export const TOP = 3;

export interface QueryScore {
  readonly q: string;
  readonly class: QueryClass;
  /** The place of the first expected hit on the first page, null when none is on it. */
  readonly rank: number | null;
  /** Expected hits the store does not hold (the set has rotted when any are). */
  readonly missing: readonly ExpectedHit[];
}

export interface RelevanceFigure {
  readonly queries: readonly QueryScore[];
  /** Share of queries (0–1) with an expected hit among the first {@link TOP}. */
  readonly topShare: number;
  /** Mean reciprocal rank (0–1). */
  readonly mrr: number;
}

/** The scope an expected hit is listed under. */
const scopeOf = (hit: ExpectedHit): SearchScope => ('politician' in hit ? 'aktoerer' : 'sager');

/** The ids an expected hit stands for in this store (empty when the store does not hold it). */
export function expectedIds(db: Store, hit: ExpectedHit): number[] {
  if ('politician' in hit) return selectPersonIdsByName(db, hit.politician);
  if ('title' in hit) return selectCaseIdsByTitle(db, hit.title);
  return selectCaseIdsByNumber(db, hit.case, hit.samling);
}

/** One query's rank and its expected hits the store lacks. */
export function scoreQuery(db: Store, query: LabelledQuery): QueryScore {
  const [first] = query.expect;
  if (!first) throw new Error(`The labelled query "${query.q}" expects nothing.`);
  const scope = scopeOf(first);
  if (query.expect.some((hit) => scopeOf(hit) !== scope)) {
    throw new Error(`The labelled query "${query.q}" mixes politicians with cases.`);
  }
  const missing: ExpectedHit[] = [];
  const wanted = new Set<number>();
  for (const hit of query.expect) {
    const ids = expectedIds(db, hit);
    if (ids.length === 0) missing.push(hit);
    for (const id of ids) wanted.add(id);
  }
  const results = loadSearch(db, {
    q: query.q,
    scope,
    filters: NO_SEARCH_FILTERS,
    page: 1,
    sort: 'relevans',
  });
  const listed = scope === 'aktoerer' ? results.actors : results.cases;
  const at = listed.findIndex((hit) => wanted.has(hit.id));
  return { q: query.q, class: query.class, rank: at === -1 ? null : at + 1, missing };
}

/** The figure over a set of labelled queries. */
export function scoreSet(db: Store, set: readonly LabelledQuery[]): RelevanceFigure {
  const queries = set.map((query) => scoreQuery(db, query));
  const n = Math.max(1, queries.length);
  const inTop = queries.filter((s) => s.rank !== null && s.rank <= TOP).length;
  const rr = queries.reduce((sum, s) => sum + (s.rank === null ? 0 : 1 / s.rank), 0);
  return { queries, topShare: inTop / n, mrr: rr / n };
}
