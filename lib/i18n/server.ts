import 'server-only';
import { cookies } from 'next/headers';
import { LOCALE_COOKIE, type Locale, type Messages, parseLocale } from './locale';

/** The reader's interface language (cookie set by /sprog), Danish by default. Call during a request. */
export async function getLocale(): Promise<Locale> {
  return parseLocale((await cookies()).get(LOCALE_COOKIE)?.value);
}

/** The texts of a message table in the reader's language. */
export async function getMessages<K extends string>(
  messages: Messages<K>,
): Promise<Readonly<Record<K, string>>> {
  return messages[await getLocale()];
}
