import { localePath, splitLocalePath } from '@/lib/routes';
import { LOCALE_COOKIE, type Locale, safeReturnPath } from './locale';

/** How long the language cookie remembers a choice: a year. */
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** A base no real request has, to read a path's parts. */
const BASE = 'http://same-site.invalid';

/**
 * A page's address in `lang`, from its address in either language (checked by `safeReturnPath`, so never another
 * host): `switchTarget('en', '/moeder?tid=tidligere')` → `/en/moeder?tid=tidligere`, `switchTarget('da', '/en/sag/5')`
 * → `/sag/5`.
 */
export function switchTarget(lang: Locale, address: string | null | undefined): string {
  const url = new URL(safeReturnPath(address), BASE);
  return localePath(lang, `${splitLocalePath(url.pathname).path}${url.search}${url.hash}`);
}

/**
 * The language switch's link to the page at `pagePath` (its Danish path and query) in `lang`: straight to that
 * address — except the home page, the one address whose answer depends on the remembered choice (proxy.ts), whose
 * switch goes through `/sprog` so the choice is remembered even without JavaScript (else a reader whose cookie says
 * English could never reach the Danish home page without it).
 */
export function languageSwitchHref(lang: Locale, pagePath: string): string {
  const target = switchTarget(lang, pagePath);
  if (new URL(pagePath, BASE).pathname !== '/') return target;
  return `/sprog?${new URLSearchParams({ lang, next: target }).toString()}`;
}

/** The language cookie as `document.cookie` sets it (the switch remembers the choice it follows). */
export const localeCookie = (lang: Locale): string =>
  `${LOCALE_COOKIE}=${lang}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
