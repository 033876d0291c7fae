import { existsSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fsyncPath } from './fsync-path';
import {
  formatManifest,
  MANIFEST_FILE,
  MANIFEST_FORMAT,
  parseManifest,
  type SnapshotEntry,
  type SnapshotManifest,
} from './manifest';

/**
 * The snapshot directory on disk (docs/snapshots.md#layout): `manifest.json`, and one directory per published
 * generation, `g000042/` (`g000042-2/` when a store started over reuses a generation still listed). Work in
 * progress lives in directories starting with `.tmp-`, which no manifest names and the next publisher removes.
 */

/** Prefix of a generation being made; renamed to its {@link generationDirName} once complete. */
export const TEMP_PREFIX = '.tmp-';

const EMPTY: SnapshotManifest = { format: MANIFEST_FORMAT, snapshots: [] };

/** The published manifest in `dir`, or an empty one when none has been published yet. */
export async function readManifestIn(dir: string): Promise<SnapshotManifest> {
  let text: string;
  try {
    text = await readFile(path.join(dir, MANIFEST_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return EMPTY;
    throw error;
  }
  return parseManifest(text);
}

/** The top directory of an entry's files (`g000042` of `g000042/tingdata.sqlite.gz`). */
export function entryDirName(entry: SnapshotEntry): string {
  const first = entry.files[0]?.name ?? '';
  return first.split('/')[0] ?? '';
}

/** A name for a new generation's directory that no listed entry uses: `g000042`, else `g000042-2`, …. */
export function generationDirName(generation: number, manifest: SnapshotManifest): string {
  const base = `g${String(generation).padStart(6, '0')}`;
  const taken = new Set(manifest.snapshots.map(entryDirName));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/** Renames `from` to `to` and makes the rename durable (the parent directory fsynced). */
export async function renameDurably(from: string, to: string): Promise<void> {
  await rename(from, to);
  await fsyncPath(path.dirname(to));
}

/**
 * Publishes `manifest` in `dir` atomically: written to a temporary file, fsynced, renamed over `manifest.json`, the
 * directory fsynced. A reader sees the old manifest or the new one, never a part; a crash leaves the old one.
 */
export async function writeManifestIn(dir: string, manifest: SnapshotManifest): Promise<void> {
  const temp = path.join(dir, `${TEMP_PREFIX}${MANIFEST_FILE}.${process.pid}`);
  const handle = await open(temp, 'w');
  try {
    await handle.writeFile(formatManifest(manifest));
    await handle.sync();
  } finally {
    await handle.close();
  }
  await renameDurably(temp, path.join(dir, MANIFEST_FILE));
}

/** Makes a fresh temporary directory for a generation being made (its `csv/` inside). */
export async function makeTempDir(dir: string, name: string): Promise<string> {
  const temp = path.join(dir, `${TEMP_PREFIX}${name}`);
  await rm(temp, { recursive: true, force: true });
  await mkdir(path.join(temp, 'csv'), { recursive: true });
  return temp;
}

/**
 * Removes what the manifest does not name: work left by a publisher that stopped (`.tmp-*`, a crash or kill), and
 * generation directories pruned from the manifest. Run by the one publisher only, after its manifest is in place.
 * Returns the names removed.
 */
export async function removeUnlisted(dir: string, manifest: SnapshotManifest): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const listed = new Set(manifest.snapshots.map(entryDirName));
  const removed: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const name = entry.name;
    const stale = name.startsWith(TEMP_PREFIX) || (entry.isDirectory() && /^g\d+(-\d+)?$/.test(name));
    if (!stale || listed.has(name)) continue;
    await rm(path.join(dir, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}
