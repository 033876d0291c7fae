import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import {
  type ContentEncoding,
  compressBytes,
  encodedEtag,
  MIN_COMPRESS_BYTES,
  negotiateEncoding,
} from '@/lib/service/compression';

type Chunk = string | Uint8Array;

const toBuffer = (chunk: Chunk, encoding: unknown): Buffer =>
  typeof chunk === 'string'
    ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
    : Buffer.from(chunk);

const isChunk = (value: unknown): value is Chunk => typeof value === 'string' || value instanceof Uint8Array;

/** `Vary` with `Accept-Encoding` in it (once). */
function varyWithEncoding(vary: unknown): string {
  const names = String(vary ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  if (!names.some((n) => n.toLowerCase() === 'accept-encoding')) names.push('Accept-Encoding');
  return names.join(', ');
}

/** The headers of a `writeHead(status, [reason,] headers)` call, whichever form they came in. */
function headersOf(args: readonly unknown[]): OutgoingHttpHeaders | readonly unknown[] | null {
  const last = args.find((a) => typeof a === 'object' && a !== null);
  return (last as OutgoingHttpHeaders | readonly unknown[] | undefined) ?? null;
}

/**
 * `/api` answers compressed as the client asks, by the standalone server's rules (lib/service/compression.ts:
 * brotli before gzip, 1 KiB and more, an ETag per encoding) — which Next cannot do for a route: it drops a route's
 * `Content-Encoding` and offers gzip alone. For a GET whose client takes br or gzip, Next is told the client takes
 * neither (so it compresses nothing), the answer it writes is collected — it is one buffer already — compressed on
 * zlib's threads, and sent with `Content-Length`. A 304 gets the ETag of the encoding the client would get.
 */
export function compressApiAnswer(req: IncomingMessage, res: ServerResponse): void {
  const accept = [req.headers['accept-encoding'] ?? ''].flat().join(',');
  const encoding = req.method === 'GET' ? negotiateEncoding(accept) : null;
  if (encoding === null) return;
  delete req.headers['accept-encoding'];

  const chunks: Buffer[] = [];
  const writeHead = res.writeHead;
  const end = res.end;
  // Headers go out with the body, once its encoding is known.
  res.flushHeaders = () => {};
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    this.statusCode = status;
    const headers = headersOf(rest);
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2)
        this.setHeader(String(headers[i]), headers[i + 1] as string);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders))
        if (value !== undefined) this.setHeader(name, value);
    }
    return this;
  } as ServerResponse['writeHead'];
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (isChunk(chunk)) chunks.push(toBuffer(chunk, rest[0]));
    const done = rest.find((a) => typeof a === 'function') as (() => void) | undefined;
    if (done) process.nextTick(done);
    return true;
  } as ServerResponse['write'];
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    if (isChunk(args[0])) chunks.push(toBuffer(args[0], args[1]));
    const done = args.find((a) => typeof a === 'function') as (() => void) | undefined;
    void send(this, Buffer.concat(chunks), encoding).then(
      (body) => {
        (writeHead as (status: number) => ServerResponse).call(this, this.statusCode);
        (end as (body: Buffer, cb?: () => void) => ServerResponse).call(this, body, done);
      },
      (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
    );
    return this;
  } as ServerResponse['end'];
}

/** Sets the answer's headers for `encoding` and returns the body to send. */
async function send(res: ServerResponse, body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  const etag = res.getHeader('etag');
  if (res.statusCode === 304) {
    if (typeof etag === 'string') res.setHeader('etag', encodedEtag(etag, encoding));
    return body;
  }
  res.setHeader('vary', varyWithEncoding(res.getHeader('vary')));
  const compressible =
    body.byteLength >= MIN_COMPRESS_BYTES && res.getHeader('content-encoding') === undefined;
  const sent = compressible ? await compressBytes(body, encoding) : body;
  if (compressible) {
    res.setHeader('content-encoding', encoding);
    if (typeof etag === 'string') res.setHeader('etag', encodedEtag(etag, encoding));
  }
  res.removeHeader('transfer-encoding');
  res.setHeader('content-length', String(sent.byteLength));
  return sent;
}
