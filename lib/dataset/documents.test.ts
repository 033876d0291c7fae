import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AS_OF, generateDataset } from './generate';
import { SCALES } from './scale';

const dir = mkdtempSync(path.join(tmpdir(), 'tingdata-documents-'));
let db: Database.Database;

beforeAll(() => {
  const file = path.join(dir, 'tiny.sqlite');
  generateDataset({ scale: SCALES.tiny, seed: 21, out: file });
  db = new Database(file, { readonly: true });
}, 60_000);
afterAll(() => {
  db?.close();
  rmSync(dir, { recursive: true, force: true });
});

const all = <T>(sql: string) => db.prepare(sql).all() as T[];
const one = <T>(sql: string) => db.prepare(sql).get() as T;

/** Committee questions (type 13) and § 20 questions (16) with their first answer's day and the case's samling. */
const QUESTIONS = `
  SELECT q.id, q.typeid, q.titel, q.dato, q."spørgsmålstitel" titel_kort, q."spørgsmålsordlyd" ordlyd,
    s.id sagid, s.nummer, p.slutdato samling_slut,
    (SELECT min(a.dato) FROM "Dokument" a WHERE a."spørgsmålsid" = q.id AND a.typeid = 17) svar
  FROM "Dokument" q JOIN "SagDokument" sd ON sd.dokumentid = q.id JOIN "Sag" s ON s.id = sd.sagid
  JOIN "Periode" p ON p.id = s.periodeid
  WHERE q.typeid IN (13, 16)`;
interface Question {
  id: number;
  typeid: number;
  titel: string;
  dato: string;
  titel_kort: string;
  ordlyd: string;
  sagid: number;
  nummer: string;
  samling_slut: string;
  svar: string | null;
}
const days = (a: string, b: string) =>
  Math.round((Date.parse(b.slice(0, 10)) - Date.parse(a.slice(0, 10))) / 86_400_000);

describe('questions and answers of the generated store', () => {
  it('points every answer at a question, never dates one before its question or after the dataset’s today', () => {
    const answers = all<{ id: number; dato: string; qtype: number | null; qdato: string | null }>(`
      SELECT a.id, a.dato, q.typeid qtype, q.dato qdato FROM "Dokument" a
      LEFT JOIN "Dokument" q ON q.id = a."spørgsmålsid" WHERE a.typeid = 17`);
    expect(answers.length).toBeGreaterThan(300);
    expect(answers.filter((a) => a.qtype !== 13 && a.qtype !== 16)).toEqual([]);
    expect(answers.filter((a) => (a.qdato as string) > a.dato)).toEqual([]);
    expect(answers.filter((a) => a.dato.slice(0, 10) > DEFAULT_AS_OF)).toEqual([]);
  });

  it('answers committee questions after a spread of days: some the same day, some after 100 days, a few never', () => {
    const committee = all<Question>(QUESTIONS).filter((q) => q.typeid === 13);
    const old = committee.filter((q) => q.samling_slut < '2025-01-01');
    expect(old.length).toBeGreaterThan(150);
    const open = old.filter((q) => q.svar === null).length / old.length;
    expect(open).toBeGreaterThan(0);
    expect(open).toBeLessThan(0.1);
    const answered = committee.flatMap((q) => (q.svar ? [days(q.dato, q.svar)] : []));
    expect(answered.filter((d) => d === 0).length).toBeGreaterThan(0);
    expect(answered.filter((d) => d > 100).length).toBeGreaterThan(0);
    const sorted = [...answered].sort((a, b) => a - b);
    const median = sorted[Math.ceil(sorted.length / 2) - 1] as number;
    expect(median).toBeGreaterThanOrEqual(7);
    expect(median).toBeLessThanOrEqual(35);
  });

  it('gives some questions a second answer', () => {
    const { n } = one<{ n: number }>(`
      SELECT count(*) n FROM (SELECT "spørgsmålsid" FROM "Dokument" WHERE typeid = 17
      GROUP BY "spørgsmålsid" HAVING count(*) > 1)`);
    expect(n).toBeGreaterThan(0);
  });

  it('words each question in full and titles it short, and numbers committee questions by date per folder', () => {
    const questions = all<Question>(QUESTIONS);
    for (const q of questions) {
      expect(q.ordlyd, q.titel).toMatch(/\?$/);
      expect(q.titel_kort.length, q.titel).toBeLessThanOrEqual(q.ordlyd.length);
    }
    const folders = new Map<number, Question[]>();
    for (const q of questions.filter((x) => x.typeid === 13))
      folders.set(q.sagid, [...(folders.get(q.sagid) ?? []), q]);
    expect(folders.size).toBeGreaterThan(20);
    for (const list of folders.values()) {
      list.sort((a, b) => a.dato.localeCompare(b.dato) || a.id - b.id);
      const numbers = list.map((q) => Number(/spørgsmål (\d+) om /.exec(q.titel)?.[1]));
      expect(numbers).toEqual(list.map((_, i) => i + 1));
      const folder = (list[0] as Question).nummer.replace(/ Alm\.del$/, ' alm. del');
      for (const q of list) expect(q.titel.startsWith(`${folder} - spørgsmål `), q.titel).toBe(true);
    }
  });

  it('has each question asked by a member seated that day and put to a minister title', () => {
    const unseated = one<{ n: number }>(`
      SELECT count(*) n FROM "Dokument" q JOIN "DokumentAktør" da ON da.dokumentid = q.id AND da.rolleid = 6
      WHERE q.typeid IN (13, 16) AND NOT EXISTS (
        SELECT 1 FROM "AktørAktør" aa JOIN "Aktør" g ON g.id = aa.tilaktørid AND g.typeid = 4
        WHERE aa.fraaktørid = da."aktørid" AND aa.rolleid = 15
          AND aa.startdato <= substr(q.dato, 1, 10) || 'T23:59:59'
          AND (aa.slutdato IS NULL OR aa.slutdato > substr(q.dato, 1, 10) || 'T00:00:00'))`);
    expect(unseated.n).toBe(0);
    const untitled = one<{ n: number }>(`
      SELECT count(*) n FROM "Dokument" q WHERE q.typeid IN (13, 16) AND NOT EXISTS (
        SELECT 1 FROM "DokumentAktør" da JOIN "Aktør" t ON t.id = da."aktørid" AND t.typeid = 2
        WHERE da.dokumentid = q.id AND da.rolleid = 8)`);
    expect(untitled.n).toBe(0);
    const asked = one<{ n: number }>(`SELECT count(*) n FROM "Dokument" WHERE typeid IN (13, 16)`);
    const withAsker = one<{ n: number }>(
      `SELECT count(DISTINCT dokumentid) n FROM "DokumentAktør" WHERE rolleid = 6`,
    );
    expect(withAsker.n).toBe(asked.n);
  });

  it('dates documents at midnight and releases them later that day or the next, in office hours', () => {
    const bad = all<{ dato: string; frigivelsesdato: string | null }>(
      `SELECT dato, frigivelsesdato FROM "Dokument" WHERE id > (SELECT min(id) FROM "Dokument")`,
    ).filter(
      (d) =>
        !d.dato.endsWith('T00:00:00') ||
        (d.frigivelsesdato !== null &&
          (days(d.dato, d.frigivelsesdato) > 1 || !/T(0[89]|1\d):\d\d:\d\d$/.test(d.frigivelsesdato))),
    );
    expect(bad).toEqual([]);
  });

  it('gives every document its PDF, a share also their original, at ft.dk URLs of the case', () => {
    const { docs, pdf, original } = one<{ docs: number; pdf: number; original: number }>(`
      SELECT count(*) docs,
        sum(EXISTS (SELECT 1 FROM "Fil" f WHERE f.dokumentid = d.id AND f.variantkode = 'P' AND f.format = 'PDF')) pdf,
        sum(EXISTS (SELECT 1 FROM "Fil" f WHERE f.dokumentid = d.id AND f.variantkode = 'O')) original
      FROM "Dokument" d`);
    expect(pdf).toBe(docs);
    expect(original / docs).toBeGreaterThan(0.15);
    expect(original / docs).toBeLessThan(0.5);
    const answerUrls = all<{ filurl: string }>(
      `SELECT f.filurl FROM "Fil" f JOIN "Dokument" d ON d.id = f.dokumentid WHERE d.typeid = 17`,
    );
    for (const { filurl } of answerUrls)
      expect(filurl).toMatch(
        /^https:\/\/www\.ft\.dk\/samling\/\d{5}\/(almdel\/[A-ZÆØÅ]+\/spm\/\d+|lovforslag\/L\d+\/spm\/\d+|spoergsmaal\/S\d+)\/svar\/\d+\/\d+\.(pdf|docx)$/,
      );
  });
});
