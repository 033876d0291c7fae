import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseKonklusion } from '@/lib/konklusion';
import { majorityOf } from '@/lib/store/actor-voting-index';
import { getRecentVotes, getVotesAgainstParty, getVotingRecord } from '../actor-votes';
import type { PartyLoyalty } from '../types';
import { partySide } from './actor-party-side';
import { type ParityHarness, startParity } from './parity.fixture';
import { countRounds } from './rounds.fixture';

/**
 * The live voting record against the store's. Counts, samlinger, vote order and list lines must agree; the party
 * loyalty may differ only in the documented ways (lib/data/live/actor-votes.ts): each ballot is classified here
 * the slow, obvious way from the raw store — the store's category from every ballot, the live one from the
 * konklusion text — and the live aggregates must equal the latter.
 */

let h: ParityHarness;
let members: number[];

type Category = keyof PartyLoyalty;
interface Classified {
  readonly vote: number;
  readonly store: Category | null;
  readonly live: Category | null;
  /** Why they differ, when they do. */
  readonly reason: 'not stated' | 'tie or one present' | 'text contradicts ballots' | null;
}
let classified: Map<number, Classified[]>;

beforeAll(async () => {
  h = await startParity();
  const db = new Database(h.db, { readonly: true });
  const pick = (sql: string) => (db.prepare(sql).all() as { id: number }[]).map((r) => r.id);
  members = [
    // The two members with the most ballots, a party switcher who sat as an independent, a one-member group's member.
    ...pick(`SELECT "aktørid" AS id FROM "Stemme" GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 2`),
    ...pick(
      `SELECT aa."fraaktørid" AS id FROM "AktørAktør" aa JOIN "Aktør" g ON g.id = aa."tilaktørid" AND g.typeid = 4
       WHERE aa.rolleid = 15 AND aa."fraaktørid" IN (SELECT "aktørid" FROM "Stemme")
       GROUP BY 1 HAVING count(DISTINCT g.gruppenavnkort) > 1 AND sum(g.gruppenavnkort = 'UFG') > 0 LIMIT 1`,
    ),
    ...pick(
      `SELECT aa."fraaktørid" AS id FROM "AktørAktør" aa JOIN "Aktør" g ON g.id = aa."tilaktørid"
       WHERE g.gruppenavnkort IN ('IA', 'SIU', 'JF', 'SP') AND aa.rolleid = 15
         AND aa."fraaktørid" IN (SELECT "aktørid" FROM "Stemme") LIMIT 1`,
    ),
    // A person without votes, and an id that does not exist.
    ...pick(`SELECT id FROM "Aktør" WHERE typeid = 5 AND id NOT IN (SELECT "aktørid" FROM "Stemme") LIMIT 1`),
    999_999_999,
  ];
  classified = new Map(members.map((m) => [m, classify(db, m)]));
  db.close();
});
afterAll(() => h.close());

function classify(db: Database.Database, actor: number): Classified[] {
  const groupSql = db.prepare(
    `SELECT aa."tilaktørid" AS id, g.gruppenavnkort AS code FROM "AktørAktør" aa JOIN "Aktør" g ON g.id = aa."tilaktørid"
     WHERE aa."fraaktørid" = ? AND aa.rolleid = 15 AND g.typeid = 4
       AND (aa.startdato IS NULL OR aa.startdato <= ?) AND (aa.slutdato IS NULL OR aa.slutdato > ?)
     ORDER BY aa.startdato DESC, aa.id DESC LIMIT 1`,
  );
  const groups = new Map<string, unknown>();
  const groupOf = {
    get: (who: number, dato: string, _: string) => {
      const key = `${who} ${dato}`;
      if (!groups.has(key)) groups.set(key, groupSql.get(who, dato, dato));
      return groups.get(key);
    },
  };
  const ballots = db
    .prepare(
      `SELECT s.afstemningid AS vote, s.typeid AS type, a.konklusion, COALESCE(st.dato, m.dato) AS dato
       FROM "Stemme" s JOIN "Afstemning" a ON a.id = s.afstemningid
       LEFT JOIN "Sagstrin" st ON st.id = a.sagstrinid LEFT JOIN "Møde" m ON m.id = a."mødeid"
       WHERE s."aktørid" = ?`,
    )
    .all(actor) as { vote: number; type: number | null; konklusion: string | null; dato: string | null }[];
  const voters = db.prepare(`SELECT "aktørid" AS actor, typeid AS type FROM "Stemme" WHERE afstemningid = ?`);
  return ballots.map((b): Classified => {
    if (b.type !== 1 && b.type !== 2 && b.type !== 4)
      return { vote: b.vote, store: null, live: null, reason: null };
    const dato = b.dato;
    const g = dato === null ? undefined : (groupOf.get(actor, dato, dato) as { id: number; code: string });
    if (!g || dato === null || g.code === 'UFG')
      return { vote: b.vote, store: 'outsideGroup', live: 'outsideGroup', reason: null };
    const tally = { for: 0, against: 0, abstain: 0 };
    for (const v of voters.all(b.vote) as { actor: number; type: number }[]) {
      const vg = groupOf.get(v.actor, dato, dato) as { id: number } | undefined;
      if (vg?.id !== g.id) continue;
      if (v.type === 1) tally.for++;
      else if (v.type === 2) tally.against++;
      else if (v.type === 4) tally.abstain++;
    }
    const majority = majorityOf(tally);
    const store: Category =
      majority === null ? 'noMajority' : majority === b.type ? 'withParty' : 'againstParty';
    const size = (
      db
        .prepare(
          `SELECT count(DISTINCT "fraaktørid") AS n FROM "AktørAktør" WHERE "tilaktørid" = ? AND rolleid = 15
             AND (startdato IS NULL OR startdato <= ?) AND (slutdato IS NULL OR slutdato > ?)`,
        )
        .get(g.id, dato, dato) as { n: number }
    ).n;
    const side = partySide(parseKonklusion(b.konklusion), g.code.trim());
    const live: Category =
      size < 2
        ? 'noMajority'
        : side === null
          ? 'unknownMajority'
          : side === b.type
            ? 'withParty'
            : 'againstParty';
    const reason =
      store === live
        ? null
        : live === 'unknownMajority'
          ? 'not stated'
          : store === 'noMajority'
            ? 'tie or one present'
            : 'text contradicts ballots';
    return { vote: b.vote, store, live, reason };
  });
}

describe('the voting record in live mode', () => {
  it('has the store’s counts per samling, in the same order', async () => {
    for (const id of members) {
      const [live, store] = [
        await h.live(() => getVotingRecord(id)),
        await h.store(() => getVotingRecord(id)),
      ];
      expect([live.majorityFrom, store.majorityFrom]).toEqual(['konklusion', 'ballots']);
      const withoutLoyalty = (r: typeof live) => ({
        totals: r.totals,
        unknown: r.unknown,
        periods: r.periods.map(({ loyalty: _l, ...p }) => p),
      });
      expect(withoutLoyalty(live), `member ${id}`).toEqual(withoutLoyalty(store));
      expect(live.loyalty.outsideGroup, `member ${id}`).toBe(store.loyalty.outsideGroup);
    }
  });

  it('classifies party loyalty from the konklusion text exactly as defined', async () => {
    for (const id of members) {
      const expected: Record<Category, number> = {
        withParty: 0,
        againstParty: 0,
        noMajority: 0,
        outsideGroup: 0,
        unknownMajority: 0,
      };
      for (const c of classified.get(id) ?? []) if (c.live) expected[c.live]++;
      expect((await h.live(() => getVotingRecord(id))).loyalty, `member ${id}`).toEqual(expected);
    }
  });

  it('differs from the store only where the text does not state the side or the group tied', () => {
    const all = [...classified.values()].flat().filter((c) => c.store !== null);
    const reasons = new Map<string, number>();
    for (const c of all) if (c.reason) reasons.set(c.reason, (reasons.get(c.reason) ?? 0) + 1);
    // The generator's texts follow the ballots, so a text never contradicts them; blank texts and ties remain.
    expect(reasons.get('text contradicts ballots') ?? 0).toBe(0);
    expect(reasons.get('not stated') ?? 0).toBeGreaterThan(0);
    // Where the text states the side and the group had a majority, live and store agree on every ballot.
    const stated = all.filter((c) => c.live !== 'unknownMajority' && c.store !== 'noMajority');
    expect(stated.every((c) => c.live === c.store)).toBe(true);
    expect(stated.length).toBeGreaterThan(all.length / 2);
  });

  it('lists the newest votes exactly as the store does, with the group’s ballots', async () => {
    for (const id of members)
      expect(await h.live(() => getRecentVotes(id, 15)), `member ${id}`).toEqual(
        await h.store(() => getRecentVotes(id, 15)),
      );
  });

  it('lists the votes against the party by the text, each line as the store shapes it', async () => {
    for (const id of members) {
      const live = await h.live(() => getVotesAgainstParty(id, 100));
      const expected = (classified.get(id) ?? []).filter((c) => c.live === 'againstParty').map((c) => c.vote);
      expect(live.total, `member ${id}`).toBe(expected.length);
      expect(live.votes.map((v) => v.voteId).sort((a, b) => a - b)).toEqual(
        [...expected].sort((a, b) => a - b).slice(0, 100),
      );
      const store = await h.store(() => getVotesAgainstParty(id, 100));
      const storeLines = new Map(store.votes.map((v) => [v.voteId, v]));
      for (const v of live.votes) if (storeLines.has(v.voteId)) expect(v).toEqual(storeLines.get(v.voteId));
    }
  });

  it('reads cold in few sequential rounds: the record two, the vote lists three', async () => {
    const fresh = await startParity({ db: h.db });
    try {
      const id = members[0] ?? 0;
      // Round 1: the ballots' first page, the party links (with the groups' members) and the samlinger; round 2:
      // the other pages. The lists add round 3: the chosen votes' cases and their group's ballots.
      const record = await countRounds(fresh, () => getVotingRecord(id));
      expect(record.value.periods.length).toBeGreaterThan(0);
      expect(record.rounds).toBe(2);
      fresh.upstream.reset();
      await fresh.live(() => getVotingRecord(id));
      expect(fresh.upstream.requests).toHaveLength(0);
      const cold = await startParity({ db: h.db });
      try {
        const lists = await countRounds(cold, () =>
          Promise.all([getRecentVotes(id, 15), getVotesAgainstParty(id, 15)]),
        );
        expect(lists.rounds).toBe(3);
      } finally {
        await cold.close();
      }
    } finally {
      await fresh.close();
    }
  });
});
