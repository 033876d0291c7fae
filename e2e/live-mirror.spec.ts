import { addVoteUpstream } from '../lib/sync/upstream-changes.fixture';
import { test as base, expect } from './fixtures';
import { type MirrorStack, SYNC_INTERVAL_SECONDS, startMirrorStack } from './mirror-stack';
import { VotePage } from './pages/vote.page';

/**
 * The pages over a mirror, end to end: while the first copy is built every page answers 503 and says how far it
 * is; then the pages read the mirror, say when it was last updated, show what the service adds after the next
 * cycle, and warn when the copy has not been updated for three intervals. The tests share one stack and run in
 * order.
 */
const test = base.extend<object, { mirror: MirrorStack }>({
  mirror: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const stack = await startMirrorStack();
      await use(stack);
      await stack.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

test.describe.configure({ mode: 'serial' });

test('before the first copy, every page answers 503 with Retry-After and says the data is being fetched', async ({
  request,
  mirror,
}) => {
  // Through the API client: a browser logs a 503 as a console error, which the page fixture forbids.
  for (const path of ['/', '/afstemninger', '/afstemning/1', '/sag/1']) {
    const res = await request.get(`${mirror.reader.url}${path}`);
    expect(res.status(), path).toBe(503);
    expect(res.headers()['retry-after']).toBe('60');
    expect(res.headers()['cache-control']).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('Tingdata henter Folketingets data');
    expect(html).toContain('Hentningen er ved at gå i gang.');
  }
  // /api is the live service's, building or not.
  expect((await request.get(`${mirror.reader.url}/api/Periode?$top=1`)).status()).toBe(200);
});

test('once npm run sync has copied the service, the pages read the mirror and say when it was updated', async ({
  page,
  mirror,
}) => {
  test.setTimeout(180_000);
  const syncing = await mirror.startSyncingInstance();
  await expect(async () => {
    expect((await fetch(`${mirror.reader.url}/`)).status).toBe(200);
  }).toPass({ timeout: 150_000 });
  expect((await page.goto(`${mirror.reader.url}/`))?.status()).toBe(200);
  await expect(page.getByRole('contentinfo')).toContainText('Vores kopi blev sidst opdateret');
  const metrics = await (await fetch(`${syncing.url}/metrics`)).text();
  expect(metrics).toMatch(/^tingdata_sync_ready 1$/m);
  expect(metrics).toMatch(/^tingdata_sync_rows\{set="Stemme"\} [1-9]\d*$/m);
});

test('a vote the service adds is on its page after the next cycle', async ({ page, mirror }) => {
  const { id, ballots, forCount } = addVoteUpstream(mirror.source);

  const vote = new VotePage(page);
  const started = Date.now();
  // Not there yet (404), then there after the next cycle: polled without the browser, which logs a 404.
  await expect(async () => {
    expect((await fetch(`${mirror.reader.url}/afstemning/${id}`)).status).toBe(200);
  }).toPass({ timeout: 30_000 });
  expect(Date.now() - started).toBeLessThan(30_000);
  await vote.goto(`${mirror.reader.url}/afstemning/${id}`);
  await expect(vote.heading).toBeVisible();
  expect(await vote.count('For')).toBe(forCount);
  await expect(vote.memberRows).toHaveCount(ballots);
});

test('when the copy has not been updated for three intervals, every page says the data may be out of date', async ({
  page,
  mirror,
}) => {
  await page.goto(`${mirror.reader.url}/moeder`);
  await expect(page.getByText('Data kan være forældede.')).toHaveCount(0);
  await mirror.syncing?.stop();
  await expect(async () => {
    await page.goto(`${mirror.reader.url}/moeder`);
    await expect(page.getByText('Data kan være forældede.')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: (3 * SYNC_INTERVAL_SECONDS + 20) * 1000 });
  // The pages still answer from the mirror.
  const res = await page.goto(`${mirror.reader.url}/afstemninger`);
  expect(res?.status()).toBe(200);
});
