import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import { resolveStorePath } from '@/lib/config/store-path';
import { readMirrorGeneration } from './mirror-status';
import type { Store } from './store';

export type { Store };

export class StoreMissingError extends Error {
  constructor(readonly file: string) {
    super(`The embedded ODA store ${file} does not exist. Build it with: npm run dataset -- --scale demo`);
    this.name = 'StoreMissingError';
  }
}

/** Opens a store file read-only, tuned for many small reads. */
export function openStore(file: string = resolveStorePath()): Store {
  if (!existsSync(file)) throw new StoreMissingError(file);
  const db = new Database(file, { readonly: true, fileMustExist: true });
  db.pragma('query_only = ON');
  db.pragma('cache_size = -65536');
  db.pragma('mmap_size = 1073741824');
  db.pragma('temp_store = MEMORY');
  return db;
}

interface SharedStore {
  readonly db: Store;
  /** `PRAGMA data_version`: changes when another connection (the sync) commits to the file. */
  readonly dataVersion: Database.Statement<[], number>;
  seenDataVersion: number;
  /** The mirror's generation when opened (null: not a mirror; such a file never changes while served). */
  readonly generation: number | null;
  /** When a reader last asked for it (ms). */
  usedAt: number;
}

const shared = new Map<string, SharedStore>();

/** How long a replaced connection stays open for reads that began on it. */
export const RETIRE_AFTER_MS = 60_000;

/** How often this thread looks for connections to files that have been deleted since. */
const SWEEP_EVERY_MS = 10_000;
let sweeper: NodeJS.Timeout | null = null;
let sweptAt = 0;

function share(file: string): SharedStore {
  const db = openStore(file);
  const dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck(true);
  const entry = {
    db,
    dataVersion,
    seenDataVersion: dataVersion.get() ?? 0,
    generation: readMirrorGeneration(db),
    usedAt: Date.now(),
  };
  shared.set(file, entry);
  sweeper ??= setInterval(() => closeDeletedStores(), SWEEP_EVERY_MS).unref();
  return entry;
}

/**
 * Closes this thread's connections to store files that no longer exist under their name and that no reader has
 * asked for during `idleMs`: a snapshot reader (lib/snapshot/snapshot-reader.ts) deletes a replaced generation's
 * file once no new read can name it, and the disk space comes back when the last connection to it closes. Every
 * copy of this module (Next's bundles, the custom server's, each query-pool thread's) runs it for its own
 * connections, so none keeps a deleted file alive. It runs every {@link SWEEP_EVERY_MS} on a timer, and from
 * `getStore` at most as often: a query-pool thread is paused between tasks (piscina waits on `Atomics`), so its
 * timers do not run while it is idle, and an idle thread closes its connection at its next task. Returns how many
 * it closed.
 */
export function closeDeletedStores(now: number = Date.now(), idleMs: number = RETIRE_AFTER_MS): number {
  sweptAt = now;
  let closed = 0;
  for (const [file, entry] of shared) {
    if (now - entry.usedAt < idleMs || existsSync(file)) continue;
    shared.delete(file);
    if (entry.db.open) entry.db.close();
    closed++;
  }
  if (shared.size === 0 && sweeper) {
    clearInterval(sweeper);
    sweeper = null;
  }
  return closed;
}

/**
 * True when the mirror has applied a cycle since this connection was opened. Cheap when nothing was committed
 * (one pragma); after a commit (the sync's bookkeeping commits often) one more row is read.
 */
function outdated(entry: SharedStore): boolean {
  if (entry.generation === null) return false;
  const version = entry.dataVersion.get() ?? 0;
  if (version === entry.seenDataVersion) return false;
  entry.seenDataVersion = version;
  return readMirrorGeneration(entry.db) !== entry.generation;
}

/**
 * The generation of the mirror in `file` as the process's connection sees it (null for a store that is not a
 * mirror, or no store file yet): one bookkeeping row, read again only after another connection committed. It keys
 * what is remembered of the data (the page cache, `/api`'s read cache).
 */
export function storeGeneration(file: string = resolveStorePath()): number | null {
  try {
    return readMirrorGeneration(getStore(file));
  } catch (error) {
    if (error instanceof StoreMissingError) return null;
    throw error;
  }
}

/**
 * The process-wide read-only connection to a store file (one per file). When the file is a mirror and a sync
 * cycle has been applied since, a new connection replaces it, so everything computed once per connection
 * (`oncePerStore`, prepared statements, the voting index) is computed again from the new data; the old one is
 * closed a minute later.
 */
export function getStore(file: string = resolveStorePath()): Store {
  const now = Date.now();
  if (now - sweptAt >= SWEEP_EVERY_MS) closeDeletedStores(now);
  const entry = shared.get(file);
  if (entry?.db.open && !outdated(entry)) {
    entry.usedAt = now;
    return entry.db;
  }
  if (entry?.db.open) {
    const old = entry.db;
    setTimeout(() => old.close(), RETIRE_AFTER_MS).unref();
  }
  return share(file).db;
}
