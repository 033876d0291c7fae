import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getActor, getActorMembers, getActorSiblings, getPoliticianProfile } from '../actor';
import { type ParityHarness, startParity } from './parity.fixture';
import { countRounds } from './rounds.fixture';

let h: ParityHarness;
/** Actor ids worth comparing: one or two of each type, the person with the most links, and ids that do not exist. */
let ids: number[];
let busiest: number;

beforeAll(async () => {
  h = await startParity();
  const db = new Database(h.db, { readonly: true });
  const pick = (sql: string) => (db.prepare(sql).all() as { id: number }[]).map((r) => r.id);
  busiest = pick(
    `SELECT "fraaktørid" AS id FROM "AktørAktør" GROUP BY "fraaktørid" ORDER BY count(*) DESC LIMIT 1`,
  )[0] as number;
  ids = [
    busiest,
    ...pick(`SELECT min(id) AS id FROM "Aktør" GROUP BY typeid ORDER BY typeid`),
    ...pick(
      `SELECT "tilaktørid" AS id FROM "AktørAktør" GROUP BY "tilaktørid" ORDER BY count(*) DESC LIMIT 2`,
    ),
    // A person without links and one without biografi, when the store has them.
    ...pick(
      `SELECT id FROM "Aktør" WHERE typeid = 5 AND id NOT IN (SELECT "fraaktørid" FROM "AktørAktør") LIMIT 1`,
    ),
    ...pick(`SELECT id FROM "Aktør" WHERE typeid = 5 AND coalesce(biografi, '') = '' LIMIT 1`),
    999_999_999,
  ];
  db.close();
});
afterAll(() => h.close());

describe('actor reads in live mode give what the store gives', () => {
  it('getActor', async () => {
    for (const id of ids)
      expect(await h.live(() => getActor(id)), `actor ${id}`).toEqual(await h.store(() => getActor(id)));
    expect(await h.live(() => getActor(999_999_999))).toBeNull();
  });

  it('getPoliticianProfile', async () => {
    for (const id of ids)
      expect(await h.live(() => getPoliticianProfile(id)), `actor ${id}`).toEqual(
        await h.store(() => getPoliticianProfile(id)),
      );
    expect((await h.store(() => getPoliticianProfile(busiest))).partySpells.length).toBeGreaterThan(0);
  });

  it('getActorMembers and getActorSiblings', async () => {
    for (const id of ids) {
      expect(await h.live(() => getActorMembers(id)), `actor ${id}`).toEqual(
        await h.store(() => getActorMembers(id)),
      );
      const actor = await h.store(() => getActor(id));
      if (!actor) continue;
      expect(await h.live(() => getActorSiblings(actor)), `actor ${id}`).toEqual(
        await h.store(() => getActorSiblings(actor)),
      );
    }
  });

  it('reads the page header cold in one round: the actor and its links in parallel', async () => {
    const fresh = await startParity({ db: h.db });
    try {
      const { rounds, calls } = await countRounds(fresh, () =>
        Promise.all([getActor(busiest), getPoliticianProfile(busiest)]),
      );
      expect(rounds).toBe(1);
      expect(fresh.upstream.requests).toHaveLength(2);
      expect(calls).toBeGreaterThanOrEqual(2);
    } finally {
      await fresh.close();
    }
  });
});
