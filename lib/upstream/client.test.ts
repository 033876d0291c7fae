import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics } from '@/lib/metrics/metrics';
import { createUpstreamClient, type UpstreamClientOptions } from './client';
import { InvalidUpstreamRequestError, UpstreamError } from './errors';
import { makeLiveStore, startTestUpstream, type TestUpstream } from './upstream.fixture';

const store = makeLiveStore();
const upstreams: TestUpstream[] = [];

async function upstream(options: Parameters<typeof startTestUpstream>[1] = {}): Promise<TestUpstream> {
  const u = await startTestUpstream(store.db, options);
  upstreams.push(u);
  return u;
}

const client = (root: string, options: Partial<UpstreamClientOptions> = {}) =>
  createUpstreamClient({ root, metrics: createMetrics(), backoff: { baseMs: 5, capMs: 20 }, ...options });

let plain: TestUpstream;
beforeAll(async () => {
  plain = await upstream();
});

afterAll(async () => {
  await Promise.all(upstreams.map((u) => u.close()));
  store.cleanup();
});

describe('fetchOdata against the stand-in', () => {
  it('sends the canonical request and returns status, type and body', async () => {
    plain.reset();
    const res = await client(plain.root).fetchOdata('Sag?%24top=1&$filter=id  eq 2');
    expect(res.status).toBe(200);
    expect(res.contentType).toContain('application/json');
    expect(JSON.parse(res.body).value[0].titel).toBe('En ny sag');
    expect(plain.requests).toEqual(['GET /api/Sag?$filter=id%20eq%202&$top=1']);
  });

  it('returns a 4xx as the answer, after exactly one request', async () => {
    plain.reset();
    const c = client(plain.root);
    const missing = await c.fetchOdata('Sag(999999)');
    expect(missing.status).toBe(404);
    const bad = await c.fetchOdata('Sag?$orderby=nosuchfield');
    expect(bad.status).toBe(400);
    expect(plain.requests).toHaveLength(2);
  });

  it('retries a 5xx with backoff and then succeeds', async () => {
    plain.reset();
    const metrics = createMetrics();
    plain.failNext(2, 503);
    const res = await client(plain.root, { metrics }).fetchOdata('Periode');
    expect(res.status).toBe(200);
    expect(plain.requests).toHaveLength(3);
    expect((await metrics.upstreamRetries.get()).values[0]?.value).toBe(2);
  });

  it('gives up after 3 attempts with an UpstreamError carrying the status', async () => {
    const failing = await upstream({ failRate: 1 });
    const error = await client(failing.root)
      .fetchOdata('Periode')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ kind: 'http', status: 503, attempts: 3 });
    expect(failing.requests).toHaveLength(3);
  });

  it('times out a slow answer (AbortController) without retrying it', async () => {
    const slow = await upstream({ latencyMs: 5_000 });
    const error = await client(slow.root, { timeoutMs: 150 })
      .fetchOdata('Periode')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ kind: 'timeout', status: null, gatewayStatus: 504 });
    expect(slow.requests).toHaveLength(1);
  });

  it('retries network errors (connection refused), then reports them', async () => {
    const gone = await upstream();
    await gone.stop();
    const error = await client(gone.root)
      .fetchOdata('Periode')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'UpstreamError', kind: 'network', attempts: 3, gatewayStatus: 502 });
  });

  it('never has more than 10 requests in flight at the upstream; the rest queue', async () => {
    const slowish = await upstream({ latencyMs: 60, jitterMs: 40 });
    const c = client(slowish.root);
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => c.fetchOdata(`Aktør(${i + 1})`)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(slowish.requests).toHaveLength(40);
    expect(slowish.maxInFlight).toBeLessThanOrEqual(10);
    expect(slowish.maxInFlight).toBeGreaterThanOrEqual(5);
    expect(c.load()).toEqual({ inFlight: 0, queued: 0 });
  });

  it('answers busy at once past the queue bound or its deadline, without sending or retrying', async () => {
    const slow = await upstream({ latencyMs: 400 });
    const metrics = createMetrics();
    const c = client(slow.root, { metrics, concurrency: 1, maxQueued: 1, maxQueueWaitMs: 150 });
    const first = c.fetchOdata('Aktør(1)');
    const waiting = c.fetchOdata('Aktør(2)').catch((e: unknown) => e);
    const refused = await c.fetchOdata('Aktør(3)').catch((e: unknown) => e);
    expect(refused).toMatchObject({ name: 'UpstreamError', kind: 'busy', gatewayStatus: 503 });
    expect(await waiting).toMatchObject({ kind: 'busy' });
    expect((await first).status).toBe(200);
    expect(slow.requests).toEqual(['GET /api/Akt%C3%B8r(1)']);
    expect((await metrics.upstreamErrors.get()).values).toEqual([
      expect.objectContaining({ labels: { kind: 'busy' }, value: 2 }),
    ]);
  });

  it('coalesces 20 identical concurrent calls into one upstream request', async () => {
    const slowish = await upstream({ latencyMs: 100 });
    const metrics = createMetrics();
    const c = client(slowish.root, { metrics });
    const spellings = ['Sag?$top=5', 'Sag?%24top=5', 'Sag?$top=05', '/Sag?$top=5&custom=1'];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => c.fetchOdata(spellings[i % 4] ?? '')),
    );
    expect(slowish.requests).toEqual(['GET /api/Sag?$top=5']);
    expect(new Set(results.map((r) => r.body)).size).toBe(1);
    expect((await metrics.upstreamCoalesced.get()).values[0]?.value).toBe(19);
  });

  it('refuses anything that is not an ODA request, sending nothing', async () => {
    plain.reset();
    const c = client(plain.root);
    for (const bad of [
      'http://evil.example/api/Sag',
      '//evil.example/Sag',
      'NoSuchSet',
      'Sag(1)/NoSuchNavigation',
      '../../etc/passwd',
      'Sag?$filter=(((',
      'Sag?$search=x',
      'Sag#fragment',
      '',
    ]) {
      await expect(c.fetchOdata(bad), bad).rejects.toBeInstanceOf(InvalidUpstreamRequestError);
    }
    expect(plain.requests).toEqual([]);
  });

  it('with maxRetryAfterMs, waits as long as Retry-After asks on 429 and 503, then retries', async () => {
    plain.reset();
    plain.failNext(1, 429, { 'Retry-After': '1' });
    const started = performance.now();
    const res = await client(plain.root, { maxRetryAfterMs: 5_000 }).fetchOdata('Periode');
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(plain.requests).toHaveLength(2);
  });

  it('without maxRetryAfterMs, a 429 is the answer (/api passes it on at once)', async () => {
    plain.reset();
    plain.failNext(1, 429, { 'Retry-After': '30' });
    const res = await client(plain.root).fetchOdata('Periode');
    expect(res).toMatchObject({ status: 429, retryAfterMs: 30_000 });
    expect(plain.requests).toHaveLength(1);
  });

  it('sends its User-Agent', async () => {
    let seen = '';
    const fake: typeof fetch = async (_url, init) => {
      seen = new Headers(init?.headers).get('user-agent') ?? '';
      return new Response('{"value":[]}', { status: 200 });
    };
    await client('http://127.0.0.1:9/api', {
      fetch: fake,
      userAgent: 'Tingdata/0.1 (ODA mirror; ops@example.dk)',
    }).fetchOdata('Periode');
    expect(seen).toBe('Tingdata/0.1 (ODA mirror; ops@example.dk)');
  });

  it('counts requests by set and status class', async () => {
    const metrics = createMetrics();
    await client(plain.root, { metrics }).fetchOdata('Sag(999999)');
    const text = await metrics.registry.metrics();
    expect(text).toContain('oda_upstream_requests_total{set="Sag",status_class="4xx"} 1');
    expect(text).toMatch(/oda_upstream_request_duration_seconds_count\{set="Sag"\} 1/);
  });
});
