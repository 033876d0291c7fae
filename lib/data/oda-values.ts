/**
 * The one home for reading single ODA values: blank text, DateTime text, links, calendar days (Danish local time
 * is read and written in lib/format/danish-clock.ts).
 * Pure and isomorphic (no store access), so the search client and components can share it.
 */

/** Trimmed text, or null when there is none (ODA writes both null and '' for "nothing", docs/oda.md#empty-values). */
export function nonBlank(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

const ODA_DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2})?))?/;

/** ODA DateTime text ('2014-09-22T15:44:12.58', '2014-09-22') → '2014-09-22T15:44:12'; null when not a date. */
export function toIsoLocalDateTime(value: string | null | undefined): string | null {
  const match = value ? ODA_DATE_TIME.exec(value) : null;
  if (!match) return null;
  const time = match[2] ?? '00:00:00';
  return `${match[1]}T${time.length === 5 ? `${time}:00` : time}`;
}

/**
 * A link we are willing to render: absolute http(s) only (never `javascript:` or relative paths from data), as
 * ODA gives it (trimmed); null otherwise.
 */
export function httpUrl(value: string | null | undefined): string | null {
  const text = nonBlank(value);
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? text : null;
  } catch {
    return null;
  }
}

const DAY_MS = 86_400_000;

function utcDay(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  const [, y, m, d] = match;
  const time = Date.UTC(Number(y), Number(m) - 1, Number(d));
  return new Date(time).getUTCDate() === Number(d) ? time : null;
}

/**
 * An ISO date (or local date-time) as a day number — whole days since 1970-01-01 — so calendar days between two are
 * a subtraction; null when it is not a date.
 */
export function dayNumber(value: string): number | null {
  const time = utcDay(value);
  return time === null ? null : Math.round(time / DAY_MS);
}

/** Calendar days from one ISO date (or local date-time) to another; null when either is not a date. */
export function daysBetween(from: string, to: string): number | null {
  const a = utcDay(from);
  const b = utcDay(to);
  return a === null || b === null ? null : Math.round((b - a) / DAY_MS);
}

/** The calendar day after an ISO date ('2024-12-31' → '2025-01-01'); null when not a date. */
export function nextDay(value: string): string | null {
  const time = utcDay(value);
  return time === null ? null : new Date(time + DAY_MS).toISOString().slice(0, 10);
}
