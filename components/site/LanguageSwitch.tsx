'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import type { Locale } from '@/lib/i18n/locale';
import { useLocale } from './LocaleProvider';

/** The other language's name, written in that language. */
const OTHER: Readonly<Record<Locale, { readonly lang: Locale; readonly name: string }>> = {
  da: { lang: 'en', name: 'English' },
  en: { lang: 'da', name: 'Dansk' },
};

/** `/sprog?lang=en&next=/moeder?tid=tidligere`: remembers the language and comes back to the same page. */
export function languageSwitchHref(lang: Locale, next: string): string {
  return `/sprog?${new URLSearchParams({ lang, next }).toString()}`;
}

function SwitchLink({ next }: { next: string }) {
  const other = OTHER[useLocale()];
  // A plain link, not next/link: /sprog is a route handler that sets a cookie and redirects; the whole page must
  // load again in the other language. Works without JavaScript.
  return (
    <a
      href={languageSwitchHref(other.lang, next)}
      lang={other.lang}
      hrefLang={other.lang}
      className="target inline-flex items-center rounded border border-stone-400 px-2.5 py-1 text-sm font-semibold text-stone-900 hover:border-red-800 hover:text-red-800"
    >
      {other.name}
    </a>
  );
}

function WithQuery() {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  return <SwitchLink next={query ? `${pathname}?${query}` : pathname} />;
}

function PathOnly() {
  return <SwitchLink next={usePathname()} />;
}

/** A link to the same page in the other interface language. */
export function LanguageSwitch() {
  return (
    <Suspense fallback={<PathOnly />}>
      <WithQuery />
    </Suspense>
  );
}
