import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseKonklusion } from '@/lib/konklusion';
import { ENTITIES } from '@/lib/model/entities';
import { isView, quoteIdent } from '@/lib/store/schema';
import { generateDataset } from './generate';
import { odaRowsDigest } from './oda-rows-digest.fixture';
import { SCALES } from './scale';

const dir = mkdtempSync(path.join(tmpdir(), 'tingdata-gen-'));
const fileA = path.join(dir, 'a.sqlite');
let db: Database.Database;

beforeAll(() => {
  generateDataset({ scale: SCALES.tiny, seed: 7, out: fileA });
  db = new Database(fileA, { readonly: true });
});
afterAll(() => db?.close());

const all = <T>(sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as T[];
const one = <T>(sql: string, ...params: unknown[]) => db.prepare(sql).get(...params) as T;
const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/**
 * The digest of ODA's rows (lib/dataset/oda-rows-digest.fixture.ts) that generator version 10 — before the
 * transcripts — wrote at tiny scale, seed 7. Change it only with a change meant to move ODA's rows.
 */
const ODA_ROWS_V10_TINY_7 = '3eea6fb506517010885bf3330cf1c321a53169ff53964eb0479b55de71cfe331';

describe('synthetic dataset', () => {
  it("leaves ODA's own rows as they were before the transcripts: those draw from random streams of their own", () => {
    expect(odaRowsDigest(db)).toBe(ODA_ROWS_V10_TINY_7);
  });

  it('is deterministic: the same seed gives the same bytes, another seed other bytes', () => {
    const again = path.join(dir, 'b.sqlite');
    const other = path.join(dir, 'c.sqlite');
    generateDataset({ scale: SCALES.tiny, seed: 7, out: again });
    generateDataset({ scale: SCALES.tiny, seed: 8, out: other });
    expect(sha(again)).toBe(sha(fileA));
    expect(sha(other)).not.toBe(sha(fileA));
  });

  it('fills every table and is referentially whole: every foreign key resolves', () => {
    const broken: string[] = [];
    for (const e of ENTITIES) {
      if (isView(e.name)) continue;
      for (const nav of e.navigations.filter((n) => !n.many)) {
        const { n } = one<{ n: number }>(
          `SELECT count(*) n FROM ${quoteIdent(e.name)} s WHERE s.${quoteIdent(nav.column)} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ${quoteIdent(nav.target)} t WHERE t.id = s.${quoteIdent(nav.column)})`,
        );
        if (n > 0) broken.push(`${e.name}.${nav.column} → ${nav.target}: ${n}`);
      }
    }
    expect(broken).toEqual([]);
    const empty = ENTITIES.filter((e) => !['EUsag'].includes(e.name)).filter(
      (e) => one<{ n: number }>(`SELECT count(*) n FROM ${quoteIdent(e.name)}`).n === 0,
    );
    expect(empty.map((e) => e.name)).toEqual([]);
  });

  it('writes datetimes the way ODA does: local time, no zone, 0–3 fractional digits', () => {
    const bad = all<{ v: string }>(
      `SELECT opdateringsdato v FROM "Afstemning" UNION ALL SELECT dato FROM "Møde" UNION ALL SELECT startdato FROM "Periode"`,
    ).filter((r) => !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?$/.test(r.v) || /\.\d*0$/.test(r.v));
    expect(bad).toEqual([]);
  });

  it('has sessions from 1952 into the future with ODA codes and titles', () => {
    const p = all<{ kode: string; titel: string; startdato: string }>(
      `SELECT kode, titel, startdato FROM "Periode" ORDER BY startdato`,
    );
    expect(p[0]?.startdato.startsWith('1952-10')).toBe(true);
    expect((p.at(-1)?.startdato ?? '') > '2026-11-20').toBe(true);
    expect(p.find((r) => r.titel === '2024-25')?.kode).toBe('20241');
    expect(p.find((r) => r.titel === '2025-26 (2. samling)')?.kode).toBe('20252');
    expect(one<{ id: number }>(`SELECT id FROM "Periode" WHERE titel = '2013-14'`).id).toBe(32);
  });

  it('seats 179 members per vote, each in exactly one group valid on the vote date', () => {
    const sizes = all<{ n: number; d: number }>(
      `SELECT count(*) n, count(DISTINCT aktørid) d FROM "Stemme" GROUP BY afstemningid`,
    );
    expect(sizes.length).toBeGreaterThan(100);
    for (const s of sizes) expect(s).toEqual({ n: 179, d: 179 });
    const misplaced = one<{ n: number }>(`
      SELECT count(*) n FROM "Stemme" st
      JOIN "Afstemning" a ON a.id = st.afstemningid
      JOIN "Møde" m ON m.id = a."mødeid"
      WHERE (SELECT count(*) FROM "AktørAktør" aa JOIN "Aktør" g ON g.id = aa.tilaktørid AND g.typeid = 4
             WHERE aa.fraaktørid = st."aktørid" AND aa.rolleid = 15
               AND aa.startdato <= substr(m.dato, 1, 10) || 'T23:59:59'
               AND (aa.slutdato IS NULL OR aa.slutdato > substr(m.dato, 1, 10) || 'T00:00:00')) <> 1`);
    expect(misplaced.n).toBe(0);
  });

  it('agrees: konklusion counts, vedtaget and the Stemme rows — apart from a few deliberate oddities', () => {
    const votes = all<{
      id: number;
      konklusion: string;
      vedtaget: number;
      kommentar: string | null;
      f: number;
      a: number;
      h: number;
      n: number;
    }>(`
      SELECT a.id, a.konklusion, a.vedtaget, a.kommentar,
        sum(s.typeid = 1) f, sum(s.typeid = 2) a, sum(s.typeid = 4) h, count(s.id) n
      FROM "Afstemning" a LEFT JOIN "Stemme" s ON s.afstemningid = a.id GROUP BY a.id`);
    let countOdd = 0;
    let flagOdd = 0;
    let empty = 0;
    for (const v of votes) {
      const k = parseKonklusion(v.konklusion);
      if (v.konklusion === '') {
        empty++;
        continue;
      }
      expect(k.outcome, v.konklusion).not.toBeNull();
      if (v.n > 0) {
        const same = k.for.count === v.f && k.against.count === v.a && (k.abstain.count ?? 0) === v.h;
        if (!same) {
          countOdd++;
          expect(v.kommentar ?? '', `vote ${v.id}`).toMatch(/^Ved en fejl/);
        }
        if (v.f > v.a !== (v.vedtaget === 1)) flagOdd++;
      }
      if ((k.outcome === 'vedtaget') !== (v.vedtaget === 1)) flagOdd++;
    }
    expect(empty).toBeGreaterThan(0);
    expect(countOdd).toBeLessThanOrEqual(Math.ceil(votes.length * 0.01));
    expect(flagOdd).toBeLessThanOrEqual(Math.ceil(votes.length * 0.01) * 2);
    // Formats of several eras are present.
    const formats = new Set(votes.map((v) => parseKonklusion(v.konklusion).format));
    expect([...formats]).toEqual(expect.arrayContaining(['A', 'B', 'D']));
  });

  it('lists each group on the side most of its members voted', () => {
    const rows = all<{ id: number; konklusion: string; code: string; typeid: number; n: number }>(`
      SELECT a.id, a.konklusion, g.gruppenavnkort code, s.typeid, count(*) n
      FROM "Afstemning" a JOIN "Stemme" s ON s.afstemningid = a.id JOIN "Møde" m ON m.id = a."mødeid"
      JOIN "AktørAktør" aa ON aa.fraaktørid = s."aktørid" AND aa.rolleid = 15 AND aa.startdato <= substr(m.dato, 1, 10) || 'T23:59:59' AND (aa.slutdato IS NULL OR aa.slutdato > substr(m.dato, 1, 10) || 'T00:00:00')
      JOIN "Aktør" g ON g.id = aa.tilaktørid AND g.typeid = 4
      WHERE a.konklusion <> '' AND s.typeid <> 3 AND g.gruppenavnkort <> 'UFG'
      GROUP BY a.id, g.gruppenavnkort, s.typeid`);
    const byVote = new Map<number, typeof rows>();
    for (const r of rows) byVote.set(r.id, [...(byVote.get(r.id) ?? []), r]);
    let checked = 0;
    for (const [, list] of byVote) {
      const k = parseKonklusion(list[0]?.konklusion);
      if (k.format === 'A-table') continue;
      for (const code of new Set(list.map((r) => r.code))) {
        const mine = list.filter((r) => r.code === code).sort((a, b) => b.n - a.n);
        const top = mine[0];
        if (!top || (mine[1] && mine[1].n === top.n)) continue;
        const side = top.typeid === 1 ? k.for : top.typeid === 2 ? k.against : k.abstain;
        expect(side.parties, `${code} in ${list[0]?.konklusion}`).toContain(code);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('blanks konklusion ("" never null) in a block of older votes restamped 2018-02-09…16, and on a few later ones', () => {
    const rows = all<{ dato: string; stamp: string; konklusion: string | null; n: number }>(
      `SELECT m.dato, a.opdateringsdato stamp, a.konklusion,
         (SELECT count(*) FROM "Stemme" s WHERE s.afstemningid = a.id) n
       FROM "Afstemning" a JOIN "Møde" m ON m.id = a."mødeid"`,
    );
    expect(rows.filter((r) => r.konklusion === null)).toEqual([]);
    const older = rows.filter((r) => r.dato < '2018-02-09');
    const blankOlder = older.filter((r) => r.konklusion === '');
    expect(blankOlder.length).toBeGreaterThan(older.length / 2);
    for (const r of blankOlder) expect(r.stamp).toMatch(/^2018-02-(09|1[0-6])T/);
    // The ballots of a blanked vote are still there.
    expect(blankOlder.filter((r) => r.n === 0)).toEqual([]);
    const later = rows.filter((r) => r.dato >= '2018-02-09');
    const blankLater = later.filter((r) => r.konklusion === '');
    expect(blankLater.length).toBeGreaterThan(0);
    expect(blankLater.length).toBeLessThan(later.length * 0.1);
  });

  it('writes null and "" both, as the real service does', () => {
    const k = one<{ nulls: number; empties: number }>(
      `SELECT sum(kommentar IS NULL) nulls, sum(kommentar = '') empties FROM "Afstemning"`,
    );
    expect(k.nulls).toBeGreaterThan(0);
    expect(k.empties).toBeGreaterThan(0);
  });

  it('numbers bills like ODA and records a synthetic marker', () => {
    const l = all<{ nummer: string; nummerprefix: string; nummernumerisk: string }>(
      `SELECT nummer, nummerprefix, nummernumerisk FROM "Sag" WHERE typeid = 3`,
    );
    for (const r of l) expect(r.nummer).toBe(`L ${r.nummernumerisk}`);
    expect(one<{ value: string }>(`SELECT value FROM _tingdata_meta WHERE key = 'synthetic'`).value).toBe(
      '1',
    );
  });
});
