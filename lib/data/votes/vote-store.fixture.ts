/**
 * A small hand-made store for the vote tests: the real schema (tableDdl/postLoadDdl) with one session, three
 * groups, six members (one switching party mid-session, one independent, one without a party) and five votes:
 *
 * | vote | date (source)         | what it exercises                                                          |
 * | ---- | --------------------- | -------------------------------------------------------------------------- |
 * | 1    | 2025-02-15 (Sagstrin) | all records agree; Bo Berg still in S; a named independent in the text     |
 * | 2    | 2025-03-12 (Sagstrin) | Bo Berg now in V; text says 4 for, Stemme 3; `vedtaget` says forkastet     |
 * | 3    | 2025-03-12 (Møde)     | no Sagstrin (committee recommendation), no Stemme rows yet                 |
 * | 4    | 2024-11-05 (Sagstrin) | empty konklusion; one Stemme without a type                                |
 * | 5    | 2023-12-01 (Møde)     | another session, type 4, for the list filters                              |
 */
import { buildStore } from '@/lib/store/store-builder.fixture';

export function buildVoteStore(file: string): void {
  buildStore(file, (store) => {
    store
      .session(163, '20241', '2024-10-01', '2025-10-07')
      .session(160, '20231', '2023-10-03', '2024-10-01')
      .codes('Afstemningstype', [1, 2, 3, 4])
      .codes('Stemmetype', [1, 2, 3, 4])
      .codes('Sagstrinstype', [10, 17]);

    const spell = { periodeid: 163, startdato: '2024-10-01T00:00:00', slutdato: '2025-10-07T00:00:00' };
    store
      .party(200, 'S', 'Socialdemokratiet', spell)
      .party(201, 'V', 'Venstre, Danmarks Liberale Parti', spell)
      .party(202, 'UFG', 'Uden for folketingsgrupperne - Dorte Dahl', spell)
      .committee(300, 'FIU', 'Finansudvalget', 163)
      .person(1, 'Anna', 'Andersen')
      .person(2, 'Bo', 'Berg')
      .person(3, 'Carl', 'Clausen')
      .person(4, 'Dorte', 'Dahl')
      .person(5, 'Erik', 'Eriksen', null)
      .person(6, 'Frida', 'Fisker');
    store
      .membership(1, 200, '2023-10-03')
      .membership(2, 200, '2023-10-03', '2025-03-01')
      .membership(2, 201, '2025-03-01')
      // A committee seat with the same role "medlem", newer than the party spell: must not count as a party.
      .membership(2, 300, '2025-03-05')
      .membership(3, 201, null)
      .membership(4, 202, '2023-10-03')
      .membership(5, 200, '2023-10-03')
      // Frida Fisker (6) is a chairman of S, not a member: no party.
      .membership(6, 200, '2023-10-03', null, 16);

    store
      .case(10, {
        typeid: 3,
        periodeid: 163,
        nummer: 'L 123',
        titel: 'Forslag til lov om ændring af lov om fiskeri',
        titelkort: 'Ændring af fiskeriloven',
      })
      .step(100, 10, 10, '2025-02-15')
      .step(101, 10, 17, '2025-03-12T13:00:00')
      .step(102, 10, 10, '2024-11-05')
      .meeting(1, '50', '2025-02-15T10:00:00', 163)
      .meeting(2, '63', '2025-03-12T10:00:00', 163)
      .meeting(3, '12', '2024-11-05T10:00:00', 163)
      .meeting(4, '20', '2023-12-01T10:00:00', 160);
    store
      .vote(1, {
        nummer: 40,
        vedtaget: true,
        mødeid: 1,
        typeid: 4,
        sagstrinid: 100,
        kommentar: '',
        konklusion:
          'Forslaget blev vedtaget. For stemte 3 (S og Dorte Dahl (UFG)), imod stemte 1 (V), hverken for eller imod stemte 0.',
      })
      .vote(2, {
        nummer: 45,
        vedtaget: false,
        mødeid: 2,
        typeid: 1,
        sagstrinid: 101,
        kommentar: 'Omafstemning',
        konklusion:
          'Vedtaget\nFor stemte 4 (S, Dorte Dahl (UFG)) \nimod stemte 2 (V) \nhverken for eller imod stemte 0 ',
      })
      .vote(3, {
        nummer: 46,
        vedtaget: false,
        mødeid: 2,
        typeid: 2,
        sagstrinid: null,
        konklusion:
          'Forslaget blev forkastet. For stemte 1 (Dorte Dahl (UFG)), imod stemte 4 (S og V), hverken for eller imod stemte 0.',
      })
      .vote(4, { nummer: 12, vedtaget: true, mødeid: 3, typeid: 4, sagstrinid: 102 })
      .vote(5, { nummer: 30, vedtaget: true, mødeid: 4, typeid: 4, sagstrinid: null, konklusion: null });
    const members = [1, 2, 3, 4, 5, 6];
    //                          Anna Bo Carl Dorte Erik Frida
    store
      .ballots(1, members, [1, 1, 2, 1, 3, 3])
      .ballots(2, members, [1, 2, 2, 1, 1, 3])
      .ballots(4, members, [1, 1, 1, null, 4, 3])
      .ballots(5, members, [1, 1, 1, 1, 1, 1]);
  });
}
