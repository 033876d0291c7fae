/**
 * Two app instances (two services, each with its own in-process cache and upstream client) sharing one real
 * redis-server: what one fetched, the other serves with zero upstream requests. And when Redis is down, the site
 * keeps answering from the in-process tier and the upstream.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, hasRedisServer, startRedis, type TestRedis } from '@/lib/cache/redis.fixture';
import { createMetrics, type Metrics } from '@/lib/metrics/metrics';
import { makeLiveStore, startTestUpstream, type TestUpstream } from '@/lib/upstream/upstream.fixture';
import { createODataService, type ODataService } from './configured-service';
import type { ODataRequest } from './request';
import { segmentsBelow } from './transport';

const ROOT = 'http://tingdata.test/api/';
const runnable = hasRedisServer() || Boolean(process.env.CI);

function request(pathAndQuery: string): ODataRequest {
  const url = new URL(pathAndQuery, ROOT);
  return {
    method: 'GET',
    segments: segmentsBelow(url.pathname, '/api/'),
    search: url.search,
    header: () => null,
  };
}

describe.skipIf(!runnable)('live mode with a shared Redis tier', () => {
  let store: ReturnType<typeof makeLiveStore>;
  const services: ODataService[] = [];
  let upstream: TestUpstream;
  let redis: TestRedis;
  const logs: string[] = [];

  const instance = (redisUrl: string, metrics: Metrics = createMetrics()) => {
    const service = createODataService(
      {
        mode: 'live',
        upstream: { root: upstream.root, timeoutMs: 5_000, concurrency: 10 },
        redisUrl,
        memoryBytes: 8 << 20,
      },
      { metrics, log: (m) => logs.push(m) },
    );
    services.push(service);
    return service;
  };

  beforeAll(async () => {
    store = makeLiveStore();
    upstream = await startTestUpstream(store.db);
    redis = await startRedis();
  });

  afterAll(async () => {
    await Promise.all(services.map((s) => s.close()));
    await redis?.stop();
    await upstream?.close();
    store?.cleanup();
  });

  it('serves through instance B what instance A fetched, with zero upstream requests', async () => {
    const a = instance(redis.url);
    const b = instance(redis.url);
    upstream.reset();
    const viaA = await a.answer(request('Afstemning(1)?$expand=Stemme'), ROOT);
    expect(viaA.status).toBe(200);
    expect(viaA.headers['X-Tingdata-Cache']).toBe('upstream; fetched');
    expect(upstream.requests).toHaveLength(1);

    const viaB = await b.answer(request('Afstemning(1)?%24expand=Stemme'), ROOT);
    expect(viaB.status).toBe(200);
    expect(viaB.headers['X-Tingdata-Cache']).toBe('redis; fresh');
    expect(viaB.body).toBe(viaA.body);
    expect(viaB.headers.ETag).toBe(viaA.headers.ETag);
    expect(upstream.requests).toHaveLength(1);

    const againB = await b.answer(request('Afstemning(1)?$expand=Stemme'), ROOT);
    expect(againB.headers['X-Tingdata-Cache']).toBe('memory; fresh');
    expect(upstream.requests).toHaveLength(1);
  });

  it('keeps working on the in-process tier when Redis is unreachable, logging once and counting errors', async () => {
    const metrics = createMetrics();
    const c = instance(`redis://127.0.0.1:${await freePort()}`, metrics);
    logs.length = 0;
    upstream.reset();
    const first = await c.answer(request('Sag(1)'), ROOT);
    const second = await c.answer(request('Sag(1)'), ROOT);
    const third = await c.answer(request('Sag(2)'), ROOT);
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    expect(second.headers['X-Tingdata-Cache']).toBe('memory; fresh');
    expect(upstream.requests).toHaveLength(2);
    expect(logs.filter((l) => l.includes('unavailable'))).toHaveLength(1);
    const errors = (await metrics.cacheErrors.get()).values.reduce((sum, v) => sum + v.value, 0);
    expect(errors).toBeGreaterThanOrEqual(3);
  });

  it('carries on when Redis goes away under a running instance', async () => {
    const d = instance(redis.url);
    await d.answer(request('Periode'), ROOT);
    await redis.stop();
    upstream.reset();
    const cached = await d.answer(request('Periode'), ROOT);
    expect(cached.headers['X-Tingdata-Cache']).toBe('memory; fresh');
    const fresh = await d.answer(request('Sagstype'), ROOT);
    expect(fresh.status).toBe(200);
    expect(upstream.requests).toEqual(['GET /api/Sagstype']);
  });
});
