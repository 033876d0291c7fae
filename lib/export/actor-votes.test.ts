import { describe, expect, it } from 'vitest';
import type { ActorVote } from '@/lib/data/actors/types';
import { actorVotesCsv, actorVotesFilename, againstPartyCell } from './actor-votes';

const base: ActorVote = {
  voteId: 4711,
  nummer: 2,
  date: '2025-03-12T13:00:00',
  adopted: true,
  voteType: 'Endelig vedtagelse',
  caseId: 90,
  caseNumber: 'L 32 A',
  caseTitle: 'Om skat',
  choice: 'against',
  party: 'S',
  partyCounts: { for: 30, against: 1, abstain: 0 },
  partyMajority: 'for',
  stepTitle: '3. behandling',
};

describe('againstPartyCell', () => {
  it.each([
    ['against', 'for', 'ja'],
    ['for', 'for', 'nej'],
    ['abstain', 'against', 'ja'],
    ['absent', 'for', null],
    [null, 'for', null],
    ['for', null, null],
  ] as const)('%s with a %s majority is %j', (choice, partyMajority, expected) => {
    expect(againstPartyCell({ choice, partyMajority })).toBe(expected);
  });
});

describe('actorVotesCsv', () => {
  it('writes a header, the vote’s columns as the vote export does, the ballot and the party line per row', () => {
    const votes: ActorVote[] = [
      base,
      {
        ...base,
        voteId: 12,
        caseNumber: null,
        caseTitle: '=HYPERLINK("x")',
        stepTitle: null,
        choice: 'absent',
        party: null,
        partyCounts: null,
        partyMajority: null,
        date: null,
        voteType: null,
      },
    ];
    const file = actorVotesCsv({ id: 2335, name: 'Søren Ærø Ågård' }, votes);
    expect(file.filename).toBe('aktoer-2335-soeren-aeroe-aagaard-stemmer.csv');
    expect(file.contentType).toMatch(/^text\/csv; charset=utf-8/);
    expect(file.body.startsWith('\uFEFF')).toBe(true);
    expect(file.body.slice(1).split('\r\n')).toEqual([
      'afstemningid;dato;sagsnummer;sag;sagstrin;afstemningstype;parti;stemme;partiets_flertal;imod_partiet',
      '4711;2025-03-12T13:00:00;L 32 A;Om skat;3. behandling;Endelig vedtagelse;S;Imod;For;ja',
      `12;;;"'=HYPERLINK(""x"")";;;;Fravær;;`,
      '',
    ]);
  });

  it('names the file by id alone when the actor has no name', () => {
    expect(actorVotesFilename({ id: 7, name: null })).toBe('aktoer-7-stemmer.csv');
  });
});
