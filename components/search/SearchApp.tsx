'use client';

import { useSearchParams } from 'next/navigation';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useLocale, useMessages } from '@/components/site/LocaleProvider';
import { FeedLink } from '@/components/ui/FeedLink';
import { Pager } from '@/components/ui/Pager';
import type { SearchOptions, SearchResults } from '@/lib/data/types';
import { defineMessages } from '@/lib/i18n/locale';
import { searchFeedPath } from '@/lib/routes';
import { searchFeedQuery } from '@/lib/url-state/feed-query';
import { SearchState } from '@/lib/url-state/search';
import { SearchForm } from './SearchForm';
import { SearchScopeTabs } from './SearchScopeTabs';
import { SearchSummary } from './SearchSummary';
import { SearchNavigationProvider, useSearchNavigator } from './use-search-navigation';

const messages = defineMessages({
  da: { results: 'Resultater', pages: 'Resultatsider' },
  en: { results: 'Results', pages: 'Result pages' },
});

/** How long typing pauses before the results follow. */
const TYPING_DELAY_MS = 300;

/**
 * The search page's interactive part. The URL is the state (SearchState), and the server renders the results for
 * it (app/soeg/page.tsx; the hits themselves come rendered, `hits`): typing, filters, tabs and pages move to another address in place through Next's router,
 * which asks the server for that page; the results on screen stay, dimmed, until the new ones arrive. A failed
 * search shows the segment's error (app/soeg/error.tsx).
 */
export function SearchApp({
  results,
  hits,
  options,
}: {
  results: SearchResults;
  /** The hits, rendered on the server (SearchHits). */
  hits: ReactNode;
  options: SearchOptions;
}) {
  const t = useMessages(messages);
  const locale = useLocale();
  const searchParams = useSearchParams();
  const state = useMemo(() => SearchState.fromUrl(searchParams), [searchParams]);
  const { navigation, pending } = useSearchNavigator(state);

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
      // From the state last asked for, not the one shown: a tab or page link clicked while the text was pending
      // has moved on already, and its results may not have arrived. The text joins that state.
      const latest = navigation.latest().withQuery(draft);
      committed.current = latest.q;
      navigation.go(latest, { replace: true });
    }, TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, state, navigation]);

  return (
    <SearchNavigationProvider value={navigation}>
      <div className="space-y-6">
        <SearchForm state={state} draft={draft} onDraftChange={setDraft} options={options} />
        <section aria-labelledby="resultater" aria-busy={pending} className="space-y-4">
          <h2 id="resultater" className="sr-only">
            {t.results}
          </h2>
          <SearchScopeTabs state={state} counts={results.counts} />
          {state.scope !== 'aktoerer' ? (
            <FeedLink path={searchFeedPath(searchFeedQuery(state).toString())} locale={locale} />
          ) : null}
          <div className={pending ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
            <SearchSummary state={state} results={results} busy={pending} />
            <div className="mt-4 space-y-4">
              {hits}
              <Pager
                state={state}
                pageCount={results.pageCount}
                locale={locale}
                label={t.pages}
                onFollow={navigation.onLinkClick}
              />
            </div>
          </div>
        </section>
      </div>
    </SearchNavigationProvider>
  );
}
