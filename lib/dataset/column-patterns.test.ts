import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLUMN_PATTERNS, ROW_GROUP_PATTERNS } from './column-patterns';
import { type ColumnShares, columnProfile, patternMismatch, TABLE_SETS } from './column-profile';
import { generateDataset } from './generate';
import { SCALES } from './scale';

const dir = mkdtempSync(path.join(tmpdir(), 'tingdata-patterns-'));
let profile: Map<string, ColumnShares>;
let db: Database.Database;

beforeAll(() => {
  const file = path.join(dir, 'sample.sqlite');
  generateDataset({ scale: SCALES.sample, seed: 14, out: file });
  db = new Database(file, { readonly: true });
  profile = columnProfile(db);
}, 60_000);
afterAll(() => {
  db?.close();
  rmSync(dir, { recursive: true, force: true });
});

const one = <T>(sql: string) => db.prepare(sql).get() as T;

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

  it('writes each kind of row the sources describe with its expected shares', () => {
    const misses: string[] = [];
    for (const g of ROW_GROUP_PATTERNS) {
      const measured = columnProfile(db, g);
      for (const [column, expected] of Object.entries(g.columns)) {
        const actual = measured.get(`${g.set}.${column}`);
        const why = !actual
          ? 'not in the store'
          : actual.rows === 0
            ? 'no such rows'
            : patternMismatch(expected, actual);
        if (why) misses.push(`${g.set}.${column} of ${g.label}: ${why} [${expected.source}]`);
      }
    }
    expect(misses).toEqual([]);
  });

  describe('the real value patterns of issue 14', () => {
    it('marks about one in seven Debat-shaped cases (rådsmøder, redegørelser) statsbudgetsag, the rest false', () => {
      const r = one<{ n: number; yes: number }>(
        `SELECT count(*) n, sum(statsbudgetsag = 1) yes FROM "Sag" WHERE typeid IN (6, 11)`,
      );
      expect(r.n).toBeGreaterThan(50);
      expect(r.yes / r.n).toBeGreaterThan(0.04);
      expect(r.yes / r.n).toBeLessThan(0.3);
    });

    it('numbers Debat-shaped cases as the real ones, numerisk absent together with the prefix', () => {
      const council = db
        .prepare(`SELECT nummer, nummerprefix, nummernumerisk FROM "Sag" WHERE typeid = 6`)
        .all() as { nummer: string; nummerprefix: string; nummernumerisk: string }[];
      expect(council.length).toBeGreaterThan(20);
      for (const r of council) {
        expect(r.nummer).toMatch(/^Rådsmøde \d{4} - \S.*$/);
        expect([r.nummerprefix, r.nummernumerisk]).toEqual(['', '']);
      }
      const stray = one<{ n: number }>(
        `SELECT count(*) n FROM "Sag" WHERE (nummerprefix = '') <> (nummernumerisk = '')
           OR (typeid = 11 AND nummer <> 'R ' || nummernumerisk)`,
      );
      expect(stray.n).toBe(0);
    });

    it('has the real Aktør composition at full size: 2,883 persons, 463 commissions, 5 other groups', () => {
      const byType = new Map(
        (
          db.prepare(`SELECT typeid, count(*) n FROM "Aktør" GROUP BY typeid`).all() as {
            typeid: number;
            n: number;
          }[]
        ).map((r) => [r.typeid, r.n]),
      );
      expect([byType.get(5), byType.get(9), byType.get(7)]).toEqual([
        SCALES.sample.persons,
        SCALES.sample.commissions,
        SCALES.sample.otherGroups,
      ]);
      expect([SCALES.full.persons, SCALES.full.commissions, SCALES.full.otherGroups]).toEqual([2883, 463, 5]);
    });

    it('seats the earlier members and substitutes in the party groups of their samlinger', () => {
      const r = one<{ n: number; seated: number }>(
        `SELECT count(*) n, sum(EXISTS (
           SELECT 1 FROM "AktørAktør" aa JOIN "Aktør" g ON g.id = aa.tilaktørid AND g.typeid = 4
           WHERE aa.fraaktørid = a.id AND aa.rolleid = 15 AND aa.startdato >= a.startdato AND aa.slutdato <= a.slutdato)) seated
         FROM "Aktør" a WHERE a.typeid = 5 AND a.startdato < '2011-09-15' AND a.slutdato <= '2011-09-15T00:00:00'`,
      );
      expect(r.n).toBeGreaterThan(500);
      expect(r.seated / r.n).toBeGreaterThan(0.8);
    });
  });
});
