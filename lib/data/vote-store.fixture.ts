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
import Database from 'better-sqlite3';
import { postLoadDdl, quoteIdent, tableDdl } from '@/lib/store/schema';

const STAMP = '2025-03-20T08:00:00';

type Row = Record<string, string | number | null>;

export function buildVoteStore(file: string): void {
  const db = new Database(file);
  try {
    for (const ddl of tableDdl()) db.exec(ddl);
    db.exec('CREATE TABLE "_tingdata_meta" (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
    db.prepare('INSERT INTO "_tingdata_meta" VALUES (?, ?), (?, ?)').run('synthetic', '1', 'scale', 'test');
    const insert = (table: string, rows: readonly Row[]) => {
      for (const row of rows) {
        const full: Row = { opdateringsdato: STAMP, ...row };
        const cols = Object.keys(full);
        db.prepare(
          `INSERT INTO ${quoteIdent(table)} (${cols.map(quoteIdent).join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`,
        ).run(...cols.map((c) => full[c] ?? null));
      }
    };

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
      { id: 3, type: 'Forslag til vedtagelse' },
      { id: 4, type: 'Ændringsforslag' },
    ]);
    insert('Stemmetype', [
      { id: 1, type: 'For' },
      { id: 2, type: 'Imod' },
      { id: 3, type: 'Fravær' },
      { id: 4, type: 'Hverken for eller imod' },
    ]);
    insert('Sagstrinstype', [
      { id: 10, type: '2. behandling' },
      { id: 17, type: '3. behandling' },
    ]);

    const group = (id: number, code: string, navn: string) => ({
      id,
      typeid: 4,
      gruppenavnkort: code,
      navn,
      periodeid: 163,
      startdato: '2024-10-01T00:00:00',
      slutdato: '2025-10-07T00:00:00',
    });
    const person = (id: number, navn: string | null, fornavn: string, efternavn: string) => ({
      id,
      typeid: 5,
      gruppenavnkort: '',
      navn,
      fornavn,
      efternavn,
    });
    insert('Aktør', [
      group(200, 'S', 'Socialdemokratiet'),
      group(201, 'V', 'Venstre, Danmarks Liberale Parti'),
      group(202, 'UFG', 'Uden for folketingsgrupperne - Dorte Dahl'),
      { id: 300, typeid: 3, gruppenavnkort: 'FIU', navn: 'Finansudvalget', periodeid: 163 },
      person(1, 'Anna Andersen', 'Anna', 'Andersen'),
      person(2, 'Bo Berg', 'Bo', 'Berg'),
      person(3, 'Carl Clausen', 'Carl', 'Clausen'),
      person(4, 'Dorte Dahl', 'Dorte', 'Dahl'),
      person(5, null, 'Erik', 'Eriksen'),
      person(6, 'Frida Fisker', 'Frida', 'Fisker'),
    ]);
    const member = (
      id: number,
      fra: number,
      til: number,
      start: string | null,
      slut: string | null,
      rolle = 15,
    ) => ({
      id,
      fraaktørid: fra,
      tilaktørid: til,
      rolleid: rolle,
      startdato: start && `${start}T00:00:00`,
      slutdato: slut && `${slut}T00:00:00`,
    });
    insert('AktørAktør', [
      member(1, 1, 200, '2023-10-03', null),
      member(2, 2, 200, '2023-10-03', '2025-03-01'),
      member(3, 2, 201, '2025-03-01', null),
      // A committee seat with the same role "medlem", newer than the party spell: must not count as a party.
      member(4, 2, 300, '2025-03-05', null),
      member(5, 3, 201, null, null),
      member(6, 4, 202, '2023-10-03', null),
      member(7, 5, 200, '2023-10-03', null),
      // Frida Fisker (6) is a chairman of S, not a member: no party.
      member(8, 6, 200, '2023-10-03', null, 16),
    ]);

    insert('Sag', [
      {
        id: 10,
        typeid: 3,
        statusid: 1,
        periodeid: 163,
        nummer: 'L 123',
        titel: 'Forslag til lov om ændring af lov om fiskeri',
        titelkort: 'Ændring af fiskeriloven',
      },
    ]);
    insert('Sagstrin', [
      { id: 100, sagid: 10, typeid: 10, statusid: 1, titel: '2. behandling', dato: '2025-02-15T00:00:00' },
      { id: 101, sagid: 10, typeid: 17, statusid: 1, titel: '3. behandling', dato: '2025-03-12T13:00:00' },
      { id: 102, sagid: 10, typeid: 10, statusid: 1, titel: '2. behandling', dato: '2024-11-05T00:00:00' },
    ]);
    insert('Møde', [
      { id: 1, titel: '50. møde', nummer: '50', dato: '2025-02-15T10:00:00', periodeid: 163 },
      { id: 2, titel: '63. møde', nummer: '63', dato: '2025-03-12T10:00:00', periodeid: 163 },
      { id: 3, titel: '12. møde', nummer: '12', dato: '2024-11-05T10:00:00', periodeid: 163 },
      { id: 4, titel: '20. møde', nummer: '20', dato: '2023-12-01T10:00:00', periodeid: 160 },
    ]);
    insert('Afstemning', [
      {
        id: 1,
        nummer: 40,
        vedtaget: 1,
        mødeid: 1,
        typeid: 4,
        sagstrinid: 100,
        kommentar: '',
        konklusion:
          'Forslaget blev vedtaget. For stemte 3 (S og Dorte Dahl (UFG)), imod stemte 1 (V), hverken for eller imod stemte 0.',
      },
      {
        id: 2,
        nummer: 45,
        vedtaget: 0,
        mødeid: 2,
        typeid: 1,
        sagstrinid: 101,
        kommentar: 'Omafstemning',
        konklusion:
          'Vedtaget\nFor stemte 4 (S, Dorte Dahl (UFG)) \nimod stemte 2 (V) \nhverken for eller imod stemte 0 ',
      },
      {
        id: 3,
        nummer: 46,
        vedtaget: 0,
        mødeid: 2,
        typeid: 2,
        sagstrinid: null,
        kommentar: null,
        konklusion:
          'Forslaget blev forkastet. For stemte 1 (Dorte Dahl (UFG)), imod stemte 4 (S og V), hverken for eller imod stemte 0.',
      },
      {
        id: 4,
        nummer: 12,
        vedtaget: 1,
        mødeid: 3,
        typeid: 4,
        sagstrinid: 102,
        kommentar: null,
        konklusion: '',
      },
      {
        id: 5,
        nummer: 30,
        vedtaget: 1,
        mødeid: 4,
        typeid: 4,
        sagstrinid: null,
        kommentar: null,
        konklusion: null,
      },
    ]);
    let stemmeId = 1000;
    const ballots = (afstemningid: number, types: readonly (number | null)[]) =>
      insert(
        'Stemme',
        types.map((typeid, k) => ({ id: stemmeId++, afstemningid, aktørid: k + 1, typeid })),
      );
    //            Anna Bo  Carl Dorte Erik Frida
    ballots(1, [1, 1, 2, 1, 3, 3]);
    ballots(2, [1, 2, 2, 1, 1, 3]);
    ballots(4, [1, 1, 1, null, 4, 3]);
    ballots(5, [1, 1, 1, 1, 1, 1]);
    for (const ddl of postLoadDdl()) db.exec(ddl);
  } finally {
    db.close();
  }
}
