import type { NextRequest } from 'next/server';
import { answerFromStore } from '@/lib/service/store-service';
import { segmentsBelow, toWebResponse } from '@/lib/service/transport';

/** The ODA-compatible OData endpoint: parse, call lib/service, map to a Response. */
async function handle(request: NextRequest): Promise<Response> {
  const url = request.nextUrl;
  const res = await answerFromStore(
    {
      method: request.method,
      segments: segmentsBelow(url.pathname, '/api/'),
      search: url.search,
      header: (n) => request.headers.get(n),
    },
    `${url.origin}/api/`,
  );
  return toWebResponse(res, request.method);
}

export const GET = handle;
export const HEAD = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
export const OPTIONS = handle;
