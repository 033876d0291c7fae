import { describe, expect, it } from 'vitest';
import type { QuestionListItem } from '@/lib/data/questions/types';
import { QUESTION_COLUMNS, questionListCsv, questionListFilename } from './question-list';

const answered: QuestionListItem = {
  id: 1002,
  typeId: 13,
  title: '=SUM(A1) om skat',
  date: '2024-11-05',
  caseNumber: 'FIU Alm.del',
  samling: { id: 1, code: '20241', title: '2024-25' },
  committee: { id: 300, name: 'Finansudvalget' },
  asker: { id: 10, name: 'Mette Mus' },
  askerParty: 'S',
  addressees: [
    { title: { id: 400, name: 'finansministeren' }, person: { id: 1, name: 'Anna Andersen' } },
    { title: { id: 401, name: 'klimaministeren' }, person: null },
  ],
  answerDate: '2024-12-20',
  days: 45,
};

const open: QuestionListItem = {
  ...answered,
  id: 1004,
  typeId: 16,
  title: 'Om klima; og "vejr"',
  caseNumber: null,
  samling: null,
  committee: null,
  asker: null,
  askerParty: null,
  addressees: [],
  answerDate: null,
  days: 71,
};

const lines = (body: string) => body.replace(/^\uFEFF/, '').split('\r\n');

describe('questionListCsv', () => {
  it('writes a header and a row per question in the order given, open ones with their days to today', () => {
    const file = questionListCsv([answered, open], new URLSearchParams());
    expect(file.filename).toBe('spoergsmaal.csv');
    expect(file.contentType).toContain('text/csv');
    const [header, first, second, end] = lines(file.body);
    expect(header).toBe(QUESTION_COLUMNS.join(';'));
    expect(first).toBe(
      "1002;13;2024-11-05;'=SUM(A1) om skat;FIU Alm.del;20241;10;Mette Mus;S;finansministeren | klimaministeren;Anna Andersen | –;Finansudvalget;ja;2024-12-20;45",
    );
    expect(second).toBe('1004;16;2024-11-05;"Om klima; og ""vejr""";;;;;;;;;nej;;71');
    expect(end).toBe('');
  });

  it('gives the header alone for no questions', () => {
    expect(lines(questionListCsv([], new URLSearchParams()).body)).toEqual([QUESTION_COLUMNS.join(';'), '']);
  });
});

describe('questionListFilename', () => {
  it('names the filters, slugged and cut', () => {
    expect(questionListFilename(new URLSearchParams('minister=12&besvaret=nej'))).toBe(
      'spoergsmaal-minister-12-besvaret-nej.csv',
    );
    expect(questionListFilename(new URLSearchParams(`q=${'ø'.repeat(3)}`))).toBe('spoergsmaal-q.csv');
  });
});
