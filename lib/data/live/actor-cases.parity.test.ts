import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getActorCases, getActorDocuments, REFERRED_TO } from '../actor-cases';
import { type ParityHarness, startParity } from './parity.fixture';
import { countRounds } from './rounds.fixture';

let h: ParityHarness;
let caseActors: number[];
let committees: number[];
let documentActors: number[];

beforeAll(async () => {
  h = await startParity();
  const db = new Database(h.db, { readonly: true });
  const pick = (sql: string) => (db.prepare(sql).all() as { id: number }[]).map((r) => r.id);
  caseActors = [
    ...pick(`SELECT "aktørid" AS id FROM "SagAktør" GROUP BY 1 ORDER BY count(DISTINCT sagid) DESC LIMIT 2`),
    999_999_999,
  ];
  committees = pick(
    `SELECT id FROM "Aktør" WHERE typeid = 3 AND id IN (SELECT "aktørid" FROM "SagAktør") LIMIT 2`,
  );
  documentActors = [
    ...pick(`SELECT "aktørid" AS id FROM "DokumentAktør" GROUP BY 1 ORDER BY count(*) DESC LIMIT 2`),
    999_999_999,
  ];
  db.close();
});
afterAll(() => h.close());

describe('an actor’s cases and documents in live mode', () => {
  it('pages through the cases as the store does, with and without a role', async () => {
    for (const id of [...caseActors, ...committees])
      for (const page of [1, 2, 1000])
        for (const role of [undefined, REFERRED_TO, 'no such role']) {
          const read = () => getActorCases(id, { page, role });
          expect(await h.live(read), `actor ${id} page ${page} role ${role}`).toEqual(await h.store(read));
        }
    expect((await h.store(() => getActorCases(caseActors[0] ?? 0))).total).toBeGreaterThan(25);
  });

  it('pages through the documents as the store does', async () => {
    for (const id of documentActors)
      for (const page of [1, 2, 1000]) {
        const read = () => getActorDocuments(id, page);
        expect(await h.live(read), `actor ${id} page ${page}`).toEqual(await h.store(read));
      }
    expect((await h.store(() => getActorDocuments(documentActors[0] ?? 0))).total).toBeGreaterThan(0);
  });

  it('reads a page of cases or documents cold in at most three rounds', async () => {
    const fresh = await startParity({ db: h.db });
    try {
      const cases = await countRounds(fresh, () => getActorCases(caseActors[0] ?? 0, { page: 2 }));
      expect(cases.rounds).toBeLessThanOrEqual(3);
      const documents = await countRounds(fresh, () => getActorDocuments(documentActors[0] ?? 0, 2));
      expect(documents.rounds).toBeLessThanOrEqual(3);
    } finally {
      await fresh.close();
    }
  });
});
