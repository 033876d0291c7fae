import { afterAll, describe, expect, it } from 'vitest';
import { type FtsQuery, printFtsQuery } from '@/lib/store/fts-query';
import { memoryStore } from '@/lib/store/store-builder.fixture';
import {
  MAX_TERMS,
  parseSearchText,
  searchTextProblem,
  spellings,
  toMatchQuery,
  toTitleMatchQuery,
} from './search-terms';

describe('parseSearchText', () => {
  it('searches words of three or more characters', () => {
    expect(parseSearchText('klima energi')).toEqual({
      mode: 'words',
      terms: ['klima', 'energi'],
      ignored: [],
      caseNumber: null,
    });
  });

  it('leaves shorter words out and says which', () => {
    const parsed = parseSearchText('lov om EU');
    expect(parsed.mode).toBe('words');
    expect(parsed.terms).toEqual(['lov']);
    expect(parsed.ignored).toEqual(['om', 'EU']);
  });

  it('has a mode of its own for a text of only short words', () => {
    expect(parseSearchText('EU')).toMatchObject({ mode: 'short', terms: [], ignored: ['EU'] });
    expect(parseSearchText('S V')).toMatchObject({ mode: 'short', ignored: ['S', 'V'] });
  });

  it('is empty for no words', () => {
    expect(parseSearchText('   ')).toMatchObject({ mode: 'empty', terms: [], ignored: [] });
    expect(parseSearchText('"" ,. ()')).toMatchObject({ mode: 'empty' });
  });

  it('strips punctuation around words and quotes anywhere, but keeps it inside words', () => {
    expect(parseSearchText('"klima", (energi) EU\'s §20-spørgsmål').terms).toEqual([
      'klima',
      'energi',
      "EU's",
      '20-spørgsmål',
    ]);
  });

  it('leaves out a word that is shorter with its Danish letters written as letters', () => {
    expect(parseSearchText('paa spm. Skatteudvalget')).toMatchObject({
      terms: ['spm', 'Skatteudvalget'],
      ignored: ['paa'],
    });
    expect(parseSearchText('aaret oel').terms).toEqual(['aaret']);
  });

  it('counts characters, not UTF-16 units, and drops repeated words case-insensitively', () => {
    expect(parseSearchText('øre').terms).toEqual(['øre']);
    expect(parseSearchText('Klima klima KLIMA').terms).toEqual(['Klima']);
  });

  it(`keeps at most ${MAX_TERMS} words`, () => {
    const words = Array.from({ length: 12 }, (_, i) => `ord${i}`);
    expect(parseSearchText(words.join(' ')).terms).toHaveLength(MAX_TERMS);
  });

  it.each([
    ['L 123', 'L 123'],
    ['l123', 'L 123'],
    ['B 5', 'B 5'],
    ['s 0042', 'S 42'],
    ['Aktstk. 12', 'Aktstk. 12'],
    ['aktstk 7', 'Aktstk. 7'],
    ['KOM (2016) 0794', 'KOM (2016) 0794'],
    ['kom 2016 794', 'KOM (2016) 0794'],
    ['KOM(2021)12', 'KOM (2021) 0012'],
  ])('reads %s as the case number %s', (text, number) => {
    expect(parseSearchText(text)).toEqual({
      mode: 'case-number',
      terms: [],
      ignored: [],
      caseNumber: number,
    });
  });

  it.each(['CO2', 'EU 2020', 'L 12345', 'L 12 klima', 'KOM 16 794', 'KOM (2016) 0794 klima'])(
    'does not read %s as a case number',
    (text) => {
      expect(parseSearchText(text).mode).not.toBe('case-number');
    },
  );
});

/** The store's schema in memory, with its full-text indexes, holding the cases named in the issue that found this. */
const db = memoryStore(
  (store) => {
    const sag = (id: number, titel: string, titelkort: string, resume: string | null) =>
      store.searchableCase(id, 5, titel, titelkort, resume);
    sag(1, 'Om detailhandlens åbningstider', 'Åbningstider', null);
    sag(2, 'Om styrkelse af energiøerne', 'Energiøerne', 'Energiøerne styrkes.');
    sag(3, 'Om universiteternes økonomi', 'Universiteternes økonomi', null);
  },
  { stamp: '2025-01-01T00:00:00' },
);
afterAll(() => db.close());

const printed = (query: FtsQuery | null) => (query ? printFtsQuery(query) : null);
const casesMatching = (query: FtsQuery | null) =>
  db
    .prepare('SELECT rowid FROM "Sag_fts" WHERE "Sag_fts" MATCH ? ORDER BY rowid')
    .pluck()
    .all(printed(query) ?? '') as number[];

describe('toMatchQuery', () => {
  it('quotes every term so none is read as FTS5 syntax, and requires them all', () => {
    expect(printed(toMatchQuery(['klima', 'NOT', 'a*b']))).toBe('"klima" AND "not" AND "a*b"');
  });

  it('doubles quotes inside a term', () => {
    expect(printed(toMatchQuery(['ab"c']))).toBe('"ab""c"');
  });

  it("asks for every spelling of the Danish letters, each word's spellings in parentheses", () => {
    expect(printed(toMatchQuery(['boligomraader', 'Økonomi']))).toBe(
      '("boligomraader" OR "boligområder") AND ("oekonomi" OR "økonomi")',
    );
  });

  it('is null for no terms', () => {
    expect(toMatchQuery([])).toBeNull();
    expect(toTitleMatchQuery([])).toBeNull();
  });

  it.each([
    [['detailhandlens', 'åbningstider'], '"detailhandlens" AND ("aabningstider" OR "åbningstider")', [1]],
    [['energiøerne', 'styrkelse'], '("energioeerne" OR "energiøerne") AND "styrkelse"', [2]],
    [['universiteternes', 'økonomi'], '"universiteternes" AND ("oekonomi" OR "økonomi")', [3]],
    [['aabningstider', 'DETAILHANDLENS'], '("aabningstider" OR "åbningstider") AND "detailhandlens"', [1]],
  ])('finds the two-word titles that once failed the search: %j', (terms, expression, ids) => {
    expect(printed(toMatchQuery(terms))).toBe(expression);
    expect(casesMatching(toMatchQuery(terms))).toEqual(ids);
    expect(casesMatching(toTitleMatchQuery(terms))).toEqual(ids);
  });

  it('narrows to a title hit of any term for ranking', () => {
    expect(printed(toTitleMatchQuery(['skat', 'klima']))).toBe(
      '"skat" AND "klima" AND ({"titel" "titelkort"} : ("skat" OR "klima"))',
    );
    expect(printed(toTitleMatchQuery(['skat']))).toBe('{"titel" "titelkort"} : "skat"');
    expect(printed(toTitleMatchQuery(['økonomi', 'universiteternes']))).toBe(
      '("oekonomi" OR "økonomi") AND "universiteternes" AND ({"titel" "titelkort"} : ("oekonomi" OR "økonomi" OR "universiteternes"))',
    );
  });
});

describe('spellings', () => {
  it('writes each ae, oe and aa both ways, and leaves out spellings under three letters', () => {
    expect(spellings('Ærø')).toEqual(['aeroe', 'aerø', 'æroe', 'ærø']);
    expect(spellings('klima')).toEqual(['klima']);
    expect(spellings('aas')).toEqual(['aas']);
  });

  it('asks for at most a few spellings of a word with many', () => {
    const many = spellings('aaaeoeaaaeoe');
    expect(many.length).toBeLessThanOrEqual(8);
    expect(many).toContain('aaaeoeaaaeoe');
    expect(many).toContain('åæøåæø');
  });
});

describe('control characters in the search text', () => {
  it('reads them as word breaks, so no MATCH expression holds one', () => {
    expect(parseSearchText('abc\u0000def')).toMatchObject({ mode: 'words', terms: ['abc', 'def'] });
    expect(parseSearchText('klima\u0000')).toMatchObject({ mode: 'words', terms: ['klima'] });
    expect(parseSearchText('\u0000\u0001\u009f')).toMatchObject({ mode: 'empty', terms: [] });
    for (let code = 0; code < 0xa0; code++) {
      const ch = String.fromCharCode(code);
      const { terms } = parseSearchText(`"ab${ch}cd${ch}"efg${ch}`);
      expect(printed(toMatchQuery(terms.length > 0 ? terms : ['x']))).not.toMatch(/\p{Cc}/u);
    }
  });

  it('names a control character other than whitespace as the problem (for the JSON route)', () => {
    expect(searchTextProblem('abc\u0000def')).toBe(
      'The search text (q) holds a control character (U+0000); leave it out.',
    );
    expect(searchTextProblem('abc\u007f')).toMatch(/U\+007F/);
    expect(searchTextProblem('klima\tenergi\nlov')).toBeNull();
    expect(searchTextProblem('')).toBeNull();
  });
});
