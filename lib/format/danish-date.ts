/**
 * Dates as Danish readers expect them. ODA date-times are Danish local time without an offset, so the calendar
 * date is read straight from the text and formatted in UTC: the server's own time zone never shifts the day.
 */

const LONG_DATE = new Intl.DateTimeFormat('da-DK', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** The calendar date (YYYY-MM-DD) of an ISO date or local date-time; null when the text is not one. */
export function toCalendarDate(value: string): string | null {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return null;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCDate() === Number(day) ? `${year}-${month}-${day}` : null;
}

/** '2025-03-12' or '2025-03-12T13:05:00' → '12. marts 2025'; null when the text is not a date. */
export function formatDanishDate(value: string): string | null {
  const calendarDate = toCalendarDate(value);
  return calendarDate ? LONG_DATE.format(new Date(`${calendarDate}T00:00:00Z`)) : null;
}
