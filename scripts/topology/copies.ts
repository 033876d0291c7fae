/**
 * "Nothing lost": the writer's mirror and its newest published snapshot each hold exactly the stand-in's rows, set
 * by set (lib/sync/sync.fixture.ts `compareStores`: rows only in one side, both ways).
 */
import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { latestSnapshot, MANIFEST_FILE, parseManifest, sqliteFileOf } from '@/lib/snapshot/manifest';
import { countRows } from '@/lib/store/mirror-rows';
import { readMirrorGeneration } from '@/lib/store/mirror-status';
import { openStore } from '@/lib/store/open-store';
import { SYNCED_SETS } from '@/lib/sync/sets';
import { compareStores, nonZero } from '@/lib/sync/sync.fixture';

/** The sets where `copy` differs from `source` (empty when it is exact). */
export function differences(
  source: string,
  copy: string,
): Record<string, { onlySource: number; onlyMirror: number }> {
  return nonZero(compareStores(source, copy));
}

/** Rows in every synced set of a store. */
export function rowTotal(file: string): number {
  const db = openStore(file);
  try {
    return SYNCED_SETS.reduce((n, e) => n + countRows(db, e.name), 0);
  } finally {
    db.close();
  }
}

/** The mirror's generation. */
export function generationOf(file: string): number | null {
  const db = openStore(file);
  try {
    return readMirrorGeneration(db);
  } finally {
    db.close();
  }
}

/** The newest published snapshot's generation, per the manifest in the directory. */
export function publishedGeneration(snapshotDir: string): number | null {
  const manifest = parseManifest(readFileSync(path.join(snapshotDir, MANIFEST_FILE), 'utf8'));
  return latestSnapshot(manifest)?.generation ?? null;
}

/** Unpacks the newest published snapshot's store into `out`; returns its generation. */
export async function unpackNewestSnapshot(snapshotDir: string, out: string): Promise<number> {
  const manifest = parseManifest(readFileSync(path.join(snapshotDir, MANIFEST_FILE), 'utf8'));
  const entry = latestSnapshot(manifest);
  if (!entry) throw new Error('the manifest lists no snapshot');
  await pipeline(
    createReadStream(path.join(snapshotDir, sqliteFileOf(entry).name)),
    createGunzip(),
    createWriteStream(out),
  );
  return entry.generation;
}
