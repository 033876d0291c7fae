'use client';

import { useRouter } from 'next/navigation';
import { createContext, type MouseEvent, useContext, useEffect, useMemo, useRef, useTransition } from 'react';
import { useLocale } from '@/components/site/LocaleProvider';
import { localePath } from '@/lib/routes';
import type { SearchState } from '@/lib/url-state/search';

/** How the search page's parts move it to another state (SearchApp provides it; see {@link useSearchNavigator}). */
export interface SearchNavigation {
  /**
   * Moves the page to `state`: Next's router asks the server for the page at the state's address (in the language
   * of the page: `/en/soeg?…` on the English one), and the results on screen stay until the new ones arrive.
   * `replace` for typing (no history entry per keystroke); push for everything a reader would go back from.
   */
  go(state: SearchState, options?: { replace?: boolean }): void;
  /** A link's click handler that moves the page in place, except when the reader asks for a new tab or window. */
  onLinkClick(state: SearchState): (event: MouseEvent<HTMLAnchorElement>) => void;
  /** The state last asked for: the address shows it only once its results have arrived. */
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

/**
 * The search page's navigation for the state the address shows, and whether a move is under way (its results
 * not yet arrived). No results are fetched here: the server renders them (app/soeg/page.tsx) for each address.
 */
export function useSearchNavigator(state: SearchState): { navigation: SearchNavigation; pending: boolean } {
  const router = useRouter();
  const locale = useLocale();
  const [pending, startTransition] = useTransition();
  const latest = useRef(state);
  useEffect(() => {
    // The address changed (a move arrived, or the back button): that is the state now.
    latest.current = state;
  }, [state]);
  const navigation = useMemo((): SearchNavigation => {
    const go = (next: SearchState, { replace = false } = {}) => {
      latest.current = next;
      startTransition(() => {
        if (replace) router.replace(localePath(locale, next.toUrl()), { scroll: false });
        else router.push(localePath(locale, next.toUrl()), { scroll: false });
      });
    };
    return {
      go,
      onLinkClick: (next) => (event) => {
        if (event.defaultPrevented || event.button !== 0) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        go(next);
      },
      latest: () => latest.current,
    };
  }, [router, locale]);
  return { navigation, pending };
}
