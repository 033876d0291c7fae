import { type NextRequest, NextResponse } from 'next/server';
import { LOCALE_COOKIE_MAX_AGE, switchTarget } from '@/lib/i18n/language-switch';
import { LOCALE_COOKIE, parseLocale } from '@/lib/i18n/locale';

/**
 * `/sprog?lang=en&next=/path`: remembers the interface language (the cookie: a preference, read only at `/`) and
 * goes on to the page's address in that language (`/en/path`). Links to it from before English had its own
 * addresses keep working; the language switch uses it only for the home page (lib/i18n/language-switch.ts). The
 * redirect is relative (`Location: /en/path`), so it stays on whatever host the reader is on.
 */
export function GET(request: NextRequest): NextResponse {
  const lang = parseLocale(request.nextUrl.searchParams.get('lang'));
  const next = switchTarget(lang, request.nextUrl.searchParams.get('next'));
  const response = new NextResponse(null, { status: 303, headers: { Location: next } });
  response.cookies.set(LOCALE_COOKIE, lang, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' });
  return response;
}
