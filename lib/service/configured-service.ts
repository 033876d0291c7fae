import { createCachedFetcher } from '@/lib/cache/cached-fetch';
import { RedisTier } from '@/lib/cache/redis-tier';
import { ResponseCache } from '@/lib/cache/response-cache';
import { type Env, readInt } from '@/lib/config/env';
import {
  type ApiLanesConfig,
  type QueryPoolConfig,
  readApiLanesConfig,
  readQueryPoolConfig,
} from '@/lib/config/query-pool';
import { resolveStorePath } from '@/lib/config/store-path';
import { readUpstreamConfig, type UpstreamConfig } from '@/lib/config/upstream';
import { getMetrics, type Metrics } from '@/lib/metrics/metrics';
import { storeGeneration } from '@/lib/store/open-store';
import { createUpstreamClient, type UpstreamClient } from '@/lib/upstream/client';
import { getUpstreamClient } from '@/lib/upstream/default-client';
import { withHttpCaching } from './http-caching';
import { createLiveService } from './live-service';
import { cachedReads } from './read-cache';
import { createReadLanes, type ReadLanes } from './read-lanes';
import type { ODataRequest } from './request';
import type { ODataResponse } from './responses';
import type { ReadRunner } from './run-read';
import { answerFromStore } from './store-service';

/**
 * Which source `/api` reads, chosen here and nowhere else (the pages always read the store):
 * - `ODA_UPSTREAM` unset → `store`: the embedded SQLite store (`ODA_DB`), read in two lanes of query threads,
 *   cheap and expensive (read-lanes.ts; `ODA_QUERY_CHEAP_THREADS`, `ODA_QUERY_THREADS`, `ODA_QUERY_TIMEOUT_MS`,
 *   `ODA_QUERY_QUEUE`, `ODA_QUERY_EXPENSIVE_PER_CLIENT`: lib/config/query-pool.ts); answers are remembered while
 *   fresh in `ODA_CACHE_MEMORY_MB` (default 64; 0: off; read-cache.ts).
 * - `ODA_UPSTREAM=https://oda.ft.dk/api` → `live`: the upstream through the cache tiers; `REDIS_URL` adds the
 *   shared tier; `ODA_CACHE_MEMORY_MB` (default 64) bounds the in-process tier.
 */
export type ServiceConfig =
  | {
      readonly mode: 'store';
      readonly pool: QueryPoolConfig;
      readonly lanes: ApiLanesConfig;
      readonly memoryBytes: number;
    }
  | {
      readonly mode: 'live';
      readonly upstream: UpstreamConfig;
      readonly redisUrl: string | null;
      readonly memoryBytes: number;
    };

export const DEFAULT_MEMORY_MB = 64;

export function readServiceConfig(env: Env = process.env): ServiceConfig {
  const upstream = readUpstreamConfig(env);
  const memoryMb = (min: number) => readInt(env, 'ODA_CACHE_MEMORY_MB', DEFAULT_MEMORY_MB, min, 65_536);
  if (!upstream)
    return {
      mode: 'store',
      pool: readQueryPoolConfig(env),
      lanes: readApiLanesConfig(env),
      memoryBytes: memoryMb(0) * 1024 * 1024,
    };
  return {
    mode: 'live',
    upstream,
    redisUrl: env.REDIS_URL?.trim() || null,
    memoryBytes: memoryMb(1) * 1024 * 1024,
  };
}

export interface ODataService {
  /** Answers one request to `/api`, with HTTP caching headers (Cache-Control, ETag, 304) in both modes. */
  answer(req: ODataRequest, serviceRoot: string): Promise<ODataResponse>;
  /** Closes the shared tier's connection. */
  close(): Promise<void>;
}

export interface ServiceDependencies {
  readonly metrics?: Metrics;
  readonly now?: () => number;
  /** The upstream client to use (default: a new one from the configuration). */
  readonly client?: UpstreamClient;
  /** Where the shared tier's notices go. */
  readonly log?: (message: string) => void;
  /** Where store reads run (default: the configuration's two lanes of query threads over `ODA_DB`). */
  readonly reads?: ReadRunner;
}

export function createODataService(config: ServiceConfig, deps: ServiceDependencies = {}): ODataService {
  const now = deps.now ?? Date.now;
  if (config.mode === 'store') {
    const lanes: ReadLanes = deps.reads
      ? { reads: deps.reads, close: async () => {} }
      : createReadLanes(config.pool, config.lanes, () => resolveStorePath());
    const { reads } = lanes;
    const remembered = cachedReads(reads, { memoryBytes: config.memoryBytes, version: storeGeneration, now });
    return {
      answer: async (req, serviceRoot) => {
        const { response, ttl, etag, fetchedAt } = await answerFromStore(req, serviceRoot, remembered);
        const t = now();
        return withHttpCaching(response, req, { ttl, fetchedAt: fetchedAt ?? t, now: t, etag });
      },
      close: () => lanes.close(),
    };
  }
  const metrics = deps.metrics ?? getMetrics();
  const client = deps.client ?? createUpstreamClient({ ...config.upstream, metrics });
  const shared = config.redisUrl
    ? new RedisTier({ url: config.redisUrl, metrics, now, log: deps.log })
    : null;
  const cache = new ResponseCache({ memoryBytes: config.memoryBytes, shared, now, metrics });
  const fetchCached = createCachedFetcher(client, cache);
  const answer = createLiveService({ upstreamRoot: client.root, fetchCached, now });
  return { answer, close: () => cache.close() };
}

const GLOBAL_KEY = Symbol.for('tingdata.odataService');
type WithService = typeof globalThis & { [GLOBAL_KEY]?: ODataService };

/**
 * The process's service, configured from the environment once (kept on `globalThis`, so Next's module reloading
 * does not open a Redis connection per reload). Live mode uses the process's one upstream client.
 */
export function getODataService(): ODataService {
  const holder = globalThis as WithService;
  if (!holder[GLOBAL_KEY]) {
    const config = readServiceConfig();
    holder[GLOBAL_KEY] = createODataService(config, { client: getUpstreamClient() ?? undefined });
  }
  return holder[GLOBAL_KEY];
}
