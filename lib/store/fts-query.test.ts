import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { Random } from '@/lib/dataset/random';
import { allOf, anyOf, type FtsQuery, inColumns, phrase, printFtsQuery } from './fts-query';

/** A trigram index like the store's (lib/store/schema.ts), over a few rows of known text. */
const db = new Database(':memory:');
db.exec(
  `CREATE VIRTUAL TABLE t USING fts5(titel, titelkort, resume, tokenize = 'trigram remove_diacritics 1')`,
);
const COLUMNS = ['titel', 'titelkort', 'resume'] as const;
type Row = Record<(typeof COLUMNS)[number], string>;
const ROWS: Row[] = [
  { titel: 'om detailhandlens åbningstider', titelkort: 'åbningstider', resume: 'butikker må holde åbent' },
  { titel: 'energiøerne styrkelse', titelkort: 'energiøer', resume: 'or near not and' },
  { titel: 'universiteternes økonomi', titelkort: 'økonomi', resume: 'bevillinger til "forskning"' },
  { titel: 'klima og energi', titelkort: 'klima', resume: 'co2 (udledning) * afgift: ^ {x}' },
];
const insert = db.prepare('INSERT INTO t (rowid, titel, titelkort, resume) VALUES (?, ?, ?, ?)');
for (const [i, row] of ROWS.entries()) insert.run(i + 1, row.titel, row.titelkort, row.resume);
afterAll(() => db.close());

const search = (query: FtsQuery): number[] =>
  db
    .prepare('SELECT rowid FROM t WHERE t MATCH ? ORDER BY rowid')
    .pluck()
    .all(printFtsQuery(query)) as number[];

const one = (parts: readonly FtsQuery[], combine: typeof allOf): FtsQuery => {
  const query = combine(parts);
  if (!query) throw new Error('no parts');
  return query;
};

describe('printFtsQuery', () => {
  it('quotes every phrase, doubling its quotes, so operators and symbols are text', () => {
    expect(printFtsQuery(phrase('klima'))).toBe('"klima"');
    expect(printFtsQuery(phrase('ab"c'))).toBe('"ab""c"');
    expect(printFtsQuery(phrase('OR'))).toBe('"OR"');
  });

  it('writes AND between words and puts each group of spellings in parentheses', () => {
    const spellings = one([phrase('aabningstider'), phrase('åbningstider')], anyOf);
    const query = one([phrase('detailhandlens'), spellings], allOf);
    expect(printFtsQuery(query)).toBe('"detailhandlens" AND ("aabningstider" OR "åbningstider")');
    expect(search(query)).toEqual([1]);
    const reversed = one([spellings, phrase('detailhandlens')], allOf);
    expect(printFtsQuery(reversed)).toBe('("aabningstider" OR "åbningstider") AND "detailhandlens"');
    expect(search(reversed)).toEqual([1]);
  });

  it('joins two groups, and nests a column filter as an operand', () => {
    const a = one([phrase('energioeerne'), phrase('energiøerne')], anyOf);
    const b = one([phrase('styrkelse'), phrase('styrkelsen')], anyOf);
    expect(printFtsQuery(one([a, b], allOf))).toBe(
      '("energioeerne" OR "energiøerne") AND ("styrkelse" OR "styrkelsen")',
    );
    const inTitle = inColumns(['titel', 'titelkort'], one([phrase('økonomi'), phrase('klima')], anyOf));
    expect(printFtsQuery(inTitle)).toBe('{"titel" "titelkort"} : ("økonomi" OR "klima")');
    expect(printFtsQuery(one([phrase('universiteternes'), inTitle], allOf))).toBe(
      '"universiteternes" AND ({"titel" "titelkort"} : ("økonomi" OR "klima"))',
    );
    expect(search(one([a, b], allOf))).toEqual([2]);
    expect(search(inTitle)).toEqual([3, 4]);
  });

  it('opens nested lists of the same kind, keeps each part once, and reads one part as itself', () => {
    const nested = one([phrase('a1a'), one([phrase('b2b'), phrase('a1a')], allOf)], allOf);
    expect(printFtsQuery(nested)).toBe('"a1a" AND "b2b"');
    expect(allOf([phrase('klima')])).toEqual(phrase('klima'));
    expect(allOf([])).toBeNull();
    expect(anyOf([])).toBeNull();
  });

  it('refuses a NUL in a phrase (SQLite would stop reading the query there)', () => {
    expect(() => phrase('ab\u0000c')).toThrow(RangeError);
  });
});

/** Texts that are FTS5 syntax when not quoted, and letters the index folds. */
const HOSTILE = ['OR', 'AND', 'NOT', 'NEAR', 'NEAR(', '*', '^', ':', '-', '+', '(', ')', '{', '}', '"', '""'];
const WORDS = [
  'åbn',
  'øko',
  'klima',
  'energi',
  'or near',
  'co2',
  '"forskning"',
  '(udledning)',
  'ærø',
  'æ',
  '',
];

/** A random query of up to `depth` levels over hostile and ordinary phrase texts. */
function randomQuery(random: Random, depth: number): FtsQuery {
  const kind = depth === 0 ? 'phrase' : random.pick(['phrase', 'all', 'any', 'columns'] as const);
  if (kind === 'phrase') {
    const pieces = Array.from({ length: random.int(1, 3) }, () =>
      random.pick(random.chance(0.5) ? HOSTILE : WORDS),
    );
    return phrase(pieces.join(random.pick(['', ' ', '-'])));
  }
  if (kind === 'columns') {
    const columns = random.sample(COLUMNS, random.int(1, 3)) as [string, ...string[]];
    return inColumns(columns, randomQuery(random, depth - 1));
  }
  const parts = Array.from({ length: random.int(2, 4) }, () => randomQuery(random, depth - 1));
  return one(parts, kind === 'all' ? allOf : anyOf);
}

/** What a query should find, checked naively: each phrase as a lower-case substring of the columns in scope. */
function naive(query: FtsQuery, row: Row, columns: readonly string[] = COLUMNS): boolean {
  switch (query.kind) {
    case 'phrase': {
      const needle = query.text.toLowerCase();
      return (
        [...needle].length >= 3 && columns.some((c) => row[c as keyof Row].toLowerCase().includes(needle))
      );
    }
    case 'all':
      return query.parts.every((p) => naive(p, row, columns));
    case 'any':
      return query.parts.some((p) => naive(p, row, columns));
    case 'columns':
      return naive(
        query.query,
        row,
        columns.filter((c) => query.columns.includes(c)),
      );
  }
}

describe('any query built', () => {
  it('is read by SQLite, and finds exactly the rows a naive reading of it finds', () => {
    const random = new Random(20);
    let finding = 0;
    for (let i = 0; i < 400; i++) {
      const query = randomQuery(random, 3);
      const expected = ROWS.flatMap((row, at) => (naive(query, row) ? [at + 1] : []));
      expect(search(query), printFtsQuery(query)).toEqual(expected);
      if (expected.length > 0) finding++;
    }
    // Not only queries that find nothing.
    expect(finding).toBeGreaterThan(40);
  });
});
