import 'server-only';
import { TTL_TABLE } from '@/lib/cache/ttl-policy';
import type { Env } from '@/lib/config/env';
import { readRateLimitConfig } from '@/lib/config/rate-limit';
import { MAX_EXPAND_DEPTH } from '@/lib/sql/expand-plan';
import { readServiceConfig } from './configured-service';
import { MAX_ANY_ALL_DEPTH, MAX_EXPANDED_ROWS, MAX_FILTER_NODES, MAX_ORDERBY_CLAUSES } from './cost-limits';
import { PAGE_SIZE } from './next-link';
import { BUSY_RETRY_AFTER_S } from './responses';

/** What a client of `/api` runs into on this instance, for the page that describes the service. */
export interface ApiLimits {
  /** `store`: `/api` reads our copy, with a deadline per read; `live`: it forwards to ODA through a cache. */
  readonly source: 'store' | 'live';
  /** Records per answer at most (`odata.nextLink` leads on). */
  readonly pageSize: number;
  readonly maxAnyAllDepth: number;
  readonly maxFilterNodes: number;
  readonly maxOrderbyClauses: number;
  readonly maxExpandDepth: number;
  readonly maxExpandedRows: number;
  /** Store mode: a read's deadline, whole seconds (past it: 503). */
  readonly deadlineSeconds: number;
  /**
   * Store mode: expensive reads (those whose plan the service cannot bound: lib/service/read-lanes.ts) one client
   * may have running at a time (one more: 429 with `Retry-After` of the deadline); 0 in live mode.
   */
  readonly expensivePerClient: number;
  /** The `Retry-After` of a 503 for a read stopped at its deadline or a busy service. */
  readonly busyRetryAfterSeconds: number;
  /** `Cache-Control: max-age` of a collection's answer and of `$metadata`, seconds. */
  readonly listMaxAgeSeconds: number;
  readonly metadataMaxAgeSeconds: number;
  /** The per-client rate limit (429 over it), or null when it is off. */
  readonly rate: { readonly requests: number; readonly windowSeconds: number } | null;
}

/**
 * The limits as this instance is configured (their defaults are the numbers in docs/odata.md and the README's
 * environment table), so the page never states a number the service does not apply.
 */
export function getApiLimits(env: Env = process.env): ApiLimits {
  const service = readServiceConfig(env);
  const rate = readRateLimitConfig(env);
  return {
    source: service.mode,
    pageSize: PAGE_SIZE,
    maxAnyAllDepth: MAX_ANY_ALL_DEPTH,
    maxFilterNodes: MAX_FILTER_NODES,
    maxOrderbyClauses: MAX_ORDERBY_CLAUSES,
    maxExpandDepth: MAX_EXPAND_DEPTH,
    maxExpandedRows: MAX_EXPANDED_ROWS,
    deadlineSeconds: service.mode === 'store' ? Math.ceil(service.pool.timeoutMs / 1000) : 0,
    expensivePerClient: service.mode === 'store' ? service.lanes.expensivePerClient : 0,
    busyRetryAfterSeconds: BUSY_RETRY_AFTER_S,
    listMaxAgeSeconds: TTL_TABLE.collection.freshMs / 1000,
    metadataMaxAgeSeconds: TTL_TABLE.metadata.freshMs / 1000,
    rate: rate.apiPoints > 0 ? { requests: rate.apiPoints, windowSeconds: rate.windowSeconds } : null,
  };
}
