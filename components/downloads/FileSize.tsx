import { formatBytes, formatExactBytes } from '@/lib/format/bytes';
import type { Locale } from '@/lib/i18n/locale';

/** A download's size for people, with the exact count beside it: '1,2 MB (1.234.567 bytes)'. */
export function FileSize({ bytes, locale }: { bytes: number; locale: Locale }) {
  return (
    <span data-bytes={bytes}>
      {formatBytes(locale, bytes)}{' '}
      <span className="whitespace-nowrap">({formatExactBytes(locale, bytes)})</span>
    </span>
  );
}
