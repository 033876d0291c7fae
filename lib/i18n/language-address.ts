import { isLanguageNeutralPath, localePath, splitLocalePath } from '@/lib/routes';
import { type Locale, parseLocale } from './locale';

/**
 * What a request's address says about its language (proxy.ts acts on it):
 * - `page`: render the route at `path` (the Danish address; `/en/sag/5` → `/sag/5`) in `locale`;
 * - `redirect`: the bare home address `/` asked by a reader whose remembered choice (the cookie) is English goes to
 *   `/en` — the one address whose answer depends on the cookie;
 * - `not-found`: `/en` + a path that has no language (`/en/api/…`, `/en/sprog`): a 404 in English.
 */
export type LanguageRoute =
  | { readonly kind: 'page'; readonly locale: Locale; readonly path: string }
  | { readonly kind: 'redirect'; readonly location: string }
  | { readonly kind: 'not-found'; readonly locale: Locale };

/** The address whose answer depends on the language cookie (and so must say `Vary: Cookie`). */
export const COOKIE_DEPENDENT_PATH = '/';

export function routeLanguage(
  pathname: string,
  search: string,
  cookieValue: string | undefined,
): LanguageRoute {
  if (pathname === COOKIE_DEPENDENT_PATH && parseLocale(cookieValue) === 'en')
    return { kind: 'redirect', location: localePath('en', `/${search}`) };
  const { locale, path } = splitLocalePath(pathname);
  if (locale === 'en' && isLanguageNeutralPath(path)) return { kind: 'not-found', locale };
  return { kind: 'page', locale, path };
}
