/**
 * The government on a vote date, read from a small hand-built store whose answer is known:
 *
 * | vote | date                        | ministers on the date                                  | government      |
 * | ---- | --------------------------- | ------------------------------------------------------ | --------------- |
 * | 1    | 2025-03-12T13:00 (Sagstrin) | Anna (S, two posts), Nils (no party), Ulla (UFG);      | S; 2 without    |
 * |      |                             | Vera's (V) post ended the day before                   | party           |
 * | 2    | 2025-02-01T10:00 (Møde)     | Anna (S), Vera (V), Nils, Ulla                         | S and V, split  |
 * | 3    | 2024-01-10T10:00 (Møde)     | none: ODA records no minister then                     | unknown         |
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '@/lib/store/store';
import { memoryStore } from '@/lib/store/store-builder.fixture';
import { governmentSide } from './government-side';
import { loadVote } from './vote-load';

function buildGovernmentStore(): Store {
  return memoryStore((store) => {
    store
      .party(200, 'S', 'Socialdemokratiet')
      .party(201, 'V', 'Venstre, Danmarks Liberale Parti')
      .party(202, 'UFG', 'Uden for folketingsgrupperne - Ulla Uhre')
      .committee(300, 'FIU', 'Finansudvalget')
      .ministry(400, 'STM', 'Statsminister')
      .ministry(401, 'FM', 'Finansminister')
      .ministry(402, 'JM', 'Justitsminister')
      .ministry(403, 'KUM', 'Kulturminister')
      .ministry(404, 'SKM', 'Skatteminister')
      .personNamed(1, 'Anna Andersen')
      .personNamed(2, 'Vera Vang')
      .personNamed(3, 'Nils Nielsen')
      .personNamed(4, 'Ulla Uhre')
      .personNamed(5, 'Sofie Storm')
      .personNamed(6, 'Viggo Vest');
    const MEMBER = 15;
    const MINISTER = 8;
    store
      // Party memberships (role 15) — Nils has none: a minister from outside the Folketing.
      .membership(1, 200, '2022-11-01', null, MEMBER)
      .membership(2, 201, '2022-11-01', null, MEMBER)
      .membership(4, 202, '2022-11-01', null, MEMBER)
      .membership(5, 200, '2022-11-01', null, MEMBER)
      .membership(6, 201, '2022-11-01', null, MEMBER)
      // Minister posts (role 8): Anna holds two; Vera's ends the day before vote 1.
      .membership(1, 400, '2024-12-15', null, MINISTER)
      .membership(1, 401, '2024-12-15', null, MINISTER)
      .membership(2, 402, '2024-12-15', '2025-03-11', MINISTER)
      .membership(3, 403, '2024-12-15', null, MINISTER)
      .membership(4, 404, '2024-12-15', null, MINISTER)
      // Role 8 towards a committee is no minister post.
      .membership(6, 300, '2023-01-01', null, MINISTER);
    store
      .step(100, 10, 17, '2025-03-12T13:00:00')
      .meeting(1, '63', '2025-03-12T10:00:00', 163)
      .meeting(2, '50', '2025-02-01T10:00:00', 163)
      .meeting(3, '40', '2024-01-10T10:00:00', 163)
      .vote(1, { nummer: 1, vedtaget: true, mødeid: 1, typeid: 1, sagstrinid: 100, konklusion: null })
      .vote(2, { nummer: 2, vedtaget: false, mødeid: 2, typeid: 2, sagstrinid: null, konklusion: null })
      .vote(3, { nummer: 3, vedtaget: true, mødeid: 3, typeid: 2, sagstrinid: null, konklusion: null });
    //                                Anna Vera Nils Ulla Sofie Viggo
    store.ballots(2, [1, 2, 3, 4, 5, 6], [1, 2, 3, 1, 1, 2]);
  });
}

let db: Store;
beforeAll(() => {
  db = buildGovernmentStore();
});
afterAll(() => db?.close());

/** The government read with the vote (null for a vote that does not exist). */
const governmentOf = (id: number) => loadVote(db, id)?.government ?? null;

describe("a vote's government", () => {
  it('counts each minister once, leaves out a post that ended the day before, and counts ministers without a party', () => {
    expect(governmentOf(1)).toEqual({
      kind: 'known',
      date: '2025-03-12T13:00:00',
      ministers: 3,
      parties: [{ party: 'S', partyName: 'Socialdemokratiet', ministers: 1 }],
      withoutParty: 2,
    });
  });

  it('takes each minister’s party on the vote date, most ministers first', () => {
    expect(governmentOf(2)).toEqual({
      kind: 'known',
      date: '2025-02-01T10:00:00',
      ministers: 4,
      parties: [
        { party: 'S', partyName: 'Socialdemokratiet', ministers: 1 },
        { party: 'V', partyName: 'Venstre, Danmarks Liberale Parti', ministers: 1 },
      ],
      withoutParty: 2,
    });
  });

  it('is unknown on a date with no minister, and null for a vote that does not exist', () => {
    expect(governmentOf(3)).toEqual({ kind: 'unknown', date: '2024-01-10T10:00:00' });
    expect(governmentOf(99)).toBeNull();
  });

  it('with the vote’s ballots, finds the government split between for and against', () => {
    const vote = loadVote(db, 2);
    const government = governmentOf(2);
    if (!vote || !government) throw new Error('vote 2 is missing');
    expect(governmentSide(government, vote.parties, vote.adopted, vote.stemmeCounts)).toMatchObject({
      kind: 'known',
      government: [
        { party: 'S', side: 'for' },
        { party: 'V', side: 'against' },
      ],
      withoutParty: 2,
      verdict: { kind: 'split' },
    });
  });
});
