import type { ODataResponse } from './responses';

/** The service's answer as a web Response (for Next route handlers). HEAD gets the headers without the body. */
export function toWebResponse(res: ODataResponse, method: string): Response {
  const body = method.toUpperCase() === 'HEAD' ? null : res.body;
  return new Response(body, { status: res.status, headers: res.headers });
}

/** Splits a URL path below the service root into segments, keeping their raw (percent-encoded) text. */
export function segmentsBelow(pathname: string, root: string): string[] {
  const rest = pathname.startsWith(root) ? pathname.slice(root.length) : pathname;
  return rest.split('/').filter((s, i, all) => s !== '' || i < all.length - 1);
}
