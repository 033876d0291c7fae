/**
 * `npm run bench:page-weight -- --url http://127.0.0.1:3000 [--db data/full.sqlite --runs 3]`: what each page type
 * costs a phone. For every page of bench:pages (ids from the store), in Chromium (CHROMIUM_PATH, default
 * /usr/bin/chromium) as a 390 px touch screen with an empty cache:
 * - JavaScript transferred: the bodies of every script response as they came over the wire (compressed as served,
 *   headers not counted), once the page has loaded, again after scrolling to its bottom (what loads as the reader
 *   scrolls), and after opening every chart explorer on the page ("Udforsk", components/charts/ExploreLauncher.tsx:
 *   recharts loads then; "—" for a page without one);
 * - LCP (largest contentful paint) on Lighthouse's mobile profile: 4× CPU slowdown, 150 ms round trip, 1.6 Mbit/s
 *   down, 750 kbit/s up — the median of `runs` cold loads.
 * Measures a running server (start one with `npm start` or `npx tsx scripts/serve.ts`); it never starts one itself.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type BrowserContext, chromium } from '@playwright/test';
import Database from 'better-sqlite3';
import { quantile } from './lib/http-timing';
import { pickPages } from './pages-targets';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    db: { type: 'string', default: 'data/full.sqlite' },
    runs: { type: 'string', default: '3' },
  },
});

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };
/** Lighthouse's "Slow 4G" mobile throttling (its defaults): RTT 150 ms, 1,638.4 kbit/s down, 750 kbit/s up, 4× CPU. */
const THROTTLE = {
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

async function scriptBytes(
  context: BrowserContext,
  url: string,
): Promise<{ load: number; scrolled: number; explored: number | null }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // Per script request, the bytes received when its headers arrived: the body is what came after.
  const headerBytes = new Map<string, number>();
  let bytes = 0;
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') headerBytes.set(e.requestId, e.response.encodedDataLength);
  });
  cdp.on('Network.loadingFinished', (e) => {
    const headers = headerBytes.get(e.requestId);
    if (headers !== undefined) bytes += e.encodedDataLength - headers;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const load = bytes;
  // Scroll down in screenfuls, as a reader would, so anything loaded on the way (lazy charts, islands) counts.
  for (let i = 0; i < 40; i++) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(100);
    if (done) break;
  }
  await page.waitForLoadState('networkidle');
  const scrolled = bytes;
  // Open every chart explorer, as a reader exploring would: each button turns into "Luk" once its chart is drawn.
  const explore = page.getByRole('button', { name: /^(Udforsk|Explore)$/ });
  const explorers = await explore.count();
  for (let i = 0; i < explorers; i++) {
    await explore.first().click();
    await page.getByRole('application').nth(i).waitFor();
  }
  await page.close();
  return { load, scrolled, explored: explorers > 0 ? bytes : null };
}

async function lcpMs(context: BrowserContext, url: string): Promise<number | null> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...THROTTLE });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: number | null };
    w.__lcp = null;
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1);
      if (last) w.__lcp = last.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForTimeout(1500);
  const lcp = await page.evaluate(() => (window as unknown as { __lcp: number | null }).__lcp);
  await page.close();
  return lcp;
}

async function main(): Promise<void> {
  if (!values.url) {
    console.error('Give the running server: --url http://127.0.0.1:3000 (npm start serves one).');
    process.exit(2);
  }
  const base = values.url.replace(/\/$/, '');
  const runs = Math.max(1, Number(values.runs) || 3);
  const store = new Database(path.resolve(values.db ?? 'data/full.sqlite'), {
    readonly: true,
    fileMustExist: true,
  });
  const pages = pickPages(store);
  store.close();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  console.log(
    `page weight and LCP on a 390 px phone, ${base}, LCP median of ${runs} cold loads (4× CPU, slow 4G)`,
  );
  console.log('page'.padEnd(30), 'JS at load', 'JS scrolled', 'JS explored', '  LCP p50', '  LCP max');
  try {
    for (const target of pages) {
      const url = `${base}${target.path}`;
      const weightContext = await browser.newContext(PHONE);
      const js = await scriptBytes(weightContext, url);
      await weightContext.close();
      const lcps: number[] = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext(PHONE);
        const lcp = await lcpMs(context, url);
        await context.close();
        if (lcp !== null) lcps.push(lcp);
      }
      lcps.sort((a, b) => a - b);
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`.padStart(10);
      const ms = (n: number | undefined) => (n === undefined ? '—' : `${Math.round(n)} ms`).padStart(9);
      console.log(
        target.name.padEnd(30),
        kb(js.load),
        kb(js.scrolled),
        js.explored === null ? '—'.padStart(11) : kb(js.explored).padStart(11),
        ms(lcps.length > 0 ? quantile(lcps, 0.5) : undefined),
        ms(lcps.at(-1)),
      );
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
