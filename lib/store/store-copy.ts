import Database from 'better-sqlite3';

/** Pages copied per step of SQLite's backup (4 KiB pages: 64 MiB), between which the event loop runs. */
const PAGES_PER_STEP = 16_384;

export interface StoreCopyOptions {
  /** Called after each step with the pages copied and the pages in all. */
  readonly onProgress?: (copied: number, total: number) => void;
  /** Pages per step (default 16,384). */
  readonly pagesPerStep?: number;
}

/**
 * Copies the store in `source` to a new file `dest` as one committed state, while another process (the sync) may go
 * on committing to it: SQLite's backup API inside one read transaction of the source, so every step reads the same
 * snapshot (under WAL the writer is not held up; under a rollback journal it waits until the copy is done). The copy
 * is in rollback-journal mode (`journal_mode = DELETE`), so it opens read-only on its own without `-wal`/`-shm`
 * files. `dest` must not exist. Measured against `VACUUM INTO` at full scale (`npm run bench:snapshot`): the backup
 * copies pages as they are and is several times faster.
 */
export async function copyStore(source: string, dest: string, options: StoreCopyOptions = {}): Promise<void> {
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    db.exec('BEGIN');
    // The read transaction starts at the first read: from here the source's state is fixed for this connection.
    db.prepare('SELECT count(*) FROM sqlite_master').get();
    await db.backup(dest, {
      progress: ({ totalPages, remainingPages }) => {
        options.onProgress?.(totalPages - remainingPages, totalPages);
        return options.pagesPerStep ?? PAGES_PER_STEP;
      },
    });
    db.exec('COMMIT');
  } finally {
    db.close();
  }
  const copy = new Database(dest, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

/**
 * The alternative to {@link copyStore}: `VACUUM INTO` from a read-only connection (one statement, itself one read
 * transaction). Kept for `npm run bench:snapshot -- --compare-copy`, which measures both; it rebuilds every table
 * and index and so is slower at full scale, though its file is a little smaller.
 */
export function vacuumCopy(source: string, dest: string): void {
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    db.prepare('VACUUM INTO ?').run(dest);
  } finally {
    db.close();
  }
}
