import type { QuestionListItem } from '@/lib/data/questions/types';
import { danishInstant } from '@/lib/format/danish-instant';
import { dateInWords } from '@/lib/format/local-date-time';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { documentPath, questionListFeedPath } from '@/lib/routes';
import type { QuestionSearch } from '@/lib/url-state/question-search';
import type { AtomEntry, AtomFeed } from './atom';
import { absoluteUrl, type FeedContext, feedId, feedUpdated, siteAuthor } from './feed-context';
import { FEED_IDS, tagUri } from './feed-ids';

const messages = defineMessages({
  da: {
    title: 'Nye spørgsmål og svar til ministrene',
    filtered: 'Spørgsmål og svar: {filters}',
    subtitle:
      'De nyeste § 20- og udvalgsspørgsmål til ministrene og svarene på dem, fra Folketingets åbne data. Et spørgsmål kommer igen, når det bliver besvaret.',
    answered: 'Besvaret: {title}',
    asked: 'Nyt spørgsmål: {title}',
    untitled: 'Spørgsmål {id}',
    askedBy: '{asker} spurgte {to} den {date}.',
    askedTo: 'Stillet til {to} den {date}.',
    answeredAfter: 'Besvaret den {date}, efter {days} dage.',
    open: 'Ikke besvaret endnu.',
    someone: 'Et medlem',
  },
  en: {
    title: 'New questions to ministers and their answers',
    filtered: 'Questions and answers: {filters}',
    subtitle:
      'The newest written (§ 20) and committee questions to ministers and their answers, from the Folketing’s open data. A question comes again when it is answered.',
    answered: 'Answered: {title}',
    asked: 'New question: {title}',
    untitled: 'Question {id}',
    askedBy: '{asker} asked {to} on {date}.',
    askedTo: 'Put to {to} on {date}.',
    answeredAfter: 'Answered on {date}, after {days} days.',
    open: 'Not answered yet.',
    someone: 'A member',
  },
});

/** Whom a question was put to: 'finansministeren (Anna Andersen)', several joined by 'og'/'and'. */
export function addresseesText(q: Pick<QuestionListItem, 'addressees'>, locale: Locale): string | null {
  const names = q.addressees.map((a) =>
    [a.title.name, a.person?.name ? `(${a.person.name})` : null].filter(Boolean).join(' '),
  );
  return names.length === 0 ? null : names.join(locale === 'da' ? ' og ' : ' and ');
}

function questionEntry(q: QuestionListItem, context: FeedContext): AtomEntry | null {
  const t = messages[context.locale];
  const updated = danishInstant(q.answerDate ?? q.date);
  if (!updated) return null;
  const title = q.title ?? format(t.untitled, { id: q.id });
  const to = addresseesText(q, context.locale) ?? '–';
  const date = dateInWords(q.date, context.locale) ?? q.date;
  const asker = q.asker?.name ? `${q.asker.name}${q.askerParty ? ` (${q.askerParty})` : ''}` : null;
  const asked = asker ? format(t.askedBy, { asker, to, date }) : format(t.askedTo, { to, date });
  const answer =
    q.answerDate === null
      ? t.open
      : format(t.answeredAfter, {
          date: dateInWords(q.answerDate, context.locale) ?? q.answerDate,
          days: q.days,
        });
  return {
    id: tagUri(context.tagDomain, FEED_IDS.document(q.id)),
    title: format(q.answerDate === null ? t.asked : t.answered, { title }),
    link: absoluteUrl(context, documentPath(q.id)),
    updated,
    summary: `${asked} ${answer}`,
    ...(asker ? { authors: [{ name: asker }] } : {}),
  };
}

/**
 * `/spoergsmaal/feed.xml?…`: the newest activity among the questions the list's filters choose — a question asked
 * or answered, dated by the later of the two days — each linking to the question's page. A question's entry keeps
 * its id when its answer comes, with a new `updated`, so a reader sees it again.
 */
export function questionsFeed(
  questions: readonly QuestionListItem[],
  search: QuestionSearch,
  filterNames: readonly string[],
  context: FeedContext,
): AtomFeed {
  const t = messages[context.locale];
  const first = search.withPage(1);
  const path = questionListFeedPath(first.withSort('newest').toSearchParams().toString());
  const entries = questions.map((q) => questionEntry(q, context)).filter((e): e is AtomEntry => e !== null);
  return {
    id: feedId(context, path),
    title: filterNames.length > 0 ? format(t.filtered, { filters: filterNames.join(', ') }) : t.title,
    subtitle: t.subtitle,
    updated: feedUpdated(entries, context),
    alternate: absoluteUrl(context, first.toUrl()),
    self: absoluteUrl(context, path),
    author: siteAuthor(context),
    entries,
  };
}
