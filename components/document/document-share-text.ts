import type { DocumentRecord, QuestionSummary } from '@/lib/data/documents/types';
import { formatDate, parseLocalDateTime } from '@/lib/format/local-date-time';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { odaTermText } from '@/lib/i18n/oda-terms';

const messages = defineMessages({
  da: {
    asked: 'Spurgt af {askers} til {to} den {date}.',
    answered: 'Besvaret efter {days} dage.',
    answeredSameDay: 'Besvaret samme dag.',
    open: 'Ikke besvaret efter {days} dage.',
    someone: 'et medlem',
    minister: 'ministeren',
    inCase: 'I {case}.',
  },
  en: {
    asked: 'Asked by {askers} to {to} on {date}.',
    answered: 'Answered after {days} days.',
    answeredSameDay: 'Answered the same day.',
    open: 'Not answered after {days} days.',
    someone: 'a member',
    minister: 'the minister',
    inCase: 'In {case}.',
  },
});

/** An ODA date in the reader's language ('4. november 2024' / '4 November 2024'); '' when it is none. */
function dateText(value: string | null, locale: Locale): string {
  const parsed = parseLocalDateTime(value);
  return parsed ? formatDate(parsed, locale) : '';
}

/** Who asked whom when: 'Spurgt af Mette Mus (S) til finansministeren (Anna Andersen) den 4. november 2024.' */
export function questionAskedText(question: QuestionSummary, locale: Locale): string {
  const t = messages[locale];
  const asker = question.askers[0];
  const askers = asker
    ? `${asker.name ?? t.someone}${asker.party?.code ? ` (${asker.party.code})` : ''}`
    : t.someone;
  const to = question.addressees[0];
  const addressee = to?.name
    ? `${to.name}${to.holder?.name ? ` (${to.holder.name})` : ''}`
    : (to?.holder?.name ?? t.minister);
  return format(t.asked, { askers, to: addressee, date: dateText(question.date, locale) });
}

/** Whether and how fast it was answered ('Besvaret efter 10 dage.'); '' when the question has no date. */
export function questionStateText(question: QuestionSummary, locale: Locale): string {
  const t = messages[locale];
  const timing = question.timing;
  if (!timing) return '';
  if (timing.answerDay === null) return format(t.open, { days: timing.days });
  return timing.days === 0 ? t.answeredSameDay : format(t.answered, { days: timing.days });
}

/** A question in two sentences: who asked whom when, and whether and how fast it was answered. */
export function questionShareText(question: QuestionSummary, locale: Locale): string {
  return [questionAskedText(question, locale), questionStateText(question, locale)].filter(Boolean).join(' ');
}

/**
 * A document's link-preview description: a question's (or an answer's question's) asker, minister and answer time;
 * for another document its type, date and first case.
 */
export function documentShareDescription(record: DocumentRecord, locale: Locale): string {
  if (record.question) return questionShareText(record.question, locale);
  const { detail } = record;
  const first = record.cases[0];
  const where = first
    ? format(messages[locale].inCase, { case: first.number ?? first.title ?? `#${first.id}` })
    : '';
  const what = [odaTermText('documentType', detail.type, locale), dateText(detail.date, locale)]
    .filter(Boolean)
    .join(', ');
  return [what ? `${what}.` : '', where].filter(Boolean).join(' ');
}
