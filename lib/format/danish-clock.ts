/**
 * The Danish clock: ODA writes times as Danish local time without an offset (`2026-11-22T19:05:00`); these give
 * today's date and a moment in that form (Europe/Copenhagen, summer time included).
 */

/*
 * The formatters are made once: making an Intl.DateTimeFormat costs a few hundred microseconds, using one a few
 * (a sitemap file formats thousands of times).
 */
const DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Copenhagen',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const MOMENT = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Copenhagen',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Today's date in Denmark (YYYY-MM-DD). */
export function danishToday(now: Date = new Date()): string {
  return DAY.format(now);
}

/** A moment as Danish local time in ODA's form, `2026-11-22T19:05:00`. */
export function danishLocalDateTime(at: Date): string {
  const parts = MOMENT.formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:${get('second')}`;
}
