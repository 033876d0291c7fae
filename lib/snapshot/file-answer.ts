import { open } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { readSnapshotSource, type SnapshotSource } from '@/lib/config/snapshot-source';
import { contentRange, ifRangeAllows, noneMatch, parseRange, type RangeAnswer } from '@/lib/http/byte-range';
import { findLocalFile } from './published';

/**
 * A published file's name never changes its bytes (each generation has its own names), so a client or a shared
 * cache may keep it for a year without asking again.
 */
export const PUBLISHED_FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const notFound = (): Response =>
  new Response('Not found\n', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

/**
 * The answer to a `GET` or `HEAD` of a published snapshot file (app/data/filer): the file the local manifest lists
 * under `name` (lib/snapshot/published.ts `findLocalFile`; anything else, or a file on disk whose size is not the
 * manifest's, is 404), streamed from disk, never read whole:
 * - `ETag` the file's sha256 (as the manifest and the `/data` page give it), `Last-Modified`, `Accept-Ranges: bytes`,
 *   a year's `immutable` `Cache-Control`, `Content-Type: application/gzip`, and `Content-Disposition` naming the
 *   file, so a download keeps its name;
 * - `If-None-Match` naming the tag: 304;
 * - one `Range` (`bytes=a-b`, `a-`, `-n`; lib/http/byte-range.ts): 206 with `Content-Range`, or 416 for a range past
 *   the end; `If-Range` with another tag or date sends the whole file, 200.
 */
export async function answerPublishedFile(
  request: Request,
  name: string,
  source: SnapshotSource = readSnapshotSource(),
): Promise<Response> {
  const found = await findLocalFile(source, name);
  if (!found) return notFound();
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(found.path, 'r');
  } catch (error) {
    console.warn(`published file ${name} not readable: ${(error as Error).message}`);
    return notFound();
  }
  const info = await handle.stat();
  if (info.size !== found.file.bytes) {
    await handle.close();
    console.warn(`published file ${name} has ${info.size} bytes, the manifest says ${found.file.bytes}`);
    return notFound();
  }
  const size = info.size;
  const etag = `"${found.file.sha256}"`;
  const headers = new Headers({
    'accept-ranges': 'bytes',
    etag,
    'last-modified': info.mtime.toUTCString(),
    'cache-control': PUBLISHED_FILE_CACHE_CONTROL,
    'content-type': 'application/gzip',
    'content-disposition': `attachment; filename="${path.posix.basename(found.file.name)}"`,
  });
  const head = request.method === 'HEAD';
  if (noneMatch(request.headers.get('if-none-match'), etag)) {
    await handle.close();
    return new Response(null, { status: 304, headers });
  }
  const range: RangeAnswer = ifRangeAllows(request.headers.get('if-range'), etag, info.mtime)
    ? parseRange(request.headers.get('range'), size)
    : { kind: 'whole' };
  const rangeHeader = contentRange(range, size);
  if (rangeHeader) headers.set('content-range', rangeHeader);
  if (range.kind === 'unsatisfiable') {
    await handle.close();
    headers.set('content-length', '0');
    return new Response(null, { status: 416, headers });
  }
  const [start, end] = range.kind === 'part' ? [range.start, range.end] : [0, size - 1];
  headers.set('content-length', String(end - start + 1));
  const status = range.kind === 'part' ? 206 : 200;
  if (head || end < start) {
    await handle.close();
    return new Response(null, { status, headers });
  }
  const body = Readable.toWeb(handle.createReadStream({ start, end })) as ReadableStream<Uint8Array>;
  return new Response(body, { status, headers });
}
