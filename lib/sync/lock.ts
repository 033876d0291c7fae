import Database from 'better-sqlite3';

/** Another sync already writes this mirror. */
export class SyncLockedError extends Error {
  override readonly name = 'SyncLockedError';
}

export interface SyncLock {
  release(): void;
}

/**
 * One writer per mirror: an exclusive SQLite lock on a small file beside it (`<mirror>.sync-lock`), held while
 * the process lives. The operating system drops it when the process ends however it ends (`kill -9` included),
 * so there is no stale lock to clean up.
 * @throws SyncLockedError when another process holds it.
 */
export function acquireSyncLock(mirrorFile: string): SyncLock {
  const file = `${mirrorFile}.sync-lock`;
  const db = new Database(file, { timeout: 0 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('CREATE TABLE IF NOT EXISTS held (pid INTEGER)');
    db.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    db.close();
    if (error instanceof Error && /locked|busy/i.test(error.message))
      throw new SyncLockedError(
        `another npm run sync is already keeping ${mirrorFile} up to date (it holds ${file}); stop it first, or run this instance with ODA_SYNC=off`,
      );
    throw error;
  }
  return {
    release: () => {
      if (db.open) db.close();
    },
  };
}
