import path from 'node:path';
import { type Env, readInt } from './env';

/**
 * A reader instance's configuration (docs/snapshots.md, "Reader instances"):
 * - `ODA_SNAPSHOT_URL`: the manifest's URL (`…/manifest.json`) of a snapshot directory; set, the instance serves the
 *   newest snapshot and follows the manifest instead of reading a local store or running a sync.
 * - `ODA_SNAPSHOT_CACHE`: the local directory the snapshots are downloaded and unpacked into (default
 *   `data/snapshot-cache`); one per instance: the reader deletes whatever else it finds there.
 * - `ODA_SNAPSHOT_POLL`: seconds between two conditional GETs of the manifest (default 60).
 * - `ODA_SNAPSHOT_WAIT`: seconds an instance without a usable snapshot keeps trying at start before it exits
 *   (default 600; 0: exit at the first failure). It does not listen meanwhile, so a load balancer sees it down.
 */
export interface SnapshotReaderConfig {
  readonly manifestUrl: URL;
  readonly cacheDir: string;
  readonly pollMs: number;
  readonly startWaitMs: number;
}

export const DEFAULT_SNAPSHOT_CACHE = path.join('data', 'snapshot-cache');
export const DEFAULT_POLL_SECONDS = 60;
export const DEFAULT_START_WAIT_SECONDS = 600;

/** The reader's configuration, or null when `ODA_SNAPSHOT_URL` is unset. */
export function readSnapshotReaderConfig(env: Env = process.env): SnapshotReaderConfig | null {
  const text = env.ODA_SNAPSHOT_URL?.trim();
  if (!text) return null;
  let manifestUrl: URL;
  try {
    manifestUrl = new URL(text);
  } catch {
    throw new Error(`ODA_SNAPSHOT_URL must be an http(s) URL of a manifest.json, got "${text}"`);
  }
  if (manifestUrl.protocol !== 'http:' && manifestUrl.protocol !== 'https:')
    throw new Error(`ODA_SNAPSHOT_URL must be an http(s) URL of a manifest.json, got "${text}"`);
  return {
    manifestUrl,
    cacheDir: path.resolve(env.ODA_SNAPSHOT_CACHE?.trim() || DEFAULT_SNAPSHOT_CACHE),
    pollMs: readInt(env, 'ODA_SNAPSHOT_POLL', DEFAULT_POLL_SECONDS, 1, 86_400) * 1000,
    startWaitMs: readInt(env, 'ODA_SNAPSHOT_WAIT', DEFAULT_START_WAIT_SECONDS, 0, 86_400) * 1000,
  };
}
