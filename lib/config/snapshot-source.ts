import type { Env } from './env';
import { readSnapshotConfig } from './snapshot';

/**
 * Where this instance finds the published snapshots (lib/snapshot/manifest.ts) that `/data` offers:
 * - `remote`: `ODA_SNAPSHOT_URL` is set (a reader instance): the manifest at that URL, whose files are fetched from
 *   beside it;
 * - `local`: otherwise the directory the sync writer publishes into (`ODA_SNAPSHOT_DIR`, read by snapshot.ts;
 *   default `data/snapshots`); its files are served by the site (`/data/filer/…`);
 * - `none`: `ODA_SNAPSHOT_DIR=off` and no URL: nothing is published here.
 */
export type SnapshotSource =
  | { readonly kind: 'remote'; readonly manifestUrl: string }
  | { readonly kind: 'local'; readonly dir: string }
  | { readonly kind: 'none' };

/**
 * The snapshot source of this configuration.
 * @throws Error naming `ODA_SNAPSHOT_URL` when it is not an absolute http(s) URL.
 */
export function readSnapshotSource(env: Env = process.env): SnapshotSource {
  const url = env.ODA_SNAPSHOT_URL?.trim();
  if (url) return { kind: 'remote', manifestUrl: parseManifestUrl(url) };
  const { dir } = readSnapshotConfig(env);
  return dir === null ? { kind: 'none' } : { kind: 'local', dir };
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
