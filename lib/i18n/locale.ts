/** The interface languages: Danish first, English second. Data (titles, names, konklusion) stays Danish. */
export type Locale = 'da' | 'en';

export const LOCALES: readonly Locale[] = ['da', 'en'];
export const DEFAULT_LOCALE: Locale = 'da';
/** The cookie that remembers the reader's choice. */
export const LOCALE_COOKIE = 'tingdata-lang';

export const parseLocale = (value: string | null | undefined): Locale =>
  value === 'en' ? 'en' : DEFAULT_LOCALE;

/** A component's interface texts in every language: `{ da: {...}, en: {...} }` with the same keys. */
export type Messages<K extends string> = Readonly<Record<Locale, Readonly<Record<K, string>>>>;

/** Defines a message table; the type forces every language to have every key. */
export const defineMessages = <K extends string>(messages: Messages<K>): Messages<K> => messages;

/** Fills `{name}` placeholders: format('{n} stemmer', { n: 5 }). */
export function format(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/** Only same-site paths are followed after switching language (no open redirect). */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}
