import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ODataResponse } from './responses';

export type ContentEncoding = 'br' | 'gzip';

/** Bodies smaller than this go as they are: compressing them saves less than it costs. */
export const MIN_COMPRESS_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The encoding to answer with, from `Accept-Encoding`: the one with the highest q-value, brotli before gzip when
 * they tie (`*` stands for both); null when the client names neither or refuses both (`q=0`).
 */
export function negotiateEncoding(accept: string | null): ContentEncoding | null {
  if (!accept) return null;
  const q = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    if (name) q.set(name, Number.isFinite(value) ? value : 0);
  }
  const weight = (name: ContentEncoding) => q.get(name) ?? q.get('*') ?? 0;
  const [best] = (['br', 'gzip'] as const).filter((e) => weight(e) > 0).sort((a, b) => weight(b) - weight(a));
  return best ?? null;
}

/** A strong ETag of the encoded representation: `"abc"` → `"abc-br"` (RFC 9110: each encoding is its own). */
export function encodedEtag(etag: string, encoding: ContentEncoding): string {
  return etag.endsWith('"') ? `${etag.slice(0, -1)}-${encoding}"` : etag;
}

/** The identity ETag an encoded one was made from (`"abc-gzip"` → `"abc"`), for `If-None-Match`. */
export function identityEtag(etag: string): string {
  return etag.replace(/-(?:br|gzip)"$/, '"');
}

/** The bytes in `encoding` (brotli at quality 4, gzip at level 5), on zlib's own threads. */
function compressBytes(body: Uint8Array, encoding: ContentEncoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: 5 });
  return brotli(body, {
    params: {
      // Quality 4 is brotli's fast end (the default, 11, takes seconds for a 15 MB answer); a 4 MiB window finds
      // the records that repeat across a response (an expanded Aktør under every Stemme).
      [constants.BROTLI_PARAM_QUALITY]: 4,
      [constants.BROTLI_PARAM_LGWIN]: 22,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });
}

/**
 * The answer compressed as the client asks (`Accept-Encoding`: br or gzip), on zlib's own threads: bodies of at
 * least MIN_COMPRESS_BYTES get `Content-Encoding` and an ETag of their own; every answer with a body says
 * `Vary: Accept-Encoding`. A 304 carries the ETag of the representation the client would get.
 */
export async function compressResponse(
  res: ODataResponse,
  acceptEncoding: string | null,
): Promise<ODataResponse> {
  const encoding = negotiateEncoding(acceptEncoding);
  const headers: Record<string, string> = { ...res.headers };
  const etag = headers.ETag;
  if (res.status === 304) {
    if (encoding && etag) headers.ETag = encodedEtag(etag, encoding);
    return { ...res, headers };
  }
  if (res.body === null || headers['Content-Encoding']) return res;
  headers.Vary = headers.Vary ? `${headers.Vary}, Accept-Encoding` : 'Accept-Encoding';
  const bytes = typeof res.body === 'string' ? Buffer.from(res.body, 'utf8') : res.body;
  if (!encoding || bytes.byteLength < MIN_COMPRESS_BYTES) return { ...res, headers, body: bytes };
  const body = await compressBytes(bytes, encoding);
  headers['Content-Encoding'] = encoding;
  if (etag) headers.ETag = encodedEtag(etag, encoding);
  return { ...res, headers, body };
}
