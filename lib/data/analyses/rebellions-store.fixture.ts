/**
 * A small hand-made store for the rebellions across votes: two samlinger, four party groups — S, V, KF and the
 * independents (UFG) — and eight members, one of whom (Gitte Grøn) moves from S to V on 1 January 2025. Five votes:
 *
 * | vote | date (source)         | samling | ballots                                                             | breaks                                   |
 * | ---- | --------------------- | ------- | ------------------------------------------------------------------- | ---------------------------------------- |
 * | 12   | 2025-03-12 (Møde)     | 20241   | none (a committee recommendation)                                   | —                                        |
 * | 11   | 2025-03-12 (Sagstrin) | 20241   | S 2 for, Bo imod; V 2 imod, Gitte for; KF Hans alone; UFG Finn for  | Bo Berg (S), Gitte Grøn (V)              |
 * | 13   | 2025-02-01 (Sagstrin) | 20241   | S Anna for, Cecilie hverken, Bo absent (a tie); V all for          | —                                        |
 * | 14   | 2024-11-05 (Sagstrin) | 20241   | S 2 imod, Cecilie hverken, Gitte (still S) for; V 1 for, 1 imod    | Cecilie Clausen (S), Gitte Grøn (S)      |
 * | 15   | 2023-12-01 (Møde)     | 20231   | S 3 for, Cecilie imod; V all for; KF Hans alone                     | Cecilie Clausen (S)                      |
 *
 * So a member voting against their group's majority is a break; voting with it, being absent, being the group's
 * only member present, a group tied between two choices, and voting as an independent are not.
 */
import { buildStore } from '@/lib/store/store-builder.fixture';

const FOR = 1;
const AGAINST = 2;
const ABSENT = 3;
const ABSTAIN = 4;
const NONE = 'no ballot';

/** The members by id: Anna, Bo, Cecilie (S); Dan, Eva (V); Finn (UFG); Gitte (S, then V); Hans (KF). */
export const REBELLION_MEMBERS = {
  anna: 1,
  bo: 2,
  cecilie: 3,
  dan: 4,
  eva: 5,
  finn: 6,
  gitte: 7,
  hans: 8,
} as const;

export function buildRebellionsStore(file: string): void {
  buildStore(file, (store) => {
    store
      .session(163, '20241', '2024-10-01', '2025-10-07')
      .session(160, '20231', '2023-10-03', '2024-10-01')
      .codes('Afstemningstype', [1, 2, 4])
      .codes('Stemmetype', [FOR, AGAINST, ABSENT, ABSTAIN])
      .codes('Sagstrinstype', [10, 17]);
    store
      .party(200, 'S', 'Socialdemokratiet')
      .party(201, 'V', 'Venstre, Danmarks Liberale Parti')
      .party(202, 'UFG', 'Uden for folketingsgrupperne')
      .party(203, 'KF', 'Det Konservative Folkeparti')
      .person(1, 'Anna', 'Andersen')
      .person(2, 'Bo', 'Berg')
      .person(3, 'Cecilie', 'Clausen')
      .person(4, 'Dan', 'Dam')
      .person(5, 'Eva', 'Eriksen')
      .person(6, 'Finn', 'Frost')
      .person(7, 'Gitte', 'Grøn')
      .person(8, 'Hans', 'Holm');
    store
      .membership(1, 200, '2022-11-01')
      .membership(2, 200, '2022-11-01')
      .membership(3, 200, '2022-11-01')
      .membership(4, 201, '2022-11-01')
      .membership(5, 201, '2022-11-01')
      .membership(6, 202, '2022-11-01')
      .membership(7, 200, '2022-11-01', '2025-01-01')
      .membership(7, 201, '2025-01-01')
      .membership(8, 203, '2022-11-01');
    store
      .case(20, {
        typeid: 3,
        periodeid: 163,
        nummer: 'L 5',
        titel: 'Forslag til lov om ændring af lov om skibsfart',
        titelkort: 'Ændring af skibsfartsloven',
      })
      .step(100, 20, 10, '2024-11-05')
      .step(101, 20, 10, '2025-02-01')
      .step(102, 20, 17, '2025-03-12T13:00:00')
      .meeting(1, '40', '2025-02-01T10:00:00', 163)
      .meeting(2, '60', '2025-03-12T10:00:00', 163)
      .meeting(3, '12', '2024-11-05T10:00:00', 163)
      .meeting(4, '20', '2023-12-01T10:00:00', 160);
    const vote = (id: number, nummer: number, mødeid: number, typeid: number, sagstrinid: number | null) =>
      store.vote(id, { nummer, vedtaget: true, mødeid, typeid, sagstrinid });
    vote(11, 20, 2, 1, 102);
    vote(12, 21, 2, 2, null);
    vote(13, 10, 1, 4, 101);
    vote(14, 5, 3, 4, 100);
    vote(15, 30, 4, 1, null);
    const members = Object.values(REBELLION_MEMBERS);
    //                         Anna     Bo       Cecilie  Dan      Eva      Finn     Gitte    Hans
    store
      .ballots(11, members, [FOR, AGAINST, FOR, AGAINST, AGAINST, FOR, FOR, FOR])
      .ballots(13, members, [FOR, ABSENT, ABSTAIN, FOR, FOR, AGAINST, FOR, NONE])
      .ballots(14, members, [AGAINST, AGAINST, ABSTAIN, FOR, AGAINST, ABSENT, FOR, NONE])
      .ballots(15, members, [FOR, FOR, AGAINST, FOR, FOR, FOR, FOR, AGAINST]);
  });
}
