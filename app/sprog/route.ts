import { type NextRequest, NextResponse } from 'next/server';
import { LOCALE_COOKIE, parseLocale, safeReturnPath } from '@/lib/i18n/locale';

/**
 * `/sprog?lang=en&next=/path`: remembers the interface language and returns to the page (works without JS). The
 * redirect is relative (`Location: /path`), so it stays on whatever host the reader is on.
 */
export function GET(request: NextRequest): NextResponse {
  const lang = parseLocale(request.nextUrl.searchParams.get('lang'));
  const next = safeReturnPath(request.nextUrl.searchParams.get('next'));
  const response = new NextResponse(null, { status: 303, headers: { Location: next } });
  response.cookies.set(LOCALE_COOKIE, lang, { path: '/', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' });
  return response;
}
