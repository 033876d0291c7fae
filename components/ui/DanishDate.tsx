import { formatDanishDate, toCalendarDate } from '@/lib/format/danish-date';

/** A date as Danish text ('12. marts 2025') in a machine-readable `<time>`; `fallback` when there is none. */
export function DanishDate({ value, fallback = 'Dato ukendt' }: { value: string | null; fallback?: string }) {
  const text = value ? formatDanishDate(value) : null;
  const dateTime = value ? toCalendarDate(value) : null;
  if (!text || !dateTime) return <span>{fallback}</span>;
  return <time dateTime={dateTime}>{text}</time>;
}
