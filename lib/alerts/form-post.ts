import { publicOrigin } from '@/lib/http/public-origin';

/** The most a form post to the alerts may carry: an address, a feed's path and two choices fit many times over. */
export const MAX_FORM_BYTES = 8 * 1024;

/** The body types a browser's form sends without JavaScript. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'] as const;

/** What reading a form post gave: its fields, or why it was refused (answered 413 or 415). */
export type FormPost =
  | { readonly kind: 'form'; readonly fields: URLSearchParams }
  | { readonly kind: 'too-large' }
  | { readonly kind: 'unsupported-type' };

const mediaType = (contentType: string | null): string =>
  (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** The body's bytes, or null once more than `limit` arrived (the rest is not read). */
async function boundedBody(request: Request, limit: number): Promise<Buffer | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) return null;
  if (!request.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * The fields of a form post (`application/x-www-form-urlencoded` or `multipart/form-data`, text fields only) of at
 * most `limit` bytes. Never throws: a multipart body that does not parse has no fields.
 */
export async function readFormPost(request: Request, limit = MAX_FORM_BYTES): Promise<FormPost> {
  const type = mediaType(request.headers.get('content-type'));
  if (!(FORM_TYPES as readonly string[]).includes(type)) return { kind: 'unsupported-type' };
  const body = await boundedBody(request, limit);
  if (body === null) return { kind: 'too-large' };
  if (type === 'application/x-www-form-urlencoded')
    return { kind: 'form', fields: new URLSearchParams(body.toString('utf8')) };
  const fields = new URLSearchParams();
  try {
    const form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData();
    for (const [name, value] of form) if (typeof value === 'string') fields.append(name, value);
  } catch {
    // Not multipart after all: no fields, which the handler answers as a form without them.
  }
  return { kind: 'form', fields };
}

/**
 * Whether a post comes from another site (a cross-site request forgery): `Sec-Fetch-Site: cross-site`, or an
 * `Origin` that is not this site's public origin (lib/http/public-origin.ts; `Origin: null` too). A post without
 * either header (an old browser, a tool) is let through: the subscription asks for confirmation by mail anyway.
 */
export function isCrossSite(headers: Headers): boolean {
  if (headers.get('sec-fetch-site')?.toLowerCase() === 'cross-site') return true;
  const origin = headers.get('origin');
  if (origin === null) return false;
  return origin !== publicOrigin(headers).origin;
}
