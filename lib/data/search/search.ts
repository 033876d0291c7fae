import 'server-only';
import { readStore } from '@/lib/data/store-read';
import type { SearchScanLimits } from './search-load';
import { loadSearch, loadSearchOptions } from './search-load';
import type { SearchOptions, SearchQuery, SearchResults, SearchResultsSummary } from './types';

export { COUNT_CAP, SEARCH_PAGE_SIZE } from './search-hits';

/**
 * The choices the search filters offer (from the store's search catalog), read in the pages' query pool.
 * @throws StoreMissingError when the store file does not exist.
 */
export async function getSearchOptions(): Promise<SearchOptions> {
  return readStore(loadSearchOptions);
}

/**
 * One page of hits for the state's scope, with hit counts for every scope (search-load.ts says how it is read),
 * searched in the pages' query pool. `limits` overrides the scan limits (tests use it to take the full-text path
 * on a small store).
 * @throws StoreMissingError when the store file does not exist.
 */
export async function searchSite(state: SearchQuery, limits: SearchScanLimits = {}): Promise<SearchResults> {
  const { q, scope, filters, page, sort } = state;
  return readStore(loadSearch, { q, scope, filters, page, sort }, limits);
}

/** A page of results without its hits: what the browser needs of the results the server drew (app/soeg/page.tsx). */
export function searchSummary({
  cases: _cases,
  documents: _documents,
  speeches: _speeches,
  actors: _actors,
  ...summary
}: SearchResults): SearchResultsSummary {
  return summary;
}
