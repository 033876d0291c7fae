import { danishLocalDateTime } from '@/lib/format/danish-clock';
import { dateInWords, formatDate, formatTime, parseLocalDateTime } from '@/lib/format/local-date-time';
import { escapeHtml } from '@/lib/http/plain-page';
import { defineMessages, type Locale } from '@/lib/i18n/locale';
import {
  alertsManagePath,
  alertsOneClickPath,
  alertsUnsubscribePath,
  localePath,
  PRIVACY_PATH,
} from '@/lib/routes';
import { tokensFor } from './subscriber-tokens';

/*
 * What every mail of the alerts shares (lib/alerts/compose-*.ts): the HTML shell — a language, a real heading
 * structure, inline styles only (mail apps drop style sheets), dark text on white with links that read as links,
 * one column that fits a phone — the plain-text twin, the footer and the headers.
 */

/** A composed mail, ready for nodemailer. */
export interface ComposedMail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** Who a mail goes to and what its links are made from. */
export interface MailContext {
  /** The public origin (SITE_URL, else the origin the feeds were read from): every link is absolute. */
  readonly origin: URL;
  /** The key tokens are signed with (lib/alerts/alerts-db.ts `alertsSecret`). */
  readonly secret: string;
  readonly subscriber: { readonly id: number; readonly address: string; readonly locale: Locale };
  /** The titles of what the subscriber follows (confirmed), for the footer. */
  readonly following: readonly string[];
}

const messages = defineMessages({
  da: {
    following: 'Du følger',
    nothing: 'Du følger ikke noget lige nu.',
    manage: 'Se og ret dine varsler',
    unsubscribe: 'Afmeld alle varsler og slet din adresse',
    why: 'Du får denne mail, fordi du har bekræftet et varsel på Tingdata. Sådan behandler vi dine oplysninger:',
    privacy: 'privatlivspolitik',
    list: 'Tingdatas varsler',
  },
  en: {
    following: 'You follow',
    nothing: 'You follow nothing at the moment.',
    manage: 'See and change your alerts',
    unsubscribe: 'Unsubscribe from all alerts and delete your address',
    why: 'You get this mail because you confirmed an alert on Tingdata. How we handle your data:',
    privacy: 'privacy policy',
    list: 'Tingdata alerts',
  },
});

export const STYLE = {
  body: 'margin:0;padding:0;background:#ffffff;color:#1a1a1a;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;',
  column: 'max-width:600px;margin:0 auto;padding:16px;',
  h1: 'font-size:22px;line-height:1.3;margin:0 0 12px;color:#1a1a1a;',
  h2: 'font-size:18px;line-height:1.3;margin:24px 0 8px;color:#1a1a1a;',
  h3: 'font-size:16px;line-height:1.4;margin:0;color:#1a1a1a;',
  link: 'color:#0b4f9c;text-decoration:underline;',
  muted: 'margin:2px 0 0;color:#4a4a4a;font-size:14px;',
  p: 'margin:0 0 12px;',
  list: 'list-style:none;margin:0;padding:0;',
  item: 'margin:0 0 16px;padding:0;',
  /** A footer link on its own line, tall enough to tap on a phone (44 px). */
  footerLink: 'color:#0b4f9c;text-decoration:underline;display:inline-block;padding:11px 0;',
  footer: 'margin-top:32px;padding-top:16px;border-top:1px solid #8a8a8a;font-size:14px;color:#333333;',
  button:
    'display:inline-block;padding:12px 20px;background:#0b4f9c;color:#ffffff;text-decoration:none;border-radius:4px;font-weight:600;',
} as const;

/** An HTML link with meaningful text. */
export const htmlLink = (href: string, text: string, style: string = STYLE.link): string =>
  `<a href="${escapeHtml(href)}" style="${style}">${escapeHtml(text)}</a>`;

/**
 * The whole HTML document around `body` (already HTML). Webmail drops the document's `<html lang>`, so the column
 * carries the language too, and names itself as the mail for screen readers (role article, as mail apps expect).
 */
export const htmlDocument = (locale: Locale, title: string, body: string): string =>
  `<!DOCTYPE html>\n<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="${STYLE.body}"><div role="article" aria-roledescription="email" aria-label="${escapeHtml(title)}" lang="${locale}" style="${STYLE.column}">${body}</div></body></html>\n`;

/** An absolute URL of one of our paths in the subscriber's language. */
export const siteUrl = (context: MailContext, path: string): string =>
  new URL(localePath(context.subscriber.locale, path), context.origin).href;

/** A moment in Danish time in words: '3. marts 2026 kl. 10.00' / '3 March 2026 at 10:00'. */
export function momentInWords(at: Date, locale: Locale): string {
  const local = parseLocalDateTime(danishLocalDateTime(at));
  if (!local) return at.toISOString();
  const time = formatTime(local, locale);
  return time
    ? `${formatDate(local, locale)} ${locale === 'da' ? '' : 'at '}${time}`
    : formatDate(local, locale);
}

/** The day of an entry's `updated` (an ISO instant) in words, Danish time; '' when it is no date. */
export function dayInWords(updated: string, locale: Locale): string {
  const at = new Date(updated);
  if (Number.isNaN(at.getTime())) return '';
  return dateInWords(danishLocalDateTime(at).slice(0, 10), locale) ?? '';
}

/** The footer of an alert or digest, as HTML and as text: what is followed, manage, unsubscribe, why. */
export function newsFooter(context: MailContext): { html: string; text: string } {
  const t = messages[context.subscriber.locale];
  const tokens = tokensFor(context.secret, context.subscriber);
  const manage = siteUrl(context, alertsManagePath(tokens.manage));
  const unsubscribe = siteUrl(context, alertsUnsubscribePath(tokens.unsubscribe));
  const privacy = siteUrl(context, PRIVACY_PATH);
  const following =
    context.following.length > 0
      ? `<ul style="margin:0 0 12px;padding-left:20px;">${context.following.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>`
      : `<p style="${STYLE.p}">${escapeHtml(t.nothing)}</p>`;
  const html = `<div style="${STYLE.footer}"><h2 style="${STYLE.h2}margin-top:0;font-size:16px;">${escapeHtml(t.following)}</h2>${following}<p style="margin:0;">${htmlLink(manage, t.manage, STYLE.footerLink)}</p><p style="margin:0 0 12px;">${htmlLink(unsubscribe, t.unsubscribe, STYLE.footerLink)}</p><p style="${STYLE.p}">${escapeHtml(t.why)} ${htmlLink(privacy, t.privacy)}.</p></div>`;
  const text = [
    '-- ',
    `${t.following}:`,
    ...(context.following.length > 0 ? context.following.map((f) => `- ${f}`) : [t.nothing]),
    '',
    `${t.manage}: ${manage}`,
    `${t.unsubscribe}: ${unsubscribe}`,
    '',
    `${t.why} ${privacy}`,
  ].join('\n');
  return { html, text };
}

/** The list's id (RFC 2919): one list per site host. */
const listId = (context: MailContext): string =>
  `${messages[context.subscriber.locale].list} <varsler.${context.origin.hostname}>`;

/** Headers of every mail: automatic (RFC 3834), of our list. */
export const baseHeaders = (context: MailContext): Record<string, string> => ({
  'Auto-Submitted': 'auto-generated',
  'List-Id': listId(context),
});

/** Headers of an alert or digest: also the one-click unsubscribe (RFC 8058) and the manage page (RFC 2369). */
export function newsHeaders(context: MailContext): Record<string, string> {
  const tokens = tokensFor(context.secret, context.subscriber);
  return {
    ...baseHeaders(context),
    'List-Unsubscribe': `<${new URL(alertsOneClickPath(tokens.unsubscribe), context.origin).href}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'List-Help': `<${siteUrl(context, alertsManagePath(tokens.manage))}>`,
  };
}
