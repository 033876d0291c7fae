import { type Env, readInt } from './env';

/**
 * Per-client rate limits of the production server, from the environment:
 * - `ODA_RATE_LIMIT_API`: `/api` requests per client per window (default 300; `0` turns the limit off);
 * - `ODA_RATE_LIMIT_RENDERS`: page requests per client per window that make Next render — page-cache misses,
 *   forced renders, client navigations and prefetches; cache hits are not counted (default 60; `0`: off);
 * - `ODA_RATE_LIMIT_WINDOW_S`: the window, in seconds (default 60);
 * - `REDIS_URL`: counts kept in Redis, shared by every instance (else per process).
 */
export interface RateLimitConfig {
  readonly apiPoints: number;
  readonly renderPoints: number;
  readonly windowSeconds: number;
  readonly redisUrl: string | null;
}

export const DEFAULT_API_POINTS = 300;
export const DEFAULT_RENDER_POINTS = 60;
export const DEFAULT_WINDOW_SECONDS = 60;

export function readRateLimitConfig(env: Env = process.env): RateLimitConfig {
  return {
    apiPoints: readInt(env, 'ODA_RATE_LIMIT_API', DEFAULT_API_POINTS, 0, 1_000_000),
    renderPoints: readInt(env, 'ODA_RATE_LIMIT_RENDERS', DEFAULT_RENDER_POINTS, 0, 1_000_000),
    windowSeconds: readInt(env, 'ODA_RATE_LIMIT_WINDOW_S', DEFAULT_WINDOW_SECONDS, 1, 86_400),
    redisUrl: env.REDIS_URL?.trim() || null,
  };
}
