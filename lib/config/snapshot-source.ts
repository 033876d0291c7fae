import type { Env } from './env';
import { readSnapshotConfig } from './snapshot';
import { readSnapshotReaderConfig } from './snapshot-reader';

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
 * @throws Error naming `ODA_SNAPSHOT_URL` when it is not an absolute http(s) URL (the reader's one parser,
 *   snapshot-reader.ts).
 */
export function readSnapshotSource(env: Env = process.env): SnapshotSource {
  const reader = readSnapshotReaderConfig(env);
  if (reader) return { kind: 'remote', manifestUrl: reader.manifestUrl.href };
  const { dir } = readSnapshotConfig(env);
  return dir === null ? { kind: 'none' } : { kind: 'local', dir };
}
