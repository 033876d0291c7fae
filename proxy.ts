import { type NextRequest, NextResponse } from 'next/server';
import { parseIdSegment } from '@/lib/routes';
import { getStore, StoreMissingError } from '@/lib/store/open-store';
import { voteExists } from '@/lib/store/vote-detail';

/** A path with no page of its own, so it renders the site's not-found page: `/afstemning` without an id. */
const NO_PAGE = '/afstemning';

/**
 * Unknown vote ids get a real 404 status. Pages stream (root and segment `loading.tsx`), so a page's own
 * `notFound()` runs after a 200 has been sent; this runs before rendering, for `/afstemning/...` only:
 * - a path Next cannot decode (`/afstemning/%E0%A4`, which would otherwise fail with a 500) shows the site's
 *   not-found page with 404;
 * - `/afstemning/<id>` for an id that is malformed or unknown keeps its URL and gets status 404; the page renders
 *   its not-found UI. Exports and the share image answer 404 themselves.
 * Unknown means: not in the store (a primary-key probe).
 */
export async function proxy(request: NextRequest): Promise<NextResponse | undefined> {
  const { pathname } = request.nextUrl;
  if (!decodable(pathname)) return NextResponse.rewrite(new URL(NO_PAGE, request.url), { status: 404 });
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length !== 2) return undefined;
  const id = parseIdSegment(segments[1] ?? '');
  if (id !== null && (await exists(id))) return undefined;
  return NextResponse.rewrite(request.nextUrl, { status: 404 });
}

function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

async function exists(id: number): Promise<boolean> {
  try {
    return voteExists(getStore(), id);
  } catch (error) {
    // Without a store the layout explains how to build one; that page is not a 404.
    if (error instanceof StoreMissingError) return true;
    throw error;
  }
}

export const config = { matcher: '/afstemning/:path*' };
