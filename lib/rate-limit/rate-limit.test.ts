import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort, startRedis, type TestRedis } from '@/lib/cache/redis.fixture';
import { readRateLimitConfig } from '@/lib/config/rate-limit';
import { createRateLimit, type RateLimit } from './rate-limit';

const opened: RateLimit[] = [];
const limit = (options: Parameters<typeof createRateLimit>[0]) => {
  const l = createRateLimit(options);
  opened.push(l);
  return l;
};
afterAll(async () => {
  await Promise.all(opened.map((l) => l.close()));
});

const allowedOf = async (l: RateLimit, key: string, n: number) => {
  const out: boolean[] = [];
  for (let i = 0; i < n; i++) out.push((await l.consume(key)).allowed);
  return out;
};

describe('rate limits in memory', () => {
  it('allow `points` per window per key, then refuse with the seconds until the window ends', async () => {
    const l = limit({ name: 'mem', points: 3, windowSeconds: 60 });
    expect(await allowedOf(l, 'a', 4)).toEqual([true, true, true, false]);
    const refused = await l.consume('a');
    expect(refused).toMatchObject({ allowed: false });
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(50);
    expect((await l.consume('b')).allowed).toBe(true);
  });

  it('with 0 points count nothing', async () => {
    expect(await allowedOf(limit({ name: 'off', points: 0, windowSeconds: 60 }), 'a', 50)).not.toContain(
      false,
    );
  });
});

describe('rate limits in Redis', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis.stop();
  });

  it('are shared by every instance', async () => {
    const name = `shared-${process.pid}`;
    const a = limit({ name, points: 4, windowSeconds: 60, redisUrl: redis.url });
    const b = limit({ name, points: 4, windowSeconds: 60, redisUrl: redis.url });
    const seen: boolean[] = [];
    for (let i = 0; i < 3; i++) {
      seen.push((await a.consume('10.0.0.1')).allowed, (await b.consume('10.0.0.1')).allowed);
    }
    expect(seen).toEqual([true, true, true, true, false, false]);
  });

  it('fall back to counting per process while Redis is unreachable, and say so once', async () => {
    const logs: string[] = [];
    const down = limit({
      name: 'down',
      points: 2,
      windowSeconds: 60,
      redisUrl: `redis://127.0.0.1:${await freePort()}`,
      log: (m) => logs.push(m),
    });
    expect(await allowedOf(down, 'k', 3)).toEqual([true, true, false]);
    await vi.waitFor(() => expect(logs.some((m) => m.includes('unavailable'))).toBe(true));
    expect(await allowedOf(down, 'k', 2)).toEqual([false, false]);
    expect(logs.filter((m) => m.includes('unavailable'))).toHaveLength(1);
  });
});

describe('rate limit configuration', () => {
  it('has defaults and reads the environment', () => {
    expect(readRateLimitConfig({})).toEqual({
      apiPoints: 300,
      renderPoints: 60,
      windowSeconds: 60,
      redisUrl: null,
    });
    expect(
      readRateLimitConfig({
        ODA_RATE_LIMIT_API: '0',
        ODA_RATE_LIMIT_RENDERS: '5',
        ODA_RATE_LIMIT_WINDOW_S: '10',
        REDIS_URL: 'redis://r:6379',
      }),
    ).toEqual({ apiPoints: 0, renderPoints: 5, windowSeconds: 10, redisUrl: 'redis://r:6379' });
    expect(() => readRateLimitConfig({ ODA_RATE_LIMIT_API: 'lots' })).toThrow(/ODA_RATE_LIMIT_API/);
  });
});
