import { createReadStream, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/** One request the server saw: path and the headers a reader's behaviour shows in. */
export interface SeenRequest {
  readonly path: string;
  readonly range: string | null;
  readonly ifRange: string | null;
  readonly ifNoneMatch: string | null;
  readonly status: number;
}

export interface StaticServer {
  /** `http://127.0.0.1:<port>/` */
  readonly url: string;
  readonly requests: SeenRequest[];
  /** Cut the connection of the next answer for `name` after this many body bytes (once). */
  cutNext(name: string, afterBytes: number): void;
  close(): Promise<void>;
}

/**
 * A static file server over `dir` as a CDN or nginx serves a snapshot directory (for tests and benches, on
 * 127.0.0.1): `ETag` and `Last-Modified` from the file's size and time, `304` on `If-None-Match`/`If-Modified-Since`,
 * `Range: bytes=N-` answered `206` — or `200`, the whole file, when `If-Range` no longer matches — and, on request,
 * a connection cut in the middle of a body.
 */
export async function startStaticServer(dir: string, port = 0): Promise<StaticServer> {
  const requests: SeenRequest[] = [];
  const cuts = new Map<string, number>();
  const answer = (req: IncomingMessage, res: ServerResponse) => {
    const name = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).replace(/^\/+/, '');
    const seen = (status: number) =>
      requests.push({
        path: name,
        range: req.headers.range ?? null,
        ifRange: (req.headers['if-range'] as string | undefined) ?? null,
        ifNoneMatch: req.headers['if-none-match'] ?? null,
        status,
      });
    const file = path.join(dir, name);
    let size: number;
    let mtime: Date;
    try {
      if (name.split('/').includes('..')) throw new Error('outside');
      const stat = statSync(file);
      if (!stat.isFile()) throw new Error('not a file');
      size = stat.size;
      mtime = stat.mtime;
    } catch {
      seen(404);
      res.writeHead(404).end();
      return;
    }
    const etag = `"${size.toString(16)}-${mtime.getTime().toString(16)}"`;
    const lastModified = mtime.toUTCString();
    const headers = { etag, 'last-modified': lastModified, 'accept-ranges': 'bytes' };
    if (req.headers['if-none-match'] === etag) {
      seen(304);
      res.writeHead(304, headers).end();
      return;
    }
    const match = /^bytes=(\d+)-$/.exec(req.headers.range ?? '');
    const ifRange = req.headers['if-range'];
    const partial = match && (!ifRange || ifRange === etag || ifRange === lastModified);
    const start = partial ? Number(match[1]) : 0;
    if (partial && start >= size) {
      seen(416);
      res.writeHead(416, { ...headers, 'content-range': `bytes */${size}` }).end();
      return;
    }
    const status = partial ? 206 : 200;
    seen(status);
    res.writeHead(status, {
      ...headers,
      'content-length': String(size - start),
      ...(partial ? { 'content-range': `bytes ${start}-${size - 1}/${size}` } : {}),
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const cut = cuts.get(name);
    if (cut === undefined) {
      createReadStream(file, { start }).pipe(res);
      return;
    }
    cuts.delete(name);
    const stream = createReadStream(file, { start, end: start + cut - 1 });
    stream.on('data', (chunk) => res.write(chunk));
    stream.on('end', () => res.socket?.end());
  };
  const server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    requests,
    cutNext: (name, afterBytes) => cuts.set(name, afterBytes),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
