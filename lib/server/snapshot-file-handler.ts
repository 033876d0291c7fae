import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { readSnapshotSource, type SnapshotSource } from '@/lib/config/snapshot-source';
import { SNAPSHOT_FILES_PATH } from '@/lib/routes';
import { answerPublishedFile } from '@/lib/snapshot/file-answer';
import type { RequestHandler } from './page-handler';

const PREFIX = `${SNAPSHOT_FILES_PATH}/`;

/** Whether the production server answers a request itself as a published snapshot file: a `GET` or `HEAD` below `/data/filer/`. */
export const isSnapshotFileRequest = (method: string | undefined, pathname: string): boolean =>
  (method === 'GET' || method === 'HEAD') && pathname.startsWith(PREFIX);

/**
 * The published snapshot files, answered by the production server itself (lib/server/site-handler.ts) rather than
 * by Next's route (app/data/filer), whose answers lose their `Content-Length` (Next drops it from a route's
 * response): a download's size, a `HEAD`'s and a part's must be there. The answer is the same function's
 * (lib/snapshot/file-answer.ts), streamed from disk; a client that goes away stops the stream.
 */
export function createSnapshotFileHandler(source: SnapshotSource = readSnapshotSource()): RequestHandler {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let name: string;
    try {
      name = decodeURIComponent(url.pathname.slice(PREFIX.length));
    } catch {
      name = '';
    }
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers))
      for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
        headers.append(key, one);
    const answer = await answerPublishedFile(new Request(url, { method: req.method, headers }), name, source);
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    if (!answer.body) {
      res.end();
      return;
    }
    try {
      await pipeline(Readable.fromWeb(answer.body as NodeReadableStream<Uint8Array>), res);
    } catch {
      // The client went away mid-download; what it has, it can resume with Range.
    }
  };
}
