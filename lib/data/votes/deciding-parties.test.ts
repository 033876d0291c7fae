import { describe, expect, it } from 'vitest';
import type { VoteCounts } from '@/lib/data/types';
import { decidingParties } from './deciding-parties';
import type { PartyVotes } from './types';

function party(code: string | null, f: number, a: number, h = 0, absent = 0): PartyVotes {
  return {
    party: code,
    partyName: code ? `Partiet ${code}` : null,
    counts: { for: f, against: a, abstain: h, absent },
    unknown: 0,
    members: f + a + h + absent,
  };
}

function total(parties: readonly PartyVotes[]): VoteCounts {
  const c = { for: 0, against: 0, abstain: 0, absent: 0 };
  for (const p of parties)
    for (const k of ['for', 'against', 'abstain', 'absent'] as const) c[k] += p.counts[k];
  return c;
}

describe('decidingParties', () => {
  it('names the parties without whose votes the proposal would have fallen, with the counts', () => {
    // 90 for, 76 against: DF's 16 decide (74 against 76), S's 50 and V's 14 (a tie rejects) too; SF's 10 do not.
    const parties = [
      party('S', 50, 0),
      party('DF', 16, 0),
      party('SF', 10, 0),
      party('V', 14, 40),
      party('EL', 0, 36),
    ];
    const result = decidingParties(total(parties), parties, true);
    expect(result).toEqual({
      kind: 'parties',
      side: 'for',
      parties: [
        { party: 'S', partyName: 'Partiet S', votes: 50, without: { for: 40, against: 76 } },
        { party: 'DF', partyName: 'Partiet DF', votes: 16, without: { for: 74, against: 76 } },
        { party: 'V', partyName: 'Partiet V', votes: 14, without: { for: 76, against: 76 } },
      ],
    });
  });

  it('counts a tie as rejected: a party whose votes would leave the sides level decided an adoption', () => {
    const parties = [party('A', 6, 0), party('B', 4, 0), party('C', 0, 6)];
    const result = decidingParties(total(parties), parties, true);
    expect(result.kind === 'parties' && result.parties.map((p) => p.party)).toEqual(['A', 'B']);
  });

  it('names the parties that defeated a proposal', () => {
    // 40 for, 46 against: without V's 30 (40 against 16) or EL's 15 (40 against 31) it would have passed; ALT's 1 not.
    const parties = [party('V', 0, 30), party('S', 40, 0), party('EL', 0, 15), party('ALT', 0, 1)];
    expect(decidingParties(total(parties), parties, false)).toEqual({
      kind: 'parties',
      side: 'against',
      parties: [
        { party: 'V', partyName: 'Partiet V', votes: 30, without: { for: 40, against: 16 } },
        { party: 'EL', partyName: 'Partiet EL', votes: 15, without: { for: 40, against: 31 } },
      ],
    });
  });

  it('says no single party decided when the margin is larger than any party', () => {
    const parties = [party('S', 50, 0), party('V', 45, 0), party('EL', 0, 20)];
    expect(decidingParties(total(parties), parties, true)).toEqual({ kind: 'none', side: 'for', margin: 75 });
  });

  it('never names members without a recorded party', () => {
    const parties = [party(null, 5, 0), party('A', 3, 0), party('B', 0, 6)];
    const result = decidingParties(total(parties), parties, true);
    expect(result.kind === 'parties' && result.parties.map((p) => p.party)).toEqual(['A']);
  });

  it('is unknown without ballots or when the ballots disagree with vedtaget', () => {
    const parties = [party('S', 50, 0), party('EL', 0, 20)];
    expect(decidingParties(null, parties, true)).toEqual({ kind: 'unknown' });
    expect(decidingParties(total(parties), parties, false)).toEqual({ kind: 'unknown' });
  });
});
