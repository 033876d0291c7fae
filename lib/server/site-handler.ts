import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SecurityConfig } from '@/lib/config/security';
import type { RateDecision, RateLimit } from '@/lib/rate-limit/rate-limit';
import { STOPPED_HEADER, tooManyRequests } from '@/lib/service/responses';
import type { ApiHandler } from './api-handler';
import { type Client, resolveClient } from './client-address';
import type { ContextHandler, RequestHandler } from './page-handler';
import { withRequestClient } from './request-client';
import { isResourcePath, newNonce, securityHeaders } from './security-headers';
import { isSnapshotFileRequest } from './snapshot-file-handler';

export interface SiteHandlerOptions {
  /** The page cache in front of Next (page-handler.ts). */
  readonly pages: ContextHandler;
  readonly security: SecurityConfig;
  /** Answers `/api` (api-handler.ts); unset, `/api` goes to Next's route like a page. */
  readonly api?: ApiHandler;
  /** Answers the published snapshot files (snapshot-file-handler.ts); unset, they go to Next's route. */
  readonly files?: RequestHandler;
  /**
   * Counts one `/api` request of a client, or `points` of them (loopback clients are never asked). Default: always
   * allowed.
   */
  readonly limitApi?: (client: Client, points?: number) => Promise<RateDecision>;
}

const ALLOW: RateDecision = { allowed: true };

/** A limit's check for a client, keyed by its address; loopback clients (tests, local tools, re-renders) are exempt. */
export const perClient =
  (limit: RateLimit) =>
  (client: Client, points?: number): Promise<RateDecision> =>
    client.loopback ? Promise.resolve(ALLOW) : limit.consume(client.address, points);

/**
 * A read stopped at its deadline held a query thread for all of it: it counts as this many `/api` requests, so a
 * client repeating such reads is slowed down long before it takes the threads from everyone else (with the
 * default 300 a minute: ten a minute).
 */
export const STOPPED_READ_POINTS = 30;

const isApi = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');
const isMetrics = (pathname: string) => pathname === '/metrics' || pathname.startsWith('/metrics/');

/** Whether `Authorization: Bearer <token>` names `token` (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return false;
  const given = Buffer.from(match[1]);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function plain(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}

/**
 * Everything the production server does before Next, for every request:
 * - who the client is (client-address.ts: the socket's peer, or what `TRUST_PROXY` proxies vouch for);
 * - security headers on every answer (security-headers.ts); for pages with a fresh script nonce, which an answer from
 *   the page cache puts into its copy. What Next answers gets its headers from proxy.ts again — for a page, the
 *   nonce Next renders it with;
 * - `/metrics` from loopback only, or with `Authorization: Bearer $METRICS_TOKEN` (else 404, so the path says
 *   nothing; with a token configured, a wrong or missing one is 401);
 * - `/api`'s per-client rate limit: over it, 429 with `Retry-After` and an `odata.error` body; then `/api` itself,
 *   answered here without Next (api-handler.ts), told who asks for its per-client cap on expensive reads
 *   (lib/service/read-lanes.ts); a read stopped at its deadline counts as STOPPED_READ_POINTS;
 * - the published snapshot files (`/data/filer/…`), streamed from disk here (snapshot-file-handler.ts);
 * - then the page cache (which applies the render limit to what it cannot answer) and Next, with the client at hand
 *   for whatever Next runs (request-client.ts).
 * Loopback clients are never rate limited.
 */
export function createSiteHandler(options: SiteHandlerOptions): RequestHandler {
  const { pages, security } = options;
  const limitApi = options.limitApi ?? (async () => ALLOW);
  return async (req: IncomingMessage, res: ServerResponse) => {
    const client = resolveClient(req.socket, req.headers, security.trustedHops);
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
    const https = client.https || security.siteHttps;

    const nonce = isResourcePath(pathname) ? null : newNonce();
    for (const [name, value] of Object.entries(securityHeaders(nonce, https))) res.setHeader(name, value);

    if (isMetrics(pathname) && !client.loopback) {
      if (security.metricsToken === null) return plain(res, 404, 'Not found.\n');
      if (!bearerMatches(req.headers.authorization, security.metricsToken))
        return plain(res, 401, 'A bearer token is required.\n', { 'www-authenticate': 'Bearer' });
    }
    if (isApi(pathname) && !client.loopback) {
      const decision = await limitApi(client);
      if (!decision.allowed) {
        const answer = tooManyRequests(decision.retryAfterSeconds);
        const body = answer.body ?? '';
        res.writeHead(answer.status, {
          ...answer.headers,
          'Content-Length': String(Buffer.byteLength(body)),
        });
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
    }
    if (isApi(pathname) && options.api) {
      await options.api(req, res, client.loopback ? null : client.address);
      if (!client.loopback && res.statusCode === 503 && res.hasHeader(STOPPED_HEADER))
        await limitApi(client, STOPPED_READ_POINTS - 1);
      return;
    }
    if (options.files && isSnapshotFileRequest(req.method, pathname)) return options.files(req, res);
    // What Next answers may ask who the client is (the alerts' per-client limit): request-client.ts.
    return withRequestClient(client, () => pages(req, res, { client, https }));
  };
}
