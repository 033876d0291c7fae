import { hasRedisServer } from '../lib/cache/redis.fixture';
import { test as base, expect } from './fixtures';
import { B_FRESH_MS, type LiveStack, startLiveStack } from './live-stack';
import { HomePage } from './pages/home.page';
import { VotePage } from './pages/vote.page';

/**
 * Live mode (issue 6) end to end: pages read the stand-in through the cache tiers, a second instance renders what
 * the first fetched from the shared Redis tier alone, and when the service stops, cached pages still answer with a
 * "data as of" notice while an uncached page gets the error page quickly. The tests share one stack and run in
 * order; the last ones stop the stand-in.
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

const noticeOf = (page: VotePage | HomePage) =>
  page.main.getByRole('status').filter({ hasText: 'Data som de var' });

test('renders the vote page and the home page from the live service', async ({ page, live, voteIds }) => {
  const vote = new VotePage(page);
  await vote.goto(`${live.a.url}/afstemning/${voteIds[0]}`);
  await expect(vote.heading).toBeVisible();
  await expect(vote.result).toBeVisible();
  await expect(noticeOf(vote)).toHaveCount(0);
  expect(await live.a.upstreamRequests()).toBeGreaterThan(0);
  // Through B: what B fetches itself goes stale within a second (used once the service is down, below).
  const home = new HomePage(page);
  await page.goto(`${live.b.url}/`);
  await expect(home.heading).toBeVisible();
  await expect(home.votes.first()).toBeVisible();
  await expect(noticeOf(home)).toHaveCount(0);
});

test('a second instance renders a page the first fetched from the shared cache, without the upstream', async ({
  request,
  live,
  voteIds,
}) => {
  const path = `/afstemning/${voteIds[0]}`;
  const fromA = await request.get(`${live.a.url}${path}`);
  const before = await live.b.upstreamRequests();
  const fromB = await request.get(`${live.b.url}${path}`);
  expect(fromB.status()).toBe(200);
  // B's page cache had no copy: B rendered the page, from the data A left in Redis.
  expect(fromB.headers()['x-tingdata-page-cache']).toBe('miss');
  const title = /<h1[^>]*>(.*?)<\/h1>/s.exec(await fromA.text())?.[1];
  expect(title).toBeTruthy();
  expect(await fromB.text()).toContain(title);
  expect(await live.b.upstreamRequests()).toBe(before);
});

test('while the service is down, a cached page still answers, with a "data as of" notice', async ({
  page,
  live,
  voteIds,
}) => {
  const home = new HomePage(page);
  const vote = new VotePage(page);
  // B fetches this vote itself, so its entries go stale within a second (as the home page's did above).
  await vote.goto(`${live.b.url}/afstemning/${voteIds[1]}`);
  await expect(vote.heading).toBeVisible();
  await live.upstream.stop();

  for (const [url, pageObject] of [
    [`${live.b.url}/`, home],
    [`${live.b.url}/afstemning/${voteIds[1]}`, vote],
  ] as const) {
    await expect(async () => {
      const res = await page.goto(url);
      expect(res?.status()).toBe(200);
      await expect(noticeOf(pageObject)).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20 * B_FRESH_MS + 10_000 });
    await expect(noticeOf(pageObject)).toHaveAttribute('data-stale-since', /^\d{4}-\d\d-\d\dT/);
    await expect(pageObject.main.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('while the service is down, a page nobody has fetched gets the error page quickly', async ({
  page,
  live,
  voteIds,
  consoleErrors,
}) => {
  const started = Date.now();
  const vote = new VotePage(page);
  await vote.goto(`${live.b.url}/afstemning/${voteIds[2]}`);
  const alert = vote.main.getByRole('alert');
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('heading', { level: 1 })).toBeVisible();
  expect(Date.now() - started).toBeLessThan(10_000);
  // The failed render is reported to the browser's console by design (with its digest only).
  consoleErrors.splice(0);
});
