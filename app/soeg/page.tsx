import type { Metadata } from 'next';
import { FollowByEmail } from '@/components/follow/FollowByEmail';
import { SearchApp } from '@/components/search/SearchApp';
import { SearchHits } from '@/components/search/SearchHits';
import { searchFilterChoices } from '@/components/search/search-filter-choices';
import { searchPageMessages } from '@/components/search/search-page-messages';
import { alertsOffered } from '@/lib/alerts/alerts-offered';
import { getSearchOptions, searchSite, searchSummary } from '@/lib/data/search/search';
import { getSiteStatus } from '@/lib/data/site/site';
import { format } from '@/lib/i18n/locale';
import { getLocale, getMessages } from '@/lib/i18n/server';
import { searchFeedPath } from '@/lib/routes';
import { earlyRead } from '@/lib/server/early-read';
import { feedAlternates, languageAlternates } from '@/lib/share/page-metadata';
import { feedSearchState, searchFeedQuery } from '@/lib/url-state/feed-query';
import { SearchState } from '@/lib/url-state/search';

/** The ids of the search's one follow form (its feed changes as the reader searches; the form stays). */
const SEARCH_FOLLOW_ID = 'folg-soeg';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const [t, locale] = await Promise.all([getMessages(searchPageMessages), getLocale()]);
  const state = SearchState.fromUrl(await searchParams);
  const title = state.q ? format(t.titleWithQuery, { q: state.q }) : t.title;
  // A search of actors has no dates to follow (lib/url-state/feed-query.ts): no feed.
  const feed = feedSearchState(state.toParams());
  return {
    title,
    description: t.description,
    alternates: {
      ...(await languageAlternates(state.toUrl(), locale)),
      ...(feed
        ? { types: feedAlternates({ path: searchFeedPath(searchFeedQuery(feed).toString()), title }, locale) }
        : {}),
    },
  };
}

/**
 * `/soeg`: search, rendered on the server from the URL, results and all (a GET form and links without JavaScript;
 * link previews see the hits), then interactive: from the first move on, react-query fetches each state's results
 * from the JSON route (components/search/SearchApp.tsx). The hits travel once, drawn: the browser gets only the
 * results' summary (counts, page position, correction) beside them.
 */
export default async function SearchPage({ searchParams }: Props) {
  const state = SearchState.fromUrl(await searchParams);
  // The search starts beside the status check.
  const reads = earlyRead(Promise.all([searchSite(state), getSearchOptions()]));
  // Without a store the root layout explains how to build one; searching would only fail.
  if ((await getSiteStatus()).kind !== 'ready') return null;
  const [[results, options], t, locale] = await Promise.all([
    reads,
    getMessages(searchPageMessages),
    getLocale(),
  ]);
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-balance">{t.heading}</h1>
        <p className="max-w-prose text-stone-700">{t.intro}</p>
      </div>
      <SearchApp
        summary={searchSummary(results)}
        resultsKey={state.toQueryString()}
        hits={<SearchHits results={results} locale={locale} />}
        choices={searchFilterChoices(options, locale)}
        follow={
          alertsOffered()
            ? {
                form: <FollowByEmail locale={locale} id={SEARCH_FOLLOW_ID} feedPath={null} />,
                formId: SEARCH_FOLLOW_ID,
              }
            : null
        }
      />
    </div>
  );
}
