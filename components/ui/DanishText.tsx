import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locale';

/**
 * The `lang` an element holding only ODA's Danish text takes on a page in `locale`: `'da'` on an English page, none
 * on a Danish one, whose `<html lang="da">` already says it (app/layout.tsx).
 */
export function danishLang(locale: Locale): 'da' | undefined {
  return locale === 'da' ? undefined : 'da';
}

/**
 * ODA's own Danish text inside the interface — a case title, a committee's or party's name, a konklusion, a
 * biography line. On an English page it is marked `lang="da"`, so a screen reader reads it as Danish and the page
 * says which words are data (e2e/english-words.spec.ts fails on Danish words outside such marks); on a Danish page
 * it is the bare text, with no wrapper to send. Where the text fills an element of its own, give that element
 * `lang={danishLang(locale)}` instead.
 */
export function DanishText({ locale, children }: { locale: Locale; children: ReactNode }) {
  return locale === 'da' ? children : <span lang="da">{children}</span>;
}
