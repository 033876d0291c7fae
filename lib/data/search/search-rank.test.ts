import { describe, expect, it } from 'vitest';
import { selectCasePageExcept, selectCaseTitles, selectMatchingTitles } from '@/lib/store/search-cases';
import { memoryStore } from '@/lib/store/store-builder.fixture';
import { rankCaseIds, rankTitleHits, titlePlace, titleScore } from './search-rank';
import { toMatchQuery, toTitleMatchQuery } from './search-terms';

describe('titlePlace', () => {
  it.each([
    ['skat og afgifter', 'skat', 3],
    ['lov om skat.', 'skat', 3],
    ['skattelettelser', 'skat', 2],
    ['om ejendomsskat', 'skat', 1],
    ['ejendomsskat og skat', 'skat', 3],
    ['ejendomsskat og skatter', 'skat', 2],
    ['klima', 'skat', 0],
  ] as const)('"%s" holds "%s" at place %i', (text, word, place) => {
    expect(titlePlace(text, word)).toBe(place);
  });
});

describe('titleScore', () => {
  const score = (titel: string | null, titelkort: string | null, words: string[]) =>
    titleScore({ id: 1, titel, titelkort }, words);

  it('sums the best place of each word, the short title counting more at the same place, folded', () => {
    expect(score('Forslag til lov om Skat', 'Om skattefradrag', ['skat'])).toBe(6);
    expect(score('Forslag til lov om skat', 'Om skat', ['skat'])).toBe(7);
    expect(score('Skatteudvalget, alm. del', 'Alm. del', ['skat'])).toBe(4);
    expect(score('Samråd om skatteministeren', 'Om skatteministeren', ['skat'])).toBe(5);
    expect(score('De udsatte boligområder', null, ['boligomraader'])).toBe(6);
    expect(score('Skat og klimaet', null, ['skat', 'klima'])).toBe(10);
    expect(score(null, null, ['skat'])).toBe(0);
  });
});

describe('rankTitleHits and rankCaseIds', () => {
  const rows = [
    { id: 1, titel: 'Om skat', titelkort: null },
    { id: 2, titel: 'Om ejendomsskat', titelkort: null },
    { id: 3, titel: 'Om skattelettelser', titelkort: null },
    { id: 4, titel: 'Om klima', titelkort: null },
    { id: 5, titel: 'Om skat og afgifter', titelkort: null },
    { id: 6, titel: 'Skatteudvalget, alm. del', titelkort: 'Alm. del' },
    { id: 7, titel: 'Samråd om skatteministeren', titelkort: 'Om skatteministeren' },
  ];

  it('puts whole words before word starts before the inside of words, the short title first, newest first on ties', () => {
    expect(rankTitleHits(rows, ['skat'])).toEqual([5, 1, 7, 6, 3, 2]);
  });

  it('keeps the other hits after the ranked ones in the list order', () => {
    expect(rankCaseIds([9, 5, 4, 3, 2, 1], rows, ['skat'])).toEqual([5, 1, 3, 2, 9, 4]);
    expect(rankCaseIds([4, 2], rows, ['skat'])).toEqual([2, 4]);
  });
});

describe('relevance over a small store', () => {
  const cases: [number, string, string, string | null][] = [
    [1, 'Forslag til lov om ændring af skatteloven', 'Om skatteloven', null],
    [2, 'Forslag til lov om klima', 'Om klima', 'Ændrer reglerne om skat på CO2.'],
    [3, 'Spørgsmål om skat', 'Om skat', null],
    [4, 'Forslag til lov om de udsatte boligområder', 'Om boligområder', null],
    [5, 'Forslag til lov om ejendomsskat', 'Om ejendomsskat', null],
    [6, 'Forslag til lov om fiskeri', 'Om fiskeri', 'Også om skat.'],
    [7, 'Spørgsmål om skat og afgifter', 'Om skat og afgifter', null],
  ];
  const db = memoryStore(
    (store) => {
      for (const [id, titel, titelkort, resume] of cases)
        store.searchableCase(id, 3, titel, titelkort, resume);
    },
    { stamp: '2025-01-01T00:00:00' },
  );

  /** The whole order, as the search pages it: ranked title hits, then the others newest first. */
  const order = (words: string[]) => {
    const titles = toTitleMatchQuery(words);
    const match = toMatchQuery(words);
    if (!titles || !match) throw new Error('no words');
    const ranked = rankTitleHits(selectMatchingTitles(db, titles, 100), words);
    return [...ranked, ...selectCasePageExcept(db, match, ranked, 100, 0)];
  };

  it('ranks whole-word title hits, then word starts, then the inside of words, then resume hits', () => {
    expect(order(['skat'])).toEqual([7, 3, 1, 5, 6, 2]);
  });

  it('finds and ranks a word typed with the Danish letters spelt out', () => {
    expect(order(['boligomraader'])).toEqual([4]);
    expect(order(['BOLIGOMRÅDER'])).toEqual([4]);
  });

  it('ranks a full list (with filters) the same way', () => {
    const ids = [7, 6, 5, 3, 2, 1];
    expect(rankCaseIds(ids, selectCaseTitles(db, ids), ['skat'])).toEqual([7, 3, 1, 5, 6, 2]);
  });
});
