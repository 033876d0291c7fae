/**
 * A small hand-made store for the analyses across a case's votes and a party's record by topic: the real schema,
 * one session, three parties of two members each (S: Anna, Bo; V: Carl, Dan; SF: Eva, Finn), and four cases:
 *
 * | case | votes (in order)                                                     | sides S / V / SF                    |
 * | ---- | -------------------------------------------------------------------- | ----------------------------------- |
 * | 10   | 1 amendment (2. beh.), 2 committee recommendation (2. beh.), 3 final | against·for·for / abstain·for·split / absent·for·against |
 * | 11   | 4 final (3. beh.)                                                    | for / against / against             |
 * | 12   | 5 final (3. beh.), 6 a later amendment vote with no ballots          | against / for / for                 |
 * | 13   | 7 final                                                              | for / for / for                     |
 *
 * So on case 10, SF changed position between two votes other than amendments (for at the 2nd reading, against at
 * the final vote), S only across the amendment (against it, for the bill), and V did not (abstain and split are no
 * side). Subjects (Emneord): 'miljø og natur' (Sagsområde, type 3) on cases 10, 11 and 12; 'skatter og afgifter'
 * (type 3) on 13; 'Retspleje 24' (Lovområde, type 4) on 10, which the record by topic leaves out.
 */
import Database from 'better-sqlite3';
import { postLoadDdl, quoteIdent, tableDdl } from '@/lib/store/schema';

const STAMP = '2025-03-20T08:00:00';

type Row = Record<string, string | number | null>;

export function buildPositionsStore(file: string): void {
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
    insert('Emneordstype', [
      { id: 3, type: 'Sagsområde' },
      { id: 4, type: 'Lovområde' },
    ]);
    const group = (id: number, code: string, navn: string) => ({
      id,
      typeid: 4,
      gruppenavnkort: code,
      navn,
      periodeid: 163,
    });
    const person = (id: number, fornavn: string, efternavn: string) => ({
      id,
      typeid: 5,
      gruppenavnkort: '',
      navn: `${fornavn} ${efternavn}`,
      fornavn,
      efternavn,
    });
    insert('Aktør', [
      group(200, 'S', 'Socialdemokratiet'),
      group(201, 'V', 'Venstre, Danmarks Liberale Parti'),
      group(202, 'SF', 'Socialistisk Folkeparti'),
      person(1, 'Anna', 'Andersen'),
      person(2, 'Bo', 'Berg'),
      person(3, 'Carl', 'Clausen'),
      person(4, 'Dan', 'Dahl'),
      person(5, 'Eva', 'Egholm'),
      person(6, 'Finn', 'Friis'),
    ]);
    insert(
      'AktørAktør',
      [200, 200, 201, 201, 202, 202].map((til, k) => ({
        id: k + 1,
        fraaktørid: k + 1,
        tilaktørid: til,
        rolleid: 15,
        startdato: '2024-10-01T00:00:00',
        slutdato: null,
      })),
    );
    const sag = (id: number, nummer: string, titel: string) => ({
      id,
      typeid: 3,
      statusid: 1,
      periodeid: 163,
      nummer,
      titel,
      titelkort: titel,
    });
    insert('Sag', [
      sag(10, 'L 10', 'Forslag til lov om naturnationalparker'),
      sag(11, 'L 11', 'Forslag til lov om vandløb'),
      sag(12, 'L 12', 'Forslag til lov om skovrejsning'),
      sag(13, 'L 13', 'Forslag til lov om afgift på sukker'),
    ]);
    const step = (id: number, sagid: number, typeid: number, titel: string, dato: string) => ({
      id,
      sagid,
      typeid,
      statusid: 1,
      titel,
      dato: `${dato}T00:00:00`,
    });
    insert('Sagstrin', [
      step(100, 10, 10, '2. behandling', '2025-02-10'),
      step(101, 10, 17, '3. behandling', '2025-02-20'),
      step(110, 11, 17, '3. behandling', '2025-03-05'),
      step(120, 12, 17, '3. behandling', '2025-03-06'),
      step(121, 12, 10, '2. behandling', '2025-03-07'),
      step(130, 13, 17, '3. behandling', '2025-03-10'),
    ]);
    insert('Møde', [
      { id: 1, titel: '50. møde', nummer: '50', dato: '2025-02-10T10:00:00', periodeid: 163 },
      { id: 2, titel: '55. møde', nummer: '55', dato: '2025-02-20T10:00:00', periodeid: 163 },
      { id: 3, titel: '60. møde', nummer: '60', dato: '2025-03-05T10:00:00', periodeid: 163 },
    ]);
    const vote = (
      id: number,
      nummer: number,
      typeid: number,
      sagstrinid: number,
      vedtaget: number,
      mødeid = 3,
    ) => ({
      id,
      nummer,
      typeid,
      sagstrinid,
      vedtaget,
      mødeid,
      kommentar: null,
      konklusion: '',
    });
    insert('Afstemning', [
      vote(1, 3, 4, 100, 0, 1),
      vote(2, 4, 2, 100, 1, 1),
      vote(3, 7, 1, 101, 1, 2),
      vote(4, 2, 1, 110, 0),
      vote(5, 3, 1, 120, 1),
      vote(6, 4, 4, 121, 1),
      vote(7, 5, 1, 130, 1),
    ]);
    let stemmeId = 1000;
    const ballots = (afstemningid: number, types: readonly number[]) =>
      insert(
        'Stemme',
        types.map((typeid, k) => ({ id: stemmeId++, afstemningid, aktørid: k + 1, typeid })),
      );
    // 1 For, 2 Imod, 3 Fravær, 4 Hverken. Anna Bo | Carl Dan | Eva Finn
    ballots(1, [2, 2, 4, 4, 3, 3]);
    ballots(2, [1, 1, 1, 1, 1, 3]);
    ballots(3, [1, 3, 1, 2, 2, 2]);
    ballots(4, [1, 1, 2, 2, 2, 2]);
    ballots(5, [2, 2, 1, 1, 1, 1]);
    ballots(7, [1, 1, 1, 1, 1, 1]);
    insert('Emneord', [
      { id: 1, typeid: 3, emneord: 'miljø og natur' },
      { id: 2, typeid: 3, emneord: 'skatter og afgifter' },
      { id: 3, typeid: 4, emneord: 'Retspleje 24' },
    ]);
    insert(
      'EmneordSag',
      [
        [1, 10],
        [1, 11],
        [1, 12],
        [2, 13],
        [3, 10],
      ].map(([emneordid, sagid], k) => ({ id: k + 1, emneordid: emneordid ?? 0, sagid: sagid ?? 0 })),
    );
    for (const ddl of postLoadDdl()) db.exec(ddl);
  } finally {
    db.close();
  }
}
