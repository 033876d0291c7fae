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

import { fillPositionsStore, POSITIONS_MEMBERS } from '@/lib/data/analyses/positions-store.fixture';
import { buildStore } from '@/lib/store/store-builder.fixture';

export const UPCOMING_TODAY = '2025-04-01';

export function buildUpcomingStore(file: string, today = UPCOMING_TODAY): void {
  buildStore(file, (store) => {
    fillPositionsStore(store);
    store
      .stampedAt('2025-03-30T08:00:00')
      .meta('as_of', today)
      .codes('Sagstrinstype', [3, 8])
      .codes('Sagstype', [2, 3, 5, 11])
      .codes('Mødetype', [1, 2])
      .codes('Mødestatus', [1, 2, 3]);
    const sitting = (id: number, nummer: string, dato: string, statusid = 1) =>
      store.meeting(id, nummer, dato, 163, { statusid, typeid: 1, lokale: 'Folketingssalen' });
    sitting(10, '70', '2025-04-01T13:00:00');
    sitting(11, '71', '2025-04-02T10:00:00');
    sitting(12, '72', '2025-04-03T10:00:00', 3);
    store.meeting(13, 'Udvalg', '2025-04-02T09:00:00', 163, {
      nummer: null,
      statusid: 1,
      typeid: 2,
      lokale: 'Lokale 2-133',
    });
    sitting(14, '65', '2025-03-28T10:00:00', 2);
    const sag = (id: number, nummer: string, typeid: number, titelkort: string) =>
      store.case(id, {
        typeid,
        periodeid: 163,
        nummer,
        titel: `Forslag om ${titelkort.toLowerCase()}`,
        titelkort,
      });
    sag(20, 'L 20', 3, 'Kystbeskyttelse');
    sag(21, 'B 21', 5, 'Flere togafgange');
    sag(22, 'F 22', 2, 'Ventetider i psykiatrien');
    sag(23, 'L 23', 3, 'Byggeri');
    sag(24, 'R 24', 11, 'Rigsfællesskabet');
    sag(25, 'L 25', 3, 'Fiskeri');
    sag(26, 'L 26', 3, 'Jagt');
    sag(27, 'L 27', 3, 'Skat');
    sag(28, 'L 28', 3, 'Moms');
    sag(29, 'L 29', 3, 'Told');
    store
      .step(200, 20, 10, '2025-03-25')
      .step(201, 20, 17, '2025-04-01T13:00:00')
      .step(210, 21, 10, '2025-04-02T10:00:00')
      .step(220, 22, 3, '2025-04-02T10:00:00')
      .step(230, 23, 10, '2025-04-02T10:00:00')
      .step(240, 24, 3, '2025-04-02T10:00:00')
      .step(250, 25, 8, '2025-04-02T10:00:00')
      .step(260, 26, 17, '2025-04-03T10:00:00')
      .step(270, 27, 17, '2025-04-02T09:00:00')
      .step(280, 28, 17, '2025-03-28T10:00:00')
      .step(290, 29, 17, '2025-04-01T13:00:00');
    store
      .agendaItem(10, '10', 201)
      .agendaItem(10, '9', 290)
      .agendaItem(11, '1', 230)
      .agendaItem(11, '12', 220)
      .agendaItem(11, '3', 210)
      .agendaItem(11, '13', 240)
      .agendaItem(11, '14', 250)
      .agendaItem(12, '1', 260)
      .agendaItem(13, '1', 270)
      .agendaItem(14, '1', 280);
    const vote = (id: number, typeid: number, sagstrinid: number, mødeid: number) =>
      store.vote(id, { nummer: id, typeid, sagstrinid, vedtaget: true, mødeid });
    sitting(15, '68', '2025-03-25T10:00:00', 2);
    for (const id of [20, 21, 22, 23, 24]) vote(id, 4, 200, 15);
    vote(29, 1, 290, 10);
    // 1 For, 2 Imod, 4 Hverken. Anna Bo (S) | Carl Dan (V) | Eva Finn (SF)
    store.ballots(20, POSITIONS_MEMBERS, [1, 1, 2, 2, 4, 4]);
    for (const id of [21, 22, 23, 24]) store.ballots(id, POSITIONS_MEMBERS, [1, 1, 1, 1, 2, 2]);
  });
}
