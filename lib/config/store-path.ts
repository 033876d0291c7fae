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
