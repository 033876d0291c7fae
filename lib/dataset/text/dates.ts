import type { Random } from '@/lib/dataset/random';

/**
 * Calendar dates as ODA's texts write them. Inputs are ISO dates ('YYYY-MM-DD', a time part is ignored);
 * arithmetic is done in UTC so no local time zone can shift a day.
 */

const MONTHS = [
  'januar',
  'februar',
  'marts',
  'april',
  'maj',
  'juni',
  'juli',
  'august',
  'september',
  'oktober',
  'november',
  'december',
] as const;
const SHORT_MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'maj',
  'jun',
  'jul',
  'aug',
  'sep',
  'okt',
  'nov',
  'dec',
] as const;
const DAY_MS = 86_400_000;

interface DateParts {
  year: number;
  month: number;
  day: number;
}

function parts(iso: string): DateParts {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) throw new RangeError(`not an ISO date: ${iso}`);
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1 || day > 31) throw new RangeError(`not an ISO date: ${iso}`);
  return { year, month, day };
}

/** '2025-05-07' → '7. maj 2025' (betænkninger, the current biografi format). */
export function danishLongDate(iso: string): string {
  const { year, month, day } = parts(iso);
  return `${day}. ${MONTHS[month - 1]} ${year}`;
}

/** '2007-11-13' → '13. nov 2007' (the legacy biografi format). */
export function danishShortDate(iso: string): string {
  const { year, month, day } = parts(iso);
  return `${day}. ${SHORT_MONTHS[month - 1]} ${year}`;
}

/** '2024-03-12' → '12/3-24' (references in question texts: "henvendelse af 12/3-24"). */
export function danishSlashDate(iso: string): string {
  const { year, month, day } = parts(iso);
  return `${day}/${month}-${String(year % 100).padStart(2, '0')}`;
}

/** '1984-05-02' → '02-05-1984' (biografi `born`). */
export function danishNumericDate(iso: string): string {
  const { year, month, day } = parts(iso);
  return `${String(day).padStart(2, '0')}-${String(month).padStart(2, '0')}-${year}`;
}

/** The year of an ISO date. */
export function yearOf(iso: string): number {
  return parts(iso).year;
}

function toEpochDay(iso: string): number {
  const { year, month, day } = parts(iso);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

function fromEpochDay(epochDay: number): string {
  return new Date(epochDay * DAY_MS).toISOString().slice(0, 10);
}

/** The ISO date `days` days after `iso` (negative: before). */
export function addDays(iso: string, days: number): string {
  return fromEpochDay(toEpochDay(iso) + days);
}

/** A uniformly random ISO date in [from, to], both inclusive. */
export function randomDate(rng: Random, from: string, to: string): string {
  return fromEpochDay(rng.int(toEpochDay(from), toEpochDay(to)));
}
