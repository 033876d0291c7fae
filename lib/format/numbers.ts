import type { Locale } from '@/lib/i18n/locale';

/** Counts and shares in the reader's language: '1.234' and '87 %' in Danish, '1,234' and '87%' in English. */
const COUNT: Readonly<Record<Locale, Intl.NumberFormat>> = {
  da: new Intl.NumberFormat('da-DK'),
  en: new Intl.NumberFormat('en-GB'),
};
const SHARE: Readonly<Record<Locale, Intl.NumberFormat>> = {
  da: new Intl.NumberFormat('da-DK', { style: 'percent', maximumFractionDigits: 0 }),
  en: new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 0 }),
};
const FINE_SHARE: Readonly<Record<Locale, Intl.NumberFormat>> = {
  da: new Intl.NumberFormat('da-DK', {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }),
  en: new Intl.NumberFormat('en-GB', {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }),
};

export function formatCount(locale: Locale, n: number): string {
  return COUNT[locale].format(n);
}

/** `part / whole` as a whole percentage; null when there is nothing to divide by. */
export function share(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

/**
 * A share as a whole percentage — except near the ends, where rounding would claim what is not so: 615 of 617 is
 * '99,6 %', not '100 %'; 1 of 500 is '0,2 %', not '0 %' (one decimal, rounded towards the middle).
 */
export function formatShare(locale: Locale, value: number | null, none = '–'): string {
  if (value === null) return none;
  if (value > 0.995 && value < 1) return FINE_SHARE[locale].format(Math.floor(value * 1000) / 1000);
  if (value > 0 && value < 0.005)
    return FINE_SHARE[locale].format(Math.max(0.001, Math.ceil(value * 1000) / 1000));
  return SHARE[locale].format(value);
}
