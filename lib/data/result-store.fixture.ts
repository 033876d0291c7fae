/**
 * A small hand-made store for the case-result tests: the real schema with one session, four groups, four members
 * and a case of every kind the result rule tells apart (lib/data/case-result.ts):
 *
 * | case      | type               | what it exercises                                                          |
 * | --------- | ------------------ | -------------------------------------------------------------------------- |
 * | 10 L 10   | lovforslag         | an amendment at 2nd reading, the final vote at 3rd (adopted, ballots)      |
 * | 11 L 11   | lovforslag         | only an amendment so far, status under way: not yet voted                  |
 * | 12 L 12   | lovforslag         | withdrawn ('Tilbagetaget') without a vote                                  |
 * | 13 L 13   | lovforslag         | status 'Stadfæstet', final vote `vedtaget` false: disagreement (status)    |
 * | 14 L 14   | lovforslag         | final vote `vedtaget` true, konklusion 'Forkastet': disagreement (records) |
 * | 20 B 20   | beslutningsforslag | final vote at 2nd reading, rejected                                        |
 * | 30 F 30   | forespørgsel       | V 1 (EL) rejected, V 2 (S, V, M) adopted, V 3 lapsed unvoted               |
 * | 34 F 34   | forespørgsel       | V 4 and V 5 both rejected: none adopted                                    |
 * | 37 F 37   | forespørgsel       | two motion votes on its own Forhandling step, the second adopted            |
 * | 38 F 38   | forespørgsel       | notified, not debated: not yet voted                                       |
 * | 39 F 39   | forespørgsel       | V 6 and V 7 both recorded as adopted: disagreement                         |
 * | 42 R 42   | redegørelse        | debated ('Forhandlet') without motions                                     |
 * | 50 S 50   | § 20-spørgsmål     | no votes expected                                                          |
 * | 51        | Alm. del           | no votes expected                                                          |
 * | 52        | aktstykke          | a vote all the same: shown as the latest vote                              |
 *
 * The motions are cases of their own (Sagstype 9, ids 31–33, 35–36, 40–41) under their debate
 * (`fremsatundersagid`), each with its own step and vote, and their proposers as `SagAktør` role 16.
 */
import Database from 'better-sqlite3';
import { postLoadDdl, quoteIdent, tableDdl } from '@/lib/store/schema';

const STAMP = '2025-03-20T08:00:00';

type Row = Record<string, string | number | null>;

/** The konklusion of a vote in the late-2025 wording (format C). */
const konklusion = (adopted: boolean, yes: number, no: number, forParties: string, againstParties: string) =>
  `Forslaget er ${adopted ? 'vedtaget' : 'forkastet'}.\nFor stemte ${yes} (${forParties}),\nimod stemte ${no} (${againstParties}),\nhverken for eller imod stemte 0.`;

export function buildResultStore(file: string): void {
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
    insert('Sagstype', [
      { id: 2, type: 'Forespørgsel' },
      { id: 3, type: 'Lovforslag' },
      { id: 4, type: 'Alm. del' },
      { id: 5, type: 'Beslutningsforslag' },
      { id: 8, type: 'Aktstykke' },
      { id: 9, type: 'Forslag til vedtagelse' },
      { id: 10, type: '§ 20-spørgsmål' },
      { id: 11, type: 'Redegørelse' },
    ]);
    insert('Sagsstatus', [
      { id: 3, status: 'Forkastet' },
      { id: 4, status: 'Tilbagetaget' },
      { id: 5, status: 'Forhandlet' },
      { id: 6, status: 'Anmeldt' },
      { id: 10, status: 'Vedtaget' },
      { id: 11, status: 'Stadfæstet' },
      { id: 13, status: 'Bortfaldet' },
      { id: 16, status: '2. beh./Forkastet' },
      { id: 20, status: 'Besvaret, endeligt' },
      { id: 21, status: 'Tiltrådt' },
      { id: 32, status: '2. beh./Direkte til 3. beh.' },
    ]);
    insert('Sagstrinstype', [
      { id: 3, type: 'Forhandling' },
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
    const person = (id: number, navn: string) => ({ id, typeid: 5, gruppenavnkort: '', navn });
    insert('Aktør', [
      group(200, 'S', 'Socialdemokratiet'),
      group(201, 'V', 'Venstre, Danmarks Liberale Parti'),
      group(202, 'M', 'Moderaterne'),
      group(203, 'EL', 'Enhedslisten'),
      person(1, 'Anna Andersen'),
      person(2, 'Bo Berg'),
      person(3, 'Carl Clausen'),
      person(4, 'Dorte Dahl'),
    ]);
    insert(
      'AktørAktør',
      [200, 201, 202, 203].map((til, k) => ({
        id: k + 1,
        fraaktørid: k + 1,
        tilaktørid: til,
        rolleid: 15,
        startdato: '2024-10-01T00:00:00',
        slutdato: null,
      })),
    );

    const sag = (
      id: number,
      typeid: number,
      statusid: number,
      nummer: string | null,
      titelkort: string,
      under: number | null = null,
    ) => ({
      id,
      typeid,
      statusid,
      periodeid: 163,
      nummer,
      nummernumerisk: nummer?.replace(/\D/g, '') ?? '',
      titel: titelkort,
      titelkort,
      fremsatundersagid: under,
    });
    insert('Sag', [
      sag(10, 3, 11, 'L 10', 'Ændring af fiskeriloven'),
      sag(11, 3, 32, 'L 11', 'Ændring af skatteloven'),
      sag(12, 3, 4, 'L 12', 'Ændring af færdselsloven'),
      sag(13, 3, 11, 'L 13', 'Ændring af byggeloven'),
      sag(14, 3, 3, 'L 14', 'Ændring af jagtloven'),
      sag(20, 5, 16, 'B 20', 'Om flere cykelstier'),
      sag(30, 2, 5, 'F 30', 'Om sultkatastrofen i Gaza'),
      sag(31, 9, 3, 'V 1', 'Om sultkatastrofen i Gaza', 30),
      sag(32, 9, 10, 'V 2', 'Om sultkatastrofen i Gaza', 30),
      sag(33, 9, 13, 'V 3', 'Om sultkatastrofen i Gaza', 30),
      sag(34, 2, 5, 'F 34', 'Om afskaffelsen af store bededag'),
      sag(35, 9, 3, 'V 4', 'Om afskaffelsen af store bededag', 34),
      sag(36, 9, 3, 'V 5', 'Om afskaffelsen af store bededag', 34),
      sag(37, 2, 5, 'F 37', 'Om kystbeskyttelse'),
      sag(38, 2, 6, 'F 38', 'Om togdriften'),
      sag(39, 2, 5, 'F 39', 'Om naturnationalparker'),
      sag(40, 9, 10, 'V 6', 'Om naturnationalparker', 39),
      sag(41, 9, 10, 'V 7', 'Om naturnationalparker', 39),
      sag(42, 11, 5, 'R 42', 'Redegørelse om rigsfællesskabet'),
      sag(50, 10, 20, 'S 50', 'Om ventetider på scanninger'),
      sag(51, 4, 1, null, 'Alm. del'),
      sag(52, 8, 21, 'Aktstk. 52', 'Aktstykke om forsvarets materiel'),
    ]);
    // Proposers of the motions: V 1 by Dorte Dahl (EL); V 2 by Anna, Bo and Carl (S, V, M); V 4 by Dorte.
    insert('SagAktør', [
      { id: 1, sagid: 31, aktørid: 4, rolleid: 16 },
      { id: 2, sagid: 32, aktørid: 1, rolleid: 16 },
      { id: 3, sagid: 32, aktørid: 2, rolleid: 16 },
      { id: 4, sagid: 32, aktørid: 3, rolleid: 16 },
      { id: 5, sagid: 35, aktørid: 4, rolleid: 16 },
    ]);

    const step = (id: number, sagid: number, typeid: number, titel: string, dato: string) => ({
      id,
      sagid,
      typeid,
      statusid: 1,
      titel,
      dato: `${dato}T12:00:00`,
    });
    insert('Sagstrin', [
      step(100, 10, 10, '2. behandling', '2025-02-11'),
      step(101, 10, 17, '3. behandling', '2025-02-18'),
      step(110, 11, 10, '2. behandling', '2025-03-04'),
      step(130, 13, 17, '3. behandling', '2025-02-20'),
      step(140, 14, 17, '3. behandling', '2025-02-20'),
      step(200, 20, 10, '2. behandling', '2025-01-28'),
      step(300, 30, 3, 'Forhandling', '2025-03-06'),
      step(310, 31, 3, 'Forhandling', '2025-03-06'),
      step(320, 32, 3, 'Forhandling', '2025-03-06'),
      step(330, 33, 3, 'Forhandling', '2025-03-06'),
      step(350, 35, 3, 'Forhandling', '2025-03-07'),
      step(360, 36, 3, 'Forhandling', '2025-03-07'),
      step(370, 37, 3, 'Forhandling', '2025-03-11'),
      step(400, 40, 3, 'Forhandling', '2025-03-12'),
      step(410, 41, 3, 'Forhandling', '2025-03-12'),
      step(420, 42, 3, 'Forhandling', '2025-03-13'),
      step(520, 52, 3, 'Forhandling', '2025-03-13'),
    ]);
    insert('Møde', [{ id: 1, titel: '60. møde', nummer: '60', dato: '2025-03-06T10:00:00', periodeid: 163 }]);
    const vote = (
      id: number,
      sagstrinid: number,
      typeid: number,
      vedtaget: boolean,
      text: string,
      nummer = id,
    ) => ({ id, nummer, sagstrinid, typeid, vedtaget: vedtaget ? 1 : 0, konklusion: text, mødeid: 1 });
    insert('Afstemning', [
      vote(1001, 100, 4, true, konklusion(true, 3, 1, 'S, V og M', 'EL')),
      vote(1002, 101, 1, true, konklusion(true, 3, 1, 'S, V og M', 'EL')),
      vote(1101, 110, 4, false, konklusion(false, 1, 3, 'EL', 'S, V og M')),
      vote(1301, 130, 1, false, ''),
      vote(1401, 140, 1, true, konklusion(false, 1, 3, 'EL', 'S, V og M')),
      vote(2001, 200, 1, false, konklusion(false, 1, 3, 'EL', 'S, V og M')),
      // F 30's motions, in the order voted on: V 1 fell, V 2 was adopted, V 3 lapsed.
      vote(3101, 310, 3, false, konklusion(false, 1, 3, 'EL', 'S, V og M'), 50),
      vote(3201, 320, 3, true, konklusion(true, 3, 1, 'S, V og M', 'EL'), 51),
      vote(3501, 350, 3, false, konklusion(false, 1, 3, 'EL', 'S, V og M'), 52),
      vote(3601, 360, 3, false, konklusion(false, 2, 2, 'S og V', 'M og EL'), 53),
      vote(3701, 370, 3, false, konklusion(false, 1, 3, 'EL', 'S, V og M'), 54),
      vote(3702, 370, 3, true, konklusion(true, 3, 1, 'S, V og M', 'EL'), 55),
      vote(4001, 400, 3, true, konklusion(true, 3, 1, 'S, V og M', 'EL'), 56),
      vote(4101, 410, 3, true, konklusion(true, 3, 1, 'S, V og M', 'EL'), 57),
      vote(5201, 520, 1, true, konklusion(true, 4, 0, 'S, V, M og EL', '')),
    ]);
    let stemmeId = 1;
    const ballots = (afstemningid: number, types: readonly number[]) =>
      insert(
        'Stemme',
        types.map((typeid, k) => ({ id: stemmeId++, afstemningid, aktørid: k + 1, typeid })),
      );
    //              Anna Bo Carl Dorte
    ballots(1002, [1, 1, 1, 2]);
    ballots(3201, [1, 1, 1, 2]);
    ballots(1401, [2, 2, 2, 1]);
    for (const ddl of postLoadDdl()) db.exec(ddl);
  } finally {
    db.close();
  }
}
