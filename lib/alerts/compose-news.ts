import { escapeHtml } from '@/lib/http/plain-page';
import { defineMessages, format } from '@/lib/i18n/locale';
import {
  type ComposedMail,
  dayInWords,
  htmlDocument,
  htmlLink,
  type MailContext,
  newsFooter,
  newsHeaders,
  STYLE,
} from './mail-layout';
import type { FollowNews } from './types';

/*
 * An alert (news of immediate follows, as soon as the store changed) or the daily digest (news of daily follows):
 * grouped per followed item — its title linking to its page, then its new entries, newest first, each its title
 * linking to our page, its date and its summary — then the footer (lib/alerts/mail-layout.ts).
 */

const messages = defineMessages({
  da: {
    alertOne: 'Nyt om {title}',
    alertMany: 'Nyt om {n} ting, du følger',
    digest: 'Dagens nyt fra Tingdata: {n} ting, du følger',
    digestOne: 'Dagens nyt fra Tingdata: {title}',
    alertIntro: 'Der er nyt på Tingdata om det, du følger.',
    digestIntro: 'Her er nyt fra det seneste døgn om det, du følger på Tingdata.',
    entries: '{n} nye',
    entry: '1 ny',
    page: 'Åbn siden',
  },
  en: {
    alertOne: 'News about {title}',
    alertMany: 'News about {n} things you follow',
    digest: 'Today’s news from Tingdata: {n} things you follow',
    digestOne: 'Today’s news from Tingdata: {title}',
    alertIntro: 'There is news on Tingdata about what you follow.',
    digestIntro: 'Here is the news of the past day about what you follow on Tingdata.',
    entries: '{n} new',
    entry: '1 new',
    page: 'Open the page',
  },
});

/** The subject: the one item's title, or how many items have news. */
function subject(kind: 'alert' | 'digest', news: readonly FollowNews[], context: MailContext): string {
  const t = messages[context.subscriber.locale];
  const only = news.length === 1 ? news[0] : undefined;
  if (kind === 'alert')
    return only ? format(t.alertOne, { title: only.title }) : format(t.alertMany, { n: news.length });
  return only ? format(t.digestOne, { title: only.title }) : format(t.digest, { n: news.length });
}

function countWords(n: number, context: MailContext): string {
  const t = messages[context.subscriber.locale];
  return n === 1 ? t.entry : format(t.entries, { n });
}

function itemHtml(item: FollowNews, context: MailContext): string {
  const { locale } = context.subscriber;
  const heading = item.pageUrl ? htmlLink(item.pageUrl, item.title) : escapeHtml(item.title);
  const entries = item.entries
    .map((e) => {
      const day = dayInWords(e.updated, locale);
      const title = e.link ? htmlLink(e.link, e.title) : escapeHtml(e.title);
      return `<li style="${STYLE.item}"><h3 style="${STYLE.h3}">${title}</h3>${day ? `<p style="${STYLE.muted}">${escapeHtml(day)}</p>` : ''}${e.summary ? `<p style="margin:4px 0 0;">${escapeHtml(e.summary)}</p>` : ''}</li>`;
    })
    .join('');
  return `<h2 style="${STYLE.h2}">${heading}</h2><p style="${STYLE.muted}margin:0 0 12px;">${escapeHtml(countWords(item.entries.length, context))}</p><ul style="${STYLE.list}">${entries}</ul>`;
}

function itemText(item: FollowNews, context: MailContext): string {
  const { locale } = context.subscriber;
  const t = messages[locale];
  const lines = [
    `## ${item.title} (${countWords(item.entries.length, context)})`,
    ...(item.pageUrl ? [`${t.page}: ${item.pageUrl}`] : []),
  ];
  for (const e of item.entries) {
    const day = dayInWords(e.updated, locale);
    lines.push('', `* ${e.title}`, ...(day ? [`  ${day}`] : []), ...(e.summary ? [`  ${e.summary}`] : []));
    if (e.link) lines.push(`  ${e.link}`);
  }
  return lines.join('\n');
}

/** An alert or a digest mail of `news` (at least one item) for the context's subscriber. */
export function composeNews(
  kind: 'alert' | 'digest',
  news: readonly FollowNews[],
  context: MailContext,
): ComposedMail {
  const { locale } = context.subscriber;
  const t = messages[locale];
  const title = subject(kind, news, context);
  const intro = kind === 'alert' ? t.alertIntro : t.digestIntro;
  const footer = newsFooter(context);
  const html = htmlDocument(
    locale,
    title,
    `<h1 style="${STYLE.h1}">${escapeHtml(title)}</h1><p style="${STYLE.p}">${escapeHtml(intro)}</p>${news.map((n) => itemHtml(n, context)).join('')}${footer.html}`,
  );
  const text = [title, '', intro, '', ...news.map((n) => `${itemText(n, context)}\n`), footer.text, ''].join(
    '\n',
  );
  return { subject: title, text, html, headers: newsHeaders(context) };
}
