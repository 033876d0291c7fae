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
import { buildFixtureStore } from './store-fixture';

const FOR = 1;
const AGAINST = 2;
const ABSENT = 3;
const ABSTAIN = 4;

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
  buildFixtureStore(file, (insert) => {
    insert('Periode', [
      {
        id: 163,
        kode: '20241',
        titel: '2024-25',
        type: 'samling',
        startdato: '2024-10-01T00:00:00',
        slutdato: '2025-10-07T00:00:00',
      },
      {
        id: 160,
        kode: '20231',
        titel: '2023-24',
        type: 'samling',
        startdato: '2023-10-03T00:00:00',
        slutdato: '2024-10-01T00:00:00',
      },
    ]);
    insert('Afstemningstype', [
      { id: 1, type: 'Endelig vedtagelse' },
      { id: 2, type: 'Udvalgsindstilling' },
      { id: 4, type: 'Ændringsforslag' },
    ]);
    insert('Stemmetype', [
      { id: FOR, type: 'For' },
      { id: AGAINST, type: 'Imod' },
      { id: ABSENT, type: 'Fravær' },
      { id: ABSTAIN, type: 'Hverken for eller imod' },
    ]);
    insert('Sagstrinstype', [
      { id: 10, type: '2. behandling' },
      { id: 17, type: '3. behandling' },
    ]);
    const group = (id: number, code: string, navn: string) => ({ id, typeid: 4, gruppenavnkort: code, navn });
    const person = (id: number, fornavn: string, efternavn: string) => ({
      id,
      typeid: 5,
      navn: `${fornavn} ${efternavn}`,
      fornavn,
      efternavn,
    });
    insert('Aktør', [
      group(200, 'S', 'Socialdemokratiet'),
      group(201, 'V', 'Venstre, Danmarks Liberale Parti'),
      group(202, 'UFG', 'Uden for folketingsgrupperne'),
      group(203, 'KF', 'Det Konservative Folkeparti'),
      person(1, 'Anna', 'Andersen'),
      person(2, 'Bo', 'Berg'),
      person(3, 'Cecilie', 'Clausen'),
      person(4, 'Dan', 'Dam'),
      person(5, 'Eva', 'Eriksen'),
      person(6, 'Finn', 'Frost'),
      person(7, 'Gitte', 'Grøn'),
      person(8, 'Hans', 'Holm'),
    ]);
    const member = (id: number, fra: number, til: number, start: string, slut: string | null = null) => ({
      id,
      fraaktørid: fra,
      tilaktørid: til,
      rolleid: 15,
      startdato: `${start}T00:00:00`,
      slutdato: slut && `${slut}T00:00:00`,
    });
    insert('AktørAktør', [
      member(1, 1, 200, '2022-11-01'),
      member(2, 2, 200, '2022-11-01'),
      member(3, 3, 200, '2022-11-01'),
      member(4, 4, 201, '2022-11-01'),
      member(5, 5, 201, '2022-11-01'),
      member(6, 6, 202, '2022-11-01'),
      member(7, 7, 200, '2022-11-01', '2025-01-01'),
      member(8, 7, 201, '2025-01-01'),
      member(9, 8, 203, '2022-11-01'),
    ]);
    insert('Sag', [
      {
        id: 20,
        typeid: 3,
        statusid: 1,
        periodeid: 163,
        nummer: 'L 5',
        titel: 'Forslag til lov om ændring af lov om skibsfart',
        titelkort: 'Ændring af skibsfartsloven',
      },
    ]);
    insert('Sagstrin', [
      { id: 100, sagid: 20, typeid: 10, statusid: 1, titel: '2. behandling', dato: '2024-11-05T00:00:00' },
      { id: 101, sagid: 20, typeid: 10, statusid: 1, titel: '2. behandling', dato: '2025-02-01T00:00:00' },
      { id: 102, sagid: 20, typeid: 17, statusid: 1, titel: '3. behandling', dato: '2025-03-12T13:00:00' },
    ]);
    insert('Møde', [
      { id: 1, titel: '40. møde', nummer: '40', dato: '2025-02-01T10:00:00', periodeid: 163 },
      { id: 2, titel: '60. møde', nummer: '60', dato: '2025-03-12T10:00:00', periodeid: 163 },
      { id: 3, titel: '12. møde', nummer: '12', dato: '2024-11-05T10:00:00', periodeid: 163 },
      { id: 4, titel: '20. møde', nummer: '20', dato: '2023-12-01T10:00:00', periodeid: 160 },
    ]);
    const vote = (id: number, nummer: number, mødeid: number, typeid: number, sagstrinid: number | null) => ({
      id,
      nummer,
      vedtaget: 1,
      mødeid,
      typeid,
      sagstrinid,
      konklusion: '',
    });
    insert('Afstemning', [
      vote(11, 20, 2, 1, 102),
      vote(12, 21, 2, 2, null),
      vote(13, 10, 1, 4, 101),
      vote(14, 5, 3, 4, 100),
      vote(15, 30, 4, 1, null),
    ]);
    let stemmeId = 1000;
    /** Ballots of members 1–8 in order; null: no ballot. */
    const ballots = (afstemningid: number, types: readonly (number | null)[]) =>
      insert(
        'Stemme',
        types.flatMap((typeid, k) =>
          typeid === null ? [] : [{ id: stemmeId++, afstemningid, aktørid: k + 1, typeid }],
        ),
      );
    //          Anna     Bo       Cecilie  Dan      Eva      Finn     Gitte    Hans
    ballots(11, [FOR, AGAINST, FOR, AGAINST, AGAINST, FOR, FOR, FOR]);
    ballots(13, [FOR, ABSENT, ABSTAIN, FOR, FOR, AGAINST, FOR, null]);
    ballots(14, [AGAINST, AGAINST, ABSTAIN, FOR, AGAINST, ABSENT, FOR, null]);
    ballots(15, [FOR, FOR, AGAINST, FOR, FOR, FOR, FOR, AGAINST]);
  });
}
