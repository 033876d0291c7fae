import type { Locale } from '@/lib/i18n/locale';

/**
 * Dates and times of ODA date-time text in the reader's language. ODA writes Danish local time without an offset
 * ('2026-11-24T13:00:00'), so the text is read as it stands and formatted in UTC: no time zone conversion, on the
 * server or anywhere else, ever shifts the hour or the day.
 */

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/;

const INTL_LOCALE: Readonly<Record<Locale, string>> = { da: 'da-DK', en: 'en-GB' };

type Style = 'date' | 'weekday-date' | 'short-date' | 'time';

const OPTIONS: Readonly<Record<Style, Intl.DateTimeFormatOptions>> = {
  date: { day: 'numeric', month: 'long', year: 'numeric' },
  'weekday-date': { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  'short-date': { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
};

const formats = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: Locale, style: Style): Intl.DateTimeFormat {
  const key = `${locale}:${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...OPTIONS[style], timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format;
}

export interface LocalDateTime {
  /** The instant as if the local time were UTC: only for formatting in UTC. */
  readonly asUtc: Date;
  /** 'YYYY-MM-DD'. */
  readonly date: string;
  /** 'HH:MM', or null for a bare date or midnight (ODA writes bare dates as 00:00:00). */
  readonly time: string | null;
}

/** Reads '2026-11-24', '2026-11-24T13:00:00' or '2026-11-24 13:00:00.123'; null when the text is not a valid date. */
export function parseLocalDateTime(value: string | null | undefined): LocalDateTime | null {
  const match = value ? LOCAL_DATE_TIME.exec(value) : null;
  if (!match) return null;
  const [, y, mo, d, h, mi] = match;
  const hours = Number(h ?? 0);
  const minutes = Number(mi ?? 0);
  if (hours > 23 || minutes > 59) return null;
  const asUtc = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), hours, minutes));
  if (asUtc.getUTCDate() !== Number(d) || asUtc.getUTCMonth() !== Number(mo) - 1) return null;
  const time = h !== undefined && (hours !== 0 || minutes !== 0) ? `${h}:${mi}` : null;
  return { asUtc, date: `${y}-${mo}-${d}`, time };
}

/** '24. november 2026' / '24 November 2026'. */
export function formatDate(value: LocalDateTime, locale: Locale): string {
  return formatter(locale, 'date').format(value.asUtc);
}

/** An ODA date or date-time in words ('24. november 2026'); null when it is no date. */
export const dateInWords = (value: string | null, locale: Locale): string | null => {
  const parsed = parseLocalDateTime(value);
  return parsed ? formatDate(parsed, locale) : null;
};

/** 'tirsdag den 24. november 2026' / 'Tuesday, 24 November 2026'. */
export function formatWeekdayDate(value: LocalDateTime, locale: Locale): string {
  return formatter(locale, 'weekday-date').format(value.asUtc);
}

/** 'tirs. 24. nov. 2026' / 'Tue, 24 Nov 2026'. */
export function formatShortDate(value: LocalDateTime, locale: Locale): string {
  return formatter(locale, 'short-date').format(value.asUtc);
}

/** 'kl. 13.00' / '13:00'; null when the value has no time of day. */
export function formatTime(value: LocalDateTime, locale: Locale): string | null {
  if (value.time === null) return null;
  const time = formatter(locale, 'time').format(value.asUtc);
  return locale === 'da' ? `kl. ${time}` : time;
}
