'use client';

import { useSearchParams } from 'next/navigation';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useLocale } from '@/components/ui/LocaleProvider';
import type { SearchResultsSummary } from '@/lib/data/search/types';
import { SearchState } from '@/lib/url-state/search';
import { SearchForm } from './SearchForm';
import type { SearchQueryView } from './SearchQuery';
import { SearchResultsSection } from './SearchResultsSection';
import type { SearchFilterChoices } from './search-filter-choices';
import { SearchNavigationProvider, useSearchNavigator } from './use-search-navigation';
import { withHits } from './with-hits';

/** How long typing pauses before the results follow. */
const TYPING_DELAY_MS = 300;

/**
 * The search page's interactive part. The URL is the state (SearchState). The server renders the results of the
 * address it answers (their hits drawn, `hits`, and the rest, `summary`, for the state `resultsKey`; the hits are
 * not sent twice), so the page reads and
 * works without JavaScript. From the reader's first move on, react-query takes over (SearchQuery, loaded then, see
 * components/search/live-search.ts): typing, filters, tabs and pages change the address in place and the results
 * are fetched as JSON, the previous ones kept on screen, dimmed, until the new ones arrive.
 */
export function SearchApp({
  summary,
  resultsKey,
  hits,
  choices,
  follow,
}: {
  /** The server's results without their hits. */
  summary: SearchResultsSummary;
  /** The state the server rendered `summary` and `hits` for (SearchState.toQueryString()). */
  resultsKey: string;
  /** The server's hits, rendered on the server (SearchHits). */
  hits: ReactNode;
  /** The form's choices, labelled on the server (components/search/search-filter-choices.ts). */
  choices: SearchFilterChoices;
  /**
   * "Følg på e-mail" beside the feed link, drawn on the server (components/follow/FollowByEmail.tsx) with the id of its
   * form, or null when this site offers no alerts (lib/alerts/alerts-offered.ts).
   */
  follow: { readonly form: ReactNode; readonly formId: string } | null;
}) {
  const locale = useLocale();
  const searchParams = useSearchParams();
  const state = useMemo(() => SearchState.fromUrl(searchParams), [searchParams]);
  const server = useMemo(() => ({ key: resultsKey, results: summary }), [resultsKey, summary]);
  const { navigation, live } = useSearchNavigator(state, server);
  const [view, setView] = useState<SearchQueryView | null>(null);

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
      // pending has changed it already. The text joins that state.
      const latest = navigation.latest().withQuery(draft);
      committed.current = latest.q;
      navigation.go(latest, { replace: true });
    }, TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, state, navigation]);

  // Until react-query has results, the server's stand, dimmed when the address has moved on from them; its hits
  // are the ones the server drew (react-query holds the server's state without hits).
  const shown = (live && view?.results) || summary;
  const busy =
    live && view ? view.fetching || !(view.results || view.failed) : state.toQueryString() !== resultsKey;
  return (
    <SearchNavigationProvider value={navigation}>
      {live ? <live.SearchQuery state={state} server={server} onView={setView} /> : null}
      <div className="space-y-6">
        <SearchForm state={state} draft={draft} onDraftChange={setDraft} choices={choices} />
        <SearchResultsSection
          state={state}
          results={shown}
          hits={live && withHits(shown) ? <live.SearchHits results={shown} locale={locale} /> : hits}
          busy={busy}
          follow={follow}
          onRetry={live && view?.failed ? view.retry : undefined}
        />
      </div>
    </SearchNavigationProvider>
  );
}
