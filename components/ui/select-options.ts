import type { Locale } from '@/lib/i18n/locale';
import { type OdaVocabulary, odaTerm, periodTitle } from '@/lib/i18n/oda-terms';
import type { SelectOption } from './SelectField';

/*
 * The choices of the lists' filters in the interface language. Built where the page renders (the server): they
 * read ODA's English vocabularies (lib/i18n/oda-vocabulary-en.ts), which a page's JavaScript need not carry — a
 * client form (components/search/SearchForm.tsx) gets the choices ready-made.
 */

/** The sessions as choices (`Periode.kode` sent, its title shown), as every list's session filter offers them. */
export const periodOptions = (
  periods: readonly { readonly code: string; readonly title: string }[],
  locale: Locale,
): SelectOption[] => periods.map((p) => ({ value: p.code, label: periodTitle(p.title, locale) ?? p.title }));

/** ODA's types as choices (its id sent, its name shown in the interface language: lib/i18n/oda-terms.ts). */
export const typeOptions = (
  types: readonly { readonly id: number; readonly name: string }[],
  vocabulary: OdaVocabulary,
  locale: Locale,
): SelectOption[] =>
  types.map((type) => {
    const term = odaTerm(vocabulary, type.name, locale);
    return { value: type.id, label: term?.text ?? type.name, lang: term?.lang };
  });
