'use client';

import type { MouseEvent } from 'react';
import { localePath, splitLocalePath } from '@/lib/routes';
import type { SearchState } from '@/lib/url-state/search';

/**
 * Moves the search page to another state without a server round trip: the URL changes through the History API,
 * which Next's router picks up (useSearchParams updates, back and forward work), and react-query fetches the
 * results. `replace` for typing (no history entry per keystroke); push for everything a reader would go back from.
 * The address stays in the language of the one the reader is on (`/en/soeg?…` on the English page).
 */
export function goToSearchState(state: SearchState, { replace = false }: { replace?: boolean } = {}): void {
  const { locale } = splitLocalePath(window.location.pathname);
  if (replace) window.history.replaceState(null, '', localePath(locale, state.toUrl()));
  else window.history.pushState(null, '', localePath(locale, state.toUrl()));
}

/** A link's click handler that stays on the page, except when the reader asks for a new tab or window. */
export function onSearchLinkClick(state: SearchState) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    goToSearchState(state);
  };
}
