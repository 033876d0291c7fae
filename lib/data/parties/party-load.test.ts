import { describe, expect, it } from 'vitest';
import { tinyStore } from '@/lib/data/tiny-store.fixture';
import { INDEPENDENTS } from '@/lib/model/oda-ids';
import { periodRows } from '@/lib/store/actor-votes';
import { votingIndex } from '@/lib/store/actor-voting-index';
import { openStore } from '@/lib/store/open-store';
import { partySide } from '@/lib/store/party-majority';
import { HEADLINE_MIN_VOTES, headlineIndex, loadParty, loadPartyOverview } from './party-load';

const store = tinyStore();

function withStore<T>(read: (db: ReturnType<typeof openStore>) => T): T {
  const db = openStore(store.raw().name);
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** The party with the most members now in the tiny store, by a naive count of the current Folketing. */
function largestParty(): string {
  return withStore((db) => {
    const overview = loadPartyOverview(db, null);
    const first = overview.current[0];
    if (!first) throw new Error('no party now');
    return first.party.code;
  });
}

describe('loadParty', () => {
  it('redirects a code in another case to the code as ODA writes it', () => {
    const code = largestParty();
    withStore((db) => {
      expect(loadParty(db, code.toLowerCase())).toEqual(
        code.toLowerCase() === code ? expect.objectContaining({ kind: 'party' }) : { kind: 'redirect', code },
      );
      expect(loadParty(db, ` ${code}`)).toEqual({ kind: 'redirect', code });
    });
  });

  it('says the independents are no party, in any case', () => {
    withStore((db) => {
      expect(loadParty(db, INDEPENDENTS)).toEqual({ kind: 'independents' });
      expect(loadParty(db, 'ufg')).toEqual({ kind: 'independents' });
    });
  });

  it('knows no party by an unknown code', () => {
    withStore((db) => {
      expect(loadParty(db, 'XYZ')).toEqual({ kind: 'unknown' });
      expect(loadParty(db, '')).toEqual({ kind: 'unknown' });
      expect(loadParty(db, '%')).toEqual({ kind: 'unknown' });
    });
  });

  it('counts a party’s ballots per samling as the voting index holds them, and its members now', () => {
    const code = largestParty();
    withStore((db) => {
      const found = loadParty(db, code);
      if (found.kind !== 'party') throw new Error(found.kind);
      const { profile } = found;
      expect(profile.members.length).toBeGreaterThan(0);
      expect(profile.periods.length).toBeGreaterThan(0);
      const index = votingIndex(db);
      for (const p of profile.periods) {
        let ballots = 0;
        let present = 0;
        let onSide = 0;
        let votes = 0;
        for (const vote of index.votes.filter((v) => v.period === p.period.id)) {
          const tally = index.partyTallies(vote.id)?.get(code);
          if (!tally) continue;
          votes++;
          ballots += tally.for + tally.against + tally.abstain + tally.absent;
          present += tally.for + tally.against + tally.abstain;
          const side = partySide(tally);
          if (side === 'for' || side === 'against' || side === 'abstain') onSide += tally[side];
        }
        expect({ votes, ballots, present, onSide }).toEqual({
          votes: p.votes,
          ballots: p.ballots,
          present: p.present,
          onSide: p.onSide,
        });
      }
      // Agreement is symmetric: the other party's page counts the same pairs.
      const other = profile.agreement[0];
      if (!other) throw new Error('no other party');
      const back = loadParty(db, other.party.code);
      if (back.kind !== 'party') throw new Error(back.kind);
      const mine = back.profile.agreement.find((a) => a.party.code === code);
      const last = profile.periods.at(-1)?.period.id;
      const i = profile.periods.findIndex((p) => p.period.id === last);
      const j = back.profile.periods.findIndex((p) => p.period.id === last);
      expect(mine?.byPeriod[j]).toEqual(other.byPeriod[i]);
    });
  });
});

describe('loadPartyOverview', () => {
  it('shows the newest samling with votes by default, and a matrix symmetric with an empty diagonal', () => {
    withStore((db) => {
      const overview = loadPartyOverview(db, null);
      expect(overview.period).toEqual(overview.periods[0]);
      expect(overview.votes).toBeGreaterThan(0);
      const n = overview.parties.length;
      expect(overview.cells).toHaveLength(n);
      for (let i = 0; i < n; i++) {
        expect(overview.cells[i]?.[i]).toBeNull();
        for (let j = 0; j < n; j++) expect(overview.cells[i]?.[j]).toEqual(overview.cells[j]?.[i]);
      }
      expect(overview.parties.map((p) => p.code)).not.toContain(INDEPENDENTS);
      expect(overview.current.map((p) => p.party.code)).not.toContain(INDEPENDENTS);
    });
  });

  it('says why it shows the samling it shows by default: the rule, and the newer samlinger passed over', () => {
    withStore((db) => {
      const perPeriod = loadPartyOverview(db, null).periods.map((p) => loadPartyOverview(db, p.code).votes);
      // A threshold the newest samling misses and an older one meets, so the default passes over at least one.
      const min = Math.max(...perPeriod);
      const shownAt = perPeriod.indexOf(min);
      expect(shownAt).toBeGreaterThan(0);
      const overview = loadPartyOverview(db, null, min);
      expect(overview.period).toEqual(overview.periods[shownAt]);
      expect(overview.votes).toBe(min);
      expect(overview.byDefault).toEqual({
        minVotes: min,
        newer: overview.periods.slice(0, shownAt).map((period, i) => ({ period, votes: perPeriod[i] })),
      });
      expect(loadPartyOverview(db, null).byDefault?.minVotes).toBe(HEADLINE_MIN_VOTES);
      expect(loadPartyOverview(db, overview.periods[0]?.code ?? '', min).byDefault).toBeNull();
    });
  });

  it('shows nothing for a samling without votes, and says which it was asked for', () => {
    withStore((db) => {
      const overview = loadPartyOverview(db, '19001');
      expect(overview.period).toBeNull();
      expect(overview.parties).toEqual([]);
      expect(overview.periods.length).toBeGreaterThan(0);
    });
  });

  it('counts a pair’s agreement by hand from the ballots of the samling', () => {
    withStore((db) => {
      const overview = loadPartyOverview(db, null);
      const [a, b] = overview.parties;
      if (!a || !b) throw new Error('fewer than two parties');
      const index = votingIndex(db);
      const periodId = [...periodRows(db).values()].find((r) => r.kode === overview.period?.code)?.id;
      expect(periodId).toBeDefined();
      let both = 0;
      let same = 0;
      for (const vote of index.votes.filter((v) => v.period === periodId)) {
        const sa = partySide(index.partyTallies(vote.id)?.get(a.code));
        const sb = partySide(index.partyTallies(vote.id)?.get(b.code));
        const sided = (s: string) => s === 'for' || s === 'against' || s === 'abstain';
        if (!sided(sa) || !sided(sb)) continue;
        both++;
        if (sa === sb) same++;
      }
      expect(overview.cells[0]?.[1] ?? { both: 0, same: 0 }).toEqual({ both, same });
    });
  });
});

describe('headlineIndex', () => {
  it('takes the newest samling with enough votes, else the newest', () => {
    expect(headlineIndex([300, 250, 11])).toBe(1);
    expect(headlineIndex([300, 99, 11])).toBe(0);
    expect(headlineIndex([5, 11])).toBe(1);
    expect(headlineIndex([])).toBe(-1);
    expect(headlineIndex([300, 99, 11], 10)).toBe(2);
  });
});
