'use client';

import { createContext, type MouseEvent, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useLocale } from '@/components/ui/LocaleProvider';
import { localePath } from '@/lib/routes';
import { SearchState } from '@/lib/url-state/search';
import { type LiveSearch, loadedLiveSearch, loadLiveSearch } from './live-search';
import type { ServerResults } from './search-query';

/** How the search page's parts move it to another state (SearchApp provides it; see {@link useSearchNavigator}). */
export interface SearchNavigation {
  /**
   * Moves the page to `state` without a page load: the address — in the page's language, `/en/soeg?…` on the
   * English page — changes through the History API, which Next's router follows (useSearchParams; back and forward
   * work), and react-query fetches the results. `replace` for typing (no history entry per keystroke); push for
   * everything a reader would go back from.
   */
  go(state: SearchState, options?: { replace?: boolean }): void;
  /** A link's click handler that moves the page in place, except when the reader asks for a new tab or window. */
  onLinkClick(state: SearchState): (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Fetches a likely next state's results ahead (a link to it under the pointer or in focus). */
  prefetch(state: SearchState): void;
  /** Loads the interactive layer ahead of a move (focus in the form). */
  activate(): void;
  /** The state of the address now: ahead of the one rendered while the router catches up. */
  latest(): SearchState;
}

const SearchNavigationContext = createContext<SearchNavigation | null>(null);

export const SearchNavigationProvider = SearchNavigationContext.Provider;

/** The search page's navigation, for its parts (the form, the tabs, the sort links). */
export function useSearchNavigation(): SearchNavigation {
  const navigation = useContext(SearchNavigationContext);
  if (!navigation) throw new Error('useSearchNavigation is used outside the search page (SearchApp)');
  return navigation;
}

const addressState = () => SearchState.fromUrl(window.location.search);

/**
 * The search page's navigation, and its interactive layer once loaded (components/search/live-search.ts): on the
 * first move, or at once when the address shows a state other than the one the server rendered results for
 * (`server`; e.g. back from a case to a search typed earlier). Should the layer fail to load while the address has
 * moved on, the page is loaded from the server at that address instead.
 */
export function useSearchNavigator(
  state: SearchState,
  server: ServerResults,
): { navigation: SearchNavigation; live: LiveSearch | null } {
  const locale = useLocale();
  const [live, setLive] = useState<LiveSearch | null>(loadedLiveSearch);
  const rendered = useRef(server);
  useEffect(() => {
    rendered.current = server;
  }, [server]);

  const navigation = useMemo((): SearchNavigation => {
    const activate = () => {
      loadLiveSearch().then(setLive, () => {
        if (addressState().toQueryString() !== rendered.current.key) window.location.reload();
      });
    };
    const go = (next: SearchState, { replace = false } = {}) => {
      if (replace) window.history.replaceState(null, '', localePath(locale, next.toUrl()));
      else window.history.pushState(null, '', localePath(locale, next.toUrl()));
      activate();
    };
    return {
      go,
      onLinkClick: (next) => (event) => {
        if (event.defaultPrevented || event.button !== 0) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        go(next);
      },
      prefetch: (next) => {
        loadLiveSearch().then((layer) => {
          setLive(layer);
          layer.prefetch(next, rendered.current);
        }, ignoreUntilNextMove);
      },
      activate,
      latest: addressState,
    };
  }, [locale]);

  const elsewhere = state.toQueryString() !== server.key;
  useEffect(() => {
    if (elsewhere) navigation.activate();
  }, [elsewhere, navigation]);
  return { navigation, live };
}

/** A prefetch whose layer failed to load is simply not made; the next move loads it again. */
function ignoreUntilNextMove(): void {}
