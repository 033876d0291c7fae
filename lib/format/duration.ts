import type { Locale } from '@/lib/i18n/locale';

/**
 * A length of time in seconds as a reader says it: '45 sek.' / '45 s', '4 min. 12 sek.' / '4 min 12 s', and from an
 * hour on, hours and minutes ('1 t. 5 min.' / '1 h 5 min'). Whole seconds; a negative length counts as none.
 */
export function formatDuration(seconds: number, locale: Locale): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const unit = locale === 'da' ? { h: 't.', m: 'min.', s: 'sek.' } : ({ h: 'h', m: 'min', s: 's' } as const);
  if (h > 0) return m > 0 ? `${h} ${unit.h} ${m} ${unit.m}` : `${h} ${unit.h}`;
  if (m > 0) return s > 0 ? `${m} ${unit.m} ${s} ${unit.s}` : `${m} ${unit.m}`;
  return `${s} ${unit.s}`;
}
