import type { ReactNode } from 'react';
import { DanishText } from '@/components/ui/DanishText';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import { type RecordFact, RecordFacts } from '@/components/ui/RecordFacts';
import { ShareButton } from '@/components/ui/ShareButton';
import { TermText } from '@/components/ui/TermText';
import type { MeetingSummary } from '@/lib/data/meetings/types';
import { defineMessages } from '@/lib/i18n/locale';
import { odaTerm, periodTitle } from '@/lib/i18n/oda-terms';
import { getLocale } from '@/lib/i18n/server';
import { meetingCalendarPath, meetingPath } from '@/lib/routes';
import { meetingFullTitle, meetingNameText, meetingStartNote } from '@/lib/wording/meeting-title';
import { MeetingCalendarLink } from './MeetingCalendarLink';
import { MeetingOutcome } from './MeetingOutcome';

const messages = defineMessages({
  da: {
    facts: 'Om mødet',
    noDate: 'Dato ikke oplyst',
    start: 'Start',
    status: 'Status',
    period: 'Samling',
    agenda: 'Officiel dagsorden',
    agendaLink: 'Dagsordenen på ft.dk',
    unknown: 'Ikke oplyst',
  },
  en: {
    facts: 'About the meeting',
    noDate: 'Date not given',
    start: 'Start',
    status: 'Status',
    period: 'Session',
    agenda: 'Official agenda',
    agendaLink: 'The agenda on ft.dk (in Danish)',
    unknown: 'Not given',
  },
});

/**
 * The meeting's heading — which meeting, then when and where (Danish local time as stored; the type above it) —
 * what it decided, a calendar download and a share button: the answer, within a phone's first screen. Then the
 * page's in-page links (given by the page) and the other facts: start remark, status, session, the official agenda.
 */
export async function MeetingHeader({
  meeting,
  map,
}: {
  meeting: MeetingSummary;
  /** The links to the page's sections (components/ui/OnThisPage.tsx). */
  map: ReactNode;
}) {
  const locale = await getLocale();
  const t = messages[locale];
  const startNote = meetingStartNote(meeting);
  const facts: RecordFact[] = [
    ...(startNote
      ? [{ key: 'start', term: t.start, value: <DanishText locale={locale}>{startNote}</DanishText> }]
      : []),
    {
      key: 'status',
      term: t.status,
      value: meeting.status ? (
        <TermText locale={locale} term={odaTerm('status', meeting.status, locale)} />
      ) : (
        t.unknown
      ),
    },
    { key: 'period', term: t.period, value: periodTitle(meeting.period, locale) ?? t.unknown },
  ];
  if (meeting.agendaUrl)
    facts.push({
      key: 'agenda',
      term: t.agenda,
      value: (
        <a
          href={meeting.agendaUrl}
          rel="external noopener"
          className="target text-link font-medium break-words"
        >
          {t.agendaLink}
        </a>
      ),
    });
  return (
    <div className="space-y-4">
      <div className="space-y-1">
        {meeting.type ? (
          <p className="text-sm font-semibold text-stone-700 uppercase">
            <TermText locale={locale} term={odaTerm('meetingType', meeting.type, locale)} />
          </p>
        ) : null}
        <h1 className="text-3xl font-bold tracking-tight text-balance break-words">
          <TermText locale={locale} term={meetingNameText(meeting, locale)} />
          <span className="sr-only">, </span>
          <span className="mt-1 block text-lg font-semibold tracking-normal text-stone-700 first-letter:uppercase">
            <LocalDateTime
              value={meeting.date}
              locale={locale}
              format="weekday-date"
              withTime
              fallback={t.noDate}
            />
            {meeting.venue ? (
              <>
                {' · '}
                <DanishText locale={locale}>{meeting.venue}</DanishText>
              </>
            ) : null}
          </span>
        </h1>
      </div>
      <MeetingOutcome meetingId={meeting.id} />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <MeetingCalendarLink href={meetingCalendarPath(meeting.id)} kind="meeting" />
        <ShareButton path={meetingPath(meeting.id)} title={meetingFullTitle(meeting, locale)} />
      </div>
      {map}
      <h2 className="sr-only">{t.facts}</h2>
      <RecordFacts facts={facts} />
    </div>
  );
}
