import type { ReactNode } from 'react';
import { Term } from '@/components/glossary/Term';
import { DanishText } from '@/components/ui/DanishText';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { TermText } from '@/components/ui/TermText';
import type { VoteDetail } from '@/lib/data/votes/types';
import { defineMessages, format } from '@/lib/i18n/locale';
import { periodTitle, stepTitleTerm, voteTypeName } from '@/lib/i18n/oda-terms';
import { getLocale } from '@/lib/i18n/server';
import { casePath, meetingPath } from '@/lib/routes';
import { meetingTitleText } from '@/lib/wording/meeting-title';

const messages = defineMessages({
  da: {
    case: 'Sag',
    caseFallback: 'Sag {id}',
    noCase: 'Ikke knyttet til en sag',
    step: 'Behandling',
    date: 'Dato',
    noDate: 'Dato ukendt',
    meeting: 'Møde',
    meetingFallback: 'Møde {id}',
    period: 'Samling',
    type: 'Afstemningstype',
    comment: 'Kommentar',
  },
  en: {
    case: 'Case',
    caseFallback: 'Case {id}',
    noCase: 'Not linked to a case',
    step: 'Stage',
    date: 'Date',
    noDate: 'Date unknown',
    meeting: 'Meeting',
    meetingFallback: 'Meeting {id}',
    period: 'Session',
    type: 'Type of vote',
    comment: 'Comment',
  },
});

const LINK = 'target font-medium text-red-800 underline underline-offset-2';

/** Case, step, date, meeting, session and type of a vote as a description list, linking case and meeting. */
export async function VoteFacts({ vote }: { vote: VoteDetail }) {
  const locale = await getLocale();
  const t = messages[locale];
  const step = vote.step
    ? [vote.step.title, vote.step.type].filter((part, i, all) => part && all.indexOf(part) === i)
    : [];
  const rows: [string, ReactNode][] = [
    [
      t.case,
      vote.case ? (
        <LocaleLink key="case" href={casePath(vote.case.id)} prefetch={false} className={LINK}>
          {vote.case.number}
          {vote.case.number && (vote.case.shortTitle ?? vote.case.title) ? ': ' : null}
          {(vote.case.shortTitle ?? vote.case.title) ? (
            <DanishText locale={locale}>{vote.case.shortTitle ?? vote.case.title}</DanishText>
          ) : null}
          {vote.case.number || vote.case.shortTitle || vote.case.title
            ? null
            : format(t.caseFallback, { id: vote.case.id })}
        </LocaleLink>
      ) : (
        t.noCase
      ),
    ],
    ...(step.length > 0
      ? [
          [
            t.step,
            step.map((part, i) => (
              <span key={part}>
                {i > 0 ? ' · ' : null}
                <Term text={part ?? ''} locale={locale}>
                  <TermText locale={locale} term={stepTitleTerm(part ?? null, locale)} />
                </Term>
              </span>
            )),
          ] as [string, ReactNode],
        ]
      : []),
    [t.date, <LocalDateTime key="date" value={vote.date} locale={locale} fallback={t.noDate} />],
    [
      t.meeting,
      <LocaleLink key="meeting" href={meetingPath(vote.meeting.id)} prefetch={false} className={LINK}>
        {vote.meeting.title ? (
          <TermText locale={locale} term={meetingTitleText(vote.meeting.title, locale)} />
        ) : (
          format(t.meetingFallback, { id: vote.meeting.id })
        )}
      </LocaleLink>,
    ],
    ...(vote.period?.title
      ? [[t.period, periodTitle(vote.period.title, locale)] as [string, ReactNode]]
      : []),
    ...(vote.voteType
      ? [
          [
            t.type,
            <Term key="type" text={vote.voteType} locale={locale}>
              {voteTypeName(vote.voteTypeId, vote.voteType, locale)}
            </Term>,
          ] as [string, ReactNode],
        ]
      : []),
    ...(vote.comment
      ? [
          [
            t.comment,
            <DanishText key="comment" locale={locale}>
              {vote.comment}
            </DanishText>,
          ] as [string, ReactNode],
        ]
      : []),
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-sm font-semibold text-stone-700 sm:text-base">{term}</dt>
          <dd className="mb-2 break-words sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
