import { QueryClient, queryOptions } from '@tanstack/react-query';
import type { SearchResultsSummary } from '@/lib/data/search/types';
import type { SearchState } from '@/lib/url-state/search';
import { fetchSearchResults } from './fetch-search-results';

/** How long fetched results are shown again without asking (back, forward, a tab seen before). */
const FRESH_MS = 5 * 60_000;

/**
 * The results the server rendered into the page — their summary; their hits came drawn (SearchApp `hits`) — and the
 * state (SearchState.toQueryString()) it rendered them for.
 */
export interface ServerResults {
  readonly key: string;
  readonly results: SearchResultsSummary;
}

/**
 * The search's react-query client: one per browser tab, so its cache outlives the page's components (back from a
 * case to the search finds its results). This module is only ever loaded in the browser, on the reader's first move
 * (components/search/live-search.ts), never by the server render.
 */
export const searchQueryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: FRESH_MS, refetchOnWindowFocus: false, retry: 1 } },
});

/**
 * The query of one search state: keyed by its canonical query string, fetched from the JSON route, except the
 * state the server rendered, whose results come with the page (`server`, its summary; SearchApp shows the hits the
 * server drew for it): whoever asks first, the page or a prefetch, finds them in the cache.
 */
export const searchResultsQuery = (state: SearchState, server: ServerResults) => {
  const key = state.toQueryString();
  return queryOptions<SearchResultsSummary>({
    queryKey: ['search', key],
    queryFn: ({ signal }) => fetchSearchResults(state, signal),
    initialData: key === server.key ? server.results : undefined,
  });
};

/** Fetches a state's results ahead of a likely move (a tab or page link under the pointer or in focus), once. */
export function prefetchSearchResults(state: SearchState, server: ServerResults): void {
  void searchQueryClient.prefetchQuery(searchResultsQuery(state, server));
}
