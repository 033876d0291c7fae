import type { ReactNode } from 'react';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import type { MeetingSummary } from '@/lib/data/types';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';

const messages = defineMessages({
  da: {
    untitled: 'Møde {id}',
    facts: 'Om mødet',
    date: 'Dato og tid',
    noDate: 'Ikke oplyst',
    venue: 'Sted',
    type: 'Mødetype',
    status: 'Status',
    period: 'Samling',
    agenda: 'Officiel dagsorden',
    agendaLink: 'Dagsordenen på ft.dk',
    unknown: 'Ikke oplyst',
  },
  en: {
    untitled: 'Meeting {id}',
    facts: 'About the meeting',
    date: 'Date and time',
    noDate: 'Not given',
    venue: 'Venue',
    type: 'Meeting type',
    status: 'Status',
    period: 'Session',
    agenda: 'Official agenda',
    agendaLink: 'The agenda on ft.dk (in Danish)',
    unknown: 'Not given',
  },
});

/** The meeting's title and facts: date and time (Danish local time as stored), venue, type, status, session, link. */
export async function MeetingHeader({ meeting }: { meeting: MeetingSummary }) {
  const locale = await getLocale();
  const t = messages[locale];
  const title = meeting.title ?? format(t.untitled, { id: meeting.id });
  const facts: { key: string; term: string; value: ReactNode }[] = [
    {
      key: 'date',
      term: t.date,
      value: (
        <>
          <LocalDateTime
            value={meeting.date}
            locale={locale}
            format="weekday-date"
            withTime
            fallback={t.noDate}
          />
          {showStartNote(meeting) ? <span className="text-stone-700"> ({meeting.startNote})</span> : null}
        </>
      ),
    },
    { key: 'venue', term: t.venue, value: meeting.venue ?? t.unknown },
    { key: 'type', term: t.type, value: meeting.type ?? t.unknown },
    { key: 'status', term: t.status, value: meeting.status ?? t.unknown },
    { key: 'period', term: t.period, value: meeting.period ?? t.unknown },
  ];
  if (meeting.agendaUrl)
    facts.push({
      key: 'agenda',
      term: t.agenda,
      value: (
        <a href={meeting.agendaUrl} rel="external noopener" className="text-link font-medium break-words">
          {t.agendaLink}
        </a>
      ),
    });
  return (
    <div className="space-y-4">
      <div className="space-y-1">
        {meeting.type ? (
          <p className="text-sm font-semibold text-stone-700 uppercase">{meeting.type}</p>
        ) : null}
        <h1 className="text-3xl font-bold tracking-tight text-balance break-words">{title}</h1>
      </div>
      <h2 className="sr-only">{t.facts}</h2>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded border border-stone-300 bg-white p-4 sm:grid-cols-[max-content_1fr]">
        {facts.map((fact) => (
          <div key={fact.key} className="contents">
            <dt className="font-semibold text-stone-800">{fact.term}</dt>
            <dd className="mb-2 min-w-0 sm:mb-0">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The start-time remark, unless it only repeats the time of `dato` ('Kl. 13.00' for a 13:00 start). */
function showStartNote(meeting: MeetingSummary): boolean {
  if (!meeting.startNote) return false;
  const time = meeting.date?.slice(11, 16).replace(':', '.');
  return !time || meeting.startNote.replace(/^kl\.?\s*/i, '') !== time;
}
