import type { SnapshotConfig } from '@/lib/config/snapshot';
import { describePublished } from './describe-published';
import { snapshotDue } from './publish-schedule';
import { publishSnapshot } from './publish-snapshot';
import { readManifestIn } from './snapshot-dir';
import { readStoreIdentity } from './store-identity';

/** The snapshot settings the sync writer publishes with (lib/config/snapshot.ts, with a directory). */
export type SnapshotSchedule = Omit<SnapshotConfig, 'dir'> & { readonly dir: string };

export interface SnapshotHookContext {
  /** True at the sync's start (before its first cycle), false after an applied cycle. */
  readonly atStart: boolean;
  readonly now: () => Date;
  readonly log: (line: string) => void;
}

/**
 * What the sync writer runs at its start and after each applied cycle: publishes a snapshot of its mirror when
 * {@link snapshotDue} says so, and logs one line about it. A failure is logged and never stops the sync (the
 * previous snapshot stays published).
 */
export async function publishIfDue(
  mirrorFile: string,
  schedule: SnapshotSchedule,
  context: SnapshotHookContext,
): Promise<void> {
  try {
    const identity = readStoreIdentity(mirrorFile);
    const manifest = await readManifestIn(schedule.dir).catch(() => null);
    // An unreadable manifest is replaced by the publication (lib/snapshot/publish-snapshot.ts says why).
    const due = manifest
      ? snapshotDue(manifest, identity, context.now(), schedule.intervalSeconds, context.atStart)
      : identity.ready;
    if (!due) return;
    const published = await publishSnapshot(mirrorFile, schedule.dir, {
      keep: schedule.keep,
      now: context.now,
      log: context.log,
    });
    if (published) context.log(describePublished(published));
  } catch (error) {
    context.log(`snapshot failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
