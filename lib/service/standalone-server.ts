import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { validHost } from '@/lib/http/public-origin';
import { answerClientError } from '@/lib/http/request-limits';
import { openStore } from '@/lib/store/open-store';
import { handleODataRequest } from './handle-request';
import type { ODataResponse } from './responses';
import { StoreSource } from './store-source';
import { segmentsBelow } from './transport';

export interface OdaServerOptions {
  readonly port: number;
  readonly host: string;
  readonly db: string;
  /** Added to every answer, like the real service's ~85–120 ms. */
  readonly latencyMs?: number;
  /** Uniform random extra latency, 0..jitter ms. */
  readonly jitterMs?: number;
  /** Share of requests answered with a 503 (fault injection), 0..1. */
  readonly failRate?: number;
}

export interface OdaServer {
  readonly url: string;
  readonly db: string;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function write(res: ServerResponse, answer: ODataResponse, head: boolean): void {
  res.writeHead(answer.status, answer.headers);
  res.end(head || answer.body === null ? undefined : answer.body);
}

/** Starts the standalone OData server (the same service as `/api`), serving `/api/...` on host:port. */
export async function startOdaServer(opts: OdaServerOptions): Promise<OdaServer> {
  const db = openStore(opts.db);
  const source = new StoreSource(() => db);
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const delay = (opts.latencyMs ?? 0) + Math.random() * (opts.jitterMs ?? 0);
      if (delay > 0) await sleep(delay);
      if ((opts.failRate ?? 0) > 0 && Math.random() < (opts.failRate ?? 0)) {
        write(
          res,
          { status: 503, headers: { 'Content-Type': 'text/plain' }, body: 'Injected failure' },
          false,
        );
        return;
      }
      if (!url.pathname.startsWith('/api')) {
        write(
          res,
          {
            status: 404,
            headers: { 'Content-Type': 'text/html' },
            body: '<h1>404 - File or directory not found.</h1>',
          },
          false,
        );
        return;
      }
      const host = validHost(req.headers.host) ?? `${opts.host}:${opts.port}`;
      const answer = await handleODataRequest(
        {
          method: req.method ?? 'GET',
          segments: segmentsBelow(url.pathname, '/api/'),
          search: url.search,
          header: (name) => {
            const v = req.headers[name.toLowerCase()];
            return Array.isArray(v) ? (v[0] ?? null) : (v ?? null);
          },
        },
        source,
        { serviceRoot: `http://${host}/api/` },
      );
      write(res, answer, req.method === 'HEAD');
    })().catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) write(res, { status: 500, headers: {}, body: null }, false);
      else res.end();
    });
  });
  server.keepAliveTimeout = 30_000;
  server.on('clientError', answerClientError);
  await new Promise<void>((resolve) => server.listen(opts.port, opts.host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${opts.host}:${port}/api/`,
    db: opts.db,
    close: () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          db.close();
          resolve();
        }),
      ),
  };
}
