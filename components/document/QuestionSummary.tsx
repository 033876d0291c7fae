import { danishLang } from '@/components/ui/DanishText';
import { Formatted } from '@/components/ui/Formatted';
import { HowWeCount } from '@/components/ui/HowWeCount';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { Notice } from '@/components/ui/Notice';
import type { DocumentActor, QuestionSummary as Summary } from '@/lib/data/documents/types';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { DOKUMENTAKTOERROLLE } from '@/lib/model/oda-ids';
import { actorPath, documentPath, partyPath } from '@/lib/routes';
import { DocumentFiles } from './DocumentFiles';
import { DocumentTitleLink } from './DocumentTitleLink';

const messages = defineMessages({
  da: {
    heading: 'Spørgsmålet',
    askedBy: 'Spurgt af',
    to: 'Til',
    asked: 'Stillet',
    answer: 'Svar',
    answeredAfter: 'Besvaret {date}, efter {days} dage',
    answeredAfterOne: 'Besvaret {date}, efter 1 dag',
    answeredSameDay: 'Besvaret {date}, samme dag',
    answeredBefore: 'Svaret er dateret {date}, {days} dage før spørgsmålet',
    open: 'Ikke besvaret: åbent i {days} dage',
    openOne: 'Ikke besvaret: åbent i 1 dag',
    noDate: 'Ukendt',
    nobody: 'Ikke oplyst',
    coAsker: 'medspørger',
    answers: 'Svarene',
    answeredBy: 'besvaret af {who}',
    untitled: 'Svar {id}',
    file: 'Fil',
    asDocument: 'Spørgsmålet som dokument',
    rule: 'Dagene tælles i kalenderdage fra spørgsmålets dato til det første svars dato (et foreløbigt svar tæller); er det ikke besvaret, tælles til datasættets dato ({today}). Ministeren er den, der havde ministertitlen på spørgsmålets dato.',
  },
  en: {
    heading: 'The question',
    askedBy: 'Asked by',
    to: 'To',
    asked: 'Asked',
    answer: 'Answer',
    answeredAfter: 'Answered {date}, after {days} days',
    answeredAfterOne: 'Answered {date}, after 1 day',
    answeredSameDay: 'Answered {date}, the same day',
    answeredBefore: 'The answer is dated {date}, {days} days before the question',
    open: 'Not answered: open for {days} days',
    openOne: 'Not answered: open for 1 day',
    noDate: 'Unknown',
    nobody: 'Not given',
    coAsker: 'co-questioner',
    answers: 'The answers',
    answeredBy: 'answered by {who}',
    untitled: 'Answer {id}',
    file: 'File',
    asDocument: 'The question as a document',
    rule: 'Days are calendar days from the question’s date to the first answer’s date (a provisional answer counts); while unanswered, to the dataset’s date ({today}). The minister is whoever held the minister title on the question’s date.',
  },
});

type Texts = Readonly<Record<keyof (typeof messages)['da'], string>>;

/** An actor's name linked to its page, or 'Ikke oplyst' for a nameless row. */
function ActorLink({ id, name, t }: { id: number; name: string | null; t: Texts }) {
  return (
    <LocaleLink href={actorPath(id)} prefetch={false} className="text-link" lang="da">
      {name ?? t.nobody}
    </LocaleLink>
  );
}

function Askers({ askers, t }: { askers: readonly DocumentActor[]; t: Texts }) {
  if (askers.length === 0) return <>{t.nobody}</>;
  return (
    <ul className="space-y-0.5">
      {askers.map((a) => (
        <li key={`${a.roleId}:${a.id}`}>
          <ActorLink id={a.id} name={a.name} t={t} />
          {a.party?.code ? (
            <>
              {' '}
              (
              <LocaleLink href={partyPath(a.party.code)} prefetch={false} className="text-link">
                <abbr title={a.party.name ?? undefined} className="no-underline">
                  {a.party.code}
                </abbr>
              </LocaleLink>
              )
            </>
          ) : null}
          {a.roleId !== DOKUMENTAKTOERROLLE.spoerger ? (
            <span className="text-stone-700"> · {t.coAsker}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function Addressees({ addressees, t }: { addressees: readonly DocumentActor[]; t: Texts }) {
  if (addressees.length === 0) return <>{t.nobody}</>;
  return (
    <ul className="space-y-0.5">
      {addressees.map((a) => (
        <li key={a.id}>
          <ActorLink id={a.id} name={a.name} t={t} />
          {a.holder ? (
            <>
              {' '}
              (<ActorLink id={a.holder.id} name={a.holder.name} t={t} />)
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Whether and when it was answered, and the days, by the rule the summary's "Sådan regner vi" states. */
function AnswerState({ summary, t, locale }: { summary: Summary; t: Texts; locale: Locale }) {
  const { timing } = summary;
  if (!timing) return <>{t.noDate}</>;
  const { answerDay, days } = timing;
  if (answerDay === null)
    return (
      <strong className="font-semibold text-amber-900">
        {days === 1 ? t.openOne : format(t.open, { days })}
      </strong>
    );
  const template =
    days < 0
      ? t.answeredBefore
      : days === 0
        ? t.answeredSameDay
        : days === 1
          ? t.answeredAfterOne
          : t.answeredAfter;
  return (
    <strong className="font-semibold">
      <Formatted
        template={template}
        values={{ date: <LocalDateTime value={answerDay} locale={locale} />, days: Math.abs(days) }}
      />
    </strong>
  );
}

/**
 * A question to a minister as its page and its case's page lead with it: the wording, who asked (with their party
 * then) whom (the minister title and the person holding it on the day), when, whether and when it was answered and
 * after how many days (lib/data/questions/answer-timing.ts), and each answer with its files. `current` marks the
 * answer whose page this is; `withDocumentLink` links the question's own document page (from a case page).
 */
export function QuestionSummary({
  summary,
  locale,
  current,
  withDocumentLink = false,
}: {
  summary: Summary;
  locale: Locale;
  current?: number;
  withDocumentLink?: boolean;
}) {
  const t = messages[locale];
  const text = summary.wording ?? summary.title;
  return (
    <Notice id="spoergsmaal-titel" heading={t.heading} tone="plain" spacing="loose">
      {text ? (
        <blockquote
          lang={danishLang(locale)}
          className="max-w-prose border-l-4 border-red-800 pl-3 text-lg text-pretty break-words whitespace-pre-line"
        >
          {text}
        </blockquote>
      ) : null}
      <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-2">
        <dt className="font-semibold text-stone-800">{t.askedBy}</dt>
        <dd className="break-words">
          <Askers askers={summary.askers} t={t} />
        </dd>
        <dt className="font-semibold text-stone-800">{t.to}</dt>
        <dd className="break-words">
          <Addressees addressees={summary.addressees} t={t} />
        </dd>
        <dt className="font-semibold text-stone-800">{t.asked}</dt>
        <dd>
          <LocalDateTime value={summary.date} locale={locale} fallback={t.noDate} />
        </dd>
        <dt className="font-semibold text-stone-800">{t.answer}</dt>
        <dd>
          <AnswerState summary={summary} t={t} locale={locale} />
        </dd>
      </dl>
      {summary.answers.length > 0 ? (
        <div className="space-y-2">
          <h3 className="font-semibold">{t.answers}</h3>
          <ul aria-label={t.answers} className="space-y-3">
            {summary.answers.map((answer) => {
              const title = answer.title ?? format(t.untitled, { id: answer.id });
              const who = answer.answeredBy
                .map((a) => a.name)
                .filter(Boolean)
                .join(', ');
              return (
                <li key={answer.id} className="space-y-1">
                  <p className="break-words">
                    <DocumentTitleLink
                      id={answer.id}
                      title={answer.title}
                      fallback={title}
                      locale={locale}
                      current={answer.id === current}
                    />
                  </p>
                  <p className="text-sm text-stone-700">
                    <LocalDateTime value={answer.date} locale={locale} />
                    {who ? (
                      <>
                        {' · '}
                        {format(t.answeredBy, { who })}
                      </>
                    ) : null}
                  </p>
                  <DocumentFiles files={answer.files} documentTitle={title} fileLabel={t.file} />
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {withDocumentLink ? (
        <p>
          <LocaleLink href={documentPath(summary.id)} className="target text-link inline-block py-1">
            {t.asDocument}
          </LocaleLink>
        </p>
      ) : null}
      <HowWeCount text={format(t.rule, { today: summary.today })} locale={locale} />
    </Notice>
  );
}
