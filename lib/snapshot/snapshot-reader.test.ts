import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotReaderConfig } from '@/lib/config/snapshot-reader';
import { createMetrics } from '@/lib/metrics/metrics';
import { snapshotMetrics } from '@/lib/snapshot/snapshot-metrics';
import { createOrOpenMirror } from '@/lib/store/mirror-schema';
import { bumpGeneration, recordCycleSuccess } from '@/lib/store/mirror-state';
import { closeDeletedStores, getStore, RETIRE_AFTER_MS } from '@/lib/store/open-store';
import { MANIFEST_FILE, type SnapshotEntry } from './manifest';
import { publishSnapshot } from './publish-snapshot';
import { readManifestIn, writeManifestIn } from './snapshot-dir';
import { SnapshotReader } from './snapshot-reader';
import { type StaticServer, startStaticServer } from './static-server.fixture';

const root = mkdtempSync(path.join(tmpdir(), 'tingdata-snapshot-reader-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A mirror whose Periode table holds one row per generation, titled after it: what a page would show. */
function growMirror(file: string): number {
  const db = createOrOpenMirror(file, 'http://127.0.0.1:1/api/', 300);
  const generation = (db.prepare('SELECT generation FROM "_sync_status"').pluck().get() as number) + 1;
  db.prepare(
    'INSERT INTO "Periode" (id, startdato, slutdato, type, kode, titel, opdateringsdato) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(
    generation,
    '2025-10-07T00:00:00',
    '2026-10-06T00:00:00',
    'samling',
    `g${generation}`,
    `generation ${generation}`,
    '2025-10-07T10:00:00',
  );
  recordCycleSuccess(db, new Date().toISOString(), true, {});
  if ((db.prepare('SELECT generation FROM "_sync_status"').pluck().get() as number) < generation)
    bumpGeneration(db);
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  return generation;
}

const titles = (file: string) =>
  getStore(file).prepare('SELECT titel FROM "Periode" ORDER BY id').pluck().all() as string[];

interface World {
  readonly dir: string;
  readonly cache: string;
  readonly mirror: string;
  readonly server: StaticServer;
  readonly lines: string[];
  readonly switched: string[];
  readonly metrics: ReturnType<typeof snapshotMetrics>;
  reader(overrides?: Partial<SnapshotReaderConfig>): SnapshotReader;
}

let n = 0;
const servers: StaticServer[] = [];
const readers: SnapshotReader[] = [];
afterEach(async () => {
  for (const reader of readers.splice(0)) reader.stop();
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function world(): Promise<World> {
  const base = path.join(root, String(++n));
  const dir = path.join(base, 'published');
  const cache = path.join(base, 'cache');
  mkdirSync(dir, { recursive: true });
  const mirror = path.join(base, 'mirror.sqlite');
  growMirror(mirror);
  await publishSnapshot(mirror, dir, { keep: 3 });
  const server = await startStaticServer(dir);
  servers.push(server);
  const lines: string[] = [];
  const switched: string[] = [];
  const metrics = snapshotMetrics(createMetrics().registry);
  return {
    dir,
    cache,
    mirror,
    server,
    lines,
    switched,
    metrics,
    reader: (overrides = {}) => {
      const reader = new SnapshotReader(
        {
          manifestUrl: new URL(MANIFEST_FILE, server.url),
          cacheDir: cache,
          pollMs: 1000,
          startWaitMs: 0,
          ...overrides,
        },
        { metrics, onSwitch: (file) => switched.push(file), log: (line) => lines.push(line), retireMs: 20 },
      );
      readers.push(reader);
      return reader;
    },
  };
}

const refusedCount = async (w: World, reason: string) =>
  (await w.metrics.refused.get()).values.find((v) => v.labels.reason === reason)?.value ?? 0;

describe('SnapshotReader.start', () => {
  it('downloads, verifies and unpacks the newest snapshot, and names the file it serves', async () => {
    const w = await world();
    const served = await w.reader().start();
    expect(served.entry.generation).toBe(1);
    expect(w.switched).toEqual([served.file]);
    expect(titles(served.file)).toEqual(['generation 1']);
    expect(readdirSync(w.cache)).toEqual([path.basename(served.file)]);
    expect(w.lines.at(-1)).toMatch(
      /^serving generation 1 \(mirror\) from .*: download .* s, verify .* s, gunzip .* s, open .* s$/,
    );
  });

  it('resumes a download whose connection was cut, with Range and If-Range', async () => {
    const w = await world();
    const entry = (await readManifestIn(w.dir)).snapshots[0] as SnapshotEntry;
    const name = entry.files[0]?.name ?? '';
    w.server.cutNext(name, 3000);
    const served = await w.reader().start();
    const gets = w.server.requests.filter((r) => r.path === name);
    expect(gets.map((r) => r.status)).toEqual([200, 206]);
    expect(gets[1]?.range).toBe('bytes=3000-');
    expect(gets[1]?.ifRange).toMatch(/^"/);
    expect(served.timings.resumedFrom).toBe(0);
    expect(titles(served.file)).toEqual(['generation 1']);
  });

  it('resumes a .part file left by an earlier process, and starts over when If-Range no longer matches', async () => {
    const w = await world();
    const entry = (await readManifestIn(w.dir)).snapshots[0] as SnapshotEntry;
    const name = entry.files[0]?.name ?? '';
    // An earlier process left the first 2000 bytes, from a response whose ETag the file no longer has.
    mkdirSync(w.cache, { recursive: true });
    const key = `g1-${entry.files[0]?.sha256.slice(0, 16)}`;
    const published = readFileSync(path.join(w.dir, name));
    writeFileSync(path.join(w.cache, `${key}.sqlite.gz.part`), published.subarray(0, 2000));
    const url = new URL(name, w.server.url).toString();
    writeFileSync(
      path.join(w.cache, `${key}.sqlite.gz.part.json`),
      JSON.stringify({ url, validator: '"stale"' }),
    );
    const before = w.server.requests.length;
    const served = await w.reader().start();
    const gets = w.server.requests.slice(before).filter((r) => r.path === name);
    expect(gets.map((r) => [r.range, r.ifRange, r.status])).toEqual([['bytes=2000-', '"stale"', 200]]);
    expect(served.timings.resumedFrom).toBe(2000);
    expect(titles(served.file)).toEqual(['generation 1']);
    expect(w.lines.some((l) => l.includes('starting over'))).toBe(true);
  });

  it('reuses the store an earlier run unpacked, without downloading it again', async () => {
    const w = await world();
    await w.reader().start();
    const before = w.server.requests.length;
    const served = await w.reader().start();
    expect(served.timings.reused).toBe(true);
    expect(w.server.requests.slice(before).map((r) => r.path)).toEqual([MANIFEST_FILE]);
  });

  it('says why when no snapshot is usable, instead of serving', async () => {
    const w = await world();
    await writeManifestIn(w.dir, { format: 1, snapshots: [] });
    await expect(w.reader().start()).rejects.toThrow(
      /no usable snapshot at .*manifest\.json \(the manifest lists no snapshot yet\)/,
    );
    expect(w.switched).toEqual([]);
  });
});

describe('SnapshotReader.poll', () => {
  async function publishNext(w: World): Promise<SnapshotEntry> {
    growMirror(w.mirror);
    const published = await publishSnapshot(w.mirror, w.dir, { keep: 3 });
    if (!published) throw new Error('the mirror was not published');
    return published.entry;
  }

  it('does nothing on 304, switches to a newer generation, and deletes the replaced file once no read can name it', async () => {
    const w = await world();
    const reader = w.reader();
    const first = await reader.start();
    expect(titles(first.file)).toEqual(['generation 1']);
    await reader.poll();
    const manifestGets = w.server.requests.filter((r) => r.path === MANIFEST_FILE);
    expect(manifestGets.at(-1)?.status).toBe(304);
    expect(manifestGets.at(-1)?.ifNoneMatch).toMatch(/^"/);
    expect(w.switched).toHaveLength(1);

    await publishNext(w);
    await reader.poll();
    const second = reader.served;
    expect(second?.entry.generation).toBe(2);
    expect(w.switched).toEqual([first.file, second?.file]);
    expect(titles(second?.file ?? '')).toEqual(['generation 1', 'generation 2']);
    expect(await w.metrics.switches.get()).toMatchObject({ values: [{ value: 1 }] });

    await expect.poll(() => existsSync(first.file)).toBe(false);
    const open = () =>
      readdirSync('/proc/self/fd').some((fd) => {
        try {
          return readlinkSync(`/proc/self/fd/${fd}`).startsWith(first.file);
        } catch {
          return false;
        }
      });
    expect(open()).toBe(true);
    closeDeletedStores(Date.now() + RETIRE_AFTER_MS);
    expect(open()).toBe(false);
    expect(readdirSync(w.cache)).toEqual([path.basename(second?.file ?? '')]);
  });

  for (const [reason, lie] of [
    [
      'checksum',
      (e: SnapshotEntry) => ({ ...e, files: e.files.map((f) => ({ ...f, sha256: '0'.repeat(64) })) }),
    ],
    ['size', (e: SnapshotEntry) => ({ ...e, files: e.files.map((f) => ({ ...f, bytes: f.bytes - 10 })) })],
    ['schema', (e: SnapshotEntry) => ({ ...e, schema: 'another0schema00' })],
    ['store', (e: SnapshotEntry) => ({ ...e, generation: e.generation + 5 })],
    [
      'format',
      (e: SnapshotEntry) => ({ ...e, files: e.files.map((f) => ({ ...f, rawBytes: f.rawBytes + 1 })) }),
    ],
  ] as const) {
    it(`refuses a snapshot with the wrong ${reason}, counts it, keeps serving, and tries again only when the manifest changes`, async () => {
      const w = await world();
      const reader = w.reader();
      const first = await reader.start();
      const entry = await publishNext(w);
      const manifest = await readManifestIn(w.dir);
      await writeManifestIn(w.dir, { ...manifest, snapshots: [lie(entry), ...manifest.snapshots.slice(1)] });
      await reader.poll();
      expect(reader.served?.file).toBe(first.file);
      expect(w.switched).toEqual([first.file]);
      expect(await refusedCount(w, reason)).toBe(1);
      expect(w.lines.at(-1)).toMatch(
        new RegExp(`^refused generation \\d+ \\(${reason}\\): .*; still serving generation 1$`),
      );
      expect(titles(first.file)).toEqual(['generation 1']);
      expect(readdirSync(w.cache)).toEqual([path.basename(first.file)]);

      const files = w.server.requests.length;
      await reader.poll();
      expect(w.server.requests.slice(files).map((r) => [r.path, r.status])).toEqual([[MANIFEST_FILE, 304]]);

      // A static server's validator is the file's size and time: the lie may have the same size (the schema's), and
      // two writes within one clock tick the same time, so the changed manifest is dated later, as it would be.
      const lied = statSync(path.join(w.dir, MANIFEST_FILE)).mtime;
      await writeManifestIn(w.dir, manifest);
      const later = new Date(lied.getTime() + 2000);
      utimesSync(path.join(w.dir, MANIFEST_FILE), later, later);
      await reader.poll();
      expect(reader.served?.entry.generation).toBe(2);
    });
  }

  it('keeps the store it serves when the new one cannot be written locally, and tries again at the next poll', async () => {
    const w = await world();
    const reader = w.reader();
    const first = await reader.start();
    await publishNext(w);
    rmSync(w.cache, { recursive: true, force: true });
    writeFileSync(w.cache, 'not a directory');
    await reader.poll();
    expect(reader.served?.file).toBe(first.file);
    expect(w.lines.at(-1)).toMatch(/^could not make generation 2 ready \(.*\); still serving generation 1$/);
    rmSync(w.cache);
    mkdirSync(w.cache);
    await reader.poll();
    expect(reader.served?.entry.generation).toBe(2);
  });

  it('keeps the store it serves when the manifest cannot be fetched or read', async () => {
    const w = await world();
    const reader = w.reader();
    const first = await reader.start();
    writeFileSync(path.join(w.dir, MANIFEST_FILE), '{"format": 2}');
    await reader.poll();
    rmSync(path.join(w.dir, MANIFEST_FILE));
    await reader.poll();
    expect(reader.served?.file).toBe(first.file);
    expect(await w.metrics.manifestErrors.get()).toMatchObject({ values: [{ value: 2 }] });
    expect(w.lines.slice(-2)).toEqual([
      expect.stringMatching(/manifest\.format: expected 1, got 2; still serving generation 1$/),
      expect.stringMatching(/manifest\.json answered 404; still serving generation 1$/),
    ]);
  });
});

beforeAll(() => {
  expect(existsSync('/proc/self/fd')).toBe(true);
});
