import { danishInstant } from './danish-instant';

/*
 * A stored time as a W3C Datetime (https://www.w3.org/TR/NOTE-datetime, the sitemaps' `lastmod`): a date alone, or a
 * date and a time with its offset. ODA writes Danish local time without an offset ('2025-03-12T13:05:00.47'); it is
 * written with Denmark's offset at that time (danish-instant.ts), seconds kept, fractions dropped:
 * '2025-03-12T13:05:00+01:00'. A time with its own offset or `Z` (a transcript file's time from the server) is kept as
 * that instant, in UTC. Anything else is no time: null (missing rather than wrong).
 */

const LOCAL = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?$/;
const ZONED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

const MINUTE_MS = 60_000;

/** Denmark's offset (minutes east of UTC) by local hour ('2025-03-12T13'): a sitemap file asks a few hundred hours. */
const offsets = new Map<string, number | null>();
const MAX_REMEMBERED = 100_000;

function offsetAt(date: string, hour: string): number | null {
  const key = `${date}T${hour}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const instant = danishInstant(`${key}:00:00`);
    offset = instant === null ? null : (Date.parse(`${key}:00:00Z`) - instant.getTime()) / MINUTE_MS;
    if (offsets.size >= MAX_REMEMBERED) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** Whether 'YYYY-MM-DD' names a day of the calendar (not '2025-02-30'). */
function isCalendarDate(date: string): boolean {
  const [y = 0, m = 0, d = 0] = date.split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

const twoDigits = (n: number): string => String(n).padStart(2, '0');

/** '+01:00' for 60 minutes east, '-03:30' for 210 west. */
const offsetText = (minutes: number): string =>
  `${minutes < 0 ? '-' : '+'}${twoDigits(Math.floor(Math.abs(minutes) / 60))}:${twoDigits(Math.abs(minutes) % 60)}`;

/** `value` as a W3C Datetime (see above); null when it is none. */
export function w3cDateTime(value: string | null | undefined): string | null {
  if (!value) return null;
  if (ZONED.test(value)) {
    const time = Date.parse(value);
    return Number.isNaN(time) ? null : new Date(time).toISOString().replace(/\.\d+Z$/, 'Z');
  }
  const match = LOCAL.exec(value);
  if (!match) return null;
  const [, date = '', hour, minute, second = '00'] = match;
  if (!isCalendarDate(date)) return null;
  if (hour === undefined || minute === undefined) return date;
  if (Number(minute) > 59 || Number(second) > 59) return null;
  const offset = offsetAt(date, hour);
  return offset === null ? null : `${date}T${hour}:${minute}:${second}${offsetText(offset)}`;
}
