import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { copyStore, vacuumCopy } from './store-copy';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/**
 * A store under WAL: `n` rows of ~2 KB (about two rows a page), every one with the same `v`, so a copy that mixed
 * two committed states shows two values of `v`.
 */
function walStore(rows: number): { dir: string; file: string; writer: Database.Database } {
  const dir = mkdtempSync(path.join(tmpdir(), 'tingdata-copy-'));
  dirs.push(dir);
  const file = path.join(dir, 'store.sqlite');
  const writer = new Database(file);
  writer.pragma('journal_mode = WAL');
  writer.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v INTEGER NOT NULL, pad TEXT NOT NULL)');
  const insert = writer.prepare('INSERT INTO t (id, v, pad) VALUES (?, 0, ?)');
  writer.transaction(() => {
    for (let i = 1; i <= rows; i++) insert.run(i, 'x'.repeat(2000));
  })();
  return { dir, file, writer };
}

const read = (file: string) => {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return {
      values: db.prepare('SELECT DISTINCT v FROM t ORDER BY v').pluck().all(),
      rows: db.prepare('SELECT count(*) FROM t').pluck().get(),
      journal: db.pragma('journal_mode', { simple: true }),
      integrity: db.pragma('integrity_check', { simple: true }),
    };
  } finally {
    db.close();
  }
};

describe('copyStore', () => {
  it('copies the state committed when it began while a writer commits between its steps', async () => {
    const { dir, file, writer } = walStore(2_000);
    const dest = path.join(dir, 'copy.sqlite');
    const update = writer.prepare('UPDATE t SET v = v + 1');
    const add = writer.prepare(`INSERT INTO t (v, pad) VALUES ((SELECT max(v) FROM t), 'new')`);
    let commits = 0;
    await copyStore(file, dest, {
      pagesPerStep: 50,
      onProgress: (copied, total) => {
        // Between two steps: the writer commits a change to every row, and a new row.
        if (copied < total) {
          update.run();
          add.run();
          commits++;
        }
      },
    });
    writer.close();
    expect(commits).toBeGreaterThan(10);
    expect(read(dest)).toEqual({ values: [0], rows: 2_000, journal: 'delete', integrity: 'ok' });
    expect(read(file).values).toEqual([commits]);
  });

  it('makes a file that opens read-only on its own, without -wal or -shm files', async () => {
    const { dir, file, writer } = walStore(10);
    const dest = path.join(dir, 'copy.sqlite');
    await copyStore(file, dest);
    writer.close();
    expect(existsSync(`${dest}-wal`)).toBe(false);
    expect(existsSync(`${dest}-shm`)).toBe(false);
    expect(read(dest)).toMatchObject({ rows: 10, journal: 'delete' });
  });

  it('copies the same rows as VACUUM INTO, the alternative the bench compares', async () => {
    const { dir, file, writer } = walStore(100);
    writer.close();
    await copyStore(file, path.join(dir, 'a.sqlite'));
    vacuumCopy(file, path.join(dir, 'b.sqlite'));
    expect(read(path.join(dir, 'a.sqlite'))).toEqual(read(path.join(dir, 'b.sqlite')));
  });
});
