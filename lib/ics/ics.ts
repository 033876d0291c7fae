/**
 * A small iCalendar (RFC 5545) writer for public event listings: VCALENDAR with VEVENTs and the one time zone the
 * site's times are in (Europe/Copenhagen: ODA writes Danish local time without an offset). It writes what a
 * calendar needs and nothing it does not know: no end time unless given, no invented status.
 *
 * Rules followed (RFC 5545): lines end with CRLF (§3.1); content lines longer than 75 octets are folded with CRLF
 * and one space, never inside a UTF-8 character (§3.1); TEXT values escape `\`, `;`, `,` and newlines (§3.3.11);
 * DTSTAMP is UTC (§3.8.7.2); a date-time with TZID names a VTIMEZONE in the same object (§3.2.19, §3.6.5); a date
 * without a time is `VALUE=DATE` (an all-day event, §3.6.1).
 */

/** The zone every local time here is in, and its VTIMEZONE (EU summer time rules, in force since 1996). */
export const ICS_TIME_ZONE = 'Europe/Copenhagen';

const VTIMEZONE: readonly string[] = [
  'BEGIN:VTIMEZONE',
  `TZID:${ICS_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

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
  /** The calendar's display name (X-WR-CALNAME, read by Apple, Google and Outlook). */
  readonly name?: string | null;
  readonly events: readonly IcsEvent[];
  /** The DTSTAMP of every event: when this file was made. */
  readonly stamp: Date;
}

/** A TEXT value escaped (§3.3.11): backslash, semicolon, comma, and each line break as `\n`. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** The octets of one character (a code point) in UTF-8. */
function utf8Length(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/**
 * A content line folded (§3.1): at most 75 octets per physical line, continuation lines starting with one space
 * (which counts toward their 75), split only between characters so UTF-8 sequences stay whole.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** '2026-11-05' → '20261105'. */
const basicDate = (date: string): string => date.replaceAll('-', '');

/** UTC as `20261125T171200Z` (DTSTAMP). */
export function utcStamp(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

function startLine(start: IcsStart): string {
  if (start.kind === 'day') return `DTSTART;VALUE=DATE:${basicDate(start.date)}`;
  const time = `${start.time.replaceAll(':', '').padEnd(6, '0').slice(0, 6)}`;
  return `DTSTART;TZID=${ICS_TIME_ZONE}:${basicDate(start.date)}T${time}`;
}

function eventLines(event: IcsEvent, stamp: string): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    startLine(event.start),
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  if (event.cancelled) lines.push('STATUS:CANCELLED');
  lines.push('END:VEVENT');
  return lines;
}

/** The calendar as an iCalendar object: CRLF line endings, folded lines, ending with CRLF. */
export function writeCalendar(calendar: IcsCalendar): string {
  const stamp = utcStamp(calendar.stamp);
  const zoned = calendar.events.some((e) => e.start.kind === 'local');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(calendar.name ? [`X-WR-CALNAME:${escapeText(calendar.name)}`] : []),
    ...(zoned ? [`X-WR-TIMEZONE:${ICS_TIME_ZONE}`, ...VTIMEZONE] : []),
    ...calendar.events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
