import Link from 'next/link';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import type { MeetingSummary } from '@/lib/data/types';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { meetingPath } from '@/lib/routes';

const messages = defineMessages({
  da: { list: 'Møder', untitled: 'Møde {id}', noDate: 'Dato ukendt', noTime: 'Tid ikke oplyst' },
  en: { list: 'Meetings', untitled: 'Meeting {id}', noDate: 'Date unknown', noTime: 'Time not given' },
});

/**
 * Meetings as a list, each with its date and time, title (linking to the agenda), type, venue and status.
 * `headingLevel` places the titles under the page's headings (2 on a list page, 3 inside a section).
 */
export async function MeetingList({
  meetings,
  headingLevel = 2,
  compact = false,
  label,
}: {
  meetings: readonly MeetingSummary[];
  headingLevel?: 2 | 3;
  /** Date above the title at every width (for narrow columns), instead of beside it from 640 px. */
  compact?: boolean;
  /** The list's accessible name; 'Møder' by default. */
  label?: string;
}) {
  const locale = await getLocale();
  const t = messages[locale];
  return (
    <ol aria-label={label ?? t.list} className="rows">
      {meetings.map((meeting) => (
        <li key={meeting.id}>
          <MeetingLine
            meeting={meeting}
            headingLevel={headingLevel}
            compact={compact}
            locale={locale}
            t={t}
          />
        </li>
      ))}
    </ol>
  );
}

function MeetingLine({
  meeting,
  headingLevel,
  compact,
  locale,
  t,
}: {
  meeting: MeetingSummary;
  headingLevel: 2 | 3;
  compact: boolean;
  locale: Locale;
  t: (typeof messages)[Locale];
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const facts = [meeting.type, meeting.venue, meeting.status].filter((f): f is string => f !== null);
  return (
    <article className={`flex flex-col gap-1 py-3 ${compact ? '' : 'sm:flex-row sm:gap-6'}`}>
      <p className={`shrink-0 text-sm text-stone-700 ${compact ? '' : 'sm:w-48'}`}>
        <LocalDateTime
          value={meeting.date}
          locale={locale}
          format="short-date"
          withTime
          fallback={t.noDate}
        />
      </p>
      <div className="min-w-0 space-y-0.5">
        <Heading className="font-semibold leading-snug break-words">
          <Link href={meetingPath(meeting.id)} prefetch={false} className="title-link">
            {meeting.title ?? format(t.untitled, { id: meeting.id })}
          </Link>
        </Heading>
        {facts.length > 0 ? <p className="text-sm text-stone-700">{facts.join(' · ')}</p> : null}
      </div>
    </article>
  );
}
