import { type Env, readInt } from './env';

/**
 * Live-mode configuration of the upstream client, from the environment:
 * - `ODA_UPSTREAM`: the live service's root, e.g. `https://oda.ft.dk/api` (unset: store mode, no upstream).
 * - `ODA_UPSTREAM_TIMEOUT_MS`: per-request timeout (default 10000).
 * - `ODA_UPSTREAM_CONCURRENCY`: most requests in flight at once (default 10, the service handles about 10).
 * - `ODA_UPSTREAM_QUEUE`: most `/api` requests waiting for one of those slots (default 100); more answer 503 at once.
 * - `ODA_UPSTREAM_QUEUE_WAIT_MS`: longest an `/api` request waits for a slot (default 5000), then 503.
 * - `ODA_CONTACT`: who runs this instance (e-mail or URL), sent in the `User-Agent`.
 */

export interface UpstreamConfig {
  /** The service root with a trailing '/', e.g. `https://oda.ft.dk/api/`; every request goes below it. */
  readonly root: string;
  readonly timeoutMs: number;
  readonly concurrency: number;
  /** Most requests waiting for a slot (`/api`'s client; the sync builds its own, unbounded). Unset: unbounded. */
  readonly maxQueued?: number;
  /** Longest wait for a slot, ms. Unset: unbounded. */
  readonly maxQueueWaitMs?: number;
  /** Default: {@link tingdataUserAgent} without a contact. */
  readonly userAgent?: string;
}

/**
 * `Tingdata/0.1 (ODA mirror; ops@example.dk)`: who is asking, for what, and how to reach whoever runs this copy
 * (`ODA_CONTACT`), so the service's operators can.
 */
export function tingdataUserAgent(
  purpose: 'ODA mirror' | 'API proxy',
  contact: string | null | undefined,
): string {
  const who = contact?.trim();
  return `Tingdata/0.1 (${purpose}${who ? `; ${who}` : ''})`;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_CONCURRENCY = 10;
export const DEFAULT_MAX_QUEUED = 100;
export const DEFAULT_MAX_QUEUE_WAIT_MS = 5_000;

/**
 * Whether `ODA_UPSTREAM` names a live service: the site then serves the mirror that `npm run sync` keeps (and
 * `/api` forwards to the service); unset or blank, it serves the synthetic demo store.
 */
export function upstreamConfigured(env: Env = process.env): boolean {
  return Boolean(env.ODA_UPSTREAM?.trim());
}

/** The upstream configuration, or null when `ODA_UPSTREAM` is unset or blank (store mode). */
export function readUpstreamConfig(env: Env = process.env): UpstreamConfig | null {
  const text = env.ODA_UPSTREAM?.trim();
  if (!text) return null;
  return {
    root: parseUpstreamRoot(text),
    timeoutMs: readInt(env, 'ODA_UPSTREAM_TIMEOUT_MS', DEFAULT_TIMEOUT_MS, 1, 300_000),
    concurrency: readInt(env, 'ODA_UPSTREAM_CONCURRENCY', DEFAULT_CONCURRENCY, 1, 100),
    maxQueued: readInt(env, 'ODA_UPSTREAM_QUEUE', DEFAULT_MAX_QUEUED, 0, 100_000),
    maxQueueWaitMs: readInt(env, 'ODA_UPSTREAM_QUEUE_WAIT_MS', DEFAULT_MAX_QUEUE_WAIT_MS, 1, 300_000),
    userAgent: tingdataUserAgent('API proxy', env.ODA_CONTACT),
  };
}

/**
 * `https://oda.ft.dk/api` → `https://oda.ft.dk/api/`. Only http(s), no credentials, query or fragment: the
 * host and path prefix of every upstream request are fixed here and nowhere else.
 */
export function parseUpstreamRoot(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(
      `ODA_UPSTREAM must be an absolute http(s) URL such as https://oda.ft.dk/api, got "${text}"`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`ODA_UPSTREAM must use http or https, got "${text}"`);
  if (url.username || url.password || url.search || url.hash)
    throw new Error(`ODA_UPSTREAM must not carry credentials, a query or a fragment, got "${text}"`);
  const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  return `${url.origin}${path}`;
}
