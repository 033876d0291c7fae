import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { openStore } from './open-store';
import type { Store } from './store';

/** Builds a store into a fresh temporary folder before the file's tests and removes it after; returns its path. */
function temporaryStore(name: string, build: (file: string) => void): () => string {
  let dir = '';
  let file = '';
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), `tingdata-${name}-`));
    file = path.join(dir, 'store.sqlite');
    build(file);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return () => file;
}

/**
 * A hand-made store (e.g. `buildVoteStore`) as the store the site reads (`ODA_DB`) while the file's tests run, for
 * tests of the reads pages call.
 */
export function storeAsOdaDb(name: string, build: (file: string) => void): void {
  const previous = process.env.ODA_DB;
  const file = temporaryStore(name, build);
  beforeAll(() => {
    process.env.ODA_DB = file();
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.ODA_DB;
    else process.env.ODA_DB = previous;
  });
}

/** A hand-made store opened read-only for the file's tests, for tests of the loaders that take a connection. */
export function openedStore(name: string, build: (file: string) => void): () => Store {
  let db: Store | null = null;
  const file = temporaryStore(name, build);
  beforeAll(() => {
    db = openStore(file());
  });
  afterAll(() => db?.close());
  return () => {
    if (!db) throw new Error('the store is not built yet');
    return db;
  };
}
