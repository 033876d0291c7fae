'use client';

import type { ReactNode } from 'react';
import { FeedLinkView } from '@/components/follow/FeedLinkView';
import { useLocale, useMessages } from '@/components/ui/LocaleProvider';
import { Pager } from '@/components/ui/Pager';
import type { SearchResultsSummary } from '@/lib/data/search/types';
import { defineMessages } from '@/lib/i18n/locale';
import { searchFeedPath } from '@/lib/routes';
import { searchFeedQuery } from '@/lib/url-state/feed-query';
import type { SearchState } from '@/lib/url-state/search';
import { SearchScopeTabs } from './SearchScopeTabs';
import { SearchSummary } from './SearchSummary';
import { useSearchNavigation } from './use-search-navigation';

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

/**
 * The results of a search state: scope tabs with their counts, the feed link, the count and notes, the hits and the
 * pager. While the next state's results are on their way (`busy`) the previous ones stay, dimmed; a failed fetch
 * says so and offers `onRetry`.
 */
export function SearchResultsSection({
  state,
  results,
  hits,
  busy,
  onRetry,
  follow,
}: {
  state: SearchState;
  results: SearchResultsSummary;
  hits: ReactNode;
  busy: boolean;
  /** Given when the last fetch failed. */
  onRetry?: () => void;
  /**
   * "Følg på e-mail" beside the feed link, drawn on the server (components/follow/FollowByEmail.tsx) with the id of its
   * form, or null when this site offers no alerts (lib/alerts/alerts-offered.ts).
   */
  follow: { readonly form: ReactNode; readonly formId: string } | null;
}) {
  const t = useMessages(messages);
  const locale = useLocale();
  const navigation = useSearchNavigation();
  return (
    <section aria-labelledby="resultater" aria-busy={busy} className="space-y-4">
      <h2 id="resultater" className="sr-only">
        {t.results}
      </h2>
      <SearchScopeTabs state={state} counts={results.counts} />
      {state.scope !== 'aktoerer' ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <FeedLinkView
            path={searchFeedPath(searchFeedQuery(state).toString())}
            locale={locale}
            follow={follow}
          />
        </div>
      ) : null}
      {onRetry ? (
        <div role="alert" className="space-y-2 rounded border border-red-800 bg-red-50 p-3">
          <p>{t.error}</p>
          <button
            type="button"
            onClick={onRetry}
            className="target rounded bg-red-800 px-3 py-1.5 font-semibold text-white hover:bg-red-900"
          >
            {t.retry}
          </button>
        </div>
      ) : null}
      <div className={busy ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
        <SearchSummary state={state} results={results} busy={busy} />
        <div className="mt-4 space-y-4">
          {hits}
          <Pager
            state={state}
            pageCount={results.pageCount}
            locale={locale}
            label={t.pages}
            onFollow={navigation.onLinkClick}
            onIntent={navigation.prefetch}
          />
        </div>
      </div>
    </section>
  );
}
