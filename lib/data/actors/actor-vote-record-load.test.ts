import { afterAll, describe, expect, it } from 'vitest';
import { tinyStore } from '@/lib/data/tiny-store.fixture';
import { openStore } from '@/lib/store/open-store';
import type { Store } from '@/lib/store/store';
import {
  EVERY_BALLOT,
  loadActorVoteRecord,
  recordVoteIds,
  VOTE_RECORD_PAGE_SIZE,
} from './actor-vote-record-load';
import { loadAllActorVotes } from './actor-votes-load';
import type { ActorVoteFilter } from './types';

const store = tinyStore();

/** The reads run on a connection of the test's own, in this thread (the first builds the voting index). */
let connection: Store | null = null;
const db = (): Store => {
  connection ??= openStore(store.raw().name);
  return connection;
};
afterAll(() => connection?.close());

/** Whether a vote line is one against the member's party majority (the record's "against the party line"). */
const brokeWithParty = (v: { partyMajority: string | null; choice: string | null }): boolean =>
  v.partyMajority !== null && v.choice !== null && v.choice !== 'absent' && v.choice !== v.partyMajority;

/**
 * Of the members with the most ballots, the one with the most votes against their party (so every filter has
 * something to find).
 */
function busiestRebel(): number {
  const busiest = store
    .raw()
    .prepare(`SELECT "aktørid" AS id FROM "Stemme" GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 40`)
    .all() as { id: number }[];
  const rebels = busiest.map(({ id }) => ({
    id,
    broke: loadAllActorVotes(db(), id).filter(brokeWithParty).length,
  }));
  const best = rebels.reduce((a, b) => (b.broke > a.broke ? b : a));
  return best.id;
}

/** The member's votes by a plain SQL condition on `s` (Stemme), `m` (Møde) and `st` (Sagstrin), as sorted ids. */
function naiveIds(actor: number, where: string, ...params: unknown[]): number[] {
  return (
    store
      .raw()
      .prepare(
        `SELECT a.id FROM "Stemme" s JOIN "Afstemning" a ON a.id = s.afstemningid
         LEFT JOIN "Møde" m ON m.id = a."mødeid" LEFT JOIN "Sagstrin" st ON st.id = a.sagstrinid
         WHERE s."aktørid" = ? AND ${where}`,
      )
      .all(actor, ...params) as { id: number }[]
  )
    .map((r) => r.id)
    .sort((a, b) => a - b);
}

const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);
const filter = (change: Partial<ActorVoteFilter>): ActorVoteFilter => ({ ...EVERY_BALLOT, ...change });

describe('recordVoteIds', () => {
  it('selects by samling, choice, subject and party line as the rows say, and orders newest or oldest first', async () => {
    const actor = busiestRebel();
    {
      const all = loadAllActorVotes(db(), actor);
      expect(recordVoteIds(db(), actor, EVERY_BALLOT)).toEqual(all.map((v) => v.voteId));
      expect(recordVoteIds(db(), actor, filter({ sort: 'oldest' }))).toEqual(
        all.map((v) => v.voteId).reverse(),
      );

      const period = store
        .raw()
        .prepare(
          `SELECT p.kode, p.id FROM "Stemme" s JOIN "Afstemning" a ON a.id = s.afstemningid
           JOIN "Møde" m ON m.id = a."mødeid" JOIN "Periode" p ON p.id = m.periodeid
           WHERE s."aktørid" = ? GROUP BY p.id ORDER BY count(*) DESC LIMIT 1`,
        )
        .get(actor) as { kode: string; id: number };
      const inPeriod = naiveIds(actor, 'm.periodeid = ?', period.id);
      expect(inPeriod.length).toBeGreaterThan(0);
      expect(sorted(recordVoteIds(db(), actor, filter({ period: period.kode })))).toEqual(inPeriod);
      expect(recordVoteIds(db(), actor, filter({ period: '99991' }))).toEqual([]);

      const against = naiveIds(actor, 's.typeid = 2');
      expect(sorted(recordVoteIds(db(), actor, filter({ choice: 'against' })))).toEqual(against);
      const absentInPeriod = naiveIds(actor, 's.typeid = 3 AND m.periodeid = ?', period.id);
      expect(sorted(recordVoteIds(db(), actor, filter({ choice: 'absent', period: period.kode })))).toEqual(
        absentInPeriod,
      );

      const topic = store
        .raw()
        .prepare(
          `SELECT e.id FROM "Stemme" s JOIN "Afstemning" a ON a.id = s.afstemningid
           JOIN "Sagstrin" st ON st.id = a.sagstrinid JOIN "EmneordSag" es ON es.sagid = st.sagid
           JOIN "Emneord" e ON e.id = es.emneordid AND e.typeid = 3
           WHERE s."aktørid" = ? GROUP BY e.id ORDER BY count(*) DESC LIMIT 1`,
        )
        .get(actor) as { id: number };
      const onTopic = naiveIds(
        actor,
        `EXISTS (SELECT 1 FROM "EmneordSag" es WHERE es.sagid = st.sagid AND es.emneordid = ?)`,
        topic.id,
      );
      expect(onTopic.length).toBeGreaterThan(0);
      expect(sorted(recordVoteIds(db(), actor, filter({ topic: topic.id })))).toEqual(onTopic);

      const broke = all.filter(brokeWithParty).map((v) => v.voteId);
      expect(broke.length).toBeGreaterThan(0);
      expect(recordVoteIds(db(), actor, filter({ againstParty: true }))).toEqual(broke);
      const brokeVotingFor = all
        .filter((v) => broke.includes(v.voteId) && v.choice === 'for')
        .map((v) => v.voteId);
      expect(recordVoteIds(db(), actor, filter({ againstParty: true, choice: 'for' }))).toEqual(
        brokeVotingFor,
      );
    }
  });
});

describe('getActorVoteRecord', () => {
  it('pages through the selection and gives the download the same votes in the same order', async () => {
    const actor = busiestRebel();
    const chosen = filter({ choice: 'for', sort: 'oldest' });
    const all = loadAllActorVotes(db(), actor, chosen);
    expect(all.length).toBeGreaterThan(VOTE_RECORD_PAGE_SIZE);
    expect(all.every((v) => v.choice === 'for')).toBe(true);
    const first = loadActorVoteRecord(db(), actor, chosen, 1);
    const second = loadActorVoteRecord(db(), actor, chosen, 2);
    expect(first.votes.total).toBe(all.length);
    expect(first.votes.pageCount).toBe(Math.ceil(all.length / VOTE_RECORD_PAGE_SIZE));
    expect([...first.votes.items, ...second.votes.items]).toEqual(all.slice(0, 2 * VOTE_RECORD_PAGE_SIZE));
    const past = loadActorVoteRecord(db(), actor, chosen, first.votes.pageCount + 1);
    expect(past.votes.items).toEqual([]);
    expect(past.votes.total).toBe(all.length);
  });

  it('offers the member’s samlinger and subjects, with how many votes each subject has', async () => {
    const actor = busiestRebel();
    const record = loadActorVoteRecord(db(), actor, EVERY_BALLOT, 1);
    const periods = store
      .raw()
      .prepare(
        `SELECT DISTINCT p.kode FROM "Stemme" s JOIN "Afstemning" a ON a.id = s.afstemningid
         JOIN "Møde" m ON m.id = a."mødeid" JOIN "Periode" p ON p.id = m.periodeid WHERE s."aktørid" = ?`,
      )
      .all(actor) as { kode: string }[];
    expect(record.periods.map((p) => p.code).sort()).toEqual(periods.map((p) => p.kode).sort());
    expect(record.topics.length).toBeGreaterThan(0);
    for (const topic of record.topics.slice(0, 5)) {
      expect(loadAllActorVotes(db(), actor, filter({ topic: topic.id })).length).toBe(topic.votes);
    }
    const counts = record.topics.map((t) => t.votes);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});
