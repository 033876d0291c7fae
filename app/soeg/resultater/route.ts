import type { NextRequest } from 'next/server';
import { searchSite } from '@/lib/data/search';
import { SearchState } from '@/lib/data/search-state';
import { StoreMissingError } from '@/lib/store/open-store';
import { isUpstreamError } from '@/lib/upstream/errors';

/** GET /soeg/resultater?q=…: the search page's results as JSON (same parameters as /soeg; see SearchState). */
export async function GET(request: NextRequest): Promise<Response> {
  const state = SearchState.fromUrl(request.nextUrl.searchParams);
  try {
    return Response.json(await searchSite(state), { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    if (error instanceof StoreMissingError)
      return Response.json({ error: 'The data store is missing.' }, { status: 503 });
    // Live mode, the service down and this search not cached: the client keeps its results and says so.
    if (isUpstreamError(error))
      return Response.json({ error: 'The data service is not answering.' }, { status: error.gatewayStatus });
    throw error;
  }
}
