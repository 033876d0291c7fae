/**
 * Publishes a snapshot of a store file into the snapshot directory (docs/snapshots.md), unless its manifest already
 * lists this store: what `npm start` runs in the background for the demo store. A mirror is published by
 * `npm run sync` itself, on its schedule.
 * Usage: npm run snapshot -- [--db FILE] [--dir DIR]   (defaults: ODA_DB or the demo store; ODA_SNAPSHOT_DIR)
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readSnapshotConfig } from '@/lib/config/snapshot';
import { resolveStorePath } from '@/lib/config/store-path';
import { describePublished } from '@/lib/snapshot/describe-published';
import { ensurePublished } from '@/lib/snapshot/ensure-published';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { db: { type: 'string' }, dir: { type: 'string' } },
    strict: true,
  });
  const config = readSnapshotConfig(
    values.dir ? { ...process.env, ODA_SNAPSHOT_DIR: values.dir } : process.env,
  );
  if (!config.dir) {
    console.log('[snapshot] ODA_SNAPSHOT_DIR=off: nothing published');
    return;
  }
  const file = values.db ? path.resolve(values.db) : resolveStorePath();
  const published = await ensurePublished(file, config.dir, { keep: config.keep, log: console.log });
  console.log(
    published
      ? `[snapshot] ${describePublished(published)} into ${config.dir}`
      : `[snapshot] ${config.dir} already offers this store`,
  );
}

main().catch((error: unknown) => {
  console.error(`[snapshot] not published: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
