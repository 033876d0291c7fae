import { rebellionFeedQuery, searchFeedQuery, voteFeedQuery } from './feed-query';
import { QuestionSearch } from './question-search';
import { RebellionSearch } from './rebellion-search';
import { SearchState } from './search';
import { VoteSearch } from './vote-search';

/**
 * The question list's feed query: its filters, newest first, from the first page; or, when a value is invalid (the
 * feed answers 400, lib/export/question-list-response.ts), the query as it came, so such a request never reads as
 * the valid one at the canonical address. Here, not in feed-query.ts, so the search page's script (which reads that
 * module) does not carry the question list's URL state.
 */
export const questionFeedQuery = (params: URLSearchParams): URLSearchParams =>
  QuestionSearch.invalidParams(params).length > 0
    ? params
    : QuestionSearch.fromUrl(params).withPage(1).withSort('newest').toSearchParams();

/** A feed's canonical query: what it reads from the URL, as its URL-state value object writes it. */
export type FeedQuery = (params: URLSearchParams) => URLSearchParams;

const NONE: FeedQuery = () => new URLSearchParams();

/**
 * The Atom feeds (lib/feed, routes `app/**\/feed.xml`) by their Danish path without query, each with the query it
 * reads. The page cache keys them by it (lib/server/page-keys.ts) and the alerts follow only these
 * (lib/alerts/feed-path.ts); a new feed route is added here.
 */
export const ATOM_FEED_ROUTES: ReadonlyArray<readonly [RegExp, FeedQuery]> = [
  [/^\/afstemninger\/feed\.xml$/, (p) => voteFeedQuery(VoteSearch.fromUrl(p))],
  [/^\/afstemninger\/brud\/feed\.xml$/, (p) => rebellionFeedQuery(RebellionSearch.fromUrl(p))],
  [/^\/(?:aktoer|sag|parti|dokument)\/[^/]+\/feed\.xml$/, NONE],
  [/^\/aktoer\/[^/]+\/taler\/feed\.xml$/, NONE],
  [/^\/soeg\/feed\.xml$/, (p) => searchFeedQuery(SearchState.fromUrl(p))],
  [/^\/kommende\/feed\.xml$/, NONE],
  [/^\/spoergsmaal\/feed\.xml$/, questionFeedQuery],
];

/** The canonical query of the Atom feed at `pathname` (Danish, without query), or null when it is no feed. */
export function atomFeedQuery(pathname: string, params: URLSearchParams): URLSearchParams | null {
  const route = ATOM_FEED_ROUTES.find(([pattern]) => pattern.test(pathname));
  return route ? route[1](params) : null;
}
