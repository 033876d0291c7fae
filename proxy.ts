import { type NextRequest, NextResponse } from 'next/server';
import { readSecurityConfig, type SecurityConfig } from '@/lib/config/security';
import { upstreamConfigured } from '@/lib/config/upstream';
import { RECORD_HANDOFF_HEADER } from '@/lib/data/record-handoff';
import { type RecordPageRead, readRecordPage } from '@/lib/data/record-page';
import { BUILDING_RETRY_SECONDS, readSiteStatus } from '@/lib/data/site/site';
import { isDecodable } from '@/lib/http/percent-encoding';
import { COOKIE_DEPENDENT_PATH, routeLanguage } from '@/lib/i18n/language-address';
import { LOCALE_COOKIE, LOCALE_HEADER, type Locale, PAGE_PATH_HEADER } from '@/lib/i18n/locale';
import {
  isAlertsTokenPath,
  QUESTION_LIST_PATH,
  RECORD_NOT_FOUND_PATH,
  type RecordKind,
  recordNotFoundPath,
  recordPageOf,
  splitLocalePath,
} from '@/lib/routes';
import { requestSecurity } from '@/lib/server/request-security';
import { notFoundHtml } from '@/lib/service/responses';
import { QuestionSearch } from '@/lib/url-state/question-search';

/** A path with no page of its own, so it renders the site's not-found page: `/afstemning` without an id. */
const NO_PAGE = '/afstemning';

/**
 * The security headers of everything Next answers (lib/server/request-security.ts), set here because Next runs this
 * in every mode — `next dev`, `next start` and the production server — so a policy mistake shows in development
 * too: a page gets a fresh script nonce in its `Content-Security-Policy` and in the request's, where Next reads it
 * and puts it on its scripts; data (`/api`, `/metrics`, downloads) the policy that runs nothing. Then
 * {@link routePage} answers.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  security ??= readSecurityConfig();
  const dev = process.env.NODE_ENV === 'development';
  const { headers, forwarded } = requestSecurity(request.nextUrl.pathname, request.headers, security, dev);
  const response =
    (await routePage(request, forwarded)) ?? NextResponse.next({ request: { headers: forwarded } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  if (isAlertsTokenPath(splitLocalePath(request.nextUrl.pathname).path))
    for (const [name, value] of Object.entries(TOKEN_PAGE_HEADERS)) response.headers.set(name, value);
  return response;
}

/**
 * A page whose address carries a reader's token (the alerts' confirm, manage and unsubscribe pages): kept by no
 * cache, and its address sent to no other site by a link followed from it.
 */
const TOKEN_PAGE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'Referrer-Policy': 'no-referrer',
} as const;

/** TRUST_PROXY and SITE_URL (lib/config/security.ts), read on the first request. */
let security: SecurityConfig | null = null;

/**
 * Before routing, a path Next cannot decode (`/sag/%E0%A4`, which would otherwise fail with a 500) gets a 404: the
 * site's not-found page, or under `/api` the API's own 404. Then, for pages (not `/api`, `/metrics`, `/sprog` or `/data/filer`),
 * with the request's `headers` as `proxy` left them:
 * - the address decides the language (lib/i18n/language-address.ts): `/en/…` is served by the Danish route at the
 *   rest of the path, and every page request carries its language and its Danish path in request headers
 *   (`LOCALE_HEADER`, `PAGE_PATH_HEADER`; any a client sent are replaced), which getLocale (lib/i18n/server.ts) and
 *   the `hreflang` links read — one route tree for both languages. Only the bare home address `/` looks at the
 *   language cookie: a reader who chose English goes on to `/en`, and `/` says `Vary: Cookie`;
 * - the question list (`/spoergsmaal`) with a filter value it cannot read (lib/url-state/question-search.ts
 *   `invalidParams`) answers 400, the page saying what is wrong;
 * - while a mirror's first copy is being built (`npm run sync`), every page answers 503 with `Retry-After`; the
 *   layout renders how far the copy is (components/site/MirrorBuildingNotice.tsx);
 * - a record page (lib/routes.ts RECORD_PAGES: `/afstemning/<id>`, `/sag/<id>`, `/moede/<id>`, `/aktoer/<id>`,
 *   `/parti/<code>`, `/dokument/<id>`, and their English twins under `/en`) whose record is not in the store, or whose id is
 *   malformed, keeps its URL and is answered with status 404 by the record's not-found page in the address's language (app/ikke-fundet/[kind]), rendered whole on the server: the
 *   words are there without JavaScript and for link previewers. (A page's own `notFound()` would send Next's
 *   error shell with an empty body.) A direct visit to that page is a 404 too. Exports, feeds and share images
 *   under a record answer 404 themselves. The record is read with the page's own read and handed to the page
 *   (lib/data/record-page.ts, the token in `RECORD_HANDOFF_HEADER`), so a record page reads its record once.
 * Both ask the store in the pages' query pool (lib/data/store-read.ts), never on the thread that serves requests.
 */
async function routePage(request: NextRequest, headers: Headers): Promise<NextResponse | undefined> {
  const { pathname, search } = request.nextUrl;
  if (!isDecodable(pathname)) return undecodable(request, headers);
  if (isApi(pathname) || isUnrouted(pathname)) return undefined;
  const route = routeLanguage(pathname, search, request.cookies.get(LOCALE_COOKIE)?.value);
  if (route.kind === 'redirect') {
    // Next relativises a Location on the request's own origin, so the reader stays on the host they asked.
    const response = NextResponse.redirect(new URL(route.location, request.url), 307);
    response.headers.set('Vary', 'Cookie');
    response.headers.set('Cache-Control', 'no-store');
    return response;
  }
  if (route.kind === 'not-found') return notFound(request, headers, route.locale, pathname);
  const vary: Record<string, string> = pathname === COOKIE_DEPENDENT_PATH ? { Vary: 'Cookie' } : {};
  const forward = {
    request: { headers: pageHeaders(headers, route.locale, `${route.path}${search}`) },
    headers: vary,
  };
  if (upstreamConfigured() && (await readSiteStatus()).kind === 'building')
    return NextResponse.rewrite(routeTarget(request, route.path), {
      ...forward,
      status: 503,
      headers: { ...vary, 'Retry-After': String(BUILDING_RETRY_SECONDS), 'Cache-Control': 'no-store' },
    });
  if (route.path === RECORD_NOT_FOUND_PATH || route.path.startsWith(`${RECORD_NOT_FOUND_PATH}/`))
    return NextResponse.rewrite(routeTarget(request, route.path), { ...forward, status: 404 });
  // The page says which filter values it cannot read (app/spoergsmaal/page.tsx), with status 400.
  if (route.path === QUESTION_LIST_PATH && QuestionSearch.invalidParams(search).length > 0)
    return NextResponse.rewrite(routeTarget(request, route.path), { ...forward, status: 400 });
  const record = recordPageOf(route.path);
  if (record) {
    const read = await readRecord(record.kind, record.segment);
    if (read?.found === false)
      // The words repeat the address as asked (`/en/sag/999`); the language switch leads to its twin.
      return NextResponse.rewrite(new URL(recordNotFoundPath(record.kind, pathname), request.url), {
        ...forward,
        status: 404,
      });
    if (read?.found) forward.request.headers.set(RECORD_HANDOFF_HEADER, read.token);
  }
  return route.locale === 'en'
    ? NextResponse.rewrite(routeTarget(request, route.path), forward)
    : NextResponse.next(forward);
}

/** The request's URL at the route's Danish path: where a rewrite sends it (a Danish page goes on as it is). */
function routeTarget(request: NextRequest, path: string): URL {
  const target = request.nextUrl.clone();
  target.pathname = path;
  return target;
}

/**
 * The request's headers, as requestSecurity (lib/server/request-security.ts) copied them for this request, with the
 * page's language and Danish path set and no record token (whatever the client sent in their place).
 */
function pageHeaders(forwarded: Headers, locale: Locale, pagePath: string): Headers {
  forwarded.delete(RECORD_HANDOFF_HEADER);
  forwarded.set(LOCALE_HEADER, locale);
  forwarded.set(PAGE_PATH_HEADER, pagePath);
  return forwarded;
}

const isApi = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/**
 * `/metrics`, the language switch `/sprog` and the published snapshot files `/data/filer/…`: no page, no language of
 * their own, nothing to look up.
 */
const isUnrouted = (pathname: string) => /^\/(?:metrics|sprog|data\/filer)(?:\/|$)/.test(pathname);

/** The site's not-found page, with status 404, in the language of the address asked for. */
function notFound(request: NextRequest, headers: Headers, locale: Locale, pathname: string): NextResponse {
  return NextResponse.rewrite(new URL(NO_PAGE, request.url), {
    status: 404,
    request: { headers: pageHeaders(headers, locale, pathname) },
  });
}

/** 404 for a path that is no text (invalid percent-encoding): the API's own under `/api`, else the site's page. */
function undecodable(request: NextRequest, headers: Headers): NextResponse {
  const { pathname } = request.nextUrl;
  if (!isApi(pathname)) return notFound(request, headers, splitLocalePath(pathname).locale, NO_PAGE);
  const answer = notFoundHtml();
  return new NextResponse(request.method === 'HEAD' ? null : answer.body, {
    status: answer.status,
    headers: answer.headers,
  });
}

/**
 * The record page's record, read with the page's own read and handed off to it (lib/data/record-page.ts); null when
 * the store cannot say. Without a store the layout explains how to build one, and a store that fails (not a
 * database, a read past its deadline, a full pool) fails again in the page itself — which answers with the error
 * page and its request id, logged once — instead of here, where Next could only send a bare 500.
 */
async function readRecord(kind: RecordKind, segment: string): Promise<RecordPageRead | null> {
  try {
    return await readRecordPage(kind, segment);
  } catch {
    return null;
  }
}

/**
 * Every path but Next's own files (`/_next/…`, whose security headers next.config.ts sets). The production server
 * answers `/api` itself, so there only `next dev` and `next start` bring `/api` here.
 */
export const config = {
  matcher: ['/((?!_next/).*)'],
};
