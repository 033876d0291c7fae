import { type Env, readInt } from './env';

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

/**
 * A pool's configuration from the environment, its variables named by `prefix`: `/api`'s pool reads
 * `ODA_QUERY_THREADS`, `ODA_QUERY_TIMEOUT_MS` and `ODA_QUERY_QUEUE`; the pages' own pool (lib/data/store-read.ts),
 * apart so that neither can take the other's threads, reads the same names with `ODA_PAGE_QUERY`. Same defaults.
 */
export function readQueryPoolConfig(
  env: Env = process.env,
  prefix: 'ODA_QUERY' | 'ODA_PAGE_QUERY' = 'ODA_QUERY',
): QueryPoolConfig {
  return {
    threads: readInt(env, `${prefix}_THREADS`, DEFAULT_QUERY_THREADS, 1, 64),
    timeoutMs: readInt(env, `${prefix}_TIMEOUT_MS`, DEFAULT_QUERY_TIMEOUT_MS, 10, 600_000),
    maxQueue: readInt(env, `${prefix}_QUEUE`, DEFAULT_QUERY_QUEUE, 0, 100_000),
  };
}

/** How `/api`'s reads are split between a cheap lane and an expensive one (lib/service/read-lanes.ts). */
export interface ApiLanesConfig {
  /**
   * `ODA_QUERY_CHEAP_THREADS`: threads of the cheap lane (default 2), apart from the `ODA_QUERY_THREADS` that run
   * the expensive reads, with the same deadline and queue.
   */
  readonly cheapThreads: number;
  /**
   * `ODA_QUERY_EXPENSIVE_PER_CLIENT`: expensive reads one client may have running or waiting at a time (default 1);
   * one more is answered 429. Loopback clients are not counted.
   */
  readonly expensivePerClient: number;
}

export const DEFAULT_CHEAP_THREADS = 2;
export const DEFAULT_EXPENSIVE_PER_CLIENT = 1;

export function readApiLanesConfig(env: Env = process.env): ApiLanesConfig {
  return {
    cheapThreads: readInt(env, 'ODA_QUERY_CHEAP_THREADS', DEFAULT_CHEAP_THREADS, 1, 64),
    expensivePerClient: readInt(
      env,
      'ODA_QUERY_EXPENSIVE_PER_CLIENT',
      DEFAULT_EXPENSIVE_PER_CLIENT,
      1,
      1_000,
    ),
  };
}
