import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll } from 'vitest';
import { generateDataset } from '@/lib/dataset/generate';
import { SCALES } from '@/lib/dataset/scale';

/**
 * A tiny generated store (about 5 s to build) for a data test file: `ODA_DB` points at it while the tests run, and
 * `raw()` opens it for the tests' own naive queries. The seed picks the dataset (the actor tests use 11).
 */
export function tinyStore(seed = 11): { raw: () => Database.Database } {
  let dir = '';
  let db: Database.Database | null = null;
  const previous = process.env.ODA_DB;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), `tingdata-tiny-${seed}-`));
    const file = path.join(dir, 'tiny.sqlite');
    generateDataset({ scale: SCALES.tiny, seed, out: file });
    process.env.ODA_DB = file;
    db = new Database(file, { readonly: true });
  });
  afterAll(() => {
    db?.close();
    if (previous === undefined) delete process.env.ODA_DB;
    else process.env.ODA_DB = previous;
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    raw: () => {
      if (!db) throw new Error('the tiny store is not built yet');
      return db;
    },
  };
}
