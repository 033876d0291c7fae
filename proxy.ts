import { type NextRequest, NextResponse } from 'next/server';
import { BUILDING_RETRY_SECONDS, readSiteStatus } from '@/lib/data/site';
import { readStore } from '@/lib/data/store-read';
import { isDecodable } from '@/lib/http/percent-encoding';
import { RECORD_NOT_FOUND_PATH, type RecordKind, recordNotFoundPath, recordPageOf } from '@/lib/routes';
import { notFoundHtml } from '@/lib/service/responses';

/** A path with no page of its own, so it renders the site's not-found page: `/afstemning` without an id. */
const NO_PAGE = '/afstemning';

/**
 * Before routing, a path Next cannot decode (`/sag/%E0%A4`, which would otherwise fail with a 500) gets a 404: the
 * site's not-found page, or under `/api` the API's own 404 (the only `/api` paths that come here are those with a
 * `%`; see `config`). Then, for pages (not `/api`, `/metrics`, `/sprog` or Next's assets):
 * - while a mirror's first copy is being built (`npm run sync`), every page answers 503 with `Retry-After`; the
 *   layout renders how far the copy is (components/site/MirrorBuildingNotice.tsx);
 * - a record page (lib/routes.ts RECORD_PAGES: `/afstemning/<id>`, `/sag/<id>`, `/moede/<id>`, `/aktoer/<id>`,
 *   `/parti/<code>`) whose record is not in the store, or whose id is malformed, keeps its URL and is answered
 *   with status 404 by the record's not-found page (app/ikke-fundet/[kind]), rendered whole on the server: the
 *   words are there without JavaScript and for link previewers. (A page's own `notFound()` would send Next's
 *   error shell with an empty body.) A direct visit to that page is a 404 too. Exports, feeds and share images
 *   under a record answer 404 themselves.
 * Both ask the store in the pages' query pool (lib/data/store-read.ts), never on the thread that serves requests.
 */
export async function proxy(request: NextRequest): Promise<NextResponse | undefined> {
  const { pathname } = request.nextUrl;
  if (!isDecodable(pathname)) return undecodable(request);
  if (isApi(pathname)) return undefined;
  if (process.env.ODA_UPSTREAM?.trim() && (await readSiteStatus()).kind === 'building')
    return NextResponse.rewrite(request.nextUrl, {
      status: 503,
      headers: { 'Retry-After': String(BUILDING_RETRY_SECONDS), 'Cache-Control': 'no-store' },
    });
  if (pathname === RECORD_NOT_FOUND_PATH || pathname.startsWith(`${RECORD_NOT_FOUND_PATH}/`))
    return NextResponse.rewrite(request.nextUrl, { status: 404 });
  const record = recordPageOf(pathname);
  if (!record || (await exists(record.kind, record.segment))) return undefined;
  return NextResponse.rewrite(new URL(recordNotFoundPath(record.kind, pathname), request.url), {
    status: 404,
  });
}

const isApi = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/** 404 for a path that is no text (invalid percent-encoding): the API's own under `/api`, else the site's page. */
function undecodable(request: NextRequest): NextResponse {
  if (!isApi(request.nextUrl.pathname))
    return NextResponse.rewrite(new URL(NO_PAGE, request.url), { status: 404 });
  const answer = notFoundHtml();
  return new NextResponse(request.method === 'HEAD' ? null : answer.body, {
    status: answer.status,
    headers: answer.headers,
  });
}

/**
 * Whether the record exists (asked in the pages' query pool); true when the store cannot say. Without a store the
 * layout explains how to build one, and a store that fails (not a database, a read past its deadline, a full pool)
 * fails again in the page itself — which answers with the error page and its request id, logged once — instead of
 * here, where Next could only send a bare 500.
 */
async function exists(kind: RecordKind, segment: string): Promise<boolean> {
  try {
    return await readStore('recordExists', kind, segment);
  } catch {
    return true;
  }
}

/**
 * Every path but Next's assets, `/api`, `/metrics` and the language switch; and the `/api` paths holding a `%`,
 * so an undecodable one gets the API's 404 instead of Next's 500.
 */
export const config = {
  matcher: ['/((?!_next/|api(?:/|$)|metrics(?:/|$)|sprog(?:/|$)).*)', '/api/:rest(.*%.*)'],
};
