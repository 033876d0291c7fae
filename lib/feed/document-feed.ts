import type { QuestionSummary } from '@/lib/data/documents/types';
import { daysBetween } from '@/lib/data/oda-values';
import { danishInstant } from '@/lib/format/danish-instant';
import { defineMessages, format } from '@/lib/i18n/locale';
import { documentFeedPath, documentPath } from '@/lib/routes';
import type { AtomEntry, AtomFeed } from './atom';
import { absoluteUrl, type FeedContext, feedId, feedUpdated, siteAuthor } from './feed-context';
import { FEED_IDS, tagUri } from './feed-ids';

const messages = defineMessages({
  da: {
    questionLabel: 'Spørgsmål {id}',
    title: '{question}: svar',
    subtitle: 'Svarene på spørgsmålet, når de kommer, fra Folketingets åbne data.',
    answerLabel: 'Svar {id}',
    answeredBy: 'Besvaret af {who}.',
    days: '{days} dage efter spørgsmålet.',
  },
  en: {
    questionLabel: 'Question {id}',
    title: '{question}: answers',
    subtitle: 'The answers to the question as they come, from the Folketing’s open data.',
    answerLabel: 'Answer {id}',
    answeredBy: 'Answered by {who}.',
    days: '{days} days after the question.',
  },
});

/**
 * `/dokument/<id>/feed.xml` of a question: its answers, newest first, each linking to the answer's page and keeping
 * the id a document has in every feed (FEED_IDS.document). `updated` of an entry is the answer's `dato`; of a feed
 * without answers, the question's.
 */
export function questionAnswersFeed(question: QuestionSummary, context: FeedContext): AtomFeed {
  const t = messages[context.locale];
  const label = question.title ?? format(t.questionLabel, { id: question.id });
  const entries = question.answers.flatMap((answer): AtomEntry[] => {
    const updated = danishInstant(answer.date);
    if (!updated) return [];
    const who = answer.answeredBy
      .map((a) => a.name)
      .filter(Boolean)
      .join(', ');
    const days = daysBetween(question.date, answer.date);
    return [
      {
        id: tagUri(context.tagDomain, FEED_IDS.document(answer.id)),
        title: answer.title ?? format(t.answerLabel, { id: answer.id }),
        link: absoluteUrl(context, documentPath(answer.id)),
        updated,
        summary: [who ? format(t.answeredBy, { who }) : '', days !== null ? format(t.days, { days }) : '']
          .filter(Boolean)
          .join(' '),
      },
    ];
  });
  const path = documentFeedPath(question.id);
  return {
    id: feedId(context, path),
    title: format(t.title, { question: label }),
    subtitle: t.subtitle,
    updated: feedUpdated(entries, context, danishInstant(question.date)),
    alternate: absoluteUrl(context, documentPath(question.id)),
    self: absoluteUrl(context, path),
    author: siteAuthor(context),
    entries,
  };
}
