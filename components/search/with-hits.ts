import type { SearchResults, SearchResultsSummary } from '@/lib/data/search/types';

/**
 * Whether a state's results carry their hits: every fetched state's do; the state the server rendered has its
 * summary only (components/search/search-query.ts), its hits being the ones the server drew (SearchApp `hits`).
 */
export function withHits(results: SearchResultsSummary): results is SearchResults {
  return 'cases' in results;
}
