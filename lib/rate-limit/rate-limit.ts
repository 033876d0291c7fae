import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/** Whether one more request is allowed now, and if not, when to ask again. */
export type RateDecision =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly retryAfterSeconds: number };

/** A fixed-window counter per key (a client's address). Never throws: if counting fails, the request is let through. */
export interface RateLimit {
  /** Counts one request of `key`, or as many as `points`. */
  consume(key: string, points?: number): Promise<RateDecision>;
  close(): Promise<void>;
}

export interface RateLimitOptions {
  /** Names the counters: Redis keys are `tingdata:rl:<name>:<key>`. */
  readonly name: string;
  /** Requests per window; 0 turns the limit off. */
  readonly points: number;
  readonly windowSeconds: number;
  /**
   * Keep the counts in Redis so instances share them (`REDIS_URL`). While Redis is unreachable each process counts
   * in memory on its own (rate-limiter-flexible's insurance limiter); the outage is logged once.
   */
  readonly redisUrl?: string | null;
  /** Where outage notices go. Default console.warn. */
  readonly log?: (message: string) => void;
}

const ALLOW: RateDecision = { allowed: true };

/** A limit that counts nothing (points 0; a client exempt from a limit). */
export const UNLIMITED: RateLimit = { consume: async () => ALLOW, close: async () => {} };

/**
 * A per-client limit with rate-limiter-flexible: in memory, or in Redis with an in-memory insurance limiter. Redis
 * is connected when the limit is made; the first requests wait for that attempt (bounded by its timeout), later
 * ones never wait for Redis (no offline queue: a request arriving while it is down is counted in memory at once),
 * as the cache's Redis tier does (lib/cache/redis-tier.ts).
 */
export function createRateLimit(options: RateLimitOptions): RateLimit {
  if (options.points <= 0) return UNLIMITED;
  const log = options.log ?? ((message: string) => console.warn(message));
  const base = {
    points: options.points,
    duration: options.windowSeconds,
    keyPrefix: `tingdata:rl:${options.name}`,
  };
  const memory = new RateLimiterMemory(base);
  let redis: Redis | null = null;
  let connecting: Promise<void> | null = null;
  let limiter: RateLimiterMemory | RateLimiterRedis = memory;
  if (options.redisUrl) {
    const client = new Redis(options.redisUrl, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 1_000,
      commandTimeout: 300,
      retryStrategy: (times) => Math.min(250 * 2 ** Math.min(times, 5), 5_000),
    });
    let down = false;
    client.on('error', (error: Error) => {
      if (down) return;
      down = true;
      log(`[rate-limit] Redis unavailable (${error.message}); ${options.name} limits counted per process`);
    });
    client.on('ready', () => {
      if (down) log(`[rate-limit] Redis is back; ${options.name} limits shared again`);
      down = false;
    });
    // Requests wait for the first connection attempt once (at most its timeout), so instances share counts from
    // the start; after that nothing waits for Redis.
    connecting = client.connect().then(
      () => {
        connecting = null;
      },
      () => {
        connecting = null;
      },
    );
    redis = client;
    limiter = new RateLimiterRedis({
      ...base,
      storeClient: client,
      rejectIfRedisNotReady: true,
      insuranceLimiter: memory,
    });
  }
  let failureLogged = false;
  return {
    consume: async (key, points = 1) => {
      if (connecting) await connecting;
      try {
        await limiter.consume(key, points);
        return ALLOW;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes)
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
        // Neither store could count: a limit that fails must not take the site down with it.
        if (!failureLogged) {
          failureLogged = true;
          const reason = rejection instanceof Error ? rejection.message : String(rejection);
          log(`[rate-limit] counting ${options.name} requests failed (${reason}); letting them through`);
        }
        return ALLOW;
      }
    },
    close: async () => {
      redis?.disconnect();
    },
  };
}
