import type { Env } from './env';

/**
 * True when this instance serves snapshots (`ODA_SNAPSHOT_URL` set; lib/config/snapshot-reader.ts reads the rest),
 * whose store moves to newer generations. Apart from the reader's configuration so that `instrumentation.ts`, which
 * Next also compiles for the Edge runtime, imports no Node module.
 */
export function snapshotReaderConfigured(env: Env = process.env): boolean {
  return Boolean(env.ODA_SNAPSHOT_URL?.trim());
}
