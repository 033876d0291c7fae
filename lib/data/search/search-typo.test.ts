import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { printFtsQuery } from '@/lib/store/fts-query';
import { MIN_TYPO_LENGTH, pickCorrection, typoMatchQuery, withinOneEdit } from './search-typo';

describe('withinOneEdit', () => {
  it.each([
    ['fiskeri', 'fiskeri', true],
    ['fiskeri', 'fiskri', true],
    ['fiskeri', 'fiskerii', true],
    ['fiskeri', 'fiskero', true],
    ['fiskeri', 'fiksere', false],
    ['fiskeri', 'fiskrei', true],
    ['fiskeri', 'ifskeri', true],
    ['fiskeri', 'fisk', false],
    ['fiskeri', 'fsikrei', false],
  ] as const)('%s ~ %s: %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
    expect(withinOneEdit(b, a)).toBe(expected);
  });
});

describe('pickCorrection', () => {
  const texts = ['Om fiskeri og fiskerne', 'Fiskeri i Nordsøen', 'Om de udsatte boligområder', 'Fiskere'];

  it('picks the word one edit away that the texts hold most often', () => {
    expect(pickCorrection('fiskrei', texts)).toBe('fiskeri');
    expect(pickCorrection('fiskerii', texts)).toBe('fiskeri');
  });

  it('reads å as one letter or as aa', () => {
    expect(pickCorrection('boligomrder', texts)).toBe('boligområder');
    expect(pickCorrection('boligomraadr', texts)).toBe('boligområder');
  });

  it('finds nothing further away', () => {
    expect(pickCorrection('xylofon', texts)).toBeNull();
    expect(pickCorrection('fsikrei', texts)).toBeNull();
  });
});

describe('typoMatchQuery', () => {
  it('is null for short words', () => {
    expect(typoMatchQuery('skat')).toBeNull();
    expect(MIN_TYPO_LENGTH).toBe(5);
  });

  it('finds, in a trigram index, the texts holding a word one edit away (left out, added, changed, swapped)', () => {
    const db = new Database(':memory:');
    db.exec(`CREATE VIRTUAL TABLE t USING fts5(x, tokenize='trigram remove_diacritics 1')`);
    const texts = ['Om fiskeri', 'Om de udsatte boligområder', 'Om klimaet', 'Om fiskere'];
    texts.forEach((x, i) => {
      db.prepare('INSERT INTO t (rowid, x) VALUES (?, ?)').run(i + 1, x);
    });
    const found = (word: string) => {
      const query = typoMatchQuery(word);
      if (!query) throw new Error(`${word} is too short`);
      const ids = db
        .prepare('SELECT rowid FROM t WHERE t MATCH ? ORDER BY rowid')
        .pluck()
        .all(printFtsQuery(query)) as number[];
      return ids.filter((id) => pickCorrection(word, [texts[id - 1] ?? '']) !== null);
    };
    expect(found('fiskri')).toEqual([1]);
    expect(found('fiskerii')).toEqual([1]);
    expect(found('fiskeru')).toEqual([1, 4]);
    expect(found('fsikeri')).toEqual([1]);
    expect(found('boligomrder')).toEqual([2]);
    expect(found('boligomraaader')).toEqual([2]);
    expect(found('klimaat')).toEqual([3]);
  });
});
