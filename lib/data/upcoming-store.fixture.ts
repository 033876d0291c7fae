/**
 * The positions store (positions-store.fixture.ts) with upcoming sittings for /kommende: the data's today is
 * 2025-04-01, and these agenda items (meeting, item number: case step) decide the rule's answer:
 *
 * | meeting                         | item | case, step                                   | expected?                         |
 * | ------------------------------- | ---- | -------------------------------------------- | --------------------------------- |
 * | 10: 70. møde, 2025-04-01 13:00  | 10   | L 20 (lovforslag), 3. behandling             | final; earlier votes 20–24        |
 * | 10                              | 9    | L 29, 3. behandling with a vote already      | no: already voted on              |
 * | 11: 71. møde, 2025-04-02 10:00  | 1    | L 23, 2. behandling of a lovforslag          | no: amendments only               |
 * | 11                              | 3    | B 21 (beslutningsforslag), 2. behandling     | final                             |
 * | 11                              | 12   | F 22 (forespørgsel), Forhandling             | motions                           |
 * | 11                              | 13   | R 24 (redegørelse), Forhandling              | no                                |
 * | 11                              | 14   | L 25, 1. behandling                          | no                                |
 * | 12: 72. møde, 2025-04-03, Aflyst| 1    | L 26, 3. behandling                          | no: cancelled                     |
 * | 13: committee, 2025-04-02       | 1    | L 27, 3. behandling                          | no: not a sitting of the chamber  |
 * | 14: 65. møde, 2025-03-28        | 1    | L 28, 3. behandling                          | no: before today                  |
 *
 * L 20's five amendment votes (20–24, 2. behandling 2025-03-25): on 20 S for, V against, SF abstained; on 21–24
 * S and V for, SF against.
 */
import Database from 'better-sqlite3';
import { quoteIdent } from '@/lib/store/schema';
import { buildPositionsStore } from './positions-store.fixture';

type Row = Record<string, string | number | null>;

export const UPCOMING_TODAY = '2025-04-01';

export function buildUpcomingStore(file: string, today = UPCOMING_TODAY): void {
  buildPositionsStore(file);
  const db = new Database(file);
  try {
    const insert = (table: string, rows: readonly Row[]) => {
      for (const row of rows) {
        const full: Row = { opdateringsdato: '2025-03-30T08:00:00', ...row };
        const cols = Object.keys(full);
        db.prepare(
          `INSERT INTO ${quoteIdent(table)} (${cols.map(quoteIdent).join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`,
        ).run(...cols.map((c) => full[c] ?? null));
      }
    };
    db.prepare('INSERT INTO "_tingdata_meta" VALUES (?, ?)').run('as_of', today);
    insert('Sagstrinstype', [
      { id: 3, type: 'Forhandling' },
      { id: 8, type: '1. behandling' },
    ]);
    insert('Sagstype', [
      { id: 2, type: 'Forespørgsel' },
      { id: 3, type: 'Lovforslag' },
      { id: 5, type: 'Beslutningsforslag' },
      { id: 11, type: 'Redegørelse' },
    ]);
    insert('Mødetype', [
      { id: 1, type: 'Møde i salen' },
      { id: 2, type: 'Udvalgsmøde' },
    ]);
    insert('Mødestatus', [
      { id: 1, status: 'Planlagt' },
      { id: 2, status: 'Afholdt' },
      { id: 3, status: 'Aflyst' },
    ]);
    const sitting = (id: number, nummer: string, dato: string, statusid = 1, typeid = 1) => ({
      id,
      titel: `${nummer}. møde`,
      nummer: typeid === 1 ? nummer : null,
      dato,
      statusid,
      typeid,
      lokale: typeid === 1 ? 'Folketingssalen' : 'Lokale 2-133',
      periodeid: 163,
    });
    insert('Møde', [
      sitting(10, '70', '2025-04-01T13:00:00'),
      sitting(11, '71', '2025-04-02T10:00:00'),
      sitting(12, '72', '2025-04-03T10:00:00', 3),
      sitting(13, 'Udvalg', '2025-04-02T09:00:00', 1, 2),
      sitting(14, '65', '2025-03-28T10:00:00', 2),
    ]);
    const sag = (id: number, nummer: string, typeid: number, titelkort: string) => ({
      id,
      typeid,
      statusid: 1,
      periodeid: 163,
      nummer,
      titel: `Forslag om ${titelkort.toLowerCase()}`,
      titelkort,
    });
    insert('Sag', [
      sag(20, 'L 20', 3, 'Kystbeskyttelse'),
      sag(21, 'B 21', 5, 'Flere togafgange'),
      sag(22, 'F 22', 2, 'Ventetider i psykiatrien'),
      sag(23, 'L 23', 3, 'Byggeri'),
      sag(24, 'R 24', 11, 'Rigsfællesskabet'),
      sag(25, 'L 25', 3, 'Fiskeri'),
      sag(26, 'L 26', 3, 'Jagt'),
      sag(27, 'L 27', 3, 'Skat'),
      sag(28, 'L 28', 3, 'Moms'),
      sag(29, 'L 29', 3, 'Told'),
    ]);
    const step = (id: number, sagid: number, typeid: number, titel: string, dato: string) => ({
      id,
      sagid,
      typeid,
      statusid: 1,
      titel,
      dato,
    });
    insert('Sagstrin', [
      step(200, 20, 10, '2. behandling', '2025-03-25T00:00:00'),
      step(201, 20, 17, '3. behandling', '2025-04-01T13:00:00'),
      step(210, 21, 10, '2. behandling', '2025-04-02T10:00:00'),
      step(220, 22, 3, 'Forhandling', '2025-04-02T10:00:00'),
      step(230, 23, 10, '2. behandling', '2025-04-02T10:00:00'),
      step(240, 24, 3, 'Forhandling', '2025-04-02T10:00:00'),
      step(250, 25, 8, '1. behandling', '2025-04-02T10:00:00'),
      step(260, 26, 17, '3. behandling', '2025-04-03T10:00:00'),
      step(270, 27, 17, '3. behandling', '2025-04-02T09:00:00'),
      step(280, 28, 17, '3. behandling', '2025-03-28T10:00:00'),
      step(290, 29, 17, '3. behandling', '2025-04-01T13:00:00'),
    ]);
    let punkt = 500;
    const item = (mødeid: number, nummer: string, sagstrinid: number) => ({
      id: punkt++,
      mødeid,
      nummer,
      sagstrinid,
      titel: `Punkt ${nummer}`,
      offentlighedskode: 'O',
    });
    insert('Dagsordenspunkt', [
      item(10, '10', 201),
      item(10, '9', 290),
      item(11, '1', 230),
      item(11, '12', 220),
      item(11, '3', 210),
      item(11, '13', 240),
      item(11, '14', 250),
      item(12, '1', 260),
      item(13, '1', 270),
      item(14, '1', 280),
    ]);
    const vote = (id: number, nummer: number, typeid: number, sagstrinid: number, mødeid: number) => ({
      id,
      nummer,
      typeid,
      sagstrinid,
      vedtaget: 1,
      mødeid,
      kommentar: null,
      konklusion: '',
    });
    insert('Møde', [sitting(15, '68', '2025-03-25T10:00:00', 2)]);
    insert('Afstemning', [
      vote(20, 20, 4, 200, 15),
      vote(21, 21, 4, 200, 15),
      vote(22, 22, 4, 200, 15),
      vote(23, 23, 4, 200, 15),
      vote(24, 24, 4, 200, 15),
      vote(29, 29, 1, 290, 10),
    ]);
    let stemmeId = 5000;
    // 1 For, 2 Imod, 4 Hverken. Anna Bo (S) | Carl Dan (V) | Eva Finn (SF)
    const ballots = (afstemningid: number, types: readonly number[]) =>
      insert(
        'Stemme',
        types.map((typeid, k) => ({ id: stemmeId++, afstemningid, aktørid: k + 1, typeid })),
      );
    ballots(20, [1, 1, 2, 2, 4, 4]);
    for (const id of [21, 22, 23, 24]) ballots(id, [1, 1, 1, 1, 2, 2]);
  } finally {
    db.close();
  }
}
