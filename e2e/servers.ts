/** Where the browser tests find the app: one server on the test store, one with no store at all. */
export const APP_PORT = Number(process.env.E2E_PORT ?? 3100);
export const NO_STORE_PORT = APP_PORT + 1;
export const APP_URL = `http://localhost:${APP_PORT}`;
export const NO_STORE_URL = `http://localhost:${NO_STORE_PORT}`;
/** `next dev` and `next start` of e2e/next-modes.spec.ts, started by the spec itself. */
export const NEXT_DEV_PORT = APP_PORT + 2;
export const NEXT_START_PORT = APP_PORT + 3;
