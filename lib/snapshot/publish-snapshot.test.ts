import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { ENTITIES } from '@/lib/model/entities';
import { ensurePublished } from './ensure-published';
import {
  formatManifest,
  MANIFEST_FILE,
  MANIFEST_FORMAT,
  parseManifest,
  type SnapshotManifest,
  sqliteFileOf,
} from './manifest';
import { AWKWARD_TITLES, readCsvFile, removeTempDirs, syntheticStore, tempDir } from './publish.fixture';
import { publishSnapshot } from './publish-snapshot';

afterEach(removeTempDirs);

const manifestIn = (dir: string) => parseManifest(readFileSync(path.join(dir, MANIFEST_FILE), 'utf8'));
const listing = (dir: string) =>
  readdirSync(dir)
    .filter((n) => n !== '.publish-lock')
    .sort();

describe('publishSnapshot', () => {
  it('publishes the store and every table with sizes and checksums that match the files', async () => {
    const work = tempDir();
    const store = syntheticStore(path.join(work, 'store.sqlite'));
    const dir = path.join(work, 'snapshots');
    const published = await publishSnapshot(store, dir, { keep: 3 });
    const manifest = manifestIn(dir);
    expect(manifest.snapshots).toEqual([published?.entry]);
    const entry = manifest.snapshots[0]!;
    expect(entry).toMatchObject({ generation: 0, store: 'synthetic', source: 'synthetic', dataAsOf: null });
    expect(entry.dataset).toBe('scale=test seed=1 asOf=2026-11-20 generator=test');
    for (const file of entry.files) {
      const bytes = readFileSync(path.join(dir, file.name));
      expect(bytes.length, file.name).toBe(file.bytes);
      expect(createHash('sha256').update(bytes).digest('hex'), file.name).toBe(file.sha256);
      expect(gunzipSync(bytes).length, file.name).toBe(file.rawBytes);
    }
    expect(sqliteFileOf(entry).name).toBe('g000000/tingdata.sqlite.gz');
    expect(entry.files.filter((f) => f.kind === 'csv').map((f) => f.table)).toEqual([
      ...ENTITIES.map((e) => e.name),
      'Referatmøde',
      'Referatpunkt',
      'Tale',
      'Talesegment',
      'Referathændelse',
    ]);
    expect(entry.files.find((f) => f.table === 'Aktør')?.name).toBe('g000000/csv/Aktoer.csv.gz');
    expect(listing(dir)).toEqual(['g000000', MANIFEST_FILE]);
  });

  it('publishes a store file that opens read-only on its own and holds the same rows', async () => {
    const work = tempDir();
    const store = syntheticStore(path.join(work, 'store.sqlite'));
    const dir = path.join(work, 'snapshots');
    const entry = (await publishSnapshot(store, dir, { keep: 3 }))!.entry;
    const copy = path.join(work, 'copy.sqlite');
    writeFileSync(copy, gunzipSync(readFileSync(path.join(dir, sqliteFileOf(entry).name))));
    const db = new Database(copy, { readonly: true, fileMustExist: true });
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('delete');
      expect(db.prepare('SELECT titel FROM "Sag" ORDER BY id').pluck().all()).toEqual([...AWKWARD_TITLES]);
    } finally {
      db.close();
    }
  });

  it('writes CSV in ODA field order that reads back: quoting, line breaks, Danish letters, NULL vs empty', async () => {
    const work = tempDir();
    const store = syntheticStore(path.join(work, 'store.sqlite'));
    const dir = path.join(work, 'snapshots');
    const entry = (await publishSnapshot(store, dir, { keep: 3 }))!.entry;
    const sag = entry.files.find((f) => f.table === 'Sag')!;
    const [header, ...rows] = readCsvFile(path.join(dir, sag.name));
    const columns = ENTITIES.find((e) => e.name === 'Sag')!.properties.map((p) => p.name);
    expect(header).toEqual(columns);
    expect(sag.rows).toBe(AWKWARD_TITLES.length);
    expect(rows.map((r) => r[columns.indexOf('titel')])).toEqual([...AWKWARD_TITLES]);
    expect(rows.map((r) => r[columns.indexOf('resume')])).toEqual([null, '', '', '']);
    const vote = readCsvFile(path.join(dir, entry.files.find((f) => f.table === 'Afstemning')!.name));
    expect(vote[1]?.[vote[0]!.indexOf('vedtaget')]).toBe('true');
    const empty = entry.files.find((f) => f.table === 'Tale')!;
    expect(empty.rows).toBe(0);
    expect(readCsvFile(path.join(dir, empty.name))).toHaveLength(1);
  });

  it('keeps the newest generations it is told to keep and deletes the directories it no longer names', async () => {
    const work = tempDir();
    const dir = path.join(work, 'snapshots');
    const names: string[] = [];
    for (const seed of ['1', '2', '3']) {
      const store = syntheticStore(path.join(work, `store-${seed}.sqlite`), seed);
      names.push((await publishSnapshot(store, dir, { keep: 2 }))!.dirName);
    }
    // Three datasets of generation 0: the directory names never clash with one still listed.
    expect(names).toEqual(['g000000', 'g000000-2', 'g000000-3']);
    const manifest = manifestIn(dir);
    expect(manifest.snapshots.map((e) => e.dataset?.match(/seed=(\d)/)?.[1])).toEqual(['3', '2']);
    expect(listing(dir)).toEqual(['g000000-2', 'g000000-3', MANIFEST_FILE]);
  });

  it('ignores and removes what a killed publisher left: a half-made directory and a temporary manifest', async () => {
    const work = tempDir();
    const store = syntheticStore(path.join(work, 'store.sqlite'));
    const dir = path.join(work, 'snapshots');
    await publishSnapshot(store, dir, { keep: 3 });
    const before = readFileSync(path.join(dir, MANIFEST_FILE), 'utf8');
    // A publisher killed mid-way: its temporary generation, a temporary manifest, an orphaned generation directory.
    mkdirSync(path.join(dir, '.tmp-999-1', 'csv'), { recursive: true });
    writeFileSync(path.join(dir, '.tmp-999-1', 'tingdata.sqlite'), 'half a copy');
    writeFileSync(path.join(dir, `.tmp-${MANIFEST_FILE}.999`), '{"format":1,"snap');
    mkdirSync(path.join(dir, 'g000007'));
    // Readers go on reading the previous manifest, which names none of it.
    expect(manifestIn(dir).snapshots).toHaveLength(1);
    expect(readFileSync(path.join(dir, MANIFEST_FILE), 'utf8')).toBe(before);

    const other = syntheticStore(path.join(work, 'other.sqlite'), '2');
    const published = await publishSnapshot(other, dir, { keep: 3 });
    expect(published?.removed).toEqual(
      expect.arrayContaining(['.tmp-999-1', `.tmp-${MANIFEST_FILE}.999`, 'g000007']),
    );
    expect(listing(dir)).toEqual(['g000000', 'g000000-2', MANIFEST_FILE]);
    expect(manifestIn(dir).snapshots).toHaveLength(2);
  });

  it('starts a new manifest when the old one cannot be read, and says so', async () => {
    const work = tempDir();
    const store = syntheticStore(path.join(work, 'store.sqlite'));
    const dir = path.join(work, 'snapshots');
    mkdirSync(dir);
    writeFileSync(path.join(dir, MANIFEST_FILE), 'not json');
    const lines: string[] = [];
    await publishSnapshot(store, dir, { keep: 3, log: (l) => lines.push(l) });
    expect(lines.join('\n')).toMatch(/manifest .* is unreadable \(not JSON/);
    expect(manifestIn(dir).snapshots).toHaveLength(1);
  });

  it("does not put demo data over a mirror's snapshots, which followers would switch to", async () => {
    const work = tempDir();
    const dir = path.join(work, 'snapshots');
    mkdirSync(path.join(dir, 'g000009'), { recursive: true });
    const mirror: SnapshotManifest = {
      format: MANIFEST_FORMAT,
      snapshots: [
        {
          generation: 9,
          store: 'mirror',
          schema: 'abc',
          createdAt: '2026-11-29T03:00:00.000Z',
          dataAsOf: '2026-11-29T02:59:00.000Z',
          source: 'https://oda.ft.dk/api/',
          dataset: null,
          files: [
            {
              name: 'g000009/tingdata.sqlite.gz',
              kind: 'sqlite',
              table: null,
              bytes: 1,
              sha256: 'a'.repeat(64),
              encoding: 'gzip',
              rawBytes: 1,
              rows: null,
            },
          ],
        },
      ],
    };
    writeFileSync(path.join(dir, MANIFEST_FILE), formatManifest(mirror));
    const store = syntheticStore(path.join(work, 'store.sqlite'));
    await expect(ensurePublished(store, dir, { keep: 3 })).rejects.toThrow(/holds snapshots of a mirror/);
    expect(manifestIn(dir)).toEqual(mirror);
    expect(listing(dir)).toEqual(['g000009', MANIFEST_FILE]);
  });

  it('refuses a store that is neither a mirror nor synthetic, leaving nothing behind', async () => {
    const work = tempDir();
    const store = path.join(work, 'plain.sqlite');
    new Database(store).exec('CREATE TABLE t (x)');
    const dir = path.join(work, 'snapshots');
    await expect(publishSnapshot(store, dir, { keep: 3 })).rejects.toThrow(/records no schema fingerprint/);
    expect(listing(dir)).toEqual([]);
  });
});

describe('ensurePublished', () => {
  it('publishes a store once, and again only when the dataset changed', async () => {
    const work = tempDir();
    const dir = path.join(work, 'snapshots');
    const store = syntheticStore(path.join(work, 'store.sqlite'));
    expect(await ensurePublished(store, dir, { keep: 3 })).not.toBeNull();
    const mtime = statSync(path.join(dir, MANIFEST_FILE)).mtimeMs;
    expect(await ensurePublished(store, dir, { keep: 3 })).toBeNull();
    expect(statSync(path.join(dir, MANIFEST_FILE)).mtimeMs).toBe(mtime);

    const regenerated = syntheticStore(path.join(work, 'store-2.sqlite'), '2');
    expect((await ensurePublished(regenerated, dir, { keep: 3 }))?.entry.dataset).toMatch(/seed=2/);
    expect(existsSync(path.join(dir, 'g000000-2'))).toBe(true);
  });
});
