import type { NextRequest } from 'next/server';
import { publicOrigin } from '@/lib/http/public-origin';
import { compressResponse } from '@/lib/service/compression';
import { getODataService } from '@/lib/service/configured-service';
import { segmentsBelow, toWebResponse } from '@/lib/service/transport';

/**
 * The ODA-compatible OData endpoint over the configured source (store or live): parse, call lib, respond —
 * compressed as the client asks (brotli or gzip, lib/service/compression.ts; Next leaves an encoded answer alone).
 */
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
  const head = request.method === 'HEAD';
  return toWebResponse(
    head ? res : await compressResponse(res, request.headers.get('accept-encoding')),
    request.method,
  );
}

export const GET = handle;
export const HEAD = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
export const OPTIONS = handle;
