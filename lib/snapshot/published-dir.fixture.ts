import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  formatManifest,
  MANIFEST_FILE,
  type SnapshotEntry,
  type SnapshotFile,
  type SnapshotManifest,
} from './manifest';

/** A file to publish in a test: its name in the manifest and its bytes before compression. */
export interface FixtureFile {
  readonly name: string;
  readonly table: string | null;
  readonly raw: Buffer;
  readonly rows?: number;
}

/** One generation to publish: its number and files (the first `table: null` one is the store). */
export interface FixtureGeneration {
  readonly generation: number;
  readonly files: readonly FixtureFile[];
  readonly store?: SnapshotEntry['store'];
}

/** A snapshot directory written for a test: where it is, what its manifest says, the bytes of each file as served. */
export interface PublishedDir {
  readonly dir: string;
  readonly manifest: SnapshotManifest;
  readonly served: ReadonlyMap<string, Buffer>;
  remove(): void;
}

/** A generation of a store file and two CSV files, with bytes that do not compress away. */
export function sampleGeneration(generation: number): FixtureGeneration {
  const g = `g${String(generation).padStart(6, '0')}`;
  return {
    generation,
    files: [
      { name: `${g}/tingdata.sqlite.gz`, table: null, raw: randomBytes(200_000) },
      { name: `${g}/csv/Sag.csv.gz`, table: 'Sag', raw: Buffer.from('id,titel\n1,a\n2,b\n'), rows: 2 },
      { name: `${g}/csv/Afstemning.csv.gz`, table: 'Afstemning', raw: randomBytes(70_000), rows: 7 },
    ],
  };
}

/**
 * Writes the generations (newest first) gzip-compressed into a new temporary directory with their manifest, as the
 * sync writer publishes them (lib/snapshot/manifest.ts).
 */
export function publishedDir(generations: readonly FixtureGeneration[]): PublishedDir {
  const dir = mkdtempSync(path.join(tmpdir(), 'tingdata-snap-'));
  const served = new Map<string, Buffer>();
  const snapshots = generations.map((g): SnapshotEntry => {
    const files = g.files.map((f): SnapshotFile => {
      const bytes = gzipSync(f.raw);
      mkdirSync(path.dirname(path.join(dir, f.name)), { recursive: true });
      writeFileSync(path.join(dir, f.name), bytes);
      served.set(f.name, bytes);
      return {
        name: f.name,
        kind: f.table === null ? 'sqlite' : 'csv',
        table: f.table,
        bytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        encoding: 'gzip',
        rawBytes: f.raw.length,
        rows: f.table === null ? null : (f.rows ?? 0),
      };
    });
    return {
      generation: g.generation,
      store: g.store ?? 'mirror',
      schema: 'test-schema',
      createdAt: new Date(Date.UTC(2026, 10, 29, 3, g.generation)).toISOString(),
      dataAsOf:
        g.store === 'synthetic' ? null : new Date(Date.UTC(2026, 10, 29, 2, g.generation)).toISOString(),
      source: g.store === 'synthetic' ? 'synthetic' : 'https://oda.ft.dk/api/',
      dataset: g.store === 'synthetic' ? 'scale=test seed=1' : null,
      files,
    };
  });
  const manifest: SnapshotManifest = { format: 1, snapshots };
  writeFileSync(path.join(dir, MANIFEST_FILE), formatManifest(manifest));
  return { dir, manifest, served, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
