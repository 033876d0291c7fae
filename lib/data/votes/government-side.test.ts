import { describe, expect, it } from 'vitest';
import { governmentSide } from './government-side';
import type { PartyVotes, VoteGovernment } from './types';

const party = (code: string | null, f: number, a: number, h = 0, absent = 0): PartyVotes => ({
  party: code,
  partyName: code && `${code}-partiet`,
  counts: { for: f, against: a, abstain: h, absent },
  unknown: 0,
  members: f + a + h + absent,
});

const government = (codes: readonly string[], withoutParty = 0): VoteGovernment => ({
  kind: 'known',
  date: '2025-03-12T13:00:00',
  ministers: codes.length * 2 + withoutParty,
  parties: codes.map((c) => ({ party: c, partyName: `${c}-partiet`, ministers: 2 })),
  withoutParty,
});

const named = (...codes: string[]) => codes.map((c) => ({ party: c, partyName: `${c}-partiet` }));

/** The vote's counts from its parties' ballots, as VoteDetail.stemmeCounts holds them. */
const totals = (parties: readonly PartyVotes[]) =>
  parties.reduce(
    (n, p) => ({
      for: n.for + p.counts.for,
      against: n.against + p.counts.against,
      abstain: n.abstain + p.counts.abstain,
      absent: n.absent + p.counts.absent,
    }),
    { for: 0, against: 0, abstain: 0, absent: 0 },
  );

describe('governmentSide', () => {
  it('says the government got its majority, and with which parties', () => {
    const parties = [
      party('S', 50, 0),
      party('V', 0, 40),
      party('SF', 15, 0),
      party('RV', 10, 1),
      party('M', 12, 0),
    ];
    const side = governmentSide(government(['S', 'M']), parties, true, totals(parties));
    expect(side).toEqual({
      kind: 'known',
      government: [
        { party: 'S', partyName: 'S-partiet', ministers: 2, side: 'for' },
        { party: 'M', partyName: 'M-partiet', ministers: 2, side: 'for' },
      ],
      withoutParty: 0,
      verdict: { kind: 'side', side: 'for', result: 'won' },
      others: { for: named('SF', 'RV'), against: named('V'), abstain: [] },
    });
  });

  it('says the government was outvoted when its side lost by vedtaget', () => {
    const parties = [party('S', 0, 48), party('V', 45, 0), party('DF', 20, 0)];
    expect(governmentSide(government(['S']), parties, true, totals(parties))).toMatchObject({
      verdict: { kind: 'side', side: 'against', result: 'outvoted' },
      others: { for: named('V', 'DF'), against: [] },
    });
  });

  it('does not say won or outvoted when the ballots give another outcome than vedtaget', () => {
    const parties = [party('S', 0, 48), party('V', 45, 0), party('DF', 20, 0)];
    expect(governmentSide(government(['S']), parties, false, totals(parties))).toMatchObject({
      verdict: { kind: 'side', side: 'against', result: 'unclear' },
    });
  });

  it('names who went where when the government parties split between for and against', () => {
    const parties = [party('S', 40, 2), party('V', 1, 30), party('M', 0, 0, 12), party('EL', 9, 0)];
    const side = governmentSide(government(['S', 'V', 'M']), parties, true, totals(parties));
    expect(side).toMatchObject({
      verdict: { kind: 'split' },
      government: [
        { party: 'S', side: 'for' },
        { party: 'V', side: 'against' },
        { party: 'M', side: 'abstain' },
      ],
      others: { for: named('EL') },
    });
  });

  it('calls it a split, not a side, when one government party abstained while the others voted', () => {
    const parties = [party('S', 0, 0, 45), party('V', 0, 0, 20), party('M', 14, 0), party('DF', 0, 30)];
    expect(governmentSide(government(['S', 'V', 'M']), parties, false, totals(parties))).toMatchObject({
      verdict: { kind: 'split' },
      government: [
        { party: 'S', side: 'abstain' },
        { party: 'V', side: 'abstain' },
        { party: 'M', side: 'for' },
      ],
    });
  });

  it('keeps the side of the parties that took one when a partner tied within itself or was absent', () => {
    const parties = [party('S', 30, 0), party('RV', 3, 3), party('V', 0, 20)];
    expect(governmentSide(government(['S', 'RV', 'KF']), parties, true, totals(parties))).toMatchObject({
      verdict: { kind: 'side', side: 'for', result: 'won' },
      government: [
        { party: 'S', side: 'for' },
        { party: 'RV', side: 'split' },
        { party: 'KF', side: 'absent' },
      ],
    });
  });

  it('says when the government abstained or took no side at all', () => {
    expect(
      governmentSide(
        government(['S']),
        [party('S', 0, 0, 40), party('V', 20, 0)],
        false,
        totals([party('S', 0, 0, 40), party('V', 20, 0)]),
      ),
    ).toMatchObject({
      verdict: { kind: 'abstained' },
    });
    expect(
      governmentSide(
        government(['S']),
        [party('S', 5, 5), party('V', 20, 0)],
        true,
        totals([party('S', 5, 5), party('V', 20, 0)]),
      ),
    ).toMatchObject({
      verdict: { kind: 'noSide' },
    });
  });

  it('leaves independents and members without a party out of the other parties', () => {
    const parties = [party('S', 40, 0), party('UFG', 2, 0), party(null, 3, 0), party('V', 0, 30)];
    expect(governmentSide(government(['S']), parties, true, totals(parties))).toMatchObject({
      others: { for: [], against: named('V'), abstain: [] },
    });
  });

  it('names the government but guesses no sides when the vote has no ballots', () => {
    expect(governmentSide(government(['S', 'V'], 1), [], true, null)).toEqual({
      kind: 'known',
      government: [
        { party: 'S', partyName: 'S-partiet', ministers: 2, side: 'absent' },
        { party: 'V', partyName: 'V-partiet', ministers: 2, side: 'absent' },
      ],
      withoutParty: 1,
      verdict: { kind: 'noBallots' },
      others: { for: [], against: [], abstain: [] },
    });
  });

  it('is unknown with no minister on the date, and has no parties when no minister had one', () => {
    expect(
      governmentSide(
        { kind: 'unknown', date: '2013-10-01T00:00:00' },
        [party('S', 1, 1)],
        true,
        totals([party('S', 1, 1)]),
      ),
    ).toEqual({
      kind: 'unknown',
    });
    expect(governmentSide(government([], 2), [party('S', 40, 0)], true, totals([party('S', 40, 0)]))).toEqual(
      {
        kind: 'noParties',
        ministers: 2,
      },
    );
  });
});
