import type { NextRequest } from 'next/server';
import { searchSite } from '@/lib/data/search/search';
import { searchTextProblem } from '@/lib/data/search/search-terms';
import { StoreMissingError } from '@/lib/store/open-store';
import { SearchState } from '@/lib/url-state/search';
import { speechFilterProblem } from '@/lib/url-state/speech-filter-problem';

/**
 * GET /soeg/resultater?q=…: the search's results as JSON (same parameters as /soeg; see SearchState): what the
 * search page fetches as the reader moves (components/search/search-query.ts), and for scripts and the search
 * benchmark (scripts/bench/case-search.ts).
 */
export async function GET(request: NextRequest): Promise<Response> {
  const problem =
    searchTextProblem(request.nextUrl.searchParams.get('q') ?? '') ??
    speechFilterProblem(request.nextUrl.searchParams);
  if (problem) return Response.json({ error: problem }, { status: 400 });
  const state = SearchState.fromUrl(request.nextUrl.searchParams);
  try {
    return Response.json(await searchSite(state), { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    if (error instanceof StoreMissingError)
      return Response.json({ error: 'The data store is missing.' }, { status: 503 });
    throw error;
  }
}
