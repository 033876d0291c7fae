import { compressResponse } from './compression';
import type { ODataResponse } from './responses';

/**
 * The service's answer as a web Response (for Next route handlers), compressed as `Accept-Encoding` asks
 * (lib/service/compression.ts). HEAD gets the headers without the body.
 */
export async function toWebResponse(
  res: ODataResponse,
  method: string,
  acceptEncoding: string | null = null,
): Promise<Response> {
  if (method.toUpperCase() === 'HEAD')
    return new Response(null, { status: res.status, headers: res.headers });
  const sent = await compressResponse(res, acceptEncoding);
  const body = sent.body as string | Uint8Array<ArrayBuffer> | null;
  return new Response(body, { status: sent.status, headers: sent.headers });
}

/** Splits a URL path below the service root into segments, keeping their raw (percent-encoded) text. */
export function segmentsBelow(pathname: string, root: string): string[] {
  const rest = pathname.startsWith(root) ? pathname.slice(root.length) : pathname;
  return rest.split('/').filter((s, i, all) => s !== '' || i < all.length - 1);
}
