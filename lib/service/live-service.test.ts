/**
 * `/api` in live mode against the standalone server as upstream (behind a counting proxy): cold and warm answers,
 * the upstream's bodies with our service root, ETag/304, the no-open-proxy rule, and stale-if-error with the
 * upstream stopped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics, type Metrics } from '@/lib/metrics/metrics';
import { getStore } from '@/lib/store/open-store';
import { makeLiveStore, startTestUpstream, type TestUpstream } from '@/lib/upstream/upstream.fixture';
import { createODataService, type ODataService } from './configured-service';
import type { ODataRequest } from './request';
import { bodyText } from './responses';
import { answerFromStore, directReads } from './store-service';
import { segmentsBelow } from './transport';

const OUR_ROOT = 'http://tingdata.test/api/';
const store = makeLiveStore();
let upstream: TestUpstream;
let metrics: Metrics;
let service: ODataService;
let t = Date.now();
const clock = { now: () => t, advance: (ms: number) => (t += ms) };

function request(pathAndQuery: string, method = 'GET', headers: Record<string, string> = {}): ODataRequest {
  const url = new URL(pathAndQuery, OUR_ROOT);
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    method,
    segments: segmentsBelow(url.pathname, '/api/'),
    search: url.search,
    header: (name) => lower[name.toLowerCase()] ?? null,
  };
}

const live = (pathAndQuery: string, method = 'GET', headers: Record<string, string> = {}) =>
  service.answer(request(pathAndQuery, method, headers), OUR_ROOT);

/** The same request answered by store mode over the upstream's own store file. */
async function fromStore(pathAndQuery: string, method = 'GET') {
  const { response } = await answerFromStore(
    request(pathAndQuery, method),
    OUR_ROOT,
    directReads(() => getStore(store.db)),
  );
  return { ...response, body: bodyText(response) };
}

beforeAll(async () => {
  process.env.ODA_DB = store.db;
  upstream = await startTestUpstream(store.db);
  metrics = createMetrics();
  service = createODataService(
    {
      mode: 'live',
      upstream: { root: upstream.root, timeoutMs: 5_000, concurrency: 10 },
      redisUrl: null,
      memoryBytes: 16 << 20,
    },
    { metrics, now: clock.now },
  );
});

afterAll(async () => {
  await service?.close();
  await upstream?.close();
  store.cleanup();
});

/** A body with Atom's time of answering (`<updated>`) blanked, to compare two answers made moments apart. */
const withoutAnswerTime = (body: string | null | undefined) =>
  body?.replace(/<updated>[^<]*<\/updated>/g, '<updated />');

describe('live /api: cold and warm', () => {
  it('answers a cold request from the upstream and a warm one with zero upstream requests', async () => {
    upstream.reset();
    const cold = await live('Sag?$filter=typeid eq 3&$top=5');
    expect(cold.status).toBe(200);
    expect(cold.headers['X-Tingdata-Cache']).toBe('upstream; fetched');
    expect(upstream.requests).toEqual(['GET /api/Sag?$filter=typeid%20eq%203&$top=5']);
    const warm = await live('Sag?%24top=5&$filter=typeid  eq 3');
    expect(warm.status).toBe(200);
    expect(warm.body).toBe(cold.body);
    expect(warm.headers['X-Tingdata-Cache']).toBe('memory; fresh');
    expect(upstream.requests).toHaveLength(1);
  });

  it('passes on the upstream’s status and body with its service root rewritten to ours', async () => {
    for (const q of [
      'Sag',
      'Sag(1)',
      'Sag(999999)',
      'Akt%C3%B8r',
      'Akt%C3%B8r?$top=150',
      'Stemme?$filter=afstemningid%20eq%201&$inlinecount=allpages',
      'Afstemning(1)?$expand=Stemme',
      'Sag?$format=xml',
      'Sag(1)?$format=xml',
      'Afstemning(2)/Stemme',
      // Spelled differently from the canonical request: the links come back in the client's spelling.
      'Akt%C3%B8r?custom=1&%24top=150&$select=navn, id',
      'Akt%C3%B8r?$format=xml&$top=150&$skip=20',
    ]) {
      const ours = await live(q);
      const local = await fromStore(q);
      expect(ours.status, q).toBe(local.status);
      // Atom answers carry the time of answering in <updated>, as ODA's do: the two answers may be a second apart.
      expect(withoutAnswerTime(bodyText(ours)), q).toBe(withoutAnswerTime(local.body));
      expect(ours.headers['Content-Type'], q).toBe(local.headers['Content-Type']);
      expect(ours.body ?? '', q).not.toContain(upstream.root.replace('/api/', ''));
    }
    const page = JSON.parse(bodyText(await live('Akt%C3%B8r')) ?? '{}');
    expect(page['odata.metadata']).toBe(`${OUR_ROOT}$metadata#Aktør`);
    expect(page['odata.nextLink']).toBe(`${OUR_ROOT}Aktør?$skip=100`);
  });

  it('sends Cache-Control from the TTL policy and Age', async () => {
    const res = await live('Sagstype');
    expect(res.headers['Cache-Control']).toBe(
      'public, max-age=86400, s-maxage=86400, stale-while-revalidate=86400, stale-if-error=604800',
    );
    clock.advance(5_000);
    expect((await live('Sagstype')).headers.Age).toBe('5');
    const old = await live('Sag(1)');
    expect(old.headers['Cache-Control']).toMatch(/^public, max-age=21600, s-maxage=21600,/);
    const recent = await live('Sag(2)');
    expect(recent.headers['Cache-Control']).toMatch(/^public, max-age=300, s-maxage=300,/);
    expect((await live('Sag(999999)')).headers['Cache-Control']).toBe('public, max-age=60, s-maxage=60');
  });
});

describe('live /api: ETag and 304', () => {
  it('answers If-None-Match with 304, no body and no upstream request', async () => {
    const first = await live('Periode');
    const etag = first.headers.ETag ?? '';
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    upstream.reset();
    const again = await live('Periode', 'GET', { 'If-None-Match': `"other", ${etag}` });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    expect(again.headers.ETag).toBe(etag);
    expect(again.headers['Cache-Control']).toContain('max-age=86400');
    expect(upstream.requests).toEqual([]);
    expect((await live('Periode', 'HEAD')).headers.ETag).toBe(etag);
    expect((await live('Periode', 'GET', { 'If-None-Match': '"stale"' })).status).toBe(200);
  });
});

describe('live /api: never an open proxy', () => {
  it.each([
    ['GET', 'NoSuchSet'],
    ['GET', 'Sag?$filter=((('],
    ['GET', 'Sag?$orderby=nosuchfield'],
    ['GET', 'Sag?$expand=Nope'],
    ['GET', 'Sag?$expand=Sagstrin/Afstemning/Stemme'],
    ['GET', 'Sag?$top=-1'],
    ['GET', 'Sag?$search=x'],
    ['GET', 'Sag?$filter=titel eq 5'],
    ['GET', 'Sag(abc)'],
    ['GET', 'Sag(1)/Nope'],
    ['GET', '$batch'],
    ['GET', 'http:/evil.example/api/Sag'],
    ['GET', '..%2F..%2Fetc%2Fpasswd'],
    ['GET', '%2F%2Fevil.example%2FSag'],
    ['GET', '$metadata'],
    ['GET', ''],
    ['POST', 'Sag'],
    ['PUT', 'Sag(1)'],
    ['PATCH', 'Sag(1)'],
    ['DELETE', 'Sag(1)'],
    ['MERGE', 'Sag(1)'],
    ['OPTIONS', 'Sag'],
    ['TRACE', 'Sag'],
  ])('%s %s is answered locally, as in store mode', async (method, q) => {
    upstream.reset();
    const ours = await live(q, method);
    const local = await fromStore(q, method);
    expect(ours.status).toBe(local.status);
    expect(ours.body).toBe(local.body);
    expect(upstream.requests).toEqual([]);
  });

  it('answers OData v4 clients locally (404) and never lets a CDN keep that', async () => {
    upstream.reset();
    const res = await live('Sag', 'GET', { 'OData-Version': '4.0' });
    expect(res.status).toBe(404);
    expect(res.headers['Cache-Control']).toBe('no-store');
    expect(upstream.requests).toEqual([]);
  });

  it('sends write methods on a valid path nowhere', async () => {
    upstream.reset();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect((await live('Sag(1)', method)).headers['Cache-Control']).toBe('no-store');
    expect(upstream.requests).toEqual([]);
  });
});

describe('live /api: when the upstream fails', () => {
  it('serves the last good answer, marked stale with its time, while the upstream is stopped', async () => {
    const fetchedAt = clock.now();
    const good = await live('Afstemning(2)');
    expect(good.status).toBe(200);
    clock.advance(30 * 60_000);
    await upstream.stop();
    try {
      const stale = await live('Afstemning(2)');
      expect(stale.status).toBe(200);
      expect(stale.body).toBe(good.body);
      expect(stale.headers.Warning).toBe('110 - "Response is Stale"');
      expect(stale.headers['X-Data-As-Of']).toBe(new Date(fetchedAt).toISOString());
      expect(stale.headers['X-Tingdata-Cache']).toBe('memory; stale-if-error');
      expect(stale.headers['Cache-Control']).toBe('public, max-age=10, s-maxage=10');

      const uncached = await live('Afstemning(1)?$select=id');
      expect(uncached.status).toBe(502);
      expect(uncached.headers['Cache-Control']).toBe('no-store');
      expect(uncached.body).toContain('could not be reached');
    } finally {
      await upstream.start();
    }
    const back = await live('Afstemning(2)');
    expect(back.headers['X-Tingdata-Cache']).toBe('upstream; fetched');
    expect(back.headers.Warning).toBeUndefined();
  });

  it("passes the upstream's 5xx on when retries fail and nothing is cached", async () => {
    upstream.reset();
    upstream.failNext(3, 503);
    const res = await live('Sag?$top=3');
    expect(res.status).toBe(503);
    expect(upstream.requests).toHaveLength(3);
  });

  it('counts what it did in /metrics', async () => {
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/oda_upstream_requests_total\{set="Sag",status_class="2xx"\} \d+/);
    // The failed refresh of Afstemning(2) and the uncached Afstemning(1) while the upstream was stopped.
    expect(text).toMatch(/oda_upstream_errors_total\{kind="network"\} 2/);
    expect(text).toMatch(/oda_cache_lookups_total\{tier="memory",result="fresh"\} \d+/);
    expect(text).toMatch(/oda_cache_stale_served_total\{reason="upstream_error"\} 1/);
  });
});
