import type { SearchResults } from '@/lib/data/search/types';
import { SEARCH_RESULTS_PATH } from '@/lib/routes';
import type { SearchState } from '@/lib/url-state/search';

/** The search's JSON route answered with an error status (400 for a text it refuses, 5xx when it failed). */
export class SearchRequestError extends Error {
  constructor(readonly status: number) {
    super(`Search request failed with HTTP ${status}`);
    this.name = 'SearchRequestError';
  }
}

/** Fetches one page of results for a search state from the JSON route (app/soeg/resultater/route.ts). */
export async function fetchSearchResults(state: SearchState, signal?: AbortSignal): Promise<SearchResults> {
  const response = await fetch(state.toUrl(SEARCH_RESULTS_PATH), {
    signal,
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new SearchRequestError(response.status);
  return (await response.json()) as SearchResults;
}
