import type { SearchResults } from '@/lib/data/types';

/** The JSON route the search page reads from after the first render (app/soeg/resultater/route.ts). */
export const SEARCH_RESULTS_PATH = '/soeg/resultater';

export class SearchRequestError extends Error {
  constructor(readonly status: number) {
    super(`Search request failed with HTTP ${status}`);
    this.name = 'SearchRequestError';
  }
}

/** Fetches one page of results for a canonical query string (SearchState.toQueryString()). */
export async function fetchSearchResults(query: string, signal?: AbortSignal): Promise<SearchResults> {
  const response = await fetch(query ? `${SEARCH_RESULTS_PATH}?${query}` : SEARCH_RESULTS_PATH, {
    signal,
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new SearchRequestError(response.status);
  return (await response.json()) as SearchResults;
}
