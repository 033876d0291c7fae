import type { Locale } from '@/lib/i18n/locale';
import type { TermText as Term } from '@/lib/i18n/oda-terms';
import { DanishText } from './DanishText';

/**
 * An ODA term as lib/i18n/oda-terms.ts gives it, on a page in `locale`: in the page's language as plain text, or —
 * as stored, when it has no English name — ODA's Danish, marked as such on an English page (`DanishText`). Nothing
 * for no term.
 */
export function TermText({ term, locale }: { term: Term | null; locale: Locale }) {
  if (!term) return null;
  return term.lang === 'da' ? <DanishText locale={locale}>{term.text}</DanishText> : term.text;
}
