import type { ServerResponse } from 'node:http';
import type { CapturedPage } from './page-cache';

type Chunk = string | Uint8Array;

const toBuffer = (chunk: Chunk, encoding: unknown): Buffer =>
  typeof chunk === 'string'
    ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
    : // A copy: the writer may reuse its memory once write() returns.
      Buffer.from(chunk);

/**
 * Copies what is written to `res` while it still streams to the client unchanged. `done` gets the status, headers
 * and whole body once the response has finished — or null when the client went away first or the body grew past
 * `maxBytes` (then nothing more is copied).
 */
export function captureResponse(
  res: ServerResponse,
  maxBytes: number,
  done: (page: CapturedPage | null) => void,
): void {
  const chunks: Buffer[] = [];
  let bytes = 0;
  let tooBig = false;
  const keep = (chunk: unknown, encoding: unknown) => {
    if (tooBig || (typeof chunk !== 'string' && !(chunk instanceof Uint8Array))) return;
    const buffer = toBuffer(chunk, encoding);
    bytes += buffer.length;
    if (bytes > maxBytes) {
      tooBig = true;
      chunks.length = 0;
    } else {
      chunks.push(buffer);
    }
  };

  const write = res.write;
  const end = res.end;
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse['write'];
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    if (typeof args[0] !== 'function') keep(args[0], args[1]);
    return (end as (...args: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['end'];

  res.once('finish', () =>
    done(
      tooBig
        ? null
        : { status: res.statusCode, headers: res.getHeaders(), body: Buffer.concat(chunks, bytes) },
    ),
  );
  res.once('close', () => {
    if (!res.writableFinished) done(null);
  });
}
