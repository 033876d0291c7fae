import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLiveStore } from '@/lib/upstream/upstream.fixture';
import { createODataService, readServiceConfig } from './configured-service';
import type { ODataRequest } from './request';

describe('readServiceConfig', () => {
  it('is store mode without ODA_UPSTREAM', () => {
    expect(readServiceConfig({})).toEqual({
      mode: 'store',
      pool: { threads: 2, timeoutMs: 2_000, maxQueue: 256 },
      lanes: { cheapThreads: 2, expensivePerClient: 1 },
      memoryBytes: 64 * 1024 * 1024,
    });
    expect(
      readServiceConfig({ ODA_QUERY_CHEAP_THREADS: '3', ODA_QUERY_EXPENSIVE_PER_CLIENT: '2' }),
    ).toMatchObject({ lanes: { cheapThreads: 3, expensivePerClient: 2 } });
    expect(readServiceConfig({ ODA_CACHE_MEMORY_MB: '0' })).toMatchObject({ memoryBytes: 0 });
    expect(readServiceConfig({ ODA_QUERY_TIMEOUT_MS: '750' })).toMatchObject({ pool: { timeoutMs: 750 } });
  });

  it('is live mode with ODA_UPSTREAM, with an optional Redis tier and a memory budget', () => {
    expect(readServiceConfig({ ODA_UPSTREAM: 'https://oda.ft.dk/api' })).toEqual({
      mode: 'live',
      upstream: {
        root: 'https://oda.ft.dk/api/',
        timeoutMs: 10_000,
        concurrency: 10,
        maxQueued: 100,
        maxQueueWaitMs: 5000,
        userAgent: 'Tingdata/0.1 (API proxy)',
      },
      redisUrl: null,
      memoryBytes: 64 * 1024 * 1024,
    });
    expect(
      readServiceConfig({
        ODA_UPSTREAM: 'http://127.0.0.1:4100/api/',
        REDIS_URL: 'redis://127.0.0.1:6379',
        ODA_CACHE_MEMORY_MB: '8',
        ODA_CONTACT: 'ops@example.dk',
      }),
    ).toMatchObject({
      redisUrl: 'redis://127.0.0.1:6379',
      memoryBytes: 8 * 1024 * 1024,
      upstream: { userAgent: 'Tingdata/0.1 (API proxy; ops@example.dk)' },
    });
  });

  it('refuses a bad memory budget', () => {
    expect(() =>
      readServiceConfig({ ODA_UPSTREAM: 'https://oda.ft.dk/api', ODA_CACHE_MEMORY_MB: '0' }),
    ).toThrow(/ODA_CACHE_MEMORY_MB/);
  });
});

describe('store mode answers with HTTP caching headers too', () => {
  const store = makeLiveStore();
  const saved = process.env.ODA_DB;
  beforeAll(() => {
    process.env.ODA_DB = store.db;
  });
  afterAll(() => {
    process.env.ODA_DB = saved;
    store.cleanup();
  });

  const req = (segments: string[], headers: Record<string, string> = {}): ODataRequest => ({
    method: 'GET',
    segments,
    search: '',
    header: (n) => headers[n] ?? null,
  });

  it('sends Cache-Control and an ETag, and 304 on If-None-Match', async () => {
    const service = createODataService(readServiceConfig({}));
    const first = await service.answer(req(['Sagstype']), 'http://h/api/');
    expect(first.status).toBe(200);
    expect(first.headers['Cache-Control']).toContain('max-age=86400');
    const etag = first.headers.ETag ?? '';
    const again = await service.answer(req(['Sagstype'], { 'If-None-Match': etag }), 'http://h/api/');
    expect(again.status).toBe(304);
    const unknown = await service.answer(req(['Nope']), 'http://h/api/');
    expect(unknown.status).toBe(404);
    expect(unknown.headers['Cache-Control']).toBe('public, max-age=60, s-maxage=60');
    await service.close();
  });
});
