import path from 'node:path';
import type { Env } from './env';
import { upstreamConfigured } from './upstream';

/**
 * The store file the site reads: `ODA_DB` when set; else, with `ODA_UPSTREAM` set, the mirror that `npm run sync`
 * keeps (`data/mirror.sqlite`), otherwise the synthetic demo store (`data/oda.sqlite`) — so a mirror and the demo
 * data never share a file by default.
 */
export function resolveStorePath(env: Env = process.env): string {
  const configured = env.ODA_DB?.trim();
  if (configured) return path.resolve(configured);
  const file = upstreamConfigured(env) ? 'mirror.sqlite' : 'oda.sqlite';
  return path.resolve(process.cwd(), 'data', file);
}

/**
 * Makes `file` the store this process reads from the next request on: a snapshot reader's switch
 * (lib/snapshot/snapshot-reader.ts). It sets `ODA_DB` in `process.env` — the one state every copy of the modules
 * shares: Next's compiled server code and the custom server (lib/server/site-server.ts) each hold their own copy of
 * lib/, and module state set in one is not seen by the other. Every reader resolves the path per request
 * ({@link resolveStorePath}): the page cache's and `/api`'s keys (`storeGeneration`), the pages' reads and `/api`'s,
 * whose query-pool threads get the path with each task and open it (lib/store/open-store.ts `getStore`).
 */
export function setStorePath(file: string): void {
  process.env.ODA_DB = path.resolve(file);
}
