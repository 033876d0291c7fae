import {
  closeSync,
  createReadStream,
  createWriteStream,
  openSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import Database from 'better-sqlite3';
import { storeFingerprint } from '@/lib/dataset/fingerprint';
import { readStoreMeta } from '@/lib/store/meta';
import { mirrorFingerprint } from '@/lib/store/mirror-schema';
import { readMirrorGeneration } from '@/lib/store/mirror-status';
import type { SnapshotEntry } from './manifest';
import { SnapshotRefusedError } from './snapshot-refused';

/** The schema fingerprint this code serves for a store of the kind (lib/snapshot/manifest.ts `SnapshotEntry.schema`). */
export function expectedSchema(store: SnapshotEntry['store']): string {
  return store === 'mirror' ? mirrorFingerprint() : storeFingerprint();
}

const CHUNK = 1 << 20;

/**
 * Unpacks a verified `.gz` into `target` (written beside it, renamed into place once whole), then deletes the `.gz`.
 * @throws SnapshotRefusedError `format` when it is not gzip or unpacks to another size than `rawBytes`.
 */
export async function gunzipSnapshot(gz: string, target: string, rawBytes: number): Promise<void> {
  const tmp = `${target}.unpacking`;
  try {
    // 1 MiB chunks: gunzip's default 16 KiB ones take 2.4 times as long for a 2 GB store.
    await pipeline(
      createReadStream(gz, { highWaterMark: CHUNK }),
      createGunzip({ chunkSize: CHUNK }),
      createWriteStream(tmp, { highWaterMark: CHUNK }),
    );
  } catch (error) {
    rmSync(tmp, { force: true });
    throw new SnapshotRefusedError(
      'format',
      `${gz} does not unpack as gzip (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  const size = statSync(tmp).size;
  if (size !== rawBytes) {
    rmSync(tmp, { force: true });
    throw new SnapshotRefusedError('format', `${gz} unpacks to ${size} bytes, the manifest says ${rawBytes}`);
  }
  renameSync(tmp, target);
  rmSync(gz, { force: true });
}

const SQLITE_HEADER = 'SQLite format 3\u0000';

function readHeader(file: string): Buffer {
  const fd = openSync(file, 'r');
  try {
    const header = Buffer.alloc(100);
    readSync(fd, header, 0, 100, 0);
    return header;
  } finally {
    closeSync(fd);
  }
}

/**
 * Checks that an unpacked snapshot is the store its manifest entry claims — an SQLite file whose own record
 * (`_tingdata_meta`: synthetic or not, the fingerprint; a mirror's `_sync_status.generation`) matches the entry —
 * and leaves it in rollback-journal mode, so read-only connections need no `-wal`/`-shm` files beside it.
 * @throws SnapshotRefusedError `format` (not SQLite) or `store` (another store than claimed).
 */
export function checkSnapshotStore(file: string, entry: SnapshotEntry): void {
  const header = readHeader(file);
  if (header.subarray(0, 16).toString('latin1') !== SQLITE_HEADER)
    throw new SnapshotRefusedError('format', `${file} is not an SQLite file`);
  // Bytes 18 and 19 are 2 in WAL mode: the copy is made ours (rollback journal) before anyone reads it.
  if (header[18] === 2 || header[19] === 2) {
    const db = new Database(file);
    try {
      db.pragma('journal_mode = DELETE');
    } finally {
      db.close();
    }
  }
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new SnapshotRefusedError(
      'format',
      `${file} does not open (${error instanceof Error ? error.message : error})`,
    );
  }
  try {
    const meta = readStoreMeta(db);
    const generation = readMirrorGeneration(db);
    const kind = meta.synthetic ? 'synthetic' : generation === null ? null : 'mirror';
    if (kind !== entry.store)
      throw new SnapshotRefusedError(
        'store',
        `${file} holds ${kind ?? 'neither a mirror nor synthetic data'}, the manifest says ${entry.store}`,
      );
    if (meta.fingerprint !== entry.schema)
      throw new SnapshotRefusedError(
        'store',
        `${file} has schema ${meta.fingerprint}, the manifest says ${entry.schema}`,
      );
    const own = kind === 'mirror' ? generation : 0;
    if (own !== entry.generation)
      throw new SnapshotRefusedError(
        'store',
        `${file} is generation ${own}, the manifest says ${entry.generation}`,
      );
  } catch (error) {
    if (error instanceof SnapshotRefusedError) throw error;
    throw new SnapshotRefusedError(
      'format',
      `${file} cannot be read (${error instanceof Error ? error.message : error})`,
    );
  } finally {
    db.close();
  }
}
