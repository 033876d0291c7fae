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
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postLoadDdl, quoteIdent, tableDdl } from '@/lib/store/schema';
import type { Store } from '@/lib/store/store';
import { loadVoteGovernment } from './government-load';
import { governmentSide } from './government-side';
import { loadVote } from './vote-load';

type Row = Record<string, string | number | null>;

function buildGovernmentStore(): Store {
  const db = new Database(':memory:');
  for (const ddl of tableDdl()) db.exec(ddl);
  const insert = (table: string, rows: readonly Row[]) => {
    for (const row of rows) {
      const full: Row = { opdateringsdato: '2025-03-20T08:00:00', ...row };
      const cols = Object.keys(full);
      db.prepare(
        `INSERT INTO ${quoteIdent(table)} (${cols.map(quoteIdent).join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`,
      ).run(...cols.map((c) => full[c] ?? null));
    }
  };
  const actor = (id: number, typeid: number, navn: string, code = '') => ({
    id,
    typeid,
    navn,
    gruppenavnkort: code,
  });
  insert('Aktør', [
    actor(200, 4, 'Socialdemokratiet', 'S'),
    actor(201, 4, 'Venstre, Danmarks Liberale Parti', 'V'),
    actor(202, 4, 'Uden for folketingsgrupperne - Ulla Uhre', 'UFG'),
    actor(300, 3, 'Finansudvalget', 'FIU'),
    actor(400, 2, 'Statsminister', 'STM'),
    actor(401, 2, 'Finansminister', 'FM'),
    actor(402, 2, 'Justitsminister', 'JM'),
    actor(403, 2, 'Kulturminister', 'KUM'),
    actor(404, 2, 'Skatteminister', 'SKM'),
    actor(1, 5, 'Anna Andersen'),
    actor(2, 5, 'Vera Vang'),
    actor(3, 5, 'Nils Nielsen'),
    actor(4, 5, 'Ulla Uhre'),
    actor(5, 5, 'Sofie Storm'),
    actor(6, 5, 'Viggo Vest'),
  ]);
  let linkId = 1;
  const link = (fra: number, til: number, rolleid: number, start: string | null, slut: string | null) => ({
    id: linkId++,
    fraaktørid: fra,
    tilaktørid: til,
    rolleid,
    startdato: start && `${start}T00:00:00`,
    slutdato: slut && `${slut}T00:00:00`,
  });
  insert('AktørAktør', [
    // Party memberships (role 15) — Nils has none: a minister from outside the Folketing.
    link(1, 200, 15, '2022-11-01', null),
    link(2, 201, 15, '2022-11-01', null),
    link(4, 202, 15, '2022-11-01', null),
    link(5, 200, 15, '2022-11-01', null),
    link(6, 201, 15, '2022-11-01', null),
    // Minister posts (role 8): Anna holds two; Vera's ends the day before vote 1.
    link(1, 400, 8, '2024-12-15', null),
    link(1, 401, 8, '2024-12-15', null),
    link(2, 402, 8, '2024-12-15', '2025-03-11'),
    link(3, 403, 8, '2024-12-15', null),
    link(4, 404, 8, '2024-12-15', null),
    // Role 8 towards a committee is no minister post.
    link(6, 300, 8, '2023-01-01', null),
  ]);
  insert('Sagstrin', [
    { id: 100, sagid: 10, typeid: 17, statusid: 1, titel: '3. behandling', dato: '2025-03-12T13:00:00' },
  ]);
  insert('Møde', [
    { id: 1, titel: '63. møde', nummer: '63', dato: '2025-03-12T10:00:00', periodeid: 163 },
    { id: 2, titel: '50. møde', nummer: '50', dato: '2025-02-01T10:00:00', periodeid: 163 },
    { id: 3, titel: '40. møde', nummer: '40', dato: '2024-01-10T10:00:00', periodeid: 163 },
  ]);
  insert('Afstemning', [
    { id: 1, nummer: 1, vedtaget: 1, mødeid: 1, typeid: 1, sagstrinid: 100 },
    { id: 2, nummer: 2, vedtaget: 0, mødeid: 2, typeid: 2, sagstrinid: null },
    { id: 3, nummer: 3, vedtaget: 1, mødeid: 3, typeid: 2, sagstrinid: null },
  ]);
  let stemmeId = 1000;
  const ballots = (afstemningid: number, types: readonly number[]) =>
    insert(
      'Stemme',
      types.map((typeid, k) => ({ id: stemmeId++, afstemningid, aktørid: k + 1, typeid })),
    );
  //          Anna Vera Nils Ulla Sofie Viggo
  ballots(2, [1, 2, 3, 1, 1, 2]);
  for (const ddl of postLoadDdl()) db.exec(ddl);
  return db;
}

let db: Store;
beforeAll(() => {
  db = buildGovernmentStore();
});
afterAll(() => db?.close());

describe('loadVoteGovernment', () => {
  it('counts each minister once, leaves out a post that ended the day before, and counts ministers without a party', () => {
    expect(loadVoteGovernment(db, 1)).toEqual({
      kind: 'known',
      date: '2025-03-12T13:00:00',
      ministers: 3,
      parties: [{ party: 'S', partyName: 'Socialdemokratiet', ministers: 1 }],
      withoutParty: 2,
    });
  });

  it('takes each minister’s party on the vote date, most ministers first', () => {
    expect(loadVoteGovernment(db, 2)).toEqual({
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
    expect(loadVoteGovernment(db, 3)).toEqual({ kind: 'unknown', date: '2024-01-10T10:00:00' });
    expect(loadVoteGovernment(db, 99)).toBeNull();
  });

  it('with the vote’s ballots, finds the government split between for and against', () => {
    const vote = loadVote(db, 2);
    const government = loadVoteGovernment(db, 2);
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
