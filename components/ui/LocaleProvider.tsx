'use client';

import { createContext, type ReactNode, use } from 'react';
import { DEFAULT_LOCALE, type Locale, type Messages } from '@/lib/i18n/locale';

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/**
 * Gives client components the reader's interface language. The root layout wraps every page in it with the locale
 * of the page's address (getLocale, lib/i18n/server.ts), so the server render and the browser agree.
 */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

/** The reader's interface language, in a client component (server components use getLocale from lib/i18n/server). */
export function useLocale(): Locale {
  return use(LocaleContext);
}

/**
 * The texts of a message table in the reader's language, in a client component — the client twin of getMessages:
 * `const t = useMessages(messages)` with `messages = defineMessages({ da: {...}, en: {...} })`.
 */
export function useMessages<K extends string>(messages: Messages<K>): Readonly<Record<K, string>> {
  return messages[useLocale()];
}
