import { beforeAll, describe, expect, it } from 'vitest';
import { tinyStore } from '@/lib/data/tiny-store.fixture';
import type { VoteCounts } from '@/lib/data/types';
import { majorityOf } from '@/lib/store/party-majority';
import {
  getAllActorVotes,
  getNewerVotesWithoutBallots,
  getRecentVotes,
  getVotesAgainstParty,
  getVotingRecord,
} from './actor-votes';
import type { PartyLoyalty } from './types';

const store = tinyStore();

/**
 * The voting aggregates recomputed the slow, obvious way: row by row, each voter's group looked up in SQL on the
 * vote date (the definition in lib/store/actor-voting-index.ts), tallies and loyalty counted in plain loops.
 */
interface Naive {
  readonly byMember: Map<
    number,
    Map<number | null, { counts: VoteCounts & { unknown: number }; loyalty: PartyLoyalty }>
  >;
  readonly deviations: Map<number, number[]>;
}

let naive: Naive;

beforeAll(() => {
  const db = store.raw();
  const votes = new Map(
    (
      db
        .prepare(
          `SELECT a.id, COALESCE(st.dato, m.dato) AS dato, m.periodeid FROM "Afstemning" a
           LEFT JOIN "Sagstrin" st ON st.id = a.sagstrinid LEFT JOIN "Møde" m ON m.id = a."mødeid"`,
        )
        .all() as { id: number; dato: string | null; periodeid: number | null }[]
    ).map((v) => [v.id, v]),
  );
  const groupOf = db.prepare(
    `SELECT aa."tilaktørid" AS id, g.gruppenavnkort AS code FROM "AktørAktør" aa JOIN "Aktør" g ON g.id = aa."tilaktørid"
     WHERE aa."fraaktørid" = ? AND aa.rolleid = 15 AND g.typeid = 4
       AND (aa.startdato IS NULL OR aa.startdato <= ?) AND (aa.slutdato IS NULL OR aa.slutdato > ?)
     ORDER BY aa.startdato DESC, aa.id DESC LIMIT 1`,
  );
  const ballots = db
    .prepare(`SELECT "aktørid" AS actor, typeid AS type, afstemningid AS vote FROM "Stemme"`)
    .all() as {
    actor: number;
    type: number | null;
    vote: number;
  }[];
  const withGroup = ballots.map((b) => {
    const dato = votes.get(b.vote)?.dato ?? null;
    const g =
      dato === null
        ? undefined
        : (groupOf.get(b.actor, dato, dato) as { id: number; code: string } | undefined);
    return { ...b, group: g && g.code !== 'UFG' ? g.id : null };
  });
  const tally = new Map<string, { for: number; against: number; abstain: number }>();
  for (const b of withGroup) {
    if (b.group === null || ![1, 2, 4].includes(b.type ?? 0)) continue;
    const key = `${b.vote}:${b.group}`;
    const t = tally.get(key) ?? { for: 0, against: 0, abstain: 0 };
    if (b.type === 1) t.for++;
    else if (b.type === 2) t.against++;
    else t.abstain++;
    tally.set(key, t);
  }
  const byMember: Naive['byMember'] = new Map();
  const deviations = new Map<number, number[]>();
  for (const b of withGroup) {
    const periods = byMember.get(b.actor) ?? new Map();
    byMember.set(b.actor, periods);
    const period = votes.get(b.vote)?.periodeid ?? null;
    const entry = periods.get(period) ?? {
      counts: { for: 0, against: 0, abstain: 0, absent: 0, unknown: 0 },
      loyalty: { withParty: 0, againstParty: 0, noMajority: 0, outsideGroup: 0 },
    };
    periods.set(period, entry);
    const names: Record<number, 'for' | 'against' | 'absent' | 'abstain'> = {
      1: 'for',
      2: 'against',
      3: 'absent',
      4: 'abstain',
    };
    const key = names[b.type ?? 0] ?? 'unknown';
    entry.counts[key]++;
    if (key === 'absent' || key === 'unknown') continue;
    if (b.group === null) {
      entry.loyalty.outsideGroup++;
      continue;
    }
    const t = tally.get(`${b.vote}:${b.group}`);
    const majority = t ? majorityOf(t) : null;
    if (majority === null) entry.loyalty.noMajority++;
    else if (majority === b.type) entry.loyalty.withParty++;
    else {
      entry.loyalty.againstParty++;
      deviations.set(b.actor, [...(deviations.get(b.actor) ?? []), b.vote]);
    }
  }
  naive = { byMember, deviations };
});

describe('getVotingRecord', () => {
  it('agrees with the naive computation for every member, per samling and in all', async () => {
    expect(naive.byMember.size).toBeGreaterThan(150);
    let compared = 0;
    for (const [actor, periods] of naive.byMember) {
      const record = await getVotingRecord(actor);
      const got = new Map(record.periods.map((p) => [p.period?.id ?? null, p]));
      expect(got.size, `member ${actor}`).toBe(periods.size);
      for (const [period, expected] of periods) {
        const p = got.get(period);
        const { unknown, ...counts } = expected.counts;
        expect(
          { counts: p?.counts, unknown: p?.unknown, loyalty: p?.loyalty },
          `member ${actor} in ${period}`,
        ).toEqual({
          counts,
          unknown,
          loyalty: expected.loyalty,
        });
      }
      const all = [...periods.values()];
      expect(record.totals.for + record.totals.against + record.totals.abstain + record.totals.absent).toBe(
        all.reduce((n, p) => n + p.counts.for + p.counts.against + p.counts.abstain + p.counts.absent, 0),
      );
      expect(record.loyalty.againstParty).toBe(all.reduce((n, p) => n + p.loyalty.againstParty, 0));
      compared++;
    }
    expect(compared).toBe(naive.byMember.size);
  });

  it('counts party loyalty for someone who switched party and sat as an independent', async () => {
    const db = store.raw();
    const switcher = db
      .prepare(
        `SELECT aa."fraaktørid" AS id FROM "AktørAktør" aa JOIN "Aktør" g ON g.id = aa."tilaktørid" AND g.typeid = 4
         JOIN "Stemme" s ON s."aktørid" = aa."fraaktørid"
         WHERE aa.rolleid = 15 GROUP BY 1 HAVING count(DISTINCT g.gruppenavnkort) > 1
            AND sum(g.gruppenavnkort = 'UFG') > 0 ORDER BY count(*) DESC LIMIT 1`,
      )
      .get() as { id: number } | undefined;
    expect(switcher).toBeDefined();
    const record = await getVotingRecord(switcher?.id ?? 0);
    expect(record.loyalty.outsideGroup).toBeGreaterThan(0);
    expect(record.loyalty.withParty).toBeGreaterThan(0);
  });

  it('orders samlinger oldest first and gives an actor without votes an empty record', async () => {
    const [actor] = [...naive.byMember.keys()];
    const titles = (await getVotingRecord(actor ?? 0)).periods.map((p) => p.period?.title ?? '');
    expect(titles).toEqual([...titles].sort());
    expect(await getVotingRecord(999_999_999)).toEqual({
      totals: { for: 0, against: 0, abstain: 0, absent: 0 },
      unknown: 0,
      loyalty: { withParty: 0, againstParty: 0, noMajority: 0, outsideGroup: 0 },
      periods: [],
    });
  });
});

describe('getVotesAgainstParty', () => {
  it('lists exactly the naive deviations, newest first, with the group’s ballots', async () => {
    const [actor, expected] = [...naive.deviations].sort((a, b) => b[1].length - a[1].length)[0] ?? [0, []];
    const { votes, total } = await getVotesAgainstParty(actor, 100);
    expect(total).toBe(expected.length);
    expect(votes.map((v) => v.voteId).sort((a, b) => a - b)).toEqual(
      [...expected].sort((a, b) => a - b).slice(0, 100),
    );
    for (const v of votes) {
      expect(v.partyCounts).not.toBeNull();
      expect(v.choice).not.toBe('absent');
      const counts = v.partyCounts ?? { for: 0, against: 0, abstain: 0 };
      const majority = majorityOf(counts);
      expect(majority).not.toBeNull();
      expect({ 1: 'for', 2: 'against', 4: 'abstain' }[majority as 1]).not.toBe(v.choice);
    }
    const dates = votes.map((v) => v.date ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('getRecentVotes', () => {
  it('gives the member’s newest votes in the home page’s order, with choice and party', async () => {
    const db = store.raw();
    const [actor] = [...naive.byMember.keys()];
    const expected = db
      .prepare(
        `SELECT a.id, s.typeid FROM "Stemme" s JOIN "Afstemning" a ON a.id = s.afstemningid
         LEFT JOIN "Sagstrin" st ON st.id = a.sagstrinid LEFT JOIN "Møde" m ON m.id = a."mødeid"
         WHERE s."aktørid" = ?
         ORDER BY COALESCE(st.dato, m.dato) IS NULL, substr(COALESCE(st.dato, m.dato), 1, 10) DESC, m.dato DESC,
                  a.nummer DESC, a.id DESC LIMIT 12`,
      )
      .all(actor) as { id: number; typeid: number }[];
    const votes = await getRecentVotes(actor ?? 0, 12);
    expect(votes.map((v) => v.voteId)).toEqual(expected.map((e) => e.id));
    expect(votes.map((v) => v.choice)).toEqual(
      expected.map((e) => ({ 1: 'for', 2: 'against', 3: 'absent', 4: 'abstain' })[e.typeid as 1]),
    );
    expect(votes.every((v) => v.party !== null)).toBe(true);
    expect(JSON.parse(JSON.stringify(votes))).toEqual(votes);
  });

  it('bounds the limit', async () => {
    const [actor] = [...naive.byMember.keys()];
    expect(await getRecentVotes(actor ?? 0, 0)).toHaveLength(1);
    expect((await getRecentVotes(actor ?? 0, 10_000)).length).toBeLessThanOrEqual(100);
  });
});

describe('getNewerVotesWithoutBallots', () => {
  /** Every vote in the site's order, newest first, with whether it has Stemme rows and who has one. */
  function votesInOrder() {
    return store
      .raw()
      .prepare(
        `SELECT a.id, (SELECT group_concat(s."aktørid") FROM "Stemme" s WHERE s.afstemningid = a.id) AS voters
         FROM "Afstemning" a LEFT JOIN "Sagstrin" st ON st.id = a.sagstrinid LEFT JOIN "Møde" m ON m.id = a."mødeid"
         ORDER BY COALESCE(st.dato, m.dato) IS NULL, substr(COALESCE(st.dato, m.dato), 1, 10) DESC, m.dato DESC,
                  a.nummer DESC, a.id DESC`,
      )
      .all() as { id: number; voters: string | null }[];
  }

  it('counts the votes before the newest with ballots for a member who sat in it', async () => {
    const order = votesInOrder();
    const first = order.findIndex((v) => v.voters !== null);
    expect(first).toBeGreaterThan(0);
    const seated = Number(order[first]?.voters?.split(',')[0]);
    expect(await getNewerVotesWithoutBallots(seated)).toBe(first);
  });

  it('is 0 for a member who no longer sits, and for an actor without ballots', async () => {
    const order = votesInOrder();
    const current = new Set(
      order
        .find((v) => v.voters !== null)
        ?.voters?.split(',')
        .map(Number),
    );
    const gone = [...naive.byMember.keys()].find((id) => !current.has(id));
    expect(gone).toBeDefined();
    expect(await getNewerVotesWithoutBallots(gone ?? 0)).toBe(0);
    expect(await getNewerVotesWithoutBallots(999_999_999)).toBe(0);
  });
});

describe('getAllActorVotes', () => {
  it('gives every ballot of the member, newest first, agreeing with the naive record and deviations', async () => {
    const db = store.raw();
    const [actor, expectedDeviations] = [...naive.deviations].sort(
      (a, b) => b[1].length - a[1].length,
    )[0] ?? [0, []];
    const ids = (
      db.prepare(`SELECT afstemningid FROM "Stemme" WHERE "aktørid" = ?`).all(actor) as {
        afstemningid: number;
      }[]
    ).map((r) => r.afstemningid);
    const votes = await getAllActorVotes(actor);
    expect(votes.map((v) => v.voteId).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    const recent = await getRecentVotes(actor, 100);
    expect(votes.slice(0, recent.length)).toEqual(recent);
    const against = votes.filter(
      (v) =>
        v.partyMajority !== null &&
        v.choice !== null &&
        v.choice !== 'absent' &&
        v.choice !== v.partyMajority,
    );
    expect(against.map((v) => v.voteId).sort((a, b) => a - b)).toEqual(
      [...expectedDeviations].sort((a, b) => a - b),
    );
    for (const v of votes)
      expect(v.partyMajority).toBe(
        v.partyCounts
          ? (({ 1: 'for', 2: 'against', 4: 'abstain' } as Record<number, string>)[
              majorityOf(v.partyCounts) ?? 0
            ] ?? null)
          : null,
      );
    expect(await getAllActorVotes(999_999_999)).toEqual([]);
  });
});
