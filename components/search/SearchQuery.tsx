'use client';

import { keepPreviousData, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import type { SearchResultsSummary } from '@/lib/data/search/types';
import type { SearchState } from '@/lib/url-state/search';
import { type ServerResults, searchQueryClient, searchResultsQuery } from './search-query';

/** What the search page shows for its state while react-query works (see {@link SearchQuery}). */
export interface SearchQueryView {
  /**
   * The state's results; while they are fetched, the previous state's; none before any arrived. The server's state
   * has its summary only (with-hits.ts).
   */
  readonly results: SearchResultsSummary | undefined;
  readonly fetching: boolean;
  /** The last fetch failed and none is under way: the page offers `retry`. */
  readonly failed: boolean;
  readonly retry: () => void;
}

/**
 * The search's results through react-query, for the page's state: the results the server rendered for its state
 * (`server`), fetched from the JSON route for every other state (search-query.ts), the previous
 * results kept on screen while the next arrive, and each state fetched once (back and forward find them in the
 * cache). It draws nothing: SearchApp loads it on the reader's first move (components/search/live-search.ts) and
 * draws the results it hands over (`onView`), so nothing on the page is rebuilt when it arrives.
 */
export function SearchQuery(props: {
  state: SearchState;
  server: ServerResults;
  onView: (view: SearchQueryView) => void;
}) {
  return (
    <QueryClientProvider client={searchQueryClient}>
      <ObservedSearch {...props} />
    </QueryClientProvider>
  );
}

function ObservedSearch({
  state,
  server,
  onView,
}: {
  state: SearchState;
  server: ServerResults;
  onView: (view: SearchQueryView) => void;
}) {
  const { data, isFetching, isError, refetch } = useQuery({
    ...searchResultsQuery(state, server),
    placeholderData: keepPreviousData,
  });
  // Handed over before the browser paints, so the page never shows a state with the results of another.
  useLayoutEffect(() => {
    onView({
      results: data,
      fetching: isFetching,
      failed: isError && !isFetching,
      retry: () => void refetch(),
    });
  }, [data, isFetching, isError, refetch, onView]);
  return null;
}
