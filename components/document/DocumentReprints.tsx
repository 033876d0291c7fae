import { DanishText } from '@/components/ui/DanishText';
import { LocalDateTime } from '@/components/ui/LocalDateTime';
import type { DocumentReprint } from '@/lib/data/documents/types';
import type { Locale } from '@/lib/i18n/locale';
import type { DocumentPageTexts } from './document-page-messages';

/** A document's reprints (`Omtryk`), oldest first: the date and ODA's reason ('Omtryk - Fejl i bilag'). */
export function DocumentReprints({
  reprints,
  t,
  locale,
}: {
  reprints: readonly DocumentReprint[];
  t: DocumentPageTexts;
  locale: Locale;
}) {
  return (
    <ul className="space-y-1">
      {reprints.map((r) => (
        <li key={r.id} className="break-words">
          <LocalDateTime value={r.date} locale={locale} />
          {': '}
          {r.reason ? <DanishText locale={locale}>{r.reason}</DanishText> : t.reprintNoReason}
        </li>
      ))}
    </ul>
  );
}
