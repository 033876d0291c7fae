import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type FileLock, tryLockFile } from '@/lib/store/file-lock';

/** Another publisher held the snapshot directory for longer than the wait. */
export class SnapshotBusyError extends Error {
  override readonly name = 'SnapshotBusyError';
}

const POLL_MS = 250;

/**
 * One publisher at a time per snapshot directory: the lock file `.publish-lock` in it (lib/store/file-lock.ts;
 * dropped by the operating system when a publisher dies). Waits up to `waitMs` for another publisher to finish.
 * @throws SnapshotBusyError after the wait.
 */
export async function lockSnapshotDir(dir: string, waitMs: number): Promise<FileLock> {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, '.publish-lock');
  const until = Date.now() + waitMs;
  for (;;) {
    const lock = tryLockFile(file);
    if (lock) return lock;
    if (Date.now() >= until)
      throw new SnapshotBusyError(`another process is publishing into ${dir} (it holds ${file})`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
