import type { SearchHits } from './SearchHits';
import type { SearchQuery } from './SearchQuery';
import type { prefetchSearchResults } from './search-query';

/**
 * The search's interactive layer: react-query (SearchQuery, prefetching) and the hit lists drawn in the browser.
 * The first load of /soeg does without it — the server renders the results, and the page's JavaScript stays within
 * its budget (e2e/search-weight.spec.ts) — and SearchApp loads it on the reader's first move: focus in the form, a
 * pointer or focus on a tab or page link, or an address the server did not render.
 */
export interface LiveSearch {
  readonly SearchQuery: typeof SearchQuery;
  readonly SearchHits: typeof SearchHits;
  readonly prefetch: typeof prefetchSearchResults;
}

let loaded: LiveSearch | null = null;
let loading: Promise<LiveSearch> | null = null;

/** The layer, if this tab has loaded it already (the search page mounted again after a visit elsewhere). */
export function loadedLiveSearch(): LiveSearch | null {
  return loaded;
}

/** Loads the layer once per tab; after a failure (offline) the next move tries again. */
export function loadLiveSearch(): Promise<LiveSearch> {
  loading ??= Promise.all([import('./SearchQuery'), import('./SearchHits'), import('./search-query')]).then(
    ([query, hits, client]) => {
      loaded = {
        SearchQuery: query.SearchQuery,
        SearchHits: hits.SearchHits,
        prefetch: client.prefetchSearchResults,
      };
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
