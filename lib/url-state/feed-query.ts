import type { RebellionSearch } from './rebellion-search';
import { DEFAULT_SORT, SearchState } from './search';
import type { VoteSearch } from './vote-search';

/*
 * The queries of the Atom feeds that follow a list (lib/feed): which of the page's URL state a feed reads, written
 * once for the feed and for the page cache's canonical keys (lib/server/page-keys.ts).
 */

/** The new-votes feed reads the vote list's filters, always from its first page (the newest votes). */
export const voteFeedQuery = (search: VoteSearch): URLSearchParams => search.withPage(1).toSearchParams();

/** The rebellions feed reads the rebellions page's filters, always from its first page (the newest breaks). */
export const rebellionFeedQuery = (search: RebellionSearch): URLSearchParams =>
  search.withPage(1).toSearchParams();

/**
 * The search a feed follows: the page's search (text, scope, filters) from its first page, newest first — a feed
 * shows what is new, whatever order the page was sorted in. Null for a search of actors, which have no dates.
 */
export function feedSearchState(query: URLSearchParams): SearchState | null {
  const state = SearchState.fromUrl(query).withSort('nyeste');
  return state.scope === 'aktoerer' ? null : state;
}

/** A search feed's canonical query: the search without its order and page (the feed always reads the newest). */
export const searchFeedQuery = (state: SearchState): URLSearchParams =>
  state.withSort(DEFAULT_SORT).withPage(1).toParams();
