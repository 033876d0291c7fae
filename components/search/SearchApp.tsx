'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocale, useMessages } from '@/components/site/LocaleProvider';
import { FeedLink } from '@/components/ui/FeedLink';
import { Pager } from '@/components/ui/Pager';
import type { SearchOptions, SearchResults } from '@/lib/data/types';
import { defineMessages } from '@/lib/i18n/locale';
import { searchFeedPath } from '@/lib/routes';
import { searchFeedQuery } from '@/lib/url-state/feed-query';
import { SearchState } from '@/lib/url-state/search';
import { fetchSearchResults } from './fetch-search-results';
import { SearchForm } from './SearchForm';
import { ActorHitList, CaseHitList, DocumentHitList } from './SearchHitLists';
import { SearchScopeTabs } from './SearchScopeTabs';
import { SearchSummary } from './SearchSummary';
import { goToSearchState, onSearchLinkClick } from './use-search-navigation';

const messages = defineMessages({
  da: {
    results: 'Resultater',
    pages: 'Resultatsider',
    error: 'Søgningen kunne ikke gennemføres. Prøv igen om lidt.',
    retry: 'Prøv igen',
  },
  en: {
    results: 'Results',
    pages: 'Result pages',
    error: 'The search could not be completed. Try again shortly.',
    retry: 'Try again',
  },
});

/** How long typing pauses before the results follow. */
const TYPING_DELAY_MS = 300;

/**
 * The search page's interactive part. The URL is the state (SearchState): the server renders the first results
 * (`initialResults` for `initialQuery`), and from then on typing, filters, tabs and pages change the URL in place
 * and react-query fetches the JSON route, keeping the previous results on screen until the new ones arrive.
 */
export function SearchApp({
  initialQuery,
  initialResults,
  options,
}: {
  initialQuery: string;
  initialResults: SearchResults;
  options: SearchOptions;
}) {
  const t = useMessages(messages);
  const locale = useLocale();
  const searchParams = useSearchParams();
  const state = useMemo(() => SearchState.fromUrl(searchParams), [searchParams]);
  const key = state.toQueryString();

  const query = useQuery({
    queryKey: ['search', key],
    queryFn: ({ signal }) => fetchSearchResults(key, signal),
    initialData: key === initialQuery ? initialResults : undefined,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

  // The text box runs ahead of the URL while the reader types; the URL follows after a pause.
  const [draft, setDraft] = useState(state.q);
  const committed = useRef(state.q);
  useEffect(() => {
    // The URL changed from elsewhere (back button, a link): show its text.
    if (state.q !== committed.current) {
      committed.current = state.q;
      setDraft(state.q);
    }
  }, [state.q]);
  useEffect(() => {
    const next = state.withQuery(draft);
    if (next.q === state.q) return;
    const timer = setTimeout(() => {
      // From the address as it is now, not as it was rendered: a tab or page link clicked while the text was
      // pending has changed it already, and the router may not have re-rendered yet. The text joins that state.
      const latest = SearchState.fromUrl(new URLSearchParams(window.location.search)).withQuery(draft);
      committed.current = latest.q;
      goToSearchState(latest, { replace: true });
    }, TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, state]);

  const results = query.data ?? initialResults;
  const busy = query.isFetching;
  return (
    <div className="space-y-6">
      <SearchForm state={state} draft={draft} onDraftChange={setDraft} options={options} />
      <section aria-labelledby="resultater" aria-busy={busy} className="space-y-4">
        <h2 id="resultater" className="sr-only">
          {t.results}
        </h2>
        <SearchScopeTabs state={state} counts={results.counts} />
        {state.scope !== 'aktoerer' ? (
          <FeedLink path={searchFeedPath(searchFeedQuery(state).toString())} locale={locale} />
        ) : null}
        {query.isError && !query.isFetching ? (
          <div role="alert" className="space-y-2 rounded border border-red-800 bg-red-50 p-3">
            <p>{t.error}</p>
            <button
              type="button"
              onClick={() => query.refetch()}
              className="rounded bg-red-800 px-3 py-1.5 font-semibold text-white hover:bg-red-900"
            >
              {t.retry}
            </button>
          </div>
        ) : null}
        <div className={busy ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
          <SearchSummary state={state} results={results} busy={busy} />
          <div className="mt-4 space-y-4">
            {results.scope === 'sager' && results.cases.length > 0 ? (
              <CaseHitList hits={results.cases} terms={results.terms} />
            ) : null}
            {results.scope === 'dokumenter' && results.documents.length > 0 ? (
              <DocumentHitList hits={results.documents} terms={results.terms} />
            ) : null}
            {results.scope === 'aktoerer' && results.actors.length > 0 ? (
              <ActorHitList hits={results.actors} terms={results.terms} />
            ) : null}
            <Pager
              state={state}
              pageCount={results.pageCount}
              locale={locale}
              label={t.pages}
              onFollow={onSearchLinkClick}
            />
          </div>
        </div>
      </section>
    </div>
  );
}
