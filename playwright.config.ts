import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { APP_PORT, APP_URL, NO_STORE_PORT, NO_STORE_URL } from './e2e/servers';

/**
 * Browser tests run against the production build served as `npm start` serves it (scripts/serve.ts: Next behind
 * the page cache), never the dev server. `npm run test:e2e` (scripts/e2e.ts) builds the store and the app first;
 * running `playwright test` directly needs both to exist.
 */
const STORE = path.resolve(process.env.ODA_DB?.trim() || path.join('data', 'test.sqlite'));
/** The second server's store: a file that never exists, for the "store missing" page. */
const NO_STORE = path.resolve('data', 'e2e-no-store', 'absent.sqlite');

/** Debian's Chromium when present (CI installs it); otherwise Playwright's own (`npx playwright install chromium`). */
const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Browser tests of live mode and the mirror, run once (desktop) in their own project. */
const LIVE_SPECS = /live.*\.spec\.ts$/;
/**
 * Tests without a browser page (`/api`'s contract, hostile requests) or of what no viewport changes (the files for
 * crawlers and the pages' JSON-LD, a server bound to one address): once, in the desktop project.
 */
const API_SPECS = /(?:api-contract|hostile-requests|seo|bound-address)\.spec\.ts$/;
/** Headers under `next dev` and `next start` (servers the spec starts itself): once, in the desktop project. */
const NEXT_MODE_SPECS = /next-modes\.spec\.ts$/;

const SERVE = `"${process.execPath}" node_modules/tsx/dist/cli.mjs scripts/serve.ts --port`;

/** E-mail alerts (scripts/e2e.ts sets them for the run): on for the app's server only — one writer per alerts file. */
const ALERTS_ENV = ['SMTP_URL', 'ALERTS_DB'];

function serverEnv(store: string, alerts: boolean): Record<string, string> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      (e): e is [string, string] => e[1] !== undefined && (alerts || !ALERTS_ENV.includes(e[0])),
    ),
  );
  return { ...env, ODA_DB: store, NEXT_TELEMETRY_DISABLED: '1' };
}

export default defineConfig({
  testDir: 'e2e',
  // Per port, so test runs on different ports (E2E_PORT) do not clear each other's results.
  outputDir: `test-results/${APP_PORT}`,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: APP_URL,
    browserName: 'chromium',
    locale: 'da-DK',
    timezoneId: 'Europe/Copenhagen',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: LIVE_SPECS,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      testIgnore: [LIVE_SPECS, API_SPECS, NEXT_MODE_SPECS],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      // Live mode: the specs start their own stack (e2e/live-stack.ts: stand-in, Redis, two app instances).
      name: 'live',
      testMatch: LIVE_SPECS,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      name: 'app',
      command: `${SERVE} ${APP_PORT}`,
      url: APP_URL,
      env: serverEnv(STORE, true),
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 2_000 },
    },
    {
      name: 'no-store',
      command: `${SERVE} ${NO_STORE_PORT}`,
      url: NO_STORE_URL,
      env: serverEnv(NO_STORE, false),
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 2_000 },
    },
  ],
});
