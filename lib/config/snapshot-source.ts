import path from 'node:path';
import type { Env } from './env';

/** Where the sync writer publishes its snapshots and their manifest unless `ODA_SNAPSHOT_DIR` says otherwise. */
export const DEFAULT_SNAPSHOT_DIR = 'data/snapshots';

/**
 * Where this instance finds the published snapshots (lib/snapshot/manifest.ts) that `/data` offers:
 * - `remote`: `ODA_SNAPSHOT_URL` is set (a reader instance): the manifest at that URL, whose files are fetched from
 *   beside it;
 * - `local`: otherwise `ODA_SNAPSHOT_DIR` (default `data/snapshots`, from the working directory), where this
 *   instance's own sync writer publishes; its files are served by the site (`/data/filer/…`).
 */
export type SnapshotSource =
  | { readonly kind: 'remote'; readonly manifestUrl: string }
  | { readonly kind: 'local'; readonly dir: string };

/**
 * The snapshot source of this configuration.
 * @throws Error naming `ODA_SNAPSHOT_URL` when it is not an absolute http(s) URL.
 */
export function readSnapshotSource(env: Env = process.env): SnapshotSource {
  const url = env.ODA_SNAPSHOT_URL?.trim();
  if (url) return { kind: 'remote', manifestUrl: parseManifestUrl(url) };
  const dir = env.ODA_SNAPSHOT_DIR?.trim() || DEFAULT_SNAPSHOT_DIR;
  return { kind: 'local', dir: path.resolve(dir) };
}

function parseManifestUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`ODA_SNAPSHOT_URL must be an absolute http(s) URL, got "${text}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`ODA_SNAPSHOT_URL must be an absolute http(s) URL, got "${text}"`);
  return url.href;
}
