'use client';

import { useMessages } from '@/components/site/LocaleProvider';
import { defineMessages, format } from '@/lib/i18n/locale';
import type { SearchState } from '@/lib/url-state/search';
import { onSearchLinkClick } from './use-search-navigation';

const messages = defineMessages({
  da: { label: 'Resultatsider', previous: 'Forrige', next: 'Næste', page: 'Side {page} af {pages}' },
  en: { label: 'Result pages', previous: 'Previous', next: 'Next', page: 'Page {page} of {pages}' },
});

/** Previous and next page as links (they work without JavaScript), and where the reader is. */
export function SearchPager({ state, pageCount }: { state: SearchState; pageCount: number }) {
  const t = useMessages(messages);
  if (pageCount <= 1 && state.page === 1) return null;
  const link =
    'rounded border border-stone-400 bg-white px-3 py-1.5 font-medium text-red-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-red-800';
  const previous = state.withPage(Math.min(state.page - 1, pageCount));
  const next = state.withPage(state.page + 1);
  return (
    <nav aria-label={t.label} className="flex flex-wrap items-center gap-3">
      {state.page > 1 ? (
        <a href={previous.toUrl()} onClick={onSearchLinkClick(previous)} rel="prev" className={link}>
          {t.previous}
        </a>
      ) : null}
      <span aria-current="page" className="text-stone-800">
        {format(t.page, {
          page: state.page.toLocaleString('da-DK'),
          pages: pageCount.toLocaleString('da-DK'),
        })}
      </span>
      {state.page < pageCount ? (
        <a href={next.toUrl()} onClick={onSearchLinkClick(next)} rel="next" className={link}>
          {t.next}
        </a>
      ) : null}
    </nav>
  );
}
