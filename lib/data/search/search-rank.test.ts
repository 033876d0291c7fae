import { describe, expect, it } from 'vitest';
import { SAGSTYPE } from '@/lib/model/oda-ids';
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
    titleScore({ id: 1, titel, titelkort, typeid: 3 }, words);

  it('weighs each word in what the case is called twice, else in its long title once, folded', () => {
    expect(score('Forslag til lov om Skat', 'Om skattefradrag', ['skat'])).toBe(4);
    expect(score('Forslag til lov om skat', 'Om skat', ['skat'])).toBe(4);
    expect(score('Forslag til lov om ejendomsskat', 'Om ejendomsskat', ['skat'])).toBe(2);
    expect(score('Skatteudvalget, alm. del', 'Alm. del', ['skat'])).toBe(2);
    expect(score('Forslag til lov om social pension', 'Om ulovlig arbejdskraft', ['pension'])).toBe(2);
    expect(score('De udsatte boligområder', null, ['boligomraader'])).toBe(4);
    expect(score('Skat og klimaet', null, ['skat', 'klima'])).toBe(8);
    expect(score(null, null, ['skat'])).toBe(0);
  });
});

describe('rankTitleHits and rankCaseIds', () => {
  const rows = [
    { id: 1, titel: 'Om skat', titelkort: null, typeid: 3 },
    { id: 2, titel: 'Om ejendomsskat', titelkort: null, typeid: 3 },
    { id: 3, titel: 'Om skattelettelser', titelkort: null, typeid: 3 },
    { id: 4, titel: 'Om klima', titelkort: null, typeid: 3 },
    { id: 5, titel: 'Om skat og afgifter', titelkort: null, typeid: 3 },
    { id: 6, titel: 'Skatteudvalget, alm. del', titelkort: 'Alm. del', typeid: SAGSTYPE.almDel },
    { id: 7, titel: 'Samråd om skatteministeren', titelkort: 'Om skatteministeren', typeid: 1 },
  ];

  it('puts whole words and word starts before the inside of words, newest first on ties, general folders last', () => {
    expect(rankTitleHits(rows, ['skat'])).toEqual([7, 5, 3, 1, 2, 6]);
  });

  it('puts a general folder named after its committee after every other title hit, however new', () => {
    const klima = [
      { id: 10, titel: 'Hvad er ministerens holdning til klimabistanden?', titelkort: null, typeid: 10 },
      { id: 11, titel: 'Forslag til lov om ændring af klimaloven', titelkort: 'Om klimaloven', typeid: 3 },
      {
        id: 12,
        titel: 'Klima-, Energi- og Forsyningsudvalget, alm. del',
        titelkort: 'Alm. del',
        typeid: SAGSTYPE.almDel,
      },
    ];
    expect(rankTitleHits(klima, ['klima'])).toEqual([11, 10, 12]);
  });

  it('keeps the other hits after the ranked ones in the list order', () => {
    expect(rankCaseIds([9, 5, 4, 3, 2, 1], rows, ['skat'])).toEqual([5, 3, 1, 2, 9, 4]);
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

  it('ranks title hits with the word whole or at a word start (newest first), then inside words, then resume hits', () => {
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
