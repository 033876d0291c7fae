import {
  formatDate,
  formatShortDate,
  formatTime,
  formatWeekdayDate,
  parseLocalDateTime,
} from '@/lib/format/local-date-time';
import { defineMessages, type Locale } from '@/lib/i18n/locale';

const messages = defineMessages({ da: { unknown: 'Dato ukendt' }, en: { unknown: 'Date unknown' } });

const FORMATS = {
  date: formatDate,
  'weekday-date': formatWeekdayDate,
  'short-date': formatShortDate,
} as const;

/**
 * An ODA date-time (Danish local time, no offset) as text in the reader's language inside a machine-readable
 * `<time>`: '24. november 2026' / '24 November 2026', with `withTime` '24. november 2026 kl. 13.00' / '24 November
 * 2026, 13:00'. `fallback` when there is no date ('Dato ukendt' / 'Date unknown' unless given).
 */
export function LocalDateTime({
  value,
  locale,
  format = 'date',
  withTime = false,
  fallback,
}: {
  value: string | null;
  locale: Locale;
  format?: keyof typeof FORMATS;
  withTime?: boolean;
  fallback?: string;
}) {
  const parsed = parseLocalDateTime(value);
  if (!parsed) return <span>{fallback ?? messages[locale].unknown}</span>;
  const time = withTime ? formatTime(parsed, locale) : null;
  const date = FORMATS[format](parsed, locale);
  return (
    <time dateTime={time && parsed.time ? `${parsed.date}T${parsed.time}` : parsed.date}>
      {time ? `${date}${locale === 'da' ? ' ' : ', '}${time}` : date}
    </time>
  );
}
