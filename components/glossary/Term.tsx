import type { ReactNode } from 'react';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { glossaryTermFor } from '@/lib/glossary/terms';
import type { Locale } from '@/lib/i18n/locale';
import { glossaryPath } from '@/lib/routes';

/**
 * A word of the parliament's as the page shows it ('Stadfæstet', '3. behandling'), linked to its glossary entry with
 * the short definition on hover when the glossary has one; plain text otherwise. Works without JavaScript and on
 * touch screens (the link opens the entry).
 */
export function Term({ text, locale, children }: { text: string; locale: Locale; children?: ReactNode }) {
  const term = glossaryTermFor(text);
  if (!term) return <>{children ?? text}</>;
  return (
    <LocaleLink href={glossaryPath(term.slug)} title={term.definition[locale]} className="term">
      {children ?? text}
    </LocaleLink>
  );
}
