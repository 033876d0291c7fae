import { hasRedisServer } from '../lib/cache/redis.fixture';
import { test as base, expect } from './fixtures';
import { B_FRESH_MS, type LiveStack, startLiveStack } from './live-stack';

/**
 * `/api` in live mode end to end: two app instances proxy the stand-in through one shared Redis tier; the second
 * answers what the first fetched from Redis alone, and when the service stops, cached answers still come (stale if
 * error) while an uncached request fails fast. The tests share one stack and run in order; the last ones stop the
 * stand-in. (The pages read the store, which this stack does not have: they are tested elsewhere.)
 */
const test = base.extend<object, { live: LiveStack; voteIds: number[] }>({
  live: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const stack = await startLiveStack();
      await use(stack);
      await stack.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  voteIds: [
    async ({ live }, use) => {
      const res = await fetch(
        `${live.upstreamRoot}Afstemning?$select=id&$orderby=id&$skip=40&$top=3&$format=json`,
      );
      const body = (await res.json()) as { value: { id: number }[] };
      await use(body.value.map((v) => v.id));
    },
    { scope: 'worker' },
  ],
});

test.describe.configure({ mode: 'serial' });
// CI installs redis-server (.ci/run); elsewhere the live tests are skipped without it, as the unit tests are.
test.skip(!hasRedisServer() && !process.env.CI, 'needs redis-server (apt-get install redis-server)');

/** One vote as JSON: a record request, which `/api` forwards to the upstream. */
const votePath = (id: number) => `/api/Afstemning(${id})?$format=json`;

/** The record's fields, without `odata.metadata` (which names the instance's own service root). */
async function record(res: { json(): Promise<unknown> }): Promise<Record<string, unknown>> {
  const { 'odata.metadata': _root, ...fields } = (await res.json()) as Record<string, unknown>;
  return fields;
}

test('instance A answers /api from the live service', async ({ request, live, voteIds }) => {
  const res = await request.get(`${live.a.url}${votePath(voteIds[0] ?? 0)}`);
  expect(res.status()).toBe(200);
  expect(res.headers()['x-tingdata-cache']).toBe('upstream; fetched');
  expect(await record(res)).toMatchObject({ id: voteIds[0] });
  expect(await live.a.upstreamRequests()).toBeGreaterThan(0);
});

test('instance B answers what A fetched from the shared Redis tier, without the upstream', async ({
  request,
  live,
  voteIds,
}) => {
  const path = votePath(voteIds[0] ?? 0);
  const fromA = await request.get(`${live.a.url}${path}`);
  const before = await live.b.upstreamRequests();
  const fromB = await request.get(`${live.b.url}${path}`);
  expect(fromB.status()).toBe(200);
  expect(fromB.headers()['x-tingdata-cache']).toBe('redis; fresh');
  expect(await record(fromB)).toEqual(await record(fromA));
  expect(await live.b.upstreamRequests()).toBe(before);
});

test('while the service is down, /api still answers what is cached', async ({ request, live, voteIds }) => {
  // B fetches this vote itself, so its entry goes stale within a second (B's windows are capped).
  const own = votePath(voteIds[1] ?? 0);
  const fetched = await request.get(`${live.b.url}${own}`);
  expect(fetched.headers()['x-tingdata-cache']).toBe('upstream; fetched');
  const expected = await record(fetched);
  await live.upstream.stop();

  // A's entry (A's usual windows) is still fresh: answered as is.
  const shared = await request.get(`${live.a.url}${votePath(voteIds[0] ?? 0)}`);
  expect(shared.status()).toBe(200);
  expect(shared.headers()['x-tingdata-cache']).toBe('memory; fresh');

  // B's own entry is past its windows: the refresh fails, and the stale copy is served, marked as such.
  await expect(async () => {
    const res = await request.get(`${live.b.url}${own}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['x-tingdata-cache']).toMatch(/; stale-if-error$/);
    expect(res.headers().warning).toBe('110 - "Response is Stale"');
    expect(res.headers()['x-data-as-of']).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await record(res)).toEqual(expected);
  }).toPass({ timeout: 20 * B_FRESH_MS + 10_000 });
});

test('while the service is down, a request nobody made fails quickly and is not cached', async ({
  request,
  live,
  voteIds,
}) => {
  const started = Date.now();
  const res = await request.get(`${live.b.url}${votePath(voteIds[2] ?? 0)}`);
  expect([502, 503, 504]).toContain(res.status());
  expect(res.headers()['cache-control']).toBe('no-store');
  expect(Date.now() - started).toBeLessThan(10_000);
});
