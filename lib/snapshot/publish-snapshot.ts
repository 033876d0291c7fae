import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { copyStore } from '@/lib/store/store-copy';
import { hasTable, openForScan } from '@/lib/store/table-rows';
import { CSV_TABLES, csvFileName } from './csv-tables';
import { fsyncPath } from './fsync-path';
import {
  latestSnapshot,
  MANIFEST_FORMAT,
  ManifestError,
  type SnapshotEntry,
  type SnapshotFile,
  type SnapshotManifest,
} from './manifest';
import { writeTableCsv } from './publish-csv';
import { SNAPSHOT_GZIP_LEVEL, writeGzipFile } from './publish-gzip';
import { lockSnapshotDir } from './publish-lock';
import {
  generationDirName,
  makeTempDir,
  readManifestIn,
  removeUnlisted,
  renameDurably,
  writeManifestIn,
} from './snapshot-dir';
import { isSnapshotOf, readStoreIdentity, type StoreIdentity } from './store-identity';

/** The store file's name inside a generation's directory. */
export const SNAPSHOT_STORE_FILE = 'tingdata.sqlite.gz';

export interface PublishOptions {
  /** Generations kept (ODA_SNAPSHOT_KEEP). */
  readonly keep: number;
  /** Publish nothing when the manifest already lists this store (default false: publish anyway, replacing it). */
  readonly unlessPublished?: boolean;
  /** How long to wait for another publisher into the same directory (default 10 minutes). */
  readonly lockWaitMs?: number;
  readonly level?: number;
  readonly now?: () => Date;
  /** Warnings that do not stop publishing (an unreadable old manifest, replaced). */
  readonly log?: (line: string) => void;
}

/** What one publication did, timed by part. */
export interface Published {
  readonly entry: SnapshotEntry;
  /** The generation's directory, relative to the snapshot directory. */
  readonly dirName: string;
  readonly seconds: Timing;
  /** CPU seconds of this process by part (zlib's threads included): the writer's cost. */
  readonly cpuSeconds: Timing;
  /** Directories removed: left by a stopped publisher, or pruned. */
  readonly removed: readonly string[];
}

export interface Timing {
  readonly copy: number;
  readonly compress: number;
  readonly csv: number;
  readonly total: number;
}

/** A stopwatch of wall and CPU seconds. */
function stopwatch(): () => { wall: number; cpu: number } {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  return () => {
    const used = process.cpuUsage(cpu);
    return { wall: (performance.now() - wall) / 1000, cpu: (used.user + used.system) / 1e6 };
  };
}

async function readManifestOrEmpty(dir: string, log: (line: string) => void): Promise<SnapshotManifest> {
  try {
    return await readManifestIn(dir);
  } catch (error) {
    if (!(error instanceof ManifestError)) throw error;
    log(`snapshot: the manifest in ${dir} is unreadable (${error.message}); publishing a new one`);
    return { format: MANIFEST_FORMAT, snapshots: [] };
  }
}

/** The CSV files of the copy in `temp`: every table of {@link CSV_TABLES} the store has, in that order. */
async function writeCsvFiles(
  copy: string,
  temp: string,
  dirName: string,
  level: number,
): Promise<SnapshotFile[]> {
  const db = openForScan(copy);
  try {
    const files: SnapshotFile[] = [];
    for (const table of CSV_TABLES) {
      if (!hasTable(db, table.source)) continue;
      const name = csvFileName(table.table);
      const written = await writeTableCsv(db, table, path.join(temp, 'csv', name), level);
      files.push({
        name: `${dirName}/csv/${name}`,
        kind: 'csv',
        table: table.table,
        bytes: written.bytes,
        sha256: written.sha256,
        encoding: 'gzip',
        rawBytes: written.rawBytes,
        rows: written.rows,
      });
    }
    await fsyncPath(path.join(temp, 'csv'));
    return files;
  } finally {
    db.close();
  }
}

interface Made {
  readonly id: StoreIdentity;
  readonly dirName: string;
  readonly files: readonly SnapshotFile[];
  readonly seconds: Omit<Timing, 'total'>;
  readonly cpuSeconds: Omit<Timing, 'total'>;
}

/**
 * Makes a generation's directory: the copy, compressed, and the CSV files, made in a `.tmp-` directory, fsynced and
 * renamed to its name (a failure removes the temporary directory; a kill leaves it to the next publication).
 */
async function makeGeneration(
  storeFile: string,
  dir: string,
  before: SnapshotManifest,
  level: number,
): Promise<Made> {
  const temp = await makeTempDir(dir, `${process.pid}-${Date.now()}`);
  try {
    const copyTime = stopwatch();
    const copy = path.join(temp, 'tingdata.sqlite');
    await copyStore(storeFile, copy);
    const copied = copyTime();
    const id = readStoreIdentity(copy);
    if (!id.ready) throw new Error(`${storeFile} is a mirror whose first copy is not complete yet`);
    const dirName = generationDirName(id.generation, before);

    const compressTime = stopwatch();
    const gz = await writeGzipFile(
      path.join(temp, SNAPSHOT_STORE_FILE),
      createReadStream(copy, { highWaterMark: 1 << 20 }),
      level,
    );
    const compressed = compressTime();

    const csvTime = stopwatch();
    const csv = await writeCsvFiles(copy, temp, dirName, level);
    const written = csvTime();

    await rm(copy);
    await fsyncPath(temp);
    await renameDurably(temp, path.join(dir, dirName));
    const store: SnapshotFile = {
      name: `${dirName}/${SNAPSHOT_STORE_FILE}`,
      kind: 'sqlite',
      table: null,
      bytes: gz.bytes,
      sha256: gz.sha256,
      encoding: 'gzip',
      rawBytes: gz.rawBytes,
      rows: null,
    };
    return {
      id,
      dirName,
      files: [store, ...csv],
      seconds: { copy: copied.wall, compress: compressed.wall, csv: written.wall },
      cpuSeconds: { copy: copied.cpu, compress: compressed.cpu, csv: written.cpu },
    };
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Publishes a snapshot of the store in `storeFile` into `dir` (docs/snapshots.md): a consistent copy
 * (lib/store/store-copy.ts), gzip-compressed, and every table as compressed CSV, in a generation's directory made
 * whole before it is named; then the manifest, with the new entry first and at most `keep` entries, replaced
 * atomically; then directories it no longer names are removed. Killed at any point, the previous manifest stays
 * valid and what was half made is removed by the next publication.
 * Returns null when `unlessPublished` and the manifest already lists the store.
 * @throws Error for synthetic data when the newest snapshot in `dir` is a mirror's: followers would be switched from
 * real data to demo data.
 */
export async function publishSnapshot(
  storeFile: string,
  dir: string,
  options: PublishOptions,
): Promise<Published | null> {
  const log = options.log ?? (() => {});
  const now = options.now ?? (() => new Date());
  const lock = await lockSnapshotDir(dir, options.lockWaitMs ?? 600_000);
  try {
    const before = await readManifestOrEmpty(dir, log);
    const source = readStoreIdentity(storeFile);
    if (options.unlessPublished && before.snapshots.some((e) => isSnapshotOf(e, source))) return null;
    if (source.store === 'synthetic' && latestSnapshot(before)?.store === 'mirror')
      throw new Error(
        `${dir} holds snapshots of a mirror; demo data is not published over them (give it another ODA_SNAPSHOT_DIR)`,
      );
    const removedStale = await removeUnlisted(dir, before);
    const total = stopwatch();
    const made = await makeGeneration(storeFile, dir, before, options.level ?? SNAPSHOT_GZIP_LEVEL);
    const id = made.id;
    const entry: SnapshotEntry = {
      generation: id.generation,
      store: id.store,
      schema: id.schema,
      createdAt: now().toISOString(),
      dataAsOf: id.dataAsOf,
      source: id.source,
      dataset: id.dataset,
      files: made.files,
    };
    const after: SnapshotManifest = {
      format: MANIFEST_FORMAT,
      snapshots: [entry, ...before.snapshots.filter((e) => !isSnapshotOf(e, made.id))].slice(0, options.keep),
    };
    await writeManifestIn(dir, after);
    const pruned = await removeUnlisted(dir, after);
    const finished = total();
    return {
      entry,
      dirName: made.dirName,
      seconds: { ...made.seconds, total: finished.wall },
      cpuSeconds: { ...made.cpuSeconds, total: finished.cpu },
      removed: [...removedStale, ...pruned],
    };
  } finally {
    lock.release();
  }
}
