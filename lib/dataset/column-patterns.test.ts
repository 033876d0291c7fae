import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLUMN_PATTERNS } from './column-patterns';
import { type ColumnShares, columnProfile, patternMismatch, TABLE_SETS } from './column-profile';
import { generateDataset } from './generate';
import { SCALES } from './scale';

const dir = mkdtempSync(path.join(tmpdir(), 'tingdata-patterns-'));
let profile: Map<string, ColumnShares>;

beforeAll(() => {
  const file = path.join(dir, 'sample.sqlite');
  generateDataset({ scale: SCALES.sample, seed: 14, out: file });
  const db = new Database(file, { readonly: true });
  try {
    profile = columnProfile(db);
  } finally {
    db.close();
  }
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('column patterns of the generated store', () => {
  it('has a pattern for every column of every table, and none for a column that does not exist', () => {
    const columns = TABLE_SETS.flatMap((e) => e.properties.map((p) => `${e.name}.${p.name}`));
    const specified = Object.entries(COLUMN_PATTERNS).flatMap(([set, cols]) =>
      Object.keys(cols).map((c) => `${set}.${c}`),
    );
    expect(columns.filter((c) => !specified.includes(c))).toEqual([]);
    expect(specified.filter((c) => !columns.includes(c))).toEqual([]);
    expect([...profile.keys()].sort()).toEqual([...columns].sort());
  });

  it('writes every column with its expected shares of null, "" and a value', () => {
    const misses: string[] = [];
    for (const [set, cols] of Object.entries(COLUMN_PATTERNS))
      for (const [column, expected] of Object.entries(cols)) {
        const actual = profile.get(`${set}.${column}`);
        const why = actual ? patternMismatch(expected, actual) : 'not in the store';
        if (why) misses.push(`${set}.${column}: ${why} [${expected.source}]`);
      }
    expect(misses).toEqual([]);
  });
});
