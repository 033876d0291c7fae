import { DocumentFiles } from '@/components/document/DocumentFiles';
import { DocumentTitleLink } from '@/components/document/DocumentTitleLink';
import { Formatted } from '@/components/ui/Formatted';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import { TermText } from '@/components/ui/TermText';
import type { CaseStep } from '@/lib/data/cases/types';
import type { DocumentRef } from '@/lib/data/types';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { odaTerm, stepTitleTerm } from '@/lib/i18n/oda-terms';
import { CaseMeetingList } from './CaseMeetingList';
import { StepVote } from './StepVote';

const messages = defineMessages({
  da: {
    day: 'Dag {day}',
    daysBefore: '{days} dage før fremsættelsen',
    introduction: 'Start',
    final: 'Endelig behandling',
    status: 'Status: {status}',
    documents: 'Dokumenter',
    votes: 'Afstemninger',
    meetings: 'På dagsordenen',
    folketingstidende: 'Folketingstidende',
    moreDocuments: 'Vis {count} dokumenter mere',
    untitled: 'Dokument {id}',
    file: 'Fil',
    noDate: 'Dato ukendt',
  },
  en: {
    day: 'Day {day}',
    daysBefore: '{days} days before the introduction',
    introduction: 'Start',
    final: 'Final reading',
    status: 'Status: {status}',
    documents: 'Documents',
    votes: 'Votes',
    meetings: 'On the agenda',
    folketingstidende: 'Folketingstidende',
    moreDocuments: 'Show {count} more documents',
    untitled: 'Document {id}',
    file: 'File',
    noDate: 'Date unknown',
  },
});

/** How many of a step's documents show before the rest collapse. */
const VISIBLE_DOCUMENTS = 5;

/** One step on the timeline: date and day count, type and title, status, and its documents, votes and meetings. */
export function CaseStepItem({
  step,
  marker,
  locale,
}: {
  step: CaseStep;
  marker: 'introduction' | 'final' | null;
  locale: Locale;
}) {
  const t = messages[locale];
  const heading = step.title ?? step.type ?? null;
  return (
    <article className="space-y-2">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700">
        <LocalDateTime value={step.date} locale={locale} fallback={t.noDate} />
        {step.day !== null ? (
          <span className="rounded bg-stone-200 px-1.5 py-0.5 font-medium text-stone-900">
            {step.day >= 0 ? format(t.day, { day: step.day }) : format(t.daysBefore, { days: -step.day })}
          </span>
        ) : null}
        {marker ? (
          <span className="rounded bg-red-800 px-1.5 py-0.5 font-semibold text-white">
            {marker === 'introduction' ? t.introduction : t.final}
          </span>
        ) : null}
      </p>
      <h3 className="text-lg font-semibold leading-snug break-words">
        {heading ? <TermText locale={locale} term={stepTitleTerm(heading, locale)} /> : '—'}
        {step.type && step.type !== heading ? (
          <span className="ml-2 text-base font-normal text-stone-700">
            (<TermText locale={locale} term={stepTitleTerm(step.type, locale)} />)
          </span>
        ) : null}
      </h3>
      {step.status || step.folketingstidendeUrl ? (
        <p className="text-sm text-stone-800">
          {step.status ? (
            <Formatted
              template={t.status}
              values={{ status: <TermText locale={locale} term={odaTerm('status', step.status, locale)} /> }}
            />
          ) : null}
          {step.status && step.folketingstidendeUrl ? ' · ' : null}
          {step.folketingstidendeUrl ? (
            <a href={step.folketingstidendeUrl} className="text-red-800 underline underline-offset-2">
              {t.folketingstidende}
            </a>
          ) : null}
        </p>
      ) : null}
      {step.votes.length > 0 ? (
        <div className="space-y-2 rounded border border-stone-300 bg-white p-3">
          <h4 className="text-sm font-semibold uppercase tracking-wide text-stone-700">{t.votes}</h4>
          <ul className="space-y-3">
            {step.votes.map((vote) => (
              <li key={vote.id}>
                <StepVote vote={vote} locale={locale} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {step.meetings.length > 0 ? (
        <div className="space-y-1">
          <h4 className="text-sm font-semibold uppercase tracking-wide text-stone-700">{t.meetings}</h4>
          <CaseMeetingList meetings={step.meetings} locale={locale} />
        </div>
      ) : null}
      {step.documents.length > 0 ? (
        <div className="space-y-1">
          <h4 className="text-sm font-semibold uppercase tracking-wide text-stone-700">{t.documents}</h4>
          <DocumentList documents={step.documents} t={t} locale={locale} />
        </div>
      ) : null}
    </article>
  );
}

function DocumentList({
  documents,
  t,
  locale,
}: {
  documents: readonly DocumentRef[];
  t: Readonly<Record<keyof (typeof messages)['da'], string>>;
  locale: Locale;
}) {
  const item = (d: DocumentRef) => {
    const title = d.title ?? format(t.untitled, { id: d.id });
    return (
      <li key={d.id} className="space-y-1">
        <p className="break-words">
          <DocumentTitleLink
            id={d.id}
            title={d.title}
            fallback={title}
            locale={locale}
            className="target text-link"
          />
          {d.type ? (
            <span className="text-stone-700">
              {' · '}
              <TermText locale={locale} term={odaTerm('documentType', d.type, locale)} />
            </span>
          ) : null}
        </p>
        <DocumentFiles files={d.files} documentTitle={title} fileLabel={t.file} />
      </li>
    );
  };
  const shown = documents.slice(0, VISIBLE_DOCUMENTS);
  const rest = documents.slice(VISIBLE_DOCUMENTS);
  return (
    <div className="space-y-2 text-sm">
      <ul className="space-y-2">{shown.map(item)}</ul>
      {rest.length > 0 ? (
        <details>
          <summary className="cursor-pointer font-medium text-red-800 underline underline-offset-2">
            {format(t.moreDocuments, { count: rest.length })}
          </summary>
          <ul className="mt-2 space-y-2">{rest.map(item)}</ul>
        </details>
      ) : null}
    </div>
  );
}
