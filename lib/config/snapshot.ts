import path from 'node:path';
import { type Env, readInt } from './env';

/**
 * Where and how often the one sync writer publishes snapshots of its store (docs/snapshots.md):
 * - `ODA_SNAPSHOT_DIR`: the directory (default `data/snapshots`, relative to the working directory); `off` publishes
 *   nothing. Unset means the default, so `npm start` and `npm run sync` publish out of the box.
 * - `ODA_SNAPSHOT_INTERVAL`: seconds at least between two snapshots (default 3600; 0: after every applied cycle that
 *   moved the generation). At most one per applied cycle.
 * - `ODA_SNAPSHOT_KEEP`: generations kept in the manifest and on disk (default 3).
 */
export interface SnapshotConfig {
  /** The directory published into, absolute; null when `ODA_SNAPSHOT_DIR=off`. */
  readonly dir: string | null;
  readonly intervalSeconds: number;
  readonly keep: number;
}

export const DEFAULT_SNAPSHOT_INTERVAL_SECONDS = 3600;
export const DEFAULT_SNAPSHOT_KEEP = 3;

/**
 * The snapshot settings from the environment.
 * @throws Error naming the variable when a number is out of range.
 */
export function readSnapshotConfig(env: Env = process.env): SnapshotConfig {
  const text = env.ODA_SNAPSHOT_DIR?.trim();
  const dir =
    text?.toLowerCase() === 'off'
      ? null
      : text
        ? path.resolve(text)
        : path.resolve(process.cwd(), 'data', 'snapshots');
  return {
    dir,
    intervalSeconds: readInt(env, 'ODA_SNAPSHOT_INTERVAL', DEFAULT_SNAPSHOT_INTERVAL_SECONDS, 0, 30 * 86_400),
    keep: readInt(env, 'ODA_SNAPSHOT_KEEP', DEFAULT_SNAPSHOT_KEEP, 1, 100),
  };
}
