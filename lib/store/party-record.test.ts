import { describe, expect, it } from 'vitest';
import type { IndexedVote, PartyTally } from './actor-voting-index';
import { buildPartyRecords } from './party-record';

const t = (f: number, a: number, h: number, absent: number): PartyTally => ({
  for: f,
  against: a,
  abstain: h,
  absent,
});

/**
 * Three parties, five votes in two samlinger, counted by hand:
 * vote 1 (samling 10): A for (3 for, 1 absent), B for, C against — A and B agree; A–C and B–C differ.
 * vote 2 (samling 10): A split (2 for, 2 against), B against, C against (2 against, 1 for) — only B–C count, same.
 * vote 3 (samling 10): A abstains, B all absent, C abstains (1 abstain, 1 absent) — only A–C count, same.
 * vote 4 (samling 20): A against (1 for, 3 against), B against, C has no ballots — A–B same.
 * vote 5 (samling 20): no ballots at all.
 */
const votes: IndexedVote[] = [
  { id: 5, dato: '2021-02-02', period: 20 },
  { id: 4, dato: '2021-02-01', period: 20 },
  { id: 3, dato: '2020-01-03', period: 10 },
  { id: 2, dato: '2020-01-02', period: 10 },
  { id: 1, dato: '2020-01-01', period: 10 },
];
const tallies = new Map<number, Map<string, PartyTally>>([
  [
    1,
    new Map([
      ['A', t(3, 0, 0, 1)],
      ['B', t(2, 0, 0, 0)],
      ['C', t(0, 2, 0, 0)],
    ]),
  ],
  [
    2,
    new Map([
      ['A', t(2, 2, 0, 0)],
      ['B', t(0, 2, 0, 0)],
      ['C', t(1, 2, 0, 0)],
    ]),
  ],
  [
    3,
    new Map([
      ['A', t(0, 0, 4, 0)],
      ['B', t(0, 0, 0, 2)],
      ['C', t(0, 0, 1, 1)],
    ]),
  ],
  [
    4,
    new Map([
      ['A', t(1, 3, 0, 0)],
      ['B', t(0, 2, 0, 0)],
    ]),
  ],
]);
const records = buildPartyRecords({ votes, partyTallies: (id) => tallies.get(id) });
const period = (id: number) => {
  const p = records.periods.get(id);
  if (!p) throw new Error(`no samling ${id}`);
  return p;
};

describe('buildPartyRecords', () => {
  it('counts votes per samling, with ballots or without, and keeps the newest date', () => {
    expect([...records.periods.keys()]).toEqual([20, 10]);
    expect(period(10)).toMatchObject({ votes: 3, voted: 3 });
    expect(period(20)).toMatchObject({ votes: 2, voted: 1, latest: '2021-02-02' });
  });

  it('counts each party’s ballots, present ballots, ballots on its side and seats', () => {
    expect(Object.fromEntries(period(10).parties)).toEqual({
      // A's split on vote 2 puts none of its 4 present ballots on its side: 3 + 0 + 4 of 11.
      A: { votes: 3, ballots: 12, present: 11, onSide: 7, seats: 4 },
      B: { votes: 3, ballots: 6, present: 4, onSide: 4, seats: 2 },
      C: { votes: 3, ballots: 7, present: 6, onSide: 5, seats: 3 },
    });
    expect(Object.fromEntries(period(20).parties)).toEqual({
      A: { votes: 1, ballots: 4, present: 4, onSide: 3, seats: 4 },
      B: { votes: 1, ballots: 2, present: 2, onSide: 2, seats: 2 },
    });
  });

  it('counts agreement only where both parties took a side, the same counter under both orders', () => {
    const ten = period(10).agreement;
    expect(ten.get('A')?.get('B')).toEqual({ both: 1, same: 1 });
    expect(ten.get('A')?.get('C')).toEqual({ both: 2, same: 1 });
    expect(ten.get('B')?.get('C')).toEqual({ both: 2, same: 1 });
    expect(ten.get('C')?.get('B')).toBe(ten.get('B')?.get('C'));
    const twenty = period(20).agreement;
    expect(twenty.get('B')?.get('A')).toEqual({ both: 1, same: 1 });
    expect(twenty.get('C')).toBeUndefined();
  });
});
