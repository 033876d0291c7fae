/** The interface languages: Danish first, English second. Data (titles, names, konklusion) stays Danish. */
export type Locale = 'da' | 'en';

export const LOCALES: readonly Locale[] = ['da', 'en'];
export const DEFAULT_LOCALE: Locale = 'da';
/**
 * The cookie that remembers the reader's choice. Only a preference: a page's language is its address (`/en/…` is
 * English, lib/routes.ts `localePath`); the cookie only sends a reader who chose English from the bare home address
 * `/` to `/en` (proxy.ts).
 */
export const LOCALE_COOKIE = 'tingdata-lang';

/**
 * The request header proxy.ts sets on every page request with the language of its address (`en` for `/en/…`, else
 * `da`), replacing any a client sent; getLocale (lib/i18n/server.ts) reads it.
 */
export const LOCALE_HEADER = 'x-tingdata-locale';

/** The request header proxy.ts sets with the page's path and query without `/en`: what `hreflang` links point to. */
export const PAGE_PATH_HEADER = 'x-tingdata-page-path';

/** The Open Graph locale (`og:locale`) of each interface language. */
export const OG_LOCALES: Readonly<Record<Locale, string>> = { da: 'da_DK', en: 'en_GB' };

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

/** A base no real request has: what a return path must still be on after parsing. */
const SAME_SITE = 'http://same-site.invalid';

/**
 * Where to return after switching language: a path on this site, or `/`. Checked after parsing, as a browser
 * reads it — the URL parser drops tab, CR and LF and reads `\` as `/`, so `/\t/evil.example` is
 * `//evil.example` — and returned as the parsed path, which a relative `Location` cannot turn into another host
 * (no open redirect).
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value?.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(value, SAME_SITE);
  } catch {
    return '/';
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // A path such as `/.//evil.example` parses to `//evil.example`: protocol-relative as a Location.
  if (url.origin !== SAME_SITE || !path.startsWith('/') || /^\/[/\\]/.test(path)) return '/';
  return path;
}
