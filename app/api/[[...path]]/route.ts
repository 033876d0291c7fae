import type { NextRequest } from 'next/server';
import { publicOrigin } from '@/lib/http/public-origin';
import { getODataService } from '@/lib/service/configured-service';
import { segmentsBelow, toWebResponse } from '@/lib/service/transport';

/** The ODA-compatible OData endpoint over the configured source (store or live): parse, call lib, respond. */
async function handle(request: NextRequest): Promise<Response> {
  const url = request.nextUrl;
  const res = await getODataService().answer(
    {
      method: request.method,
      segments: segmentsBelow(url.pathname, '/api/'),
      search: url.search,
      header: (n) => request.headers.get(n),
    },
    `${publicOrigin(request.headers).origin}/api/`,
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
