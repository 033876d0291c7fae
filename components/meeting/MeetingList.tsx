import { groupMeetingsByDay } from '@/lib/data/meetings/meeting-days';
import type { MeetingListItem } from '@/lib/data/meetings/types';
import { formatWeekdayDate, parseLocalDateTime } from '@/lib/format/local-date-time';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { MeetingLine } from './MeetingLine';

const messages = defineMessages({
  da: { list: 'Møder', noDate: 'Uden dato', dayList: '{list} {day}' },
  en: { list: 'Meetings', noDate: 'Without a date', dayList: '{list}, {day}' },
});

/**
 * Meetings grouped under a heading per day, in the list's order; each meeting with its time, name (linking to its
 * page), place, type, status and the start of its agenda. `headingLevel` is the day headings' level (2 on a list
 * page, 3 inside a section); the meetings' names are one level below.
 */
export async function MeetingList({
  meetings,
  headingLevel = 2,
  compact = false,
  label,
}: {
  meetings: readonly MeetingListItem[];
  headingLevel?: 2 | 3;
  /** For narrow columns: time above the name at every width, no agenda preview. */
  compact?: boolean;
  /** The list's accessible name; 'Møder' by default. Each day's list is named '<label> <day>'. */
  label?: string;
}) {
  const locale = await getLocale();
  const t = messages[locale];
  const DayHeading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="space-y-6">
      {groupMeetingsByDay(meetings).map((day) => {
        const parsed = parseLocalDateTime(day.date);
        const dayText = parsed ? formatWeekdayDate(parsed, locale) : t.noDate;
        const headingId = `moeder-dag-${day.date ?? 'uden-dato'}`;
        return (
          <section key={day.date ?? ''} aria-labelledby={headingId} className="space-y-1">
            <DayHeading
              id={headingId}
              className={`font-bold tracking-tight first-letter:uppercase ${compact ? 'text-base' : 'text-lg'}`}
            >
              {parsed ? <time dateTime={parsed.date}>{dayText}</time> : dayText}
            </DayHeading>
            <ol aria-label={format(t.dayList, { list: label ?? t.list, day: dayText })} className="rows">
              {day.meetings.map((meeting) => (
                <li key={meeting.id}>
                  <MeetingLine
                    meeting={meeting}
                    headingLevel={headingLevel === 2 ? 3 : 4}
                    compact={compact}
                    locale={locale}
                  />
                </li>
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
