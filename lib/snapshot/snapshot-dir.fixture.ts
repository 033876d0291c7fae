import { createHash } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import Database from 'better-sqlite3';
import { readStoreMeta } from '@/lib/store/meta';
import { readMirrorGeneration } from '@/lib/store/mirror-status';
import {
  formatManifest,
  MANIFEST_FILE,
  MANIFEST_FORMAT,
  parseManifest,
  type SnapshotEntry,
  type SnapshotManifest,
} from './manifest';

export interface PublishOptions {
  /** Copy the store with `VACUUM INTO` (a consistent copy of a file being written); false: gzip the file as it is. */
  readonly vacuum?: boolean;
  /** gzip level (default 1: fast). */
  readonly level?: number;
  /** Override what the entry claims (to publish a lie a reader must refuse). */
  readonly claim?: Partial<Pick<SnapshotEntry, 'generation' | 'schema' | 'store'>>;
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The manifest in `dir`, or an empty one. */
export function readDirManifest(dir: string): SnapshotManifest {
  const file = path.join(dir, MANIFEST_FILE);
  return existsSync(file)
    ? parseManifest(readFileSync(file, 'utf8'))
    : { format: MANIFEST_FORMAT, snapshots: [] };
}

/** Writes `manifest` as the directory's manifest (beside, then renamed, like a publisher). */
export function writeDirManifest(dir: string, manifest: SnapshotManifest): void {
  writeFileSync(path.join(dir, MANIFEST_FILE), formatManifest(manifest));
}

/**
 * Publishes `store` into the snapshot directory `dir` by the contract of lib/snapshot/manifest.ts — the store's
 * sqlite file gzipped as `g<generation>/tingdata.sqlite.gz` with its size and sha256, the newest entry first in
 * `manifest.json` — as the sync writer's publisher does (for tests and benches; no CSV files). Returns the entry.
 */
export async function publishStoreSnapshot(
  dir: string,
  store: string,
  options: PublishOptions = {},
): Promise<SnapshotEntry> {
  const db = new Database(store, { readonly: true, fileMustExist: true });
  const meta = readStoreMeta(db);
  const generation = readMirrorGeneration(db) ?? 0;
  const name = `g${String(options.claim?.generation ?? generation).padStart(6, '0')}/tingdata.sqlite.gz`;
  const gz = path.join(dir, name);
  mkdirSync(path.dirname(gz), { recursive: true });
  const copy = `${gz.slice(0, -3)}.copy`;
  rmSync(copy, { force: true });
  if (options.vacuum ?? true) db.prepare('VACUUM INTO ?').run(copy);
  db.close();
  const source = (options.vacuum ?? true) ? copy : store;
  await pipeline(createReadStream(source), createGzip({ level: options.level ?? 1 }), createWriteStream(gz));
  const rawBytes = statSync(source).size;
  rmSync(copy, { force: true });
  const entry: SnapshotEntry = {
    generation,
    store: meta.synthetic ? 'synthetic' : 'mirror',
    schema: meta.fingerprint ?? '',
    createdAt: new Date().toISOString(),
    dataAsOf: meta.synthetic ? null : new Date().toISOString(),
    source: meta.synthetic ? 'synthetic' : 'http://127.0.0.1/api/',
    ...options.claim,
    files: [
      {
        name,
        kind: 'sqlite',
        table: null,
        bytes: statSync(gz).size,
        sha256: await sha256Of(gz),
        encoding: 'gzip',
        rawBytes,
        rows: null,
      },
    ],
  };
  const manifest = readDirManifest(dir);
  writeDirManifest(dir, {
    ...manifest,
    snapshots: [entry, ...manifest.snapshots.filter((e) => e.files[0]?.name !== name)],
  });
  return entry;
}
