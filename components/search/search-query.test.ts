import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { SearchResultsSummary } from '@/lib/data/search/types';
import { SearchState } from '@/lib/url-state/search';
import { type ServerResults, searchResultsQuery } from './search-query';

const rendered = SearchState.fromUrl('q=fiskeri&vis=dokumenter');

/**
 * The results the server rendered for `rendered`, without their hits, as the page sends them (their content does not
 * matter here, only who holds them).
 */
const server: ServerResults = {
  key: rendered.toQueryString(),
  results: {
    scope: 'dokumenter',
    sort: 'relevans',
    mode: 'words',
    correction: null,
    speechFilters: { person: null, case: null },
    terms: ['fiskeri'],
    ignored: [],
    counts: { sager: null, dokumenter: { n: 0, capped: false }, taler: null, aktoerer: null },
    page: 1,
    pageSize: 20,
    pageCount: 0,
  } satisfies SearchResultsSummary,
};

describe('searchResultsQuery', () => {
  it('keys a state by its canonical query string, however its address was written', () => {
    const written = SearchState.fromUrl('vis=dokumenter&side=1&q=%20fiskeri%20');
    expect(searchResultsQuery(written, server).queryKey).toEqual(['search', 'q=fiskeri&vis=dokumenter']);
  });

  it('starts the state the server rendered with its results, and no other state', () => {
    expect(searchResultsQuery(rendered, server).initialData).toBe(server.results);
    expect(searchResultsQuery(rendered.withPage(2), server).initialData).toBeUndefined();
    expect(searchResultsQuery(rendered.withScope('sager'), server).initialData).toBeUndefined();
  });

  it('lets a prefetch of the rendered state find its results without fetching', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    const query = searchResultsQuery(rendered, server);
    await client.prefetchQuery({
      ...query,
      queryFn: () => {
        throw new Error('fetched although the server rendered these results');
      },
    });
    expect(client.getQueryData(query.queryKey)).toBe(server.results);
    expect(client.getQueryState(query.queryKey)?.status).toBe('success');
  });
});
