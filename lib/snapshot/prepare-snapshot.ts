import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { discardPart, downloadResumable } from './download-file';
import { type SnapshotEntry, sqliteFileOf } from './manifest';
import { SnapshotRefusedError } from './snapshot-refused';
import { checkSnapshotStore, expectedSchema, gunzipSnapshot } from './unpack-snapshot';

/** Where the time of making a snapshot servable went, ms. */
export interface PrepareTimings {
  readonly downloadMs: number;
  readonly verifyMs: number;
  readonly gunzipMs: number;
  readonly openMs: number;
  /** Bytes that were already on disk from an earlier try (0: a fresh download; the whole file: none needed). */
  readonly resumedFrom: number;
  /** The unpacked file was there already, checked, from an earlier run of this instance. */
  readonly reused: boolean;
}

export interface PreparedSnapshot {
  readonly entry: SnapshotEntry;
  /** The unpacked store file, ready to be opened read-only. */
  readonly file: string;
  readonly timings: PrepareTimings;
}

/** A snapshot's files in the cache directory are named by its generation and the start of its checksum. */
export function snapshotKey(entry: SnapshotEntry): string {
  const file = sqliteFileOf(entry);
  return `g${entry.generation}-${file.sha256.slice(0, 16)}`;
}

/** The cache directory's file names that belong to a snapshot (its store, its download and that one's record). */
export function cacheNames(entry: SnapshotEntry): string[] {
  const key = snapshotKey(entry);
  return [`${key}.sqlite`, `${key}.sqlite.gz.part`, `${key}.sqlite.gz.part.json`, `${key}.sqlite.unpacking`];
}

export interface PrepareOptions {
  readonly fetch?: typeof fetch;
  readonly log?: (line: string) => void;
  readonly now?: () => number;
}

/**
 * Makes a manifest entry servable in `cacheDir`: checks its schema fingerprint against this code's before a byte is
 * fetched, downloads its sqlite file (resuming a `.part` file), checks size and sha256 of the bytes as served,
 * gunzips it to `g<generation>-<sha>.sqlite` and checks that the file is the store the entry claims. An unpacked
 * file already there (from an earlier run) is checked and reused.
 * @throws SnapshotRefusedError naming the reason; what was fetched of a refused file is deleted (a `download`
 *   failure keeps its `.part` file to resume).
 */
export async function prepareSnapshot(
  entry: SnapshotEntry,
  manifestUrl: URL,
  cacheDir: string,
  options: PrepareOptions = {},
): Promise<PreparedSnapshot> {
  const now = options.now ?? Date.now;
  const wanted = expectedSchema(entry.store);
  if (entry.schema !== wanted)
    throw new SnapshotRefusedError(
      'schema',
      `generation ${entry.generation} has ${entry.store} schema ${entry.schema}, this code serves ${wanted}`,
    );
  const sqlite = sqliteFileOf(entry);
  const key = snapshotKey(entry);
  const file = path.join(cacheDir, `${key}.sqlite`);
  const part = path.join(cacheDir, `${key}.sqlite.gz.part`);
  const t0 = now();
  if (existsSync(file)) {
    checkOrDelete(file, entry);
    const timings = {
      downloadMs: 0,
      verifyMs: 0,
      gunzipMs: 0,
      openMs: now() - t0,
      resumedFrom: 0,
      reused: true,
    };
    return { entry, file, timings };
  }
  const url = new URL(sqlite.name, manifestUrl).toString();
  const got = await downloadResumable(url, part, sqlite.bytes, { fetch: options.fetch, log: options.log });
  const t1 = now();
  if (got.bytes !== sqlite.bytes) {
    discardPart(part);
    throw new SnapshotRefusedError(
      'size',
      `${url} has ${got.bytes} bytes, the manifest says ${sqlite.bytes}`,
    );
  }
  if (got.sha256 !== sqlite.sha256) {
    discardPart(part);
    throw new SnapshotRefusedError(
      'checksum',
      `${url} has sha256 ${got.sha256}, the manifest says ${sqlite.sha256}`,
    );
  }
  const t2 = now();
  try {
    await gunzipSnapshot(part, file, sqlite.rawBytes);
  } finally {
    discardPart(part);
  }
  const t3 = now();
  checkOrDelete(file, entry);
  const t4 = now();
  return {
    entry,
    file,
    timings: {
      downloadMs: t1 - t0,
      verifyMs: t2 - t1,
      gunzipMs: t3 - t2,
      openMs: t4 - t3,
      resumedFrom: got.resumedFrom,
      reused: false,
    },
  };
}

function checkOrDelete(file: string, entry: SnapshotEntry): void {
  try {
    checkSnapshotStore(file, entry);
  } catch (error) {
    rmSync(file, { force: true });
    throw error;
  }
}
