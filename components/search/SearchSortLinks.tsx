'use client';

import { useLocale, useMessages } from '@/components/ui/LocaleProvider';
import { defineMessages } from '@/lib/i18n/locale';
import { localePath } from '@/lib/routes';
import { SEARCH_SORTS, type SearchState } from '@/lib/url-state/search';
import { useSearchNavigation } from './use-search-navigation';

const messages = defineMessages({
  da: { label: 'Sortering', relevans: 'Mest relevante først', nyeste: 'Nyeste først' },
  en: { label: 'Order', relevans: 'Most relevant first', nyeste: 'Newest first' },
});

/**
 * The order of case hits for search words: most relevant first (the default) or newest first. Plain links to the
 * other order's URL, so it works without JavaScript; the current one is marked.
 */
export function SearchSortLinks({ state }: { state: SearchState }) {
  const t = useMessages(messages);
  const locale = useLocale();
  const { onLinkClick, prefetch } = useSearchNavigation();
  return (
    <nav aria-label={t.label} className="text-sm">
      <ul className="flex flex-wrap items-center gap-x-1">
        <li className="pr-1 text-stone-700">{t.label}:</li>
        {SEARCH_SORTS.map((sort) => {
          const target = state.withSort(sort);
          const current = sort === state.sort;
          return (
            <li key={sort}>
              <a
                href={localePath(locale, target.toUrl())}
                onClick={onLinkClick(target)}
                onPointerEnter={() => prefetch(target)}
                onFocus={() => prefetch(target)}
                aria-current={current ? 'true' : undefined}
                className={`inline-flex min-h-11 items-center rounded px-2 sm:min-h-8 ${
                  current
                    ? 'bg-stone-200 font-semibold text-stone-950 no-underline'
                    : 'font-medium text-red-800 underline underline-offset-2 hover:bg-stone-100'
                }`}
              >
                {t[sort]}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
