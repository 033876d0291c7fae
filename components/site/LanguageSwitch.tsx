'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { useLocale } from '@/components/ui/LocaleProvider';
import { languageSwitchHref, localeCookie } from '@/lib/i18n/language-switch';
import type { Locale } from '@/lib/i18n/locale';
import { usePagePath } from './use-page-path';

/** The other language's name, written in that language. */
const OTHER: Readonly<Record<Locale, { readonly lang: Locale; readonly name: string }>> = {
  da: { lang: 'en', name: 'English' },
  en: { lang: 'da', name: 'Dansk' },
};

/** Remembers the reader's choice (the cookie only decides where the bare home address `/` goes; proxy.ts). */
const remember = (lang: Locale) => () => {
  // biome-ignore lint/suspicious/noDocumentCookie: one preference cookie; the Cookie Store API is not in every browser.
  document.cookie = localeCookie(lang);
};

function SwitchLink({ pagePath }: { pagePath: string }) {
  const other = OTHER[useLocale()];
  // A plain link, not next/link: the whole page must load again in the other language (the root layout, which
  // holds the language, is not re-rendered by a client navigation). Works without JavaScript.
  return (
    <a
      href={languageSwitchHref(other.lang, pagePath)}
      onClick={remember(other.lang)}
      lang={other.lang}
      hrefLang={other.lang}
      className="target inline-flex items-center rounded border border-stone-400 px-2.5 py-1 text-sm font-semibold text-stone-900 hover:border-red-800 hover:text-red-800"
    >
      {other.name}
    </a>
  );
}

function WithQuery() {
  const pathname = usePagePath();
  const query = useSearchParams().toString();
  return <SwitchLink pagePath={query ? `${pathname}?${query}` : pathname} />;
}

function PathOnly() {
  return <SwitchLink pagePath={usePagePath()} />;
}

/**
 * A link to the same page in the other interface language: straight to its address there (`/sag/5` ↔
 * `/en/sag/5`, query kept), remembering the choice (lib/i18n/language-switch.ts).
 */
export function LanguageSwitch() {
  return (
    <Suspense fallback={<PathOnly />}>
      <WithQuery />
    </Suspense>
  );
}
