/**
 * The question list's filters, orders and counts over the hand-built store of question-store.fixture.ts (its table
 * says what it holds). Today is 2025-03-01: the list holds 1001–1011 and 1020; 1021 is no question and 1022 is from
 * after today.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { QuestionSearch } from '@/lib/url-state/question-search';
import {
  loadQuestionExport,
  loadQuestionFeed,
  loadQuestionFilterOptions,
  loadQuestionList,
} from './question-list-load';
import { buildQuestionStore, FINANS, FIU, KLIMA_SUBJECT, SKAT } from './question-store.fixture';

const db = buildQuestionStore();
afterAll(() => db.close());

const ids = (query: string) =>
  loadQuestionList(db, QuestionSearch.fromUrl(query).toFilters()).items.map((q) => q.id);

describe('loadQuestionList', () => {
  it('lists every question up to today, newest first, and counts the answered among them', () => {
    const list = loadQuestionList(db, QuestionSearch.EMPTY.toFilters());
    expect(list.items.map((q) => q.id)).toEqual([
      1008, 1006, 1009, 1005, 1004, 1003, 1011, 1002, 1001, 1010, 1007, 1020,
    ]);
    // 1006's answer is dated after today: not yet given.
    expect(list).toMatchObject({ total: 12, answered: 7, page: 1, pageCount: 1, today: '2025-03-01' });
  });

  it('shows a row with its asker, party, minister of the day, committee and days', () => {
    const list = loadQuestionList(db, QuestionSearch.EMPTY.toFilters());
    expect(list.items.find((q) => q.id === 1002)).toEqual({
      id: 1002,
      typeId: 13,
      title: 'Spørgsmål 1002',
      date: '2024-11-05',
      caseNumber: 'FIU Alm.del',
      samling: { id: 1, code: '20241', title: '2024-25' },
      committee: { id: FIU, name: 'Finansudvalget', code: 'FIU' },
      asker: { id: 10, name: 'Mette Mus' },
      askerParty: 'S',
      addressees: [
        { title: { id: FINANS, name: 'Finansminister' }, person: { id: 1, name: 'Anna Andersen' } },
      ],
      answerDate: '2024-12-20',
      days: 45,
    });
    expect(list.items.find((q) => q.id === 1004)).toMatchObject({ answerDate: null, days: 71 });
  });

  it.each([
    ['ministerium=400', [1006, 1005, 1004, 1003, 1002, 1001, 1020]],
    ['ministerium=400&besvaret=nej', [1006, 1004, 1020]],
    ['ministerium=400&besvaret=ja', [1005, 1003, 1002, 1001]],
    ['minister=2', [1006, 1005]],
    ['spoerger=11', [1008, 1004, 1007]],
    ['parti=V', [1008, 1004, 1007]],
    ['udvalg=FIU', [1008, 1009, 1002]],
    ['udvalg=fiu', [1008, 1009, 1002]],
    ['samling=20231', [1020]],
    [`emne=${SKAT}`, [1001]],
    [`emne=${KLIMA_SUBJECT}`, [1006, 1005, 1004, 1003, 1011, 1001, 1010, 1007]],
    ['q=1004', [1004]],
    ['q=SPØRGSMÅL+1009', [1009]],
    ['minister=2&besvaret=ja&samling=20241', [1005]],
    ['minister=999', []],
  ])('filters %s', (query, expected) => {
    expect(ids(query)).toEqual(expected);
  });

  it('orders by days to answer, the longest first or the shortest first (open ones counted to today)', () => {
    expect(ids('sortering=langsomst').slice(0, 4)).toEqual([1020, 1010, 1011, 1004]);
    expect(ids('sortering=hurtigst').slice(0, 3)).toEqual([1008, 1001, 1003]);
  });

  it('gives an empty page past the last, with the count of all pages', () => {
    expect(loadQuestionList(db, QuestionSearch.fromUrl('side=2').toFilters())).toMatchObject({
      items: [],
      total: 12,
      pageCount: 1,
    });
  });
});

describe('loadQuestionExport', () => {
  it('holds every row of the filtered list, in its order', () => {
    const filters = QuestionSearch.fromUrl('ministerium=400&sortering=langsomst').toFilters();
    expect(loadQuestionExport(db, filters)).toEqual(loadQuestionList(db, filters).items);
  });
});

describe('loadQuestionFeed', () => {
  it('lists the newest activity first: a question asked or answered, by the later day', () => {
    expect(
      loadQuestionFeed(db, QuestionSearch.EMPTY.toFilters())
        .map((q) => q.id)
        .slice(0, 6),
    ).toEqual([1008, 1006, 1009, 1005, 1004, 1002]);
  });
});

describe('loadQuestionFilterOptions', () => {
  it('offers the values questions have, by name (samlinger newest first)', () => {
    const options = loadQuestionFilterOptions(db);
    const labels = (list: readonly { label: string }[]) => list.map((c) => c.label);
    expect(options.samlinger).toEqual([
      { value: '20241', label: '2024-25' },
      { value: '20231', label: '2023-24' },
    ]);
    expect(labels(options.ministers)).toEqual(['Anna Andersen', 'Bo Berg', 'Carl Clausen']);
    expect(labels(options.ministries)).toEqual(['Finansminister', 'Klimaminister', 'Kulturminister']);
    expect(labels(options.askers)).toEqual(['Mette Mus', 'Niels Ny']);
    expect(options.parties.map((c) => c.value)).toEqual(['S', 'V']);
    expect(options.committees).toEqual([{ value: 'FIU', label: 'Finansudvalget' }]);
    expect(labels(options.subjects)).toEqual(['klima', 'skat']);
  });
});
