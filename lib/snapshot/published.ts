import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import type { SnapshotSource } from '@/lib/config/snapshot-source';
import { snapshotFilePath } from '@/lib/routes';
import { fetchManifest } from './fetch-manifest';
import {
  MANIFEST_FILE,
  ManifestError,
  parseManifest,
  type SnapshotFile,
  type SnapshotManifest,
} from './manifest';

/**
 * The snapshots this instance offers on `/data`, from its one source (lib/config/snapshot-source.ts): the manifest
 * the sync writer publishes in `ODA_SNAPSHOT_DIR`, its files served by the site itself; or, on a reader instance
 * (`ODA_SNAPSHOT_URL`), the manifest at that URL, its files fetched from beside it. This module alone decides
 * which, and where each file is downloaded from.
 */
export type Published =
  /** No manifest yet: nothing published. */
  | { readonly kind: 'none' }
  /** A manifest that could not be read (or fetched), with the reason; nothing to offer meanwhile. */
  | { readonly kind: 'unreadable'; readonly reason: string }
  | { readonly kind: 'published'; readonly manifest: SnapshotManifest };

const NONE: Published = { kind: 'none' };

/** The published snapshots, as the source has them now (a remote manifest at most {@link REMOTE_TTL_MS} old). */
export async function readPublished(source: SnapshotSource): Promise<Published> {
  if (source.kind === 'none') return NONE;
  return source.kind === 'local' ? readLocalManifest(source.dir) : readRemoteManifest(source.manifestUrl);
}

/**
 * Where a published file is downloaded from: on a reader instance the URL beside the remote manifest (names are
 * relative to it), else this site's own file route (`/data/filer/<name>`, app/data/filer).
 */
export function publishedFileHref(source: SnapshotSource, name: string): string {
  return source.kind === 'remote' ? new URL(name, source.manifestUrl).href : snapshotFilePath(name);
}

/** A file the local manifest lists, and where it is on disk. */
export interface LocalFile {
  readonly file: SnapshotFile;
  readonly path: string;
}

/**
 * The local file published under `name`, only if a generation of the manifest lists exactly that name (a name the
 * manifest's parser accepted: plain segments, no `..`), so no path from a URL ever reaches the disk unchecked; null
 * on a reader instance, whose files are not here, where nothing is published, and for any other name.
 */
export async function findLocalFile(source: SnapshotSource, name: string): Promise<LocalFile | null> {
  if (source.kind !== 'local') return null;
  const published = await readLocalManifest(source.dir);
  if (published.kind !== 'published') return null;
  for (const entry of published.manifest.snapshots) {
    const file = entry.files.find((f) => f.name === name);
    if (!file) continue;
    const root = path.resolve(source.dir);
    const resolved = path.resolve(root, file.name);
    return resolved.startsWith(`${root}${path.sep}`) ? { file, path: resolved } : null;
  }
  return null;
}

/** The last local manifest read, by the directory, with what its file was then (re-read when the file changes). */
const localCache = new Map<string, { readonly stamp: string; readonly published: Published }>();

async function readLocalManifest(dir: string): Promise<Published> {
  const file = path.join(dir, MANIFEST_FILE);
  let stamp: string;
  try {
    const info = await stat(file);
    stamp = `${info.ino}:${info.size}:${info.mtimeMs}`;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return NONE;
    return { kind: 'unreadable', reason: `${file}: ${(error as Error).message}` };
  }
  const cached = localCache.get(dir);
  if (cached?.stamp === stamp) return cached.published;
  const published = await readManifestFile(file);
  localCache.set(dir, { stamp, published });
  return published;
}

async function readManifestFile(file: string): Promise<Published> {
  try {
    return { kind: 'published', manifest: parseManifest(await readFile(file, 'utf8')) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return NONE;
    const reason = `${file}: ${(error as Error).message}`;
    console.warn(`snapshot manifest unreadable: ${reason}`);
    return { kind: 'unreadable', reason };
  }
}

/** How long a remote manifest is reused before it is fetched again. */
export const REMOTE_TTL_MS = 30_000;

/** How long fetching a remote manifest may take. */
export const REMOTE_TIMEOUT_MS = 5_000;

/** How a remote manifest reader keeps time: `performance` unless a test gives its own clock. */
export interface ManifestClock {
  now(): number;
}

/**
 * A reader of remote manifests by URL: each fetched at most once per `ttlMs` (concurrent pages share one fetch);
 * when a fetch fails, the last manifest read is kept and the failure logged — and with none, the failure is the
 * answer until the next try.
 */
export function remoteManifestReader(
  ttlMs: number,
  clock?: ManifestClock,
): (url: string) => Promise<Published> {
  const cache = new LRUCache<string, Published>({
    max: 4,
    ttl: ttlMs,
    ...(clock ? { perf: clock, ttlResolution: 0 } : {}),
    fetchMethod: async (url, stale) => {
      try {
        return await fetchPublished(url);
      } catch (error) {
        // Fetch failures name the URL themselves (fetch-manifest.ts); a manifest that cannot be read does not.
        const message = (error as Error).message;
        const reason = message.includes(url) ? message : `${url}: ${message}`;
        console.warn(`snapshot manifest unreadable: ${reason}`);
        return stale?.kind === 'published' ? stale : { kind: 'unreadable', reason };
      }
    },
  });
  remoteCaches.add(cache);
  return async (url) => (await cache.fetch(url)) ?? { kind: 'unreadable', reason: `${url}: no answer` };
}

const remoteCaches = new Set<LRUCache<string, Published>>();

const readRemoteManifest = remoteManifestReader(REMOTE_TTL_MS);

/** The manifest at `url` (fetch-manifest.ts): `none` when it answers 404; throws for any other failure. */
async function fetchPublished(url: string): Promise<Published> {
  try {
    const answer = await fetchManifest(new URL(url), null, fetch, REMOTE_TIMEOUT_MS);
    return answer.changed ? { kind: 'published', manifest: answer.manifest } : NONE;
  } catch (error) {
    if (error instanceof ManifestError && error.status === 404) return NONE;
    throw error;
  }
}

/** Forgets the manifests read (tests, which publish anew in the same directory or at the same URL). */
export function forgetPublished(): void {
  localCache.clear();
  for (const cache of remoteCaches) cache.clear();
}
