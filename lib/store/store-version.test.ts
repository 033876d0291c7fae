import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeVersion } from './store-version';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'store-version-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('storeVersion', () => {
  it('is null without a store file', () => {
    expect(storeVersion(path.join(dir, 'none.sqlite'))).toBeNull();
  });

  for (const mode of ['delete', 'wal'] as const) {
    it(`changes when another connection commits (journal_mode ${mode}), and only then`, () => {
      const file = path.join(dir, `${mode}.sqlite`);
      const writer = new Database(file);
      writer.pragma(`journal_mode = ${mode}`);
      writer.exec('CREATE TABLE Afstemning (id INTEGER PRIMARY KEY, nummer INTEGER)');
      const before = storeVersion(file);
      expect(before).not.toBeNull();
      expect(storeVersion(file)).toBe(before);
      writer.prepare('INSERT INTO Afstemning (nummer) VALUES (?)').run(1);
      const after = storeVersion(file);
      expect(after).not.toBe(before);
      writer.prepare('INSERT INTO Afstemning (nummer) VALUES (?)').run(2);
      expect(storeVersion(file)).not.toBe(after);
      writer.close();
    });
  }
});
