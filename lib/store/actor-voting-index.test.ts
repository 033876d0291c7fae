import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { tinyStore } from '@/lib/data/tiny-store.fixture';
import { votingIndex, warmVotingIndex } from './actor-voting-index';
import { openStore } from './open-store';

const store = tinyStore();

describe('warmVotingIndex', () => {
  it('builds the index once, and every connection to the file then gets that index', () => {
    const file = store.raw().name;
    const db = openStore(file);
    const other = openStore(file);
    try {
      expect(warmVotingIndex(db)).toEqual({ state: 'built', ms: expect.any(Number) });
      expect(warmVotingIndex(db)).toEqual({ state: 'current' });
      expect(warmVotingIndex(other)).toEqual({ state: 'current' });
      expect(votingIndex(other)).toBe(votingIndex(db));
    } finally {
      db.close();
      other.close();
    }
  });

  it('leaves a mirror alone while it makes its first copy', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tingdata-index-'));
    const file = path.join(dir, 'mirror.sqlite');
    try {
      const setup = new Database(file);
      setup.exec(`CREATE TABLE "_sync_status" (id INTEGER PRIMARY KEY, generation INTEGER NOT NULL);
                  INSERT INTO "_sync_status" VALUES (1, 0);`);
      setup.close();
      const db = openStore(file);
      try {
        expect(warmVotingIndex(db)).toEqual({ state: 'building' });
      } finally {
        db.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
