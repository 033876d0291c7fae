import { type FileLock, tryLockFile } from '@/lib/store/file-lock';

/** Another sync already writes this mirror. */
export class SyncLockedError extends Error {
  override readonly name = 'SyncLockedError';
}

export type SyncLock = FileLock;

/**
 * One writer per mirror: an exclusive lock on a small file beside it (`<mirror>.sync-lock`, lib/store/file-lock.ts),
 * held while the process lives; the operating system drops it when the process ends, `kill -9` included.
 * @throws SyncLockedError when another process holds it.
 */
export function acquireSyncLock(mirrorFile: string): SyncLock {
  const file = `${mirrorFile}.sync-lock`;
  const lock = tryLockFile(file);
  if (!lock)
    throw new SyncLockedError(
      `another npm run sync is already keeping ${mirrorFile} up to date (it holds ${file}); stop it first, or run this instance with ODA_SYNC=off`,
    );
  return lock;
}
