import type { Locale } from '@/lib/i18n/locale';
import { formatCount } from './numbers';

/** Decimal units, as download sizes are usually given (1 MB = 1,000,000 bytes). */
const UNITS = ['kB', 'MB', 'GB', 'TB'] as const;

const FORMATS: Readonly<Record<Locale, readonly Intl.NumberFormat[]>> = {
  da: [0, 1].map((digits) => new Intl.NumberFormat('da-DK', { maximumFractionDigits: digits })),
  en: [0, 1].map((digits) => new Intl.NumberFormat('en-GB', { maximumFractionDigits: digits })),
};

/**
 * A size for people, in the reader's language: '812 bytes', '1,2 MB' / '1.2 MB', '148 MB' (one decimal below
 * 100 of a unit, none above). The exact count goes beside it where it matters ({@link formatExactBytes}).
 */
export function formatBytes(locale: Locale, bytes: number): string {
  if (bytes < 1000) return formatExactBytes(locale, bytes);
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 999.95 && unit < UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  const [whole, fine] = FORMATS[locale];
  return `${(value >= 100 ? whole : fine)?.format(value)} ${UNITS[unit]}`;
}

/** The exact count: '1.234.567 bytes' / '1,234,567 bytes'. */
export const formatExactBytes = (locale: Locale, bytes: number): string =>
  `${formatCount(locale, bytes)} bytes`;
