import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import next from 'next';
import { Counter } from 'prom-client';
import { readRateLimitConfig } from '@/lib/config/rate-limit';
import { readSecurityConfig } from '@/lib/config/security';
import { answerClientError } from '@/lib/http/request-limits';
import { getMetrics } from '@/lib/metrics/metrics';
import { createRateLimit } from '@/lib/rate-limit/rate-limit';
import { getODataService } from '@/lib/service/configured-service';
import { storeGeneration } from '@/lib/store/open-store';
import { startAlertsService } from './alerts-service';
import { createApiHandler } from './api-handler';
import { PageCache } from './page-cache';
import { readPageCacheConfig } from './page-cache-config';
import { createPageHandler, type PageCacheResult } from './page-handler';
import type { PageRequest } from './page-request';
import { readRoutePatterns, routeMatcher } from './route-patterns';
import { withServerErrorLog } from './server-error-log';
import { createSiteHandler, perClient } from './site-handler';
import { createSnapshotFileHandler } from './snapshot-file-handler';

export interface SiteServerOptions {
  /** The project directory (with the production build in NEXT_DIST_DIR, default `.next`). */
  readonly dir?: string;
  readonly port: number;
  /** Where to listen; unset: every interface, like `next start`. */
  readonly hostname?: string;
  /**
   * Next's own log lines are off by default: a failed request is logged once, by the server
   * (lib/server/server-error-log.ts).
   */
  readonly quiet?: boolean;
}

export interface SiteServer {
  /** `http://127.0.0.1:3000` (a loopback address when listening on every interface). */
  readonly url: string;
  readonly pageCache: PageCache | null;
  close(): Promise<void>;
}

const REVALIDATE_TIMEOUT_MS = 60_000;

const loopbackHost = (hostname: string | undefined): string =>
  !hostname || hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname;

/**
 * The host name Next is told it serves on, from which it makes each request's own URL. Next calls every loopback
 * address `localhost` in the URLs a proxy.ts rewrite names (`/en/…` → the Danish route), so told `127.0.0.1` it
 * took that rewrite for another origin and fetched it as an outside URL, without the page's language: every English
 * page came out Danish on a server bound to 127.0.0.1 (as one behind nginx is). So loopback and every interface are
 * `localhost`; another address is itself.
 */
const nextHostname = (hostname: string | undefined): string =>
  !hostname ||
  hostname === '::' ||
  hostname === '0.0.0.0' ||
  hostname === '::1' ||
  hostname.startsWith('127.')
    ? 'localhost'
    : hostname;

/** The page cache's results as `tingdata_page_cache_requests_total{result}`, in the process's registry. */
function pageCacheCounter(): Counter<'result'> {
  const { registry } = getMetrics();
  const name = 'tingdata_page_cache_requests_total';
  const existing = registry.getSingleMetric(name);
  if (existing) return existing as Counter<'result'>;
  return new Counter({
    name,
    help: 'Page requests by how the page cache answered (hit, stale, not-modified, miss, render, bypass, limited).',
    labelNames: ['result'] as const,
    registers: [registry],
  });
}

/**
 * The production server: Next (the production build, as `next start` runs it) behind the page cache
 * (lib/server/page-handler.ts). `ODA_PAGE_CACHE_MB=0` leaves Next alone. A stale page is re-rendered by asking
 * this server for it again over loopback with `Cache-Control: no-cache` (honoured from loopback only). In front of
 * both: security headers, `/metrics` access, and per-client rate limits (lib/server/site-handler.ts). Around
 * everything: each request's id, and the one log line and count of a request that failed
 * (lib/server/server-error-log.ts).
 */
export async function startSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const dir = options.dir ?? process.cwd();
  const app = next({
    dev: false,
    dir,
    port: options.port,
    hostname: nextHostname(options.hostname),
    quiet: options.quiet ?? true,
  });
  await app.prepare();
  const render = app.getRequestHandler();
  const config = readPageCacheConfig();
  const pageCache =
    config.maxBytes > 0
      ? new PageCache({ maxBytes: config.maxBytes, originVaries: config.originVaries })
      : null;
  const counter = pageCacheCounter();
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  const host = loopbackHost(options.hostname);
  let port = options.port;

  const revalidate = (page: PageRequest) =>
    new Promise<void>((resolve, reject) => {
      const req = request(
        {
          host,
          port,
          path: page.path,
          agent,
          timeout: REVALIDATE_TIMEOUT_MS,
          headers: {
            ...page.originHeaders,
            'cache-control': 'no-cache',
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve());
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`re-rendering ${page.path} timed out`)));
      req.on('error', reject);
      req.end();
    });

  const limits = readRateLimitConfig();
  const window = { windowSeconds: limits.windowSeconds, redisUrl: limits.redisUrl };
  const apiLimit = createRateLimit({ name: 'api', points: limits.apiPoints, ...window });
  const renderLimit = createRateLimit({ name: 'render', points: limits.renderPoints, ...window });
  const pages = createPageHandler({
    cache: pageCache,
    policy: config.policy,
    render: (req, res) => render(req, res),
    revalidate,
    onResult: (result: PageCacheResult) => counter.inc({ result }),
    // An unreadable file must not stop the cache from answering: its pages are then keyed without a version.
    dataVersion: () => {
      try {
        return storeGeneration();
      } catch {
        return null;
      }
    },
    admitRender: perClient(renderLimit),
  });
  const handler = createSiteHandler({
    pages,
    api: createApiHandler(getODataService),
    files: createSnapshotFileHandler(),
    security: readSecurityConfig(),
    limitApi: perClient(apiLimit),
  });

  const routeOf = routeMatcher(readRoutePatterns(path.join(dir, process.env.NEXT_DIST_DIR || '.next')));
  const { serverErrors } = getMetrics();
  const logged = withServerErrorLog(handler, {
    routeOf,
    count: (route, status) => serverErrors.inc({ route, status: String(status) }),
  });
  const server = createServer((req, res) => void logged(req, res));
  server.on('clientError', answerClientError);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.hostname, () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  // In writer mode the alerts read their followed feeds from this server and send mail (lib/server/alerts-service.ts).
  const alerts = startAlertsService(url);

  return {
    url,
    pageCache,
    close: async () => {
      await alerts?.stop();
      agent.destroy();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await Promise.all([apiLimit.close(), renderLimit.close()]);
      await app.close();
    },
  };
}
