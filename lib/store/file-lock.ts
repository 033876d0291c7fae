import Database from 'better-sqlite3';

export interface FileLock {
  release(): void;
}

/**
 * An exclusive lock on a small file (made when missing), held while the process lives or until released: SQLite's
 * exclusive lock, which the operating system drops when the process ends however it ends (`kill -9` included), so
 * there is no stale lock to clean up. Returns null at once when another process (or connection) holds it.
 */
export function tryLockFile(file: string): FileLock | null {
  const db = new Database(file, { timeout: 0 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('CREATE TABLE IF NOT EXISTS held (pid INTEGER)');
    db.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    db.close();
    if (error instanceof Error && /locked|busy/i.test(error.message)) return null;
    throw error;
  }
  return {
    release: () => {
      if (db.open) db.close();
    },
  };
}
