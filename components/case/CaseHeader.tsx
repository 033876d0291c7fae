import type { ReactNode } from 'react';
import { Term } from '@/components/glossary/Term';
import { DanishText, danishLang } from '@/components/ui/DanishText';
import { FeedLink } from '@/components/ui/FeedLink';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import { type RecordFact, RecordFacts } from '@/components/ui/RecordFacts';
import { ShareButton } from '@/components/ui/ShareButton';
import { TermText } from '@/components/ui/TermText';
import { alertsOffered } from '@/lib/alerts/alerts-offered';
import type { CaseDetail } from '@/lib/data/cases/types';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { odaTerm, periodTitle } from '@/lib/i18n/oda-terms';
import { caseFeedPath, casePath } from '@/lib/routes';
import { caseShareTitle } from './case-share-text';

const messages = defineMessages({
  da: {
    facts: 'Om sagen',
    type: 'Sagstype',
    status: 'Status',
    period: 'Samling',
    category: 'Kategori',
    law: 'Lov',
    lawNumber: 'Lov nr. {number}',
    decision: 'Afgørelse',
    resume: 'Resumé',
    noResume: 'Sagen har intet resumé i datasættet.',
    retsinformation: 'Loven på Retsinformation',
    updated: 'Sidst ændret i ODA',
    unknown: 'Ukendt',
  },
  en: {
    facts: 'About the case',
    type: 'Case type',
    status: 'Status',
    period: 'Session',
    category: 'Category',
    law: 'Law',
    lawNumber: 'Act no. {number}',
    decision: 'Decision',
    resume: 'Summary',
    noResume: 'The case has no summary in the dataset.',
    retsinformation: 'The act on Retsinformation',
    updated: 'Last changed in ODA',
    unknown: 'Unknown',
  },
});

/**
 * The top of a case page: number and titles, the case's result (given by the page), the share and feed links —
 * the answer, within a phone's first screen — then the page's in-page links (given by the page), the facts as a
 * description list, and the resume (or that there is none, for a type that has one).
 */
export function CaseHeader({
  detail,
  locale,
  result,
  map,
  resumeExpected,
}: {
  detail: CaseDetail;
  locale: Locale;
  /** The page's lead: the result box, or a question's summary; null for a type that has neither. */
  result: ReactNode;
  /** Whether the case's type has a résumé in ODA, so that its absence is said (lib/data/cases/case-page-shape.ts). */
  resumeExpected: boolean;
  /** The links to the page's sections (components/ui/OnThisPage.tsx). */
  map: ReactNode;
}) {
  const t = messages[locale];
  const heading = detail.shortTitle ?? detail.title ?? `#${detail.id}`;
  const facts: RecordFact[] = [
    {
      key: 'type',
      term: t.type,
      value: detail.type ? (
        <Term text={detail.type} locale={locale}>
          <TermText locale={locale} term={odaTerm('caseType', detail.type, locale)} />
        </Term>
      ) : (
        t.unknown
      ),
    },
    {
      key: 'status',
      term: t.status,
      value: detail.status ? (
        <Term text={detail.status} locale={locale}>
          <TermText locale={locale} term={odaTerm('status', detail.status, locale)} />
        </Term>
      ) : (
        t.unknown
      ),
    },
    {
      key: 'period',
      term: t.period,
      value: periodTitle(detail.period?.title ?? null, locale) ?? detail.period?.code ?? t.unknown,
    },
  ];
  if (detail.category)
    facts.push({
      key: 'category',
      term: t.category,
      value: <TermText locale={locale} term={odaTerm('caseCategory', detail.category, locale)} />,
    });
  if (detail.decision)
    facts.push({
      key: 'decision',
      term: t.decision,
      value: (
        <>
          <DanishText locale={locale}>{detail.decision.text}</DanishText>
          {detail.decision.date ? (
            <>
              {' '}
              (<LocalDateTime value={detail.decision.date} locale={locale} />)
            </>
          ) : null}
        </>
      ),
    });
  if (detail.law)
    facts.push({
      key: 'law',
      term: t.law,
      value: (
        <>
          {format(t.lawNumber, { number: detail.law.number })}
          {detail.law.date ? (
            <>
              {' '}
              (<LocalDateTime value={detail.law.date} locale={locale} />)
            </>
          ) : null}
          {detail.retsinformationUrl ? (
            <>
              {' · '}
              <a
                href={detail.retsinformationUrl}
                className="text-red-800 underline underline-offset-2 hover:text-red-900"
              >
                {t.retsinformation}
              </a>
            </>
          ) : null}
        </>
      ),
    });
  if (detail.updated)
    facts.push({
      key: 'updated',
      term: t.updated,
      value: <LocalDateTime value={detail.updated} locale={locale} />,
    });

  return (
    <header className="space-y-5">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-balance break-words">
          {detail.number ? (
            <>
              <span className="whitespace-nowrap font-mono text-red-800">{detail.number}</span>{' '}
            </>
          ) : null}
          {detail.shortTitle || detail.title ? <DanishText locale={locale}>{heading}</DanishText> : heading}
        </h1>
        {detail.title && detail.title !== heading ? (
          <p lang={danishLang(locale)} className="max-w-prose text-lg text-stone-700 text-pretty break-words">
            {detail.title}
          </p>
        ) : null}
      </div>
      {result}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <ShareButton path={casePath(detail.id)} title={caseShareTitle(detail, locale)} />
        <FeedLink path={caseFeedPath(detail.id)} locale={locale} alerts={alertsOffered()} />
      </div>
      {map}
      <RecordFacts facts={facts} label={t.facts} />
      {detail.resume || resumeExpected ? (
        <section aria-labelledby="resume" className="space-y-2">
          <h2 id="resume" className="text-xl font-semibold">
            {t.resume}
          </h2>
          {detail.resume ? (
            <p lang={danishLang(locale)} className="max-w-prose whitespace-pre-line text-pretty">
              {detail.resume}
            </p>
          ) : (
            <p className="text-stone-700">{t.noResume}</p>
          )}
        </section>
      ) : null}
    </header>
  );
}
