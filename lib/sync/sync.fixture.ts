/**
 * The sync under test: a source store (the tiny synthetic dataset, real-shaped) served by the stand-in behind the
 * counting proxy (lib/upstream/upstream.fixture.ts), a mirror file in a temporary directory, and a comparison of
 * the two table by table.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { generateDataset } from '@/lib/dataset/generate';
import { SCALES } from '@/lib/dataset/scale';
import { danishLocalDateTime } from '@/lib/format/danish-clock';
import { quoteIdent } from '@/lib/store/schema';
import {
  startTestUpstream,
  type TestUpstream,
  type TestUpstreamOptions,
} from '@/lib/upstream/upstream.fixture';
import type { SyncProgress } from './context';
import { DEFAULT_INTERVAL_SECONDS, type SyncOptions } from './options';
import { SYNCED_SETS } from './sets';

/** A progress display that keeps its log lines. */
export function recordingProgress(): SyncProgress & { readonly lines: string[] } {
  const lines: string[] = [];
  return { lines, update: () => {}, complete: () => {}, log: (line) => lines.push(line) };
}

export interface SyncWorld {
  readonly dir: string;
  /** The source store the stand-in serves; write to it to change "the service". */
  readonly source: string;
  readonly mirror: string;
  readonly upstream: TestUpstream;
  options(extra?: Partial<SyncOptions>): SyncOptions;
  /** Per copied table: rows only in the source, rows only in the mirror (both empty when the copy is exact). */
  differences(): Record<string, { onlySource: number; onlyMirror: number }>;
  close(): Promise<void>;
}

let template: string | null = null;

/** The tiny dataset, generated once per test file and copied for each world. */
function sourceTemplate(): string {
  if (!template) {
    const dir = mkdtempSync(path.join(tmpdir(), 'tingdata-sync-src-'));
    template = path.join(dir, 'tiny.sqlite');
    generateDataset({ scale: SCALES.tiny, seed: 7, out: template });
  }
  return template;
}

export async function startSyncWorld(upstreamOptions: TestUpstreamOptions = {}): Promise<SyncWorld> {
  const dir = mkdtempSync(path.join(tmpdir(), 'tingdata-sync-'));
  const source = path.join(dir, 'source.sqlite');
  copyFileSync(sourceTemplate(), source);
  const mirror = path.join(dir, 'mirror.sqlite');
  const upstream = await startTestUpstream(source, upstreamOptions);
  return {
    dir,
    source,
    mirror,
    upstream,
    options: (extra = {}) => ({
      upstream: upstream.root,
      db: mirror,
      concurrency: 8,
      intervalSeconds: DEFAULT_INTERVAL_SECONDS,
      once: true,
      contact: null,
      timeoutMs: 10_000,
      // The ODA part alone; the transcripts' tests start an FTP server of their own (lib/sync/referat/).
      referat: null,
      ...extra,
    }),
    differences: () => compareStores(source, mirror),
    close: async () => {
      await upstream.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const started: SyncWorld[] = [];

/** Starts a world that {@link closeSyncWorlds} closes (call it in `afterEach`). */
export async function syncWorld(upstreamOptions: TestUpstreamOptions = {}): Promise<SyncWorld> {
  const world = await startSyncWorld(upstreamOptions);
  started.push(world);
  return world;
}

/** Closes every world {@link syncWorld} started. */
export async function closeSyncWorlds(): Promise<void> {
  await Promise.all(started.splice(0).map((w) => w.close()));
}

/** Rows in one store's table and not the other's, both ways, for every copied set. */
export function compareStores(
  source: string,
  mirror: string,
): Record<string, { onlySource: number; onlyMirror: number }> {
  const db = new Database(mirror, { readonly: true });
  try {
    db.prepare('ATTACH DATABASE ? AS src').run(source);
    const out: Record<string, { onlySource: number; onlyMirror: number }> = {};
    for (const e of SYNCED_SETS) {
      const t = quoteIdent(e.name);
      const count = (sql: string) => (db.prepare(sql).pluck().get() as number) ?? 0;
      out[e.name] = {
        onlySource: count(`SELECT count(*) FROM (SELECT * FROM src.${t} EXCEPT SELECT * FROM main.${t})`),
        onlyMirror: count(`SELECT count(*) FROM (SELECT * FROM main.${t} EXCEPT SELECT * FROM src.${t})`),
      };
    }
    return out;
  } finally {
    db.close();
  }
}

/** The differences that are not zero (an exact copy gives `{}`). */
export function nonZero(diff: Record<string, { onlySource: number; onlyMirror: number }>) {
  return Object.fromEntries(Object.entries(diff).filter(([, d]) => d.onlySource || d.onlyMirror));
}

/** "Now" as the service stamps it: Danish local time, with milliseconds. */
export function serviceStamp(at: Date = new Date()): string {
  return `${danishLocalDateTime(at)}.${String(at.getMilliseconds()).padStart(3, '0').replace(/0+$/, '') || '0'}`.replace(
    /\.0$/,
    '',
  );
}

/** Writes to the source store ("the service changes"), in one transaction. */
export function changeSource(source: string, change: (db: Database.Database) => void): void {
  const db = new Database(source);
  try {
    db.transaction(() => change(db))();
  } finally {
    db.close();
  }
}
