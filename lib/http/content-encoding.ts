import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import Negotiator from 'negotiator';

/** The encodings the server compresses with, best first (brotli is smaller at the same speed). */
export type ContentEncoding = 'br' | 'gzip';

const PREFERRED = ['br', 'gzip', 'identity'] as const;

/** Bodies smaller than this go as they are: compressing them saves less than it costs. */
export const MIN_COMPRESS_BYTES = 1024;

/**
 * `Negotiator#encodings` with negotiator 1.x's `preferred` option, which breaks ties in the client's q-values in
 * our order (its type package still describes 0.6, whose method takes the list only).
 */
type Encodings = (
  available: readonly string[],
  options: { readonly preferred: readonly string[] },
) => string[];

/**
 * The encoding to answer with, from `Accept-Encoding` (RFC 9110 §12.5.3, negotiated by `negotiator`): the one with
 * the highest q-value, brotli before gzip before none when they tie (`*` stands for each); null for no encoding —
 * no header, neither named, both refused (`q=0`), or `identity` preferred.
 */
export function negotiateEncoding(accept: string | null | undefined): ContentEncoding | null {
  if (!accept) return null;
  const negotiator = new Negotiator({ headers: { 'accept-encoding': accept } });
  const encodings: Encodings = negotiator.encodings.bind(negotiator);
  const [best] = encodings(PREFERRED, { preferred: PREFERRED });
  return best === 'br' || best === 'gzip' ? best : null;
}

/** A strong or weak ETag of an encoded representation: `"abc"` → `"abc-br"` (RFC 9110: each encoding is its own). */
export function encodedEtag(etag: string, encoding: ContentEncoding): string {
  return etag.endsWith('"') ? `${etag.slice(0, -1)}-${encoding}"` : etag;
}

/** The identity ETag an encoded one was made from (`"abc-gzip"` → `"abc"`), for `If-None-Match`. */
export function identityEtag(etag: string): string {
  return etag.replace(/-(?:br|gzip)"$/, '"');
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The bytes in `encoding`, on zlib's own threads (libuv's pool), off the thread that serves requests: brotli quality
 * 4, gzip level 5 — for `/api`'s answers, which can be megabytes of records that repeat, and for stored pages,
 * compressed once per copy (lib/server/page-cache.ts).
 */
export function encodeBytes(body: Uint8Array, encoding: ContentEncoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: 5 });
  return brotli(body, {
    params: {
      // Quality 4 is brotli's fast end of thorough (the default, 11, takes seconds for a 15 MB answer); a 4 MiB
      // window finds the records that repeat across a response (an expanded Aktør under every Stemme).
      [constants.BROTLI_PARAM_QUALITY]: 4,
      [constants.BROTLI_PARAM_LGWIN]: 22,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });
}
