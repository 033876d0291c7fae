import { encodeBytes, encodedEtag, MIN_COMPRESS_BYTES, negotiateEncoding } from '@/lib/http/content-encoding';
import type { ODataResponse } from './responses';

/**
 * The answer compressed as the client asks (`Accept-Encoding`: br or gzip, lib/http/content-encoding.ts), on
 * zlib's own threads: bodies of at least MIN_COMPRESS_BYTES get `Content-Encoding` and an ETag of their own; every
 * answer with a body says `Vary: Accept-Encoding`. A 304 carries the ETag of the representation the client would
 * get.
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
  const body = await encodeBytes(bytes, encoding);
  headers['Content-Encoding'] = encoding;
  if (etag) headers.ETag = encodedEtag(etag, encoding);
  return { ...res, headers, body };
}
