import 'server-only';
import path from 'node:path';
import { readSnapshotSource, type SnapshotSource } from '@/lib/config/snapshot-source';
import { readStore } from '@/lib/data/store-read';
import type { SnapshotEntry, SnapshotFile } from '@/lib/snapshot/manifest';
import { publishedFileHref, readPublished } from '@/lib/snapshot/published';
import { loadDataDictionary } from './data-dictionary-load';
import type { DownloadFile, DownloadGeneration, Downloads, TableDoc } from './types';

/**
 * What `/data` offers: the newest published snapshot and the older ones still kept, each file with where to
 * download it (lib/snapshot/published.ts decides from the configuration: this site's own files, or those beside a
 * reader instance's `ODA_SNAPSHOT_URL`).
 */
export async function getDownloads(source: SnapshotSource = readSnapshotSource()): Promise<Downloads> {
  const published = await readPublished(source);
  if (published.kind === 'none') return { kind: 'none' };
  if (published.kind === 'unreadable') return { kind: 'unavailable' };
  const [newest, ...previous] = published.manifest.snapshots.map((entry) => toGeneration(source, entry));
  if (!newest) return { kind: 'none' };
  return { kind: 'published', newest, previous };
}

function toGeneration(source: SnapshotSource, entry: SnapshotEntry): DownloadGeneration {
  const files = entry.files.map((file) => toDownloadFile(source, file));
  const store = files.find((file) => file.kind === 'sqlite');
  // The manifest's parser has made sure of exactly one.
  if (!store) throw new Error(`generation ${entry.generation} has no store file`);
  return {
    generation: entry.generation,
    synthetic: entry.store === 'synthetic',
    createdAt: entry.createdAt,
    dataAsOf: entry.dataAsOf,
    source: entry.source,
    store,
    tables: files.filter((file) => file.kind === 'csv'),
  };
}

const toDownloadFile = (source: SnapshotSource, file: SnapshotFile): DownloadFile => ({
  fileName: path.posix.basename(file.name),
  href: publishedFileHref(source, file.name),
  kind: file.kind,
  table: file.table,
  bytes: file.bytes,
  rawBytes: file.rawBytes,
  rows: file.rows,
  sha256: file.sha256,
});

/**
 * The schema of the published tables, column by column (data-dictionary-load.ts): every ODA entity set with ODA's own
 * descriptions where the store has them, then the store's own tables among `tables` (a generation's CSV files).
 * @throws StoreMissingError when the store file does not exist.
 */
export async function getDataDictionary(tables: readonly DownloadFile[]): Promise<TableDoc[]> {
  return readStore(
    loadDataDictionary,
    tables.flatMap((file) => (file.table === null ? [] : [file.table])),
  );
}
