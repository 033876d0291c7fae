import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GenerateResult, generateDataset } from '@/lib/dataset/generate';
import { SCALES } from '@/lib/dataset/scale';
import { SPEAKER_ALIASES } from '@/lib/referat/speaker-aliases';
import { SUBSTITUTES } from './sitting-debate';

const dir = mkdtempSync(path.join(tmpdir(), 'tingdata-referat-build-'));
const xmlDir = path.join(dir, 'referat');
let result: GenerateResult;
let db: Database.Database;

beforeAll(() => {
  result = generateDataset({
    scale: SCALES.demo,
    seed: 1,
    out: path.join(dir, 'demo.sqlite'),
    referatOut: xmlDir,
  });
  db = new Database(path.join(dir, 'demo.sqlite'), { readonly: true });
}, 120_000);
afterAll(() => db?.close());

const all = <T>(sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as T[];
const one = <T>(sql: string, ...params: unknown[]) => db.prepare(sql).get(...params) as T;

/** Every file under a directory, as relative path → contents. */
function files(root: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  for (const samling of readdirSync(root).sort())
    for (const f of readdirSync(path.join(root, samling)).sort())
      out.set(`${samling}/${f}`, readFileSync(path.join(root, samling, f)));
  return out;
}

describe('the demo build of the transcripts', () => {
  it('writes a file per held plenary sitting, named as the server names them, and imports all but the bad one', () => {
    const written = files(xmlDir);
    expect(written.size).toBe(result.referat.files);
    const held = one<{ n: number }>(
      `SELECT count(*) n FROM "Møde" WHERE typeid = 1 AND statusid = 2 AND substr(dato, 1, 10) <= '2026-11-20'`,
    ).n;
    expect(written.size).toBe(held);
    for (const name of written.keys()) expect(name).toMatch(/^(\d{5})\/\1_M\d+_helemoedet\.xml$/);
    const status = all<{ status: string; n: number }>(
      `SELECT status, count(*) n FROM "_referat_fil" GROUP BY status ORDER BY status`,
    );
    expect(status).toEqual([
      { status: 'imported', n: held - 1 },
      { status: 'rejected', n: 1 },
    ]);
  });

  it('rejects and reports exactly the one truncated file', () => {
    expect(result.referat.rejected).toHaveLength(1);
    const [bad] = result.referat.rejected;
    expect(bad?.reason).toMatch(/^truncated at line \d+, column \d+/);
    const row = one<{ path: string; error: string }>(
      `SELECT path, error FROM "_referat_fil" WHERE status = 'rejected'`,
    );
    expect(row).toEqual({ path: bad?.path, error: bad?.reason });
    expect(one<{ n: number }>(`SELECT count(*) n FROM "_referat_moede" WHERE fil = ?`, row.path).n).toBe(0);
  });

  it('has files of all three eras, and legacy samlinger re-exported in the modern form', () => {
    const eras = all<{ era: string; legacySamling: number; n: number }>(
      `SELECT era, samling <= '20181' legacySamling, count(*) n FROM "_referat_moede" GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    const has = (era: string, legacySamling: number) =>
      eras.some((e) => e.era === era && e.legacySamling === legacySamling && e.n > 0);
    expect(has('legacy', 1)).toBe(true);
    expect(has('tingdok', 0)).toBe(true);
    expect(has('preliminary', 0)).toBe(true);
    expect(has('tingdok', 1)).toBe(true);
    expect(eras.filter((e) => e.era === 'legacy' && e.legacySamling === 0)).toEqual([]);
  });

  it('links every sitting, agenda item and case, and every speaker but the substitutes ODA does not hold', () => {
    const sittings = one<{ n: number; linked: number }>(
      `SELECT count(*) n, count(moedeid) linked FROM "_referat_moede"`,
    );
    expect(sittings.linked).toBe(sittings.n);
    const items = one<{ n: number; linked: number; cases: number; casesLinked: number }>(
      `SELECT count(*) n, count(dagsordenspunktid) linked, count(sagsnummer) cases, count(sagid) casesLinked
       FROM "_referat_punkt"`,
    );
    expect(items.linked).toBe(items.n);
    expect(items.casesLinked).toBe(items.cases);
    const speeches = one<{ n: number; linked: number }>(
      `SELECT count(*) n, count(aktoerid) linked FROM "_tale"`,
    );
    expect(speeches.n).toBe(result.referat.speeches);
    const unlinked = all<{ navn: string }>(
      `SELECT DISTINCT navn FROM "_tale" WHERE aktoerid IS NULL ORDER BY navn`,
    );
    expect(unlinked.length).toBeGreaterThan(0);
    const substitutes = SUBSTITUTES.map(([first, last]) => `${first} ${last}`);
    for (const u of unlinked) expect(substitutes).toContain(u.navn);
    const held = all<{ navn: string }>(
      `SELECT navn FROM "Aktør" WHERE navn IN (${substitutes.map(() => '?').join(', ')})`,
      ...substitutes,
    );
    expect(held).toEqual([]);
    expect(speeches.linked).toBeGreaterThan(speeches.n * 0.99);
  });

  it('prints the renamed member under the former surname up to the alias table’s samling, linked to the person', () => {
    const alias = SPEAKER_ALIASES.find((a) => a.synthetic);
    if (!alias) throw new Error('lib/referat/speaker-aliases.json has no synthetic entry');
    const person = one<{ id: number }>(`SELECT id FROM "Aktør" WHERE navn = ? AND typeid = 5`, alias.current);
    const printed = all<{ samling: string; aktoerid: number | null }>(
      `SELECT m.samling, t.aktoerid FROM "_tale" t JOIN "_referat_moede" m ON m.id = t.moede WHERE t.navn = ?`,
      alias.printed,
    );
    expect(printed.length).toBeGreaterThan(0);
    for (const p of printed) {
      expect(p.samling <= (alias.toSamling ?? '99999')).toBe(true);
      expect(p.aktoerid).toBe(person.id);
    }
    const later = one<{ n: number }>(
      `SELECT count(*) n FROM "_tale" t JOIN "_referat_moede" m ON m.id = t.moede WHERE t.aktoerid = ? AND m.samling > ?`,
      person.id,
      alias.toSamling,
    );
    expect(later.n).toBeGreaterThan(0);
  });

  it('has speeches of realistic length, full debates on recent sittings, events and no final end time', () => {
    const mean = one<{ mean: number }>(`SELECT avg(tegn) mean FROM "_tale"`).mean;
    expect(mean).toBeGreaterThan(450);
    expect(mean).toBeLessThan(750);
    const biggest = all<{ n: number }>(
      `SELECT count(*) n FROM "_tale" GROUP BY moede ORDER BY n DESC LIMIT 5`,
    );
    for (const b of biggest) expect(b.n).toBeGreaterThan(250);
    const events = all<{ art: string | null }>(`SELECT DISTINCT art FROM "_referat_haendelse" ORDER BY art`);
    expect(events.map((e) => e.art)).toEqual([null, 'MødeSlut', 'Pause']);
    const spokes = one<{ n: number }>(`SELECT count(*) n FROM "_tale" WHERE taletype = 'Ordfører'`).n;
    expect(spokes).toBeGreaterThan(100);
    const ministers = one<{ n: number; untitled: number }>(
      `SELECT count(*) n, sum(titel IS NULL OR parti IS NOT NULL) untitled FROM "_tale" WHERE rolle = 'minister'`,
    );
    expect(ministers.n).toBeGreaterThan(0);
    expect(ministers.untitled).toBe(0);
  });

  it('begins every speech with the demo marker', () => {
    expect(one<{ n: number }>(`SELECT count(*) n FROM "_tale" WHERE tekst NOT LIKE '[Demotekst]%'`).n).toBe(
      0,
    );
  });
});

describe('the transcripts of a seed', () => {
  it('are the same files for the same seed, other files for another', () => {
    const build = (seed: number, name: string) => {
      const out = path.join(dir, name);
      generateDataset({ scale: SCALES.tiny, seed, out: `${out}.sqlite`, referatOut: out });
      return files(out);
    };
    const a = build(7, 'tiny-a');
    const b = build(7, 'tiny-b');
    const c = build(8, 'tiny-c');
    expect([...a.keys()]).toEqual([...b.keys()]);
    for (const [name, bytes] of a) expect(bytes.equals(b.get(name) as Buffer), name).toBe(true);
    expect([...a.keys()]).not.toEqual([...c.keys()]);
  }, 120_000);
});
