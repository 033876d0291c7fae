import { escapeHtml } from '@/lib/http/plain-page';
import { defineMessages, format } from '@/lib/i18n/locale';
import { alertsConfirmPath, PRIVACY_PATH } from '@/lib/routes';
import {
  baseHeaders,
  type ComposedMail,
  htmlDocument,
  htmlLink,
  type MailContext,
  momentInWords,
  STYLE,
  siteUrl,
} from './mail-layout';
import { confirmExpiry, confirmTokenFor } from './subscriber-tokens';
import type { Follow } from './types';

/*
 * The confirmation mail (double opt-in): what was asked for — the feed's title and how often — the link to the
 * page whose button confirms (opening the link changes nothing, so a mail scanner cannot confirm), that nothing is
 * sent if it was not the reader, and when the link expires.
 */

const messages = defineMessages({
  da: {
    subject: 'Bekræft dit varsel fra Tingdata',
    heading: 'Bekræft, at du vil have varsler',
    asked: 'Nogen – forhåbentlig dig – har bedt om at få en mail fra Tingdata, når der er nyt om:',
    immediate: 'med det samme',
    daily: 'samlet én gang om dagen',
    cadence: '{title} ({cadence})',
    confirm: 'Bekræft varslet om {title}',
    notYou:
      'Var det ikke dig, så gør ingenting: der bliver ikke sendt noget, og anmodningen slettes af sig selv.',
    expires: 'Linket virker til {when} (dansk tid).',
    privacy: 'Sådan behandler vi dine oplysninger',
  },
  en: {
    subject: 'Confirm your alert from Tingdata',
    heading: 'Confirm that you want alerts',
    asked: 'Someone – hopefully you – asked Tingdata for a mail when there is news about:',
    immediate: 'at once',
    daily: 'once a day, in one mail',
    cadence: '{title} ({cadence})',
    confirm: 'Confirm the alert about {title}',
    notYou: 'If it was not you, do nothing: nothing will be sent, and the request is deleted by itself.',
    expires: 'The link works until {when} (Danish time).',
    privacy: 'How we handle your data',
  },
});

/** The confirmation of `follows` (the requests of one address, not yet confirmed). */
export function composeConfirm(
  follows: readonly Pick<Follow, 'id' | 'title' | 'cadence' | 'createdAt'>[],
  context: MailContext,
): ComposedMail {
  const { locale } = context.subscriber;
  const t = messages[locale];
  const asked = follows.map((f) => ({
    what: format(t.cadence, { title: f.title, cadence: t[f.cadence] }),
    link: siteUrl(context, alertsConfirmPath(confirmTokenFor(context.secret, context.subscriber, f))),
    label: format(t.confirm, { title: f.title }),
  }));
  const expiry = Math.min(...follows.map((f) => confirmExpiry(f)));
  const expires = format(t.expires, { when: momentInWords(new Date(expiry * 1000), locale) });
  const privacy = siteUrl(context, PRIVACY_PATH);
  const html = htmlDocument(
    locale,
    t.subject,
    [
      `<h1 style="${STYLE.h1}">${escapeHtml(t.heading)}</h1>`,
      `<p style="${STYLE.p}">${escapeHtml(t.asked)}</p>`,
      `<ul style="margin:0 0 16px;padding-left:20px;">${asked.map((a) => `<li>${escapeHtml(a.what)}</li>`).join('')}</ul>`,
      ...asked.map((a) => `<p style="margin:0 0 16px;">${htmlLink(a.link, a.label, STYLE.button)}</p>`),
      `<p style="${STYLE.p}">${escapeHtml(expires)}</p>`,
      `<p style="${STYLE.p}">${escapeHtml(t.notYou)}</p>`,
      `<p style="${STYLE.muted}">${htmlLink(privacy, t.privacy)}</p>`,
    ].join(''),
  );
  const text = [
    t.heading,
    '',
    t.asked,
    ...asked.map((a) => `- ${a.what}`),
    '',
    ...asked.flatMap((a) => [`${a.label}:`, a.link, '']),
    expires,
    '',
    t.notYou,
    '',
    `${t.privacy}: ${privacy}`,
    '',
  ].join('\n');
  return { subject: t.subject, text, html, headers: baseHeaders(context) };
}
