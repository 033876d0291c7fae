/**
 * Keeps a local mirror of the ODA service at ODA_UPSTREAM in a store file (ODA_DB, default data/mirror.sqlite), and
 * the plenary transcripts from ODA_REFERAT_UPSTREAM (an FTP folder; off: none); publishes snapshots of it into
 * ODA_SNAPSHOT_DIR (default data/snapshots; off: none; docs/snapshots.md).
 * Usage: npm run sync -- [--once] [--db FILE] [--concurrency N] [--interval SECONDS]
 */
import { parseArgs } from 'node:util';
import { readSnapshotConfig, type SnapshotConfig } from '@/lib/config/snapshot';
import { createProgressDisplay } from '@/lib/progress/create-progress-display';
import { MirrorRefusedError } from '@/lib/store/mirror-schema';
import { describeCycle } from '@/lib/sync/describe';
import { SyncLockedError } from '@/lib/sync/lock';
import { readSyncOptions, SYNC_USAGE, type SyncOptions } from '@/lib/sync/options';
import { describeTranscripts } from '@/lib/sync/referat/describe-transcripts';
import { type SyncCycleSummary, syncLoop, syncOnce } from '@/lib/sync/run';
import { SYNC_EXIT_REFUSED, SYNC_EXIT_USAGE } from './lib/sync-child';

function fail(message: string, code: number): never {
  console.error(`sync: ${message}${code === SYNC_EXIT_USAGE ? `\n${SYNC_USAGE}` : ''}`);
  process.exit(code);
}

/** Refusals are final (scripts/lib/sync-child.ts does not restart them); other failures may pass. */
const exitCode = (error: unknown) =>
  error instanceof SyncLockedError || error instanceof MirrorRefusedError ? SYNC_EXIT_REFUSED : 1;

let options: SyncOptions;
let snapshotConfig: SnapshotConfig;
try {
  const { values } = parseArgs({
    options: {
      once: { type: 'boolean' },
      db: { type: 'string' },
      concurrency: { type: 'string' },
      interval: { type: 'string' },
      upstream: { type: 'string' },
    },
    strict: true,
  });
  options = readSyncOptions(values);
  snapshotConfig = readSnapshotConfig();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error), SYNC_EXIT_USAGE);
}

const progress = createProgressDisplay();
const report = (summary: SyncCycleSummary) => {
  progress.log(describeCycle(summary));
  // A failed transcript part was logged when it failed.
  if (summary.transcripts?.ok) progress.log(describeTranscripts(summary.transcripts));
};

async function main(): Promise<void> {
  const { dir, ...schedule } = snapshotConfig;
  const snapshots = dir ? { ...schedule, dir } : undefined;
  progress.log(
    `Mirroring ${options.upstream} into ${options.db} (${options.concurrency} requests at once${options.once ? '' : `, every ${options.intervalSeconds} s`}), transcripts ${options.referat ? `from ${options.referat.url}` : 'off (ODA_REFERAT_UPSTREAM=off)'}, snapshots ${snapshots ? `into ${snapshots.dir} (at most every ${snapshots.intervalSeconds} s, ${snapshots.keep} kept)` : 'off (ODA_SNAPSHOT_DIR=off)'}`,
  );
  if (options.once) {
    const summary = await syncOnce(options, { progress, snapshots });
    report(summary);
    progress.finish();
    // The ODA part was applied; a failed transcript part still fails a one-off run, for whoever scheduled it.
    if (summary.transcripts && !summary.transcripts.ok) process.exitCode = 1;
    return;
  }
  // Stopping at any moment loses nothing committed (every page is committed with its cursor), so a signal ends the
  // process at once rather than after the cycle in progress.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      progress.finish();
      process.exit(0);
    });
  await syncLoop(options, { progress, snapshots }, report);
  progress.finish();
}

main().catch((error: unknown) => {
  progress.finish();
  fail(error instanceof Error ? error.message : String(error), exitCode(error));
});
