import type { ODataResponse } from './responses';

/**
 * The service's answer as a web Response (for Next route handlers). HEAD gets the headers without the body.
 *
 * Not compressed here: Next drops `Content-Encoding` (and `Content-Length`) from a route handler's response
 * (next/dist/server/send-response.js), so a body compressed here would arrive undeclared. Next compresses route
 * answers itself (gzip, its `compress` default); the standalone server compresses with brotli or gzip
 * (lib/service/compression.ts).
 */
export function toWebResponse(res: ODataResponse, method: string): Response {
  const body = method.toUpperCase() === 'HEAD' ? null : res.body;
  if (body === null || typeof body === 'string')
    return new Response(body, { status: res.status, headers: res.headers });
  // Bytes go out as a one-chunk stream: `new Response(bytes)` copies them first (15 MB for the largest answers),
  // on the thread that serves every request.
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(body);
      controller.close();
    },
  });
  return new Response(stream, { status: res.status, headers: res.headers });
}

/** Splits a URL path below the service root into segments, keeping their raw (percent-encoded) text. */
export function segmentsBelow(pathname: string, root: string): string[] {
  const rest = pathname.startsWith(root) ? pathname.slice(root.length) : pathname;
  return rest.split('/').filter((s, i, all) => s !== '' || i < all.length - 1);
}
