/** Where the browser tests find the app: one server on the test store, one with no store at all. */
export const APP_PORT = Number(process.env.E2E_PORT ?? 3100);
export const NO_STORE_PORT = APP_PORT + 1;
export const APP_URL = `http://localhost:${APP_PORT}`;
export const NO_STORE_URL = `http://localhost:${NO_STORE_PORT}`;
/** `next dev` and `next start` of e2e/next-modes.spec.ts, started by the spec itself. */
export const NEXT_DEV_PORT = APP_PORT + 2;
export const NEXT_START_PORT = APP_PORT + 3;

/**
 * What scripts/e2e.ts sets for the run that belongs to the app's own server (playwright.config.ts): its snapshot
 * directory and its alerts' relay and file. A server a spec starts itself (e2e/child-service.ts) gets none of them,
 * so a syncing instance never publishes its mirror into the app's snapshots (which /data shows) and no second
 * alerts writer opens the app's alerts file; a spec that wants them sets its own.
 */
export const APP_SERVER_ENV: readonly string[] = ['ODA_SNAPSHOT_DIR', 'SMTP_URL', 'ALERTS_DB'];
