import { describe, expect, it } from 'vitest';
import type { MemberBallot } from '@/lib/data/types';
import { downloadHeaders, memberVotesCsv, memberVotesJson, toMemberVoteRecords } from './member-votes';

const ballots: MemberBallot[] = [
  { actorId: 12, name: 'Anna Andersen', party: 'S', choice: 'for' },
  { actorId: 7, name: 'Bo "Bobo" Berg', party: 'V', choice: 'abstain' },
  { actorId: 3, name: 'Carl Clausen', party: null, choice: null },
  { actorId: 9, name: 'Dorte Dahl', party: 'UFG', choice: 'absent' },
  { actorId: 1, name: 'Erik Eriksen', party: 'EL', choice: 'against' },
];
const vote = { id: 4711, date: '2025-03-12T13:00:00', ballots };

describe('member vote exports', () => {
  it('maps ballots to ODA field names and Stemmetype texts', () => {
    expect(toMemberVoteRecords(vote)).toEqual([
      { aktørid: 12, navn: 'Anna Andersen', parti: 'S', stemme: 'For' },
      { aktørid: 7, navn: 'Bo "Bobo" Berg', parti: 'V', stemme: 'Hverken for eller imod' },
      { aktørid: 3, navn: 'Carl Clausen', parti: null, stemme: null },
      { aktørid: 9, navn: 'Dorte Dahl', parti: 'UFG', stemme: 'Fravær' },
      { aktørid: 1, navn: 'Erik Eriksen', parti: 'EL', stemme: 'Imod' },
    ]);
  });

  it('writes CSV with a header row, escaped fields and a download name', () => {
    const file = memberVotesCsv(vote);
    expect(file.filename).toBe('afstemning-4711-stemmer.csv');
    expect(file.contentType).toMatch(/^text\/csv; charset=utf-8/);
    expect(file.body.split('\r\n')).toEqual([
      '\uFEFFaktørid;navn;parti;stemme',
      '12;Anna Andersen;S;For',
      '7;"Bo ""Bobo"" Berg";V;Hverken for eller imod',
      '3;Carl Clausen;;',
      '9;Dorte Dahl;UFG;Fravær',
      '1;Erik Eriksen;EL;Imod',
      '',
    ]);
  });

  it('neutralises formula-looking names in the CSV and keeps them raw in the JSON', () => {
    const evil = [
      { actorId: 5, name: '=HYPERLINK("http://evil.example")', party: '@S', choice: 'for' as const },
    ];
    const hostile = { ...vote, ballots: evil };
    expect(memberVotesCsv(hostile).body.split('\r\n')[1]).toBe(
      `5;"'=HYPERLINK(""http://evil.example"")";'@S;For`,
    );
    expect(JSON.parse(memberVotesJson(hostile).body).stemmer[0]).toEqual({
      aktørid: 5,
      navn: '=HYPERLINK("http://evil.example")',
      parti: '@S',
      stemme: 'For',
    });
  });

  it('writes JSON with the vote id and date', () => {
    const file = memberVotesJson(vote);
    expect(file.filename).toBe('afstemning-4711-stemmer.json');
    expect(JSON.parse(file.body)).toEqual({
      afstemningid: 4711,
      dato: '2025-03-12T13:00:00',
      stemmer: toMemberVoteRecords(vote),
    });
  });

  it('sends the file as an attachment', () => {
    expect(downloadHeaders(memberVotesCsv(vote))).toMatchObject({
      'Content-Disposition': 'attachment; filename="afstemning-4711-stemmer.csv"',
    });
  });
});
