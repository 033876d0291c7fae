import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDataset } from './generate';
import { checkKommentarBallots } from './kommentar-ballots';
import { ballotMatches, kommentarClaims, nominative } from './kommentar-claims';
import { SCALES } from './scale';

describe('kommentarClaims', () => {
  // Real kommentar texts (Afstemning rows of the real service, 2014–2025).
  it.each([
    [
      'Ved en fejl stemte Dennis Flydtkjær (DF) imod forslaget.',
      [{ name: 'Dennis Flydtkjær', party: 'DF', ballot: 'imod' }],
    ],
    [
      'Ved en fejl stemte Peter Skaarup (DF) for ændringsforslaget. Ved en fejl stemte Katarina Ammitzbøll (KF) for ændringsforslaget.',
      [
        { name: 'Peter Skaarup', party: 'DF', ballot: 'for' },
        { name: 'Katarina Ammitzbøll', party: 'KF', ballot: 'for' },
      ],
    ],
    [
      'Ved en fejl stemte Ole Birk Olesen (LA), Carl Andersen (LA) og Alexander Ryle (LA) imod ændringsforslaget.',
      [
        { name: 'Ole Birk Olesen', party: 'LA', ballot: 'imod' },
        { name: 'Carl Andersen', party: 'LA', ballot: 'imod' },
        { name: 'Alexander Ryle', party: 'LA', ballot: 'imod' },
      ],
    ],
    [
      'Ved en fejl stemte Jan E. Jørgensen (V) hverken for eller imod forslaget.',
      [{ name: 'Jan E. Jørgensen', party: 'V', ballot: 'hverken' }],
    ],
    [
      'Karen J. Klint (S), Steen Gade (SF), Eigil Andersen (SF) og Pernille Vigsø Bagge (SF) stemte ved en fejl for ændringsforslaget.',
      [
        { name: 'Karen J. Klint', party: 'S', ballot: 'for' },
        { name: 'Steen Gade', party: 'SF', ballot: 'for' },
        { name: 'Eigil Andersen', party: 'SF', ballot: 'for' },
        { name: 'Pernille Vigsø Bagge', party: 'SF', ballot: 'for' },
      ],
    ],
    [
      'Ved en fejl er der afgivet en stemme i Sophie Løhdes (V) navn.',
      [{ name: 'Sophie Løhde', party: 'V', ballot: 'cast' }],
    ],
    [
      'Ved en fejl var Carsten Bach (LA) fraværende ved afstemningen af lovforslaget.',
      [{ name: 'Carsten Bach', party: 'LA', ballot: 'absent' }],
    ],
    [
      'Anna Holm (S) og Ole Dam (DD) kunne grundet en teknisk fejl ikke afgive deres stemme.',
      [
        { name: 'Anna Holm', party: 'S', ballot: 'absent' },
        { name: 'Ole Dam', party: 'DD', ballot: 'absent' },
      ],
    ],
  ])('reads the members named in %j', (text, claims) => {
    expect(kommentarClaims(text)).toEqual(claims);
  });

  it.each([
    null,
    '',
    'Omafstemning',
    'version 2 (OMAFSTEMNING)',
    'Ved en fejl stemte DF imod forslaget.',
    'Ved en fejl stemte SF for beslutningsforslaget.',
  ])('finds no member in %j', (text) => {
    expect(kommentarClaims(text)).toEqual([]);
  });

  it('takes the genitive off a name', () => {
    expect(nominative('Sophie Løhdes')).toBe('Sophie Løhde');
    expect(nominative("Jens'")).toBe('Jens');
  });

  it('matches a claimed ballot to the Stemmetype ids it allows', () => {
    const allowed = (claim: Parameters<typeof ballotMatches>[0]) =>
      [1, 2, 3, 4].filter((id) => ballotMatches(claim, id));
    expect(allowed('for')).toEqual([1]);
    expect(allowed('imod')).toEqual([2]);
    expect(allowed('hverken')).toEqual([4]);
    expect(allowed('cast')).toEqual([1, 2, 4]);
    expect(allowed('absent')).toEqual([3]);
  });
});

describe('checkKommentarBallots on a hand-built store', () => {
  // Only the columns the check reads.
  const db = new Database(':memory:');
  db.exec(`
    CREATE TABLE "Aktør" (id INTEGER PRIMARY KEY, typeid INTEGER, navn TEXT, gruppenavnkort TEXT);
    CREATE TABLE "AktørAktør" (id INTEGER PRIMARY KEY, fraaktørid INTEGER, tilaktørid INTEGER, rolleid INTEGER,
      startdato TEXT, slutdato TEXT);
    CREATE TABLE "Møde" (id INTEGER PRIMARY KEY, dato TEXT);
    CREATE TABLE "Afstemning" (id INTEGER PRIMARY KEY, nummer INTEGER, vedtaget INTEGER, kommentar TEXT,
      "mødeid" INTEGER, typeid INTEGER);
    CREATE TABLE "Stemme" (id INTEGER PRIMARY KEY, typeid INTEGER, afstemningid INTEGER, "aktørid" INTEGER);
    INSERT INTO "Aktør" (id, typeid, navn, gruppenavnkort)
      VALUES (10, 5, 'Anna Holm', ''), (11, 5, 'Ole Dam', ''), (20, 4, 'Socialdemokratiet', 'S');
    INSERT INTO "AktørAktør" (id, fraaktørid, tilaktørid, rolleid, startdato, slutdato)
      VALUES (1, 10, 20, 15, '2020-01-01T00:00:00', NULL), (2, 11, 20, 15, '2020-01-01T00:00:00', '2021-01-01T00:00:00');
    INSERT INTO "Møde" (id, dato) VALUES (1, '2024-05-02T10:00:00');
    INSERT INTO "Afstemning" (id, nummer, vedtaget, kommentar, "mødeid", typeid) VALUES
      (1, 1, 1, 'Ved en fejl stemte Anna Holm (S) for forslaget.', 1, 1),
      (2, 2, 1, 'Ved en fejl stemte Anna Holm (S) imod forslaget.', 1, 1),
      (3, 3, 1, 'Ved en fejl stemte Ole Dam (S) for forslaget.', 1, 1),
      (4, 4, 1, 'Ved en fejl stemte Bo Ukendt (S) for forslaget.', 1, 1),
      (5, 5, 1, 'Ved en fejl stemte Anna Holm (S) for forslaget.', 1, 1);
    INSERT INTO "Stemme" (id, typeid, afstemningid, "aktørid") VALUES
      (1, 1, 1, 10), (2, 1, 2, 10), (3, 1, 3, 11), (4, 1, 4, 10);
  `);
  const report = checkKommentarBallots(db);
  const why = (voteId: number) => report.claims.find((c) => c.voteId === voteId)?.mismatch;

  it('agrees when the member has the ballot and sat in the group named', () => {
    expect(why(1)).toBeNull();
  });

  it('says what disagrees: the ballot, the group on the day, an unknown name', () => {
    expect(why(2)).toBe('Stemme says for, the note imod');
    expect(why(3)).toBe("the member's group on the day is none, the note says S");
    expect(why(4)).toBe('no person of that name');
  });

  it('counts a vote without any Stemme rows apart: nothing to check yet', () => {
    expect(report.notes).toBe(5);
    expect(report.unchecked).toBe(1);
    expect(why(5)).toBeUndefined();
  });
});

// The generated store, as the column-pattern test reads it (column-patterns.test.ts): same scale and seed.
describe('kommentar notes of the generated store', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tingdata-kommentar-'));
  let db: Database.Database;
  beforeAll(() => {
    const file = path.join(dir, 'sample.sqlite');
    generateDataset({ scale: SCALES.sample, seed: 14, out: file });
    db = new Database(file, { readonly: true });
  }, 60_000);
  afterAll(() => {
    db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("agrees with the ballot of every member a note names, in the member's group on the day", () => {
    const report = checkKommentarBallots(db);
    expect(report.claims.length).toBeGreaterThan(10);
    const kinds = report.claims.map((c) => c.ballot);
    expect(kinds).toContain('absent');
    expect(kinds.some((k) => k === 'for' || k === 'imod')).toBe(true);
    expect(
      report.claims
        .filter((c) => c.mismatch)
        .map((c) => `vote ${c.voteId}: ${c.name} (${c.party}) ${c.ballot}: ${c.mismatch}`),
    ).toEqual([]);
  });

  it('leaves only the newest sitting without Stemme rows', () => {
    const rows = db
      .prepare(
        `SELECT m.id, m.dato, EXISTS (SELECT 1 FROM "Stemme" s WHERE s.afstemningid = a.id) AS har
         FROM "Afstemning" a JOIN "Møde" m ON m.id = a."mødeid" ORDER BY m.dato DESC, a.id DESC`,
      )
      .all() as { id: number; dato: string; har: number }[];
    const without = rows.filter((r) => !r.har);
    expect(without.length).toBeGreaterThan(0);
    expect(new Set(without.map((r) => r.id))).toEqual(new Set([rows[0]?.id]));
  });
});
