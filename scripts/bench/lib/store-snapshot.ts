import { createReadStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { MANIFEST_FORMAT, type SnapshotEntry } from '@/lib/snapshot/manifest';
import { writeGzipFile } from '@/lib/snapshot/publish-gzip';
import { SNAPSHOT_STORE_FILE } from '@/lib/snapshot/publish-snapshot';
import { writeManifestIn } from '@/lib/snapshot/snapshot-dir';
import { storeIdentity } from '@/lib/snapshot/store-identity';

/**
 * A snapshot directory with one entry over a store file that nothing writes (a bench's full-scale store): the file
 * gzipped as it is — no consistent copy needed, no CSV files — by the publisher's own parts
 * (lib/snapshot/publish-snapshot.ts does the whole thing for a mirror being written). Returns the entry.
 */
export async function makeStoreSnapshot(dir: string, store: string): Promise<SnapshotEntry> {
  const db = new Database(store, { readonly: true, fileMustExist: true });
  const id = storeIdentity(db);
  db.close();
  const name = `g${String(id.generation).padStart(6, '0')}/${SNAPSHOT_STORE_FILE}`;
  mkdirSync(path.join(dir, path.dirname(name)), { recursive: true });
  const written = await writeGzipFile(
    path.join(dir, name),
    createReadStream(store, { highWaterMark: 1 << 20 }),
  );
  const entry: SnapshotEntry = {
    generation: id.generation,
    store: id.store,
    schema: id.schema,
    createdAt: new Date().toISOString(),
    dataAsOf: id.dataAsOf,
    source: id.source,
    dataset: id.dataset,
    files: [{ name, kind: 'sqlite', table: null, encoding: 'gzip', rows: null, ...written }],
  };
  await writeManifestIn(dir, { format: MANIFEST_FORMAT, snapshots: [entry] });
  return entry;
}
