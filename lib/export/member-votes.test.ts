import { describe, expect, it } from 'vitest';
import type { MemberBallot } from '@/lib/data/votes/types';
import { downloadHeaders, memberVotesCsv, memberVotesJson, toMemberVoteRecords } from './member-votes';

const ballots: MemberBallot[] = [
  { actorId: 12, name: 'Anna Andersen', party: 'S', choice: 'for' },
  { actorId: 7, name: 'Bo "Bobo" Berg', party: 'V', choice: 'abstain' },
  { actorId: 3, name: 'Carl Clausen', party: null, choice: null },
  { actorId: 9, name: 'Dorte Dahl', party: 'UFG', choice: 'absent' },
  { actorId: 1, name: 'Erik Eriksen', party: 'EL', choice: 'against' },
];
const vote = {
  id: 4711,
  nummer: 2,
  date: '2025-03-12T13:00:00',
  voteType: 'Endelig vedtagelse',
  adopted: true,
  case: {
    id: 90,
    number: 'L 32 A',
    title: 'Forslag til lov om ændring af skatteloven',
    shortTitle: 'Om skat',
  },
  step: { id: 77, title: '3. behandling', type: '3. behandling' },
  ballots,
};
const CONTEXT = '4711;2025-03-12T13:00:00;L 32 A;Om skat;3. behandling;Endelig vedtagelse';

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

  it('writes CSV with a header row, the vote in every row, escaped fields and a name saying what it holds', () => {
    const file = memberVotesCsv(vote);
    expect(file.filename).toBe('afstemning-4711-l-32-a-2025-03-12-stemmer.csv');
    expect(file.contentType).toMatch(/^text\/csv; charset=utf-8/);
    expect(file.body.split('\r\n')).toEqual([
      '\uFEFFafstemningid;dato;sagsnummer;sag;sagstrin;afstemningstype;aktørid;navn;parti;stemme',
      `${CONTEXT};12;Anna Andersen;S;For`,
      `${CONTEXT};7;"Bo ""Bobo"" Berg";V;Hverken for eller imod`,
      `${CONTEXT};3;Carl Clausen;;`,
      `${CONTEXT};9;Dorte Dahl;UFG;Fravær`,
      `${CONTEXT};1;Erik Eriksen;EL;Imod`,
      '',
    ]);
  });

  it('leaves out of the file name what ODA does not have, and keeps it ASCII', () => {
    expect(memberVotesCsv({ ...vote, case: null, date: null }).filename).toBe('afstemning-4711-stemmer.csv');
    const odd = { ...vote, case: { ...vote.case, number: 'Ø/Å 7' } };
    expect(memberVotesJson(odd).filename).toBe('afstemning-4711-oe-aa-7-2025-03-12-stemmer.json');
    expect(memberVotesCsv({ ...vote, case: null, step: null }).body.split('\r\n')[1]).toBe(
      '4711;2025-03-12T13:00:00;;;;Endelig vedtagelse;12;Anna Andersen;S;For',
    );
  });

  it('neutralises formula-looking names in the CSV and keeps them raw in the JSON', () => {
    const evil = [
      { actorId: 5, name: '=HYPERLINK("http://evil.example")', party: '@S', choice: 'for' as const },
    ];
    const hostile = { ...vote, ballots: evil };
    expect(memberVotesCsv(hostile).body.split('\r\n')[1]).toBe(
      `${CONTEXT};5;"'=HYPERLINK(""http://evil.example"")";'@S;For`,
    );
    expect(JSON.parse(memberVotesJson(hostile).body).stemmer[0]).toEqual({
      aktørid: 5,
      navn: '=HYPERLINK("http://evil.example")',
      parti: '@S',
      stemme: 'For',
    });
  });

  it('writes JSON with the vote, its case and step', () => {
    const file = memberVotesJson(vote);
    expect(file.filename).toBe('afstemning-4711-l-32-a-2025-03-12-stemmer.json');
    expect(JSON.parse(file.body)).toEqual({
      afstemningid: 4711,
      nummer: 2,
      dato: '2025-03-12T13:00:00',
      afstemningstype: 'Endelig vedtagelse',
      vedtaget: true,
      sag: {
        id: 90,
        nummer: 'L 32 A',
        titel: 'Forslag til lov om ændring af skatteloven',
        titelkort: 'Om skat',
      },
      sagstrin: { id: 77, titel: '3. behandling', type: '3. behandling' },
      stemmer: toMemberVoteRecords(vote),
    });
  });

  it('sends the file as an attachment', () => {
    expect(downloadHeaders(memberVotesCsv(vote))).toMatchObject({
      'Content-Disposition': 'attachment; filename="afstemning-4711-l-32-a-2025-03-12-stemmer.csv"',
    });
  });
});
