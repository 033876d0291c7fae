import 'server-only';
import { headers } from 'next/headers';
import { LOCALE_HEADER, type Locale, type Messages, PAGE_PATH_HEADER, parseLocale } from './locale';

/**
 * The interface language of the page being rendered: its address's (`/en/…` English, else Danish), which proxy.ts
 * puts in a request header. Call during a request.
 */
export async function getLocale(): Promise<Locale> {
  return parseLocale((await headers()).get(LOCALE_HEADER));
}

/** The texts of a message table in the reader's language. */
export async function getMessages<K extends string>(
  messages: Messages<K>,
): Promise<Readonly<Record<K, string>>> {
  return messages[await getLocale()];
}

/**
 * The path and query of the page being rendered without the language's prefix (`/en/sag/5?x` → `/sag/5?x`), as
 * proxy.ts passed it: what the page's address in the other language is built from. `/` when unknown.
 */
export async function getPagePath(): Promise<string> {
  return (await headers()).get(PAGE_PATH_HEADER) ?? '/';
}
