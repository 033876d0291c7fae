import { ALERTS_PATH } from '@/lib/routes';
import type { MailContext } from './mail-layout';

/*
 * What the mail composers' tests share (compose-confirm.test.ts, compose-news.test.ts): a subscriber's context with
 * a non-ASCII address and titles that need escaping, and reading the token back out of a mail's link.
 */

export const MAIL_SECRET = 'a-secret-of-at-least-thirty-two-characters';
export const MAIL_ADDRESS = 'læser@example.org';

export const mailContext = (locale: 'da' | 'en'): MailContext => ({
  origin: new URL('https://tingdata.dk'),
  secret: MAIL_SECRET,
  subscriber: { id: 7, address: MAIL_ADDRESS, locale },
  following: ['Mette Frederiksen: stemmer i Folketinget', 'L 12 <udkast> & mere'],
});

/** The token in a mail's link to one of the alerts' pages (`bekraeft`, `administrer`, …). */
export function tokenIn(text: string, page: string): string {
  const match = new RegExp(`${ALERTS_PATH}/${page}\\?t=([^\\s"&<>]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${page} link`);
  return decodeURIComponent(match[1]);
}
