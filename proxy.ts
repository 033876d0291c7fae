import { type NextRequest, NextResponse } from 'next/server';
import { BUILDING_RETRY_SECONDS, readSiteStatus } from '@/lib/data/site';
import { readStore } from '@/lib/data/store-read';
import { isDecodable } from '@/lib/http/percent-encoding';
import { parseIdSegment } from '@/lib/routes';
import { notFoundHtml } from '@/lib/service/responses';
import { StoreMissingError } from '@/lib/store/open-store';

/** A path with no page of its own, so it renders the site's not-found page: `/afstemning` without an id. */
const NO_PAGE = '/afstemning';

/**
 * Before routing, a path Next cannot decode (`/sag/%E0%A4`, which would otherwise fail with a 500) gets a 404: the
 * site's not-found page, or under `/api` the API's own 404 (the only `/api` paths that come here are those with a
 * `%`; see `config`). Then, for pages (not `/api`, `/metrics`, `/sprog` or Next's assets):
 * - while a mirror's first copy is being built (`npm run sync`), every page answers 503 with `Retry-After`; the
 *   layout renders how far the copy is (components/site/MirrorBuildingNotice.tsx);
 * - unknown vote ids get a real 404 status. Pages stream, so a page's own `notFound()` runs after a 200 has been
 *   sent: `/afstemning/<id>` for an id that is malformed or not in the store keeps its URL and gets status 404,
 *   and the page renders its not-found UI. Exports and the share image answer 404 themselves.
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
  // A vote's page only (`/afstemning/<id>`): not `/afstemninger/…`, whose name starts the same.
  if (!pathname.startsWith('/afstemning/')) return undefined;
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length !== 2) return undefined;
  const id = parseIdSegment(segments[1] ?? '');
  if (id !== null && (await exists(id))) return undefined;
  return NextResponse.rewrite(request.nextUrl, { status: 404 });
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

/** Whether the vote exists (asked in the pages' query pool), or true without a store. */
async function exists(id: number): Promise<boolean> {
  try {
    return await readStore('voteExists', id);
  } catch (error) {
    // Without a store the layout explains how to build one; that page is not a 404.
    if (error instanceof StoreMissingError) return true;
    throw error;
  }
}

/**
 * Every path but Next's assets, `/api`, `/metrics` and the language switch; and the `/api` paths holding a `%`,
 * so an undecodable one gets the API's 404 instead of Next's 500.
 */
export const config = {
  matcher: ['/((?!_next/|api(?:/|$)|metrics(?:/|$)|sprog(?:/|$)).*)', '/api/:rest(.*%.*)'],
};
