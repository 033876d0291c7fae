import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventStatus, escape as icalText } from 'ical-generator';

/*
 * Public event listings as iCalendar (RFC 5545), written by ical-generator: a VCALENDAR with VEVENTs and the one
 * time zone the site's times are in (Europe/Copenhagen: ODA writes Danish local time without an offset), its
 * VTIMEZONE from @touch4it/ical-timezones' zone data. It writes what a calendar needs and nothing it does not know:
 * no end time unless given, no invented status.
 */

/** The zone every local time here is in. */
export const ICS_TIME_ZONE = 'Europe/Copenhagen';

/** When an event starts: a local date-time in {@link ICS_TIME_ZONE}, or a whole day. */
export type IcsStart =
  | { readonly kind: 'local'; readonly date: string; readonly time: string }
  | { readonly kind: 'day'; readonly date: string };

export interface IcsEvent {
  /** Globally unique and stable for the same event (`moede-12@tingdata.dk`). */
  readonly uid: string;
  readonly start: IcsStart;
  readonly summary: string;
  readonly location?: string | null;
  readonly description?: string | null;
  /** An absolute URL. */
  readonly url?: string | null;
  /** Only what the source says: a cancelled event. */
  readonly cancelled?: boolean;
}

export interface IcsCalendar {
  /** `-//Owner//Product//LANG`. */
  readonly prodId: string;
  /** The calendar's display name (NAME, and X-WR-CALNAME, read by Apple, Google and Outlook). */
  readonly name?: string | null;
  readonly events: readonly IcsEvent[];
  /** The DTSTAMP of every event: when this file was made. */
  readonly stamp: Date;
}

/** '2026-11-05' and '13:00' (or '13:00:00') as that wall-clock time in {@link ICS_TIME_ZONE}. */
function localTime(date: string, time: string): TZDate {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0, second = 0] = time.split(':').map(Number);
  return new TZDate(year, month - 1, day, hour, minute, second, ICS_TIME_ZONE);
}

/**
 * The calendar as an iCalendar object: CRLF line endings, lines folded within 75 octets, ending with CRLF. A timed
 * start is `DTSTART;TZID=Europe/Copenhagen` with the zone's VTIMEZONE; a start without a time an all-day
 * `DTSTART;VALUE=DATE` (and no VTIMEZONE when every event is all-day).
 */
export function writeCalendar(calendar: IcsCalendar): string {
  const cal = ical({
    // ical-generator writes the leading '-' of the formal public identifier itself.
    prodId: calendar.prodId.replace(/^-/, ''),
    method: ICalCalendarMethod.PUBLISH,
    scale: 'GREGORIAN',
    // ical-generator writes the name as it is given: escaped here as the TEXT it is (RFC 5545 §3.3.11).
    name: calendar.name ? icalText(calendar.name, false) : null,
    // No calendar-wide zone: each timed event names its own, whose VTIMEZONE the generator writes once.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  for (const event of calendar.events) {
    cal.createEvent({
      id: event.uid,
      stamp: calendar.stamp,
      // A date alone reads as UTC midnight, which ical-generator writes as that day.
      ...(event.start.kind === 'local'
        ? { start: localTime(event.start.date, event.start.time), timezone: ICS_TIME_ZONE }
        : { start: event.start.date, allDay: true }),
      summary: event.summary,
      location: event.location || null,
      description: event.description || null,
      url: event.url || null,
      status: event.cancelled ? ICalEventStatus.CANCELLED : null,
    });
  }
  // Every content line ends with CRLF (§3.1), the last one too.
  return `${cal.toString()}\r\n`;
}
