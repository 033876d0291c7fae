import { DanishText } from '@/components/ui/DanishText';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { TermText } from '@/components/ui/TermText';
import { groupMeetingsByDay } from '@/lib/data/meetings/meeting-days';
import type { UpcomingVoteMeeting } from '@/lib/data/votes/upcoming-votes';
import { formatTime, formatWeekdayDate, parseLocalDateTime } from '@/lib/format/local-date-time';
import { format, type Locale } from '@/lib/i18n/locale';
import { meetingPath } from '@/lib/routes';
import { meetingName, meetingNameText, meetingStartNote } from '@/lib/wording/meeting-title';
import { UpcomingVoteItem } from './UpcomingVoteItem';
import { upcomingMessages } from './upcoming-messages';

/**
 * The upcoming votes under a heading per day (h2), each sitting's name and time linking to its agenda (h3), and
 * its cases with a vote expected (h4) in agenda order.
 */
export function UpcomingVoteList({
  meetings,
  locale,
}: {
  meetings: readonly UpcomingVoteMeeting[];
  locale: Locale;
}) {
  const t = upcomingMessages[locale];
  return (
    <div className="space-y-8">
      {groupMeetingsByDay(meetings).map((day) => {
        const parsed = parseLocalDateTime(day.date);
        const dayText = parsed ? formatWeekdayDate(parsed, locale) : t.noDate;
        const headingId = `dag-${day.date ?? 'uden-dato'}`;
        return (
          <section key={day.date ?? ''} aria-labelledby={headingId} className="space-y-3">
            <h2 id={headingId} className="text-xl font-bold tracking-tight first-letter:uppercase">
              {parsed ? <time dateTime={parsed.date}>{dayText}</time> : dayText}
            </h2>
            {day.meetings.map((meeting) => {
              const start = parseLocalDateTime(meeting.date);
              const time = start ? formatTime(start, locale) : null;
              const note = meetingStartNote(meeting);
              return (
                <div key={meeting.id} className="space-y-1">
                  <h3 className="font-semibold">
                    <LocaleLink href={meetingPath(meeting.id)} prefetch={false} className="target text-link">
                      <TermText locale={locale} term={meetingNameText(meeting, locale)} />
                    </LocaleLink>
                    {time ? <span className="font-normal text-stone-700"> · {time}</span> : null}
                    {note ? (
                      <span className="font-normal text-stone-700">
                        {' · '}
                        <DanishText locale={locale}>{note}</DanishText>
                      </span>
                    ) : null}
                  </h3>
                  <ol
                    aria-label={format(t.dayList, { day: `${dayText}, ${meetingName(meeting, locale)}` })}
                    className="rows"
                  >
                    {meeting.votes.map((item) => (
                      <li key={item.agendaItemId}>
                        <UpcomingVoteItem item={item} locale={locale} />
                      </li>
                    ))}
                  </ol>
                </div>
              );
            })}
          </section>
        );
      })}
    </div>
  );
}
