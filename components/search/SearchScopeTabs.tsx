'use client';

import { useLocale, useMessages } from '@/components/ui/LocaleProvider';
import type { HitCount, SearchScope } from '@/lib/data/search/types';
import { formatCount } from '@/lib/format/numbers';
import { defineMessages } from '@/lib/i18n/locale';
import { localePath } from '@/lib/routes';
import { SEARCH_SCOPES, type SearchState } from '@/lib/url-state/search';
import { useSearchNavigation } from './use-search-navigation';

const messages = defineMessages({
  da: {
    label: 'Vis resultater for',
    sager: 'Sager',
    dokumenter: 'Dokumenter',
    taler: 'Taler',
    aktoerer: 'Aktører',
  },
  en: {
    label: 'Show results for',
    sager: 'Cases',
    dokumenter: 'Documents',
    taler: 'Speeches',
    aktoerer: 'Actors',
  },
});

/**
 * Cases, documents, speeches or actors: links with hit counts — the same number the list says when the tab is opened
 * ("1.000+" where counting stopped; none where a scope was not counted) — the shown one current.
 */
export function SearchScopeTabs({
  state,
  counts,
}: {
  state: SearchState;
  counts: Readonly<Record<SearchScope, HitCount | null>> | null;
}) {
  const t = useMessages(messages);
  const locale = useLocale();
  const { onLinkClick, prefetch } = useSearchNavigation();
  return (
    <nav aria-label={t.label}>
      <ul className="flex flex-wrap gap-x-1 border-b border-stone-300 sm:gap-x-2">
        {SEARCH_SCOPES.map((scope) => {
          const current = scope === state.scope;
          const target = state.withScope(scope);
          const count = counts?.[scope];
          return (
            <li key={scope} className="-mb-px">
              <a
                href={localePath(locale, target.toUrl())}
                onClick={onLinkClick(target)}
                onPointerEnter={() => prefetch(target)}
                onFocus={() => prefetch(target)}
                aria-current={current ? 'page' : undefined}
                className={`target inline-flex items-center gap-1.5 rounded-t border px-2 py-2 font-medium sm:gap-2 sm:px-3 ${
                  current
                    ? 'border-stone-300 border-b-stone-50 bg-stone-50 text-stone-950'
                    : 'border-transparent text-red-800 underline underline-offset-4 hover:bg-stone-100'
                }`}
              >
                {t[scope]}
                {count ? (
                  <span className="rounded-full bg-stone-200 px-2 text-sm text-stone-900">
                    {formatCount(locale, count.n)}
                    {count.capped ? '+' : ''}
                  </span>
                ) : null}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
