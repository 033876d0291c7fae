import type { Random } from './random';

/**
 * Dates in the generator are JS Dates whose UTC fields hold Danish local wall-clock time, the way ODA writes
 * datetimes (no zone). Doing all arithmetic in UTC keeps it free of the machine's time zone and of DST.
 */
export const day = (iso: string): Date => new Date(`${iso.slice(0, 10)}T00:00:00Z`);

export const addDays = (d: Date, n: number): Date => new Date(d.getTime() + n * 86_400_000);

export const addMinutes = (d: Date, n: number): Date => new Date(d.getTime() + n * 60_000);

export const isoDay = (d: Date): string => d.toISOString().slice(0, 10);

export const daysBetween = (a: Date, b: Date): number => Math.round((b.getTime() - a.getTime()) / 86_400_000);

/** 0 = Sunday … 6 = Saturday. */
export const weekday = (d: Date): number => d.getUTCDay();

/** ODA's datetime text: seconds, and fractional seconds only when non-zero, trailing zeros trimmed. */
export function odaDateTime(d: Date): string {
  const base = d.toISOString().slice(0, 19);
  const ms = d.getUTCMilliseconds();
  if (ms === 0) return base;
  return `${base}.${String(ms).padStart(3, '0').replace(/0+$/, '')}`;
}

/** Midnight of a day in ODA form: `2019-06-05T00:00:00`. */
export const odaDate = (d: Date): string => `${isoDay(d)}T00:00:00`;

/**
 * A realistic `opdateringsdato` some time after `d`: SQL Server datetime precision (1/300 s, so the last
 * millisecond digit is 0, 3 or 7), mostly with fractional seconds as in the real data.
 */
export function odaStamp(rng: Random, d: Date, maxHoursLater = 36): string {
  const seconds = rng.int(60, Math.max(61, maxHoursLater * 3600));
  const tick = rng.chance(0.97) ? rng.int(1, 299) : 0;
  const ms = Math.round((tick * 10) / 3);
  return odaDateTime(new Date(d.getTime() + seconds * 1000 + ms));
}

/** The first Tuesday of October of a year: when a parliamentary session (samling) opens. */
export function firstTuesdayOfOctober(year: number): Date {
  const d = new Date(Date.UTC(year, 9, 1));
  while (d.getUTCDay() !== 2) d.setUTCDate(d.getUTCDate() + 1);
  return d;
}

export const maxDate = (a: Date, b: Date): Date => (a > b ? a : b);
export const minDate = (a: Date, b: Date): Date => (a < b ? a : b);

/** `12-03-2025` (day-month-year), as ft.dk writes dates in calendar URLs. */
export const danishDate = (d: Date): string => {
  const iso = isoDay(d);
  return `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;
};
