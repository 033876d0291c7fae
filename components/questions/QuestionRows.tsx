import { DanishText } from '@/components/ui/DanishText';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import { LocaleLink } from '@/components/ui/LocaleLink';
import type { QuestionListItem } from '@/lib/data/questions/types';
import { formatCount } from '@/lib/format/numbers';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { DOKUMENTTYPE } from '@/lib/model/oda-ids';
import { actorPath, documentPath } from '@/lib/routes';
import { QuestionSearch } from '@/lib/url-state/question-search';

const messages = defineMessages({
  da: {
    label: 'Spørgsmål',
    paragraph20: '§ 20-spørgsmål',
    committee: 'Udvalgsspørgsmål',
    untitled: 'Spørgsmål uden titel ({id})',
    askedBy: 'Spurgt af',
    to: 'til',
    nobody: 'ingen minister registreret',
    answeredOne: 'Besvaret efter 1 dag',
    answered: 'Besvaret efter {n} dage',
    answeredSameDay: 'Besvaret samme dag',
    answeredBefore: 'Svaret er dateret {n} dage før spørgsmålet',
    openOne: 'Ubesvaret i 1 dag',
    open: 'Ubesvaret i {n} dage',
    answerDate: 'svar',
    moreByAsker: 'Flere spørgsmål fra {name}',
  },
  en: {
    label: 'Questions',
    paragraph20: 'Written question (§ 20)',
    committee: 'Committee question',
    untitled: 'Untitled question ({id})',
    askedBy: 'Asked by',
    to: 'to',
    nobody: 'no minister recorded',
    answeredOne: 'Answered after 1 day',
    answered: 'Answered after {n} days',
    answeredSameDay: 'Answered the same day',
    answeredBefore: 'The answer is dated {n} days before the question',
    openOne: 'Unanswered for 1 day',
    open: 'Unanswered for {n} days',
    answerDate: 'answer',
    moreByAsker: 'More questions from {name}',
  },
});

/** How long a question waited, in words: answered after n days (the same day, before it), or open for n days. */
export function answerStateText(q: Pick<QuestionListItem, 'answerDate' | 'days'>, locale: Locale): string {
  const t = messages[locale];
  const n = formatCount(locale, Math.abs(q.days));
  if (q.answerDate === null) return q.days === 1 ? t.openOne : format(t.open, { n });
  if (q.days === 0) return t.answeredSameDay;
  if (q.days < 0) return format(t.answeredBefore, { n });
  return q.days === 1 ? t.answeredOne : format(t.answered, { n });
}

function QuestionRow({ q, locale }: { q: QuestionListItem; locale: Locale }) {
  const t = messages[locale];
  const open = q.answerDate === null;
  return (
    <article className="space-y-1 py-3">
      <p className="row-meta">
        {q.typeId === DOKUMENTTYPE.paragraf20Spoergsmaal ? t.paragraph20 : t.committee}
        {q.caseNumber ? (
          <>
            {' · '}
            <DanishText locale={locale}>{q.caseNumber}</DanishText>
          </>
        ) : null}
        {' · '}
        <LocalDateTime value={q.date} locale={locale} />
      </p>
      <h2 className="row-title">
        <LocaleLink href={documentPath(q.id)} prefetch={false} className="title-link">
          {q.title ? <DanishText locale={locale}>{q.title}</DanishText> : format(t.untitled, { id: q.id })}
        </LocaleLink>
      </h2>
      <p className="row-meta">
        {q.asker ? (
          <>
            {t.askedBy}{' '}
            <LocaleLink
              href={QuestionSearch.EMPTY.withAsker(q.asker.id).toUrl()}
              prefetch={false}
              className="target name-link"
              aria-label={format(t.moreByAsker, { name: q.asker.name ?? String(q.asker.id) })}
            >
              {q.asker.name ?? q.asker.id}
            </LocaleLink>
            {q.askerParty ? ` (${q.askerParty})` : null}{' '}
          </>
        ) : null}
        {q.asker ? t.to : null} {q.addressees.length === 0 ? t.nobody : null}
        {q.addressees.map((a, k) => (
          <span key={a.title.id}>
            {k > 0 ? ', ' : null}
            <LocaleLink href={actorPath(a.title.id)} prefetch={false} className="target name-link">
              <DanishText locale={locale}>{a.title.name ?? a.title.id}</DanishText>
            </LocaleLink>
            {a.person ? (
              <>
                {' ('}
                <LocaleLink href={actorPath(a.person.id)} prefetch={false} className="target name-link">
                  {a.person.name ?? a.person.id}
                </LocaleLink>
                {')'}
              </>
            ) : null}
          </span>
        ))}
        {q.committee?.name ? (
          <>
            {' · '}
            <DanishText locale={locale}>{q.committee.name}</DanishText>
          </>
        ) : null}
      </p>
      <p className={`text-sm font-semibold ${open ? 'text-amber-800' : 'text-green-900'}`}>
        <span aria-hidden="true">{open ? '○ ' : '● '}</span>
        {answerStateText(q, locale)}
        {q.answerDate ? (
          <span className="font-normal text-stone-700">
            {' '}
            ({t.answerDate} <LocalDateTime value={q.answerDate} locale={locale} />)
          </span>
        ) : null}
      </p>
    </article>
  );
}

/** Questions as a list of rows, in the order given: type, case and date; the title linking to the question's page; who asked whom; the answer state. */
export function QuestionRows({
  questions,
  locale,
}: {
  questions: readonly QuestionListItem[];
  locale: Locale;
}) {
  return (
    <ol aria-label={messages[locale].label} className="rows">
      {questions.map((q) => (
        <li key={q.id}>
          <QuestionRow q={q} locale={locale} />
        </li>
      ))}
    </ol>
  );
}
