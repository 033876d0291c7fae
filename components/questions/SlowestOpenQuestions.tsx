import { DanishText } from '@/components/ui/DanishText';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import { LocaleLink } from '@/components/ui/LocaleLink';
import type { OpenQuestion } from '@/lib/data/questions/types';
import { formatCount } from '@/lib/format/numbers';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { documentPath } from '@/lib/routes';

const messages = defineMessages({
  da: {
    untitled: 'Spørgsmål uden titel ({id})',
    open: 'ubesvaret i {n} dage',
    asked: 'stillet',
    by: 'af',
  },
  en: {
    untitled: 'Untitled question ({id})',
    open: 'unanswered for {n} days',
    asked: 'asked',
    by: 'by',
  },
});

/** The longest-open unanswered questions of a minister or ministry, longest first, each linking to its page. */
export function SlowestOpenQuestions({
  heading,
  questions,
  locale,
}: {
  heading: string;
  questions: readonly OpenQuestion[];
  locale: Locale;
}) {
  if (questions.length === 0) return null;
  const t = messages[locale];
  return (
    <div className="space-y-1">
      <h3 className="font-semibold">{heading}</h3>
      <ol className="list-decimal space-y-1 pl-6 text-sm">
        {questions.map((q) => (
          <li key={q.id}>
            <LocaleLink href={documentPath(q.id)} prefetch={false} className="text-link">
              {q.title ? (
                <DanishText locale={locale}>{q.title}</DanishText>
              ) : (
                format(t.untitled, { id: q.id })
              )}
            </LocaleLink>{' '}
            <span className="text-stone-700">
              — {format(t.open, { n: formatCount(locale, q.daysOpen) })} ({t.asked}{' '}
              <LocalDateTime value={q.date} locale={locale} />
              {q.asker?.name ? ` ${t.by} ${q.asker.name}` : null})
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
