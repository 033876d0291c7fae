import { type Env, readInt } from '@/lib/upstream/config';

/** How the query pool runs (lib/query-pool/query-pool.ts), from the environment. */
export interface QueryPoolConfig {
  /** `ODA_QUERY_THREADS`: worker threads, each with its own read-only store connection (default 2). */
  readonly threads: number;
  /** `ODA_QUERY_TIMEOUT_MS`: a query's deadline, counted from when it is submitted (default 2000). */
  readonly timeoutMs: number;
  /**
   * `ODA_QUERY_QUEUE`: queries waiting for a thread before new ones are refused at once (default 256: enough that
   * under load the deadline, which waiting counts toward, decides rather than the queue).
   */
  readonly maxQueue: number;
}

export const DEFAULT_QUERY_THREADS = 2;
export const DEFAULT_QUERY_TIMEOUT_MS = 2_000;
export const DEFAULT_QUERY_QUEUE = 256;

export function readQueryPoolConfig(env: Env = process.env): QueryPoolConfig {
  return {
    threads: readInt(env, 'ODA_QUERY_THREADS', DEFAULT_QUERY_THREADS, 1, 64),
    timeoutMs: readInt(env, 'ODA_QUERY_TIMEOUT_MS', DEFAULT_QUERY_TIMEOUT_MS, 10, 600_000),
    maxQueue: readInt(env, 'ODA_QUERY_QUEUE', DEFAULT_QUERY_QUEUE, 0, 100_000),
  };
}

export const DEFAULT_PAGE_QUERY_THREADS = 2;

/**
 * The pages' own pool (lib/data/store-read.ts), apart from `/api`'s so that neither can take the other's threads:
 * `ODA_PAGE_QUERY_THREADS` (default 2), `ODA_PAGE_QUERY_TIMEOUT_MS` (default 2000), `ODA_PAGE_QUERY_QUEUE`
 * (default 256).
 */
export function readPageQueryPoolConfig(env: Env = process.env): QueryPoolConfig {
  return {
    threads: readInt(env, 'ODA_PAGE_QUERY_THREADS', DEFAULT_PAGE_QUERY_THREADS, 1, 64),
    timeoutMs: readInt(env, 'ODA_PAGE_QUERY_TIMEOUT_MS', DEFAULT_QUERY_TIMEOUT_MS, 10, 600_000),
    maxQueue: readInt(env, 'ODA_PAGE_QUERY_QUEUE', DEFAULT_QUERY_QUEUE, 0, 100_000),
  };
}
