import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type QueryPoolConfig, readApiLanesConfig, readQueryPoolConfig } from '@/lib/config/query-pool';
import { validHost } from '@/lib/http/public-origin';
import { answerClientError } from '@/lib/http/request-limits';
import { StoreMissingError } from '@/lib/store/open-store';
import { odataRequestOf, sendODataResponse, writeODataResponse } from './node-transport';
import { createReadLanes } from './read-lanes';
import { answerFromStore } from './store-service';

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
  /** The expensive lane's query pool (default: from the environment, lib/config/query-pool.ts). */
  readonly pool?: Partial<QueryPoolConfig>;
}

export interface OdaServer {
  readonly url: string;
  readonly db: string;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the standalone OData server (the same service as `/api` in store mode, reads in lanes of its own),
 * serving `/api/...` on host:port.
 */
export async function startOdaServer(opts: OdaServerOptions): Promise<OdaServer> {
  if (!existsSync(opts.db)) throw new StoreMissingError(opts.db);
  const lanes = createReadLanes(
    { ...readQueryPoolConfig(), ...opts.pool },
    readApiLanesConfig(),
    () => opts.db,
  );
  const { reads } = lanes;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const delay = (opts.latencyMs ?? 0) + Math.random() * (opts.jitterMs ?? 0);
      if (delay > 0) await sleep(delay);
      if ((opts.failRate ?? 0) > 0 && Math.random() < (opts.failRate ?? 0)) {
        writeODataResponse(
          res,
          { status: 503, headers: { 'Content-Type': 'text/plain' }, body: 'Injected failure' },
          false,
        );
        return;
      }
      if (!url.pathname.startsWith('/api')) {
        writeODataResponse(
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
      const { response } = await answerFromStore(odataRequestOf(req), `http://${host}/api/`, reads);
      await sendODataResponse(req, res, response);
    })().catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) writeODataResponse(res, { status: 500, headers: {}, body: null }, false);
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
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await lanes.close();
    },
  };
}
