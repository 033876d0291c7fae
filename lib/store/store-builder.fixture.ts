import Database from 'better-sqlite3';
import { REFERAT_DDL } from './referat-schema';
import { postLoadDdl, quoteIdent, tableDdl } from './schema';

/** One row of a table as a test writes it: column → value (missing columns are null). */
export type FixtureRow = Record<string, string | number | null>;

/** ODA's own names of the codes the fixtures use, per type table (as the live service has them). */
const ODA_CODES = {
  Afstemningstype: {
    1: 'Endelig vedtagelse',
    2: 'Udvalgsindstilling',
    3: 'Forslag til vedtagelse',
    4: 'Ændringsforslag',
  },
  Stemmetype: { 1: 'For', 2: 'Imod', 3: 'Fravær', 4: 'Hverken for eller imod' },
  Sagstype: {
    2: 'Forespørgsel',
    3: 'Lovforslag',
    4: 'Alm. del',
    5: 'Beslutningsforslag',
    8: 'Aktstykke',
    9: 'Forslag til vedtagelse',
    10: '§ 20-spørgsmål',
    11: 'Redegørelse',
  },
  Sagsstatus: {
    3: 'Forkastet',
    4: 'Tilbagetaget',
    5: 'Forhandlet',
    6: 'Anmeldt',
    10: 'Vedtaget',
    11: 'Stadfæstet',
    13: 'Bortfaldet',
    16: '2. beh./Forkastet',
    20: 'Besvaret, endeligt',
    21: 'Tiltrådt',
    32: '2. beh./Direkte til 3. beh.',
  },
  Sagstrinstype: { 3: 'Forhandling', 8: '1. behandling', 10: '2. behandling', 17: '3. behandling' },
  Emneordstype: { 3: 'Sagsområde', 4: 'Lovområde' },
  Mødetype: { 1: 'Møde i salen', 2: 'Udvalgsmøde' },
  Mødestatus: { 1: 'Planlagt', 2: 'Afholdt', 3: 'Aflyst' },
  Dokumenttype: { 12: 'Bilag', 13: 'Spørgsmål', 16: '§ 20-spørgsmål', 17: 'Svar' },
} as const;

type CodeTable = keyof typeof ODA_CODES;
/** The type and status tables whose text column is `status` rather than `type`. */
const STATUS_TABLES: ReadonlySet<CodeTable> = new Set(['Sagsstatus', 'Mødestatus']);

/** A ballot as a fixture lists it per member: a Stemmetype id, `null` for a Stemme row without a type, or none. */
export type Ballot = number | null | 'no ballot';

/** A date as `YYYY-MM-DD` (midnight) or a full ODA timestamp. */
const timestamp = (date: string): string => (date.length === 10 ? `${date}T00:00:00` : date);

/**
 * Fills the real ODA tables of a hand-made test store (lib/store/schema.ts) one intent at a time — a session, a
 * party, a person and their membership, a case, a step, a meeting, a vote and its ballots — with ODA's defaults for
 * what a test does not care about. Every row of an ODA table is stamped with `opdateringsdato` unless it has one.
 */
export class StoreBuilder {
  private stamp: string;
  private nextMembership = 1;
  private nextBallot: number;
  private nextItem = 500;
  private nextCaseActor = 1;
  private nextSubjectLink = 1;
  private nextDocumentActor = 1;
  private nextCaseDocument = 1;

  constructor(
    private readonly db: Database.Database,
    options: BuildOptions = {},
  ) {
    this.stamp = options.stamp ?? '2025-03-20T08:00:00';
    this.nextBallot = options.firstBallotId ?? 1000;
  }

  /**
   * Rows as they stand, for a table no intent below covers. ODA's tables are stamped with `opdateringsdato`; the
   * store's own tables (`_tale`, `_referat_*`: lib/store/referat-schema.ts) have no such column.
   */
  rows(table: string, rows: readonly FixtureRow[]): this {
    for (const row of rows) {
      const full: FixtureRow = table.startsWith('_') ? row : { opdateringsdato: this.stamp, ...row };
      const cols = Object.keys(full);
      this.db
        .prepare(
          `INSERT INTO ${quoteIdent(table)} (${cols.map(quoteIdent).join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`,
        )
        .run(...cols.map((c) => full[c] ?? null));
    }
    return this;
  }

  /** Stamps the rows written from now on with another `opdateringsdato` (a later sync). */
  stampedAt(stamp: string): this {
    this.stamp = stamp;
    return this;
  }

  /** A key of the store's own metadata (`as_of`, …). */
  meta(key: string, value: string): this {
    this.db.prepare('INSERT INTO "_tingdata_meta" VALUES (?, ?)').run(key, value);
    return this;
  }

  /** The rows of a type or status table for the given codes, with ODA's names. */
  codes<T extends CodeTable>(table: T, ids: readonly (keyof (typeof ODA_CODES)[T] & number)[]): this {
    const names: Record<number, string> = ODA_CODES[table];
    const column = STATUS_TABLES.has(table) ? 'status' : 'type';
    return this.rows(
      table,
      ids.map((id) => ({ id, [column]: names[id] ?? '' })),
    );
  }

  /** A samling: `kode` '20241' is the session 2024-25. */
  session(id: number, kode: string, start: string, end: string): this {
    const year = Number(kode.slice(0, 4));
    return this.rows('Periode', [
      {
        id,
        kode,
        titel: `${year}-${String((year + 1) % 100).padStart(2, '0')}`,
        type: 'samling',
        startdato: timestamp(start),
        slutdato: timestamp(end),
      },
    ]);
  }

  /** A group (Aktørtype 4), a party by its short name; `extra` adds its session or dates. */
  party(id: number, code: string, navn: string, extra: FixtureRow = {}): this {
    return this.rows('Aktør', [{ id, typeid: 4, gruppenavnkort: code, navn, ...extra }]);
  }

  /** A committee (Aktørtype 3), of a session when given. */
  committee(id: number, code: string, navn: string, periodeid: number | null = null): this {
    return this.rows('Aktør', [{ id, typeid: 3, gruppenavnkort: code, navn, periodeid }]);
  }

  /** A ministry (Aktørtype 2); a minister holds it by a role-8 link (`membership(person, ministry, start, end, 8)`). */
  ministry(id: number, code: string, navn: string): this {
    return this.rows('Aktør', [{ id, typeid: 2, gruppenavnkort: code, navn }]);
  }

  /** A person (Aktørtype 5); `navn` is the full name unless given (ODA leaves some empty). */
  person(
    id: number,
    fornavn: string,
    efternavn: string,
    navn: string | null = `${fornavn} ${efternavn}`,
  ): this {
    return this.rows('Aktør', [{ id, typeid: 5, gruppenavnkort: '', navn, fornavn, efternavn }]);
  }

  /** A person known only by a full name (no fornavn/efternavn columns). */
  personNamed(id: number, navn: string): this {
    return this.rows('Aktør', [{ id, typeid: 5, gruppenavnkort: '', navn }]);
  }

  /** A person's seat in a group (AktørAktør): role 15 'medlem' unless given; open dates are null. */
  membership(
    person: number,
    group: number,
    start: string | null,
    end: string | null = null,
    rolleid = 15,
  ): this {
    return this.rows('AktørAktør', [
      {
        id: this.nextMembership++,
        fraaktørid: person,
        tilaktørid: group,
        rolleid,
        startdato: start && timestamp(start),
        slutdato: end && timestamp(end),
      },
    ]);
  }

  /** A case (Sag) of a session; `titelkort` is the title unless given. */
  case(
    id: number,
    fields: {
      typeid: number;
      statusid?: number;
      periodeid: number;
      nummer: string | null;
      titel: string;
    } & FixtureRow,
  ): this {
    return this.rows('Sag', [{ statusid: 1, titelkort: fields.titel, ...fields, id }]);
  }

  /** A public case ('O') of session 1 without a number, as the search tests want one: only its words matter. */
  searchableCase(id: number, typeid: number, titel: string, titelkort: string, resume: string | null): this {
    return this.case(id, {
      typeid,
      periodeid: 1,
      nummer: null,
      titel,
      titelkort,
      resume,
      offentlighedskode: 'O',
    });
  }

  /** A person or group linked to a case in a role (SagAktør). */
  caseActor(sagid: number, aktørid: number, rolleid: number): this {
    return this.rows('SagAktør', [{ id: this.nextCaseActor++, sagid, aktørid, rolleid }]);
  }

  /** A step (Sagstrin) of a case, titled by its type's name (status 1). */
  step(id: number, sagid: number, typeid: keyof (typeof ODA_CODES)['Sagstrinstype'], dato: string): this {
    const titel = ODA_CODES.Sagstrinstype[typeid];
    return this.rows('Sagstrin', [{ id, sagid, typeid, statusid: 1, titel, dato: timestamp(dato) }]);
  }

  /** A sitting (Møde) of a session, titled 'N. møde'; `extra` adds its type, status or room. */
  meeting(id: number, nummer: string, dato: string, periodeid: number, extra: FixtureRow = {}): this {
    return this.rows('Møde', [
      { id, titel: `${nummer}. møde`, nummer, dato: timestamp(dato), periodeid, ...extra },
    ]);
  }

  /** An item on a sitting's agenda (Dagsordenspunkt), public, for a case step. */
  agendaItem(mødeid: number, nummer: string, sagstrinid: number): this {
    return this.rows('Dagsordenspunkt', [
      { id: this.nextItem++, mødeid, nummer, sagstrinid, titel: `Punkt ${nummer}`, offentlighedskode: 'O' },
    ]);
  }

  /** A vote (Afstemning) at a sitting, on a case step or none. */
  vote(
    id: number,
    fields: {
      nummer: number;
      typeid: number;
      sagstrinid: number | null;
      mødeid: number;
      vedtaget: boolean;
      konklusion?: string | null;
      kommentar?: string | null;
    },
  ): this {
    const { vedtaget, ...rest } = fields;
    return this.rows('Afstemning', [
      { id, konklusion: '', kommentar: null, ...rest, vedtaget: vedtaget ? 1 : 0 },
    ]);
  }

  /** A vote's ballots (Stemme), one per member in the order of `members`. */
  ballots(afstemningid: number, members: readonly number[], ballots: readonly Ballot[]): this {
    if (ballots.length !== members.length)
      throw new Error(`vote ${afstemningid}: a ballot per member, please`);
    return this.rows(
      'Stemme',
      ballots.flatMap((typeid, k) =>
        typeid === 'no ballot'
          ? []
          : [{ id: this.nextBallot++, afstemningid, aktørid: members[k] ?? 0, typeid }],
      ),
    );
  }

  /**
   * A document (Dokument), public, of category and status 1; `dato` as `YYYY-MM-DD` (midnight) or a timestamp. An
   * answer ('Svar', type 17) names its question by `spørgsmålsid`.
   */
  document(
    id: number,
    fields: { typeid: number; dato: string; titel: string; spørgsmålsid?: number | null } & FixtureRow,
  ): this {
    return this.rows('Dokument', [
      { kategoriid: 1, statusid: 1, offentlighedskode: 'O', ...fields, dato: timestamp(fields.dato), id },
    ]);
  }

  /** An actor linked to a document in a role (DokumentAktør): 6 'Spørger', 8 'Til', … */
  documentActor(dokumentid: number, aktørid: number, rolleid: number): this {
    return this.rows('DokumentAktør', [{ id: this.nextDocumentActor++, dokumentid, aktørid, rolleid }]);
  }

  /** A document in a case (SagDokument), in role 1 unless given. */
  caseDocument(sagid: number, dokumentid: number, rolleid = 1): this {
    return this.rows('SagDokument', [{ id: this.nextCaseDocument++, sagid, dokumentid, rolleid }]);
  }

  /** A subject (Emneord) of a type: 3 Sagsområde, 4 Lovområde. */
  subject(id: number, typeid: number, emneord: string): this {
    return this.rows('Emneord', [{ id, typeid, emneord }]);
  }

  /** A subject on a case (EmneordSag). */
  subjectOf(emneordid: number, sagid: number): this {
    return this.rows('EmneordSag', [{ id: this.nextSubjectLink++, emneordid, sagid }]);
  }
}

type BuildOptions = { stamp?: string; firstBallotId?: number };

/**
 * Fills an empty database with the real schema (lib/store/schema.ts: the tables, then `fill`'s rows, then the views,
 * indexes and full-text indexes, as the generator and the mirror build them), marked as synthetic test data.
 */
function fillStore(db: Database.Database, fill: (store: StoreBuilder) => void, options: BuildOptions): void {
  for (const ddl of [...tableDdl(), ...REFERAT_DDL]) db.exec(ddl);
  db.exec('CREATE TABLE "_tingdata_meta" (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
  db.prepare('INSERT INTO "_tingdata_meta" VALUES (?, ?), (?, ?)').run('synthetic', '1', 'scale', 'test');
  fill(new StoreBuilder(db, options));
  for (const ddl of postLoadDdl()) db.exec(ddl);
}

/** Builds a small hand-made store for a data test at `file` (see `fillStore`). */
export function buildStore(
  file: string,
  fill: (store: StoreBuilder) => void,
  options: BuildOptions = {},
): void {
  const db = new Database(file);
  try {
    fillStore(db, fill, options);
  } finally {
    db.close();
  }
}

/** The same store in memory, open for a test that reads it on one connection; the caller closes it. */
export function memoryStore(
  fill: (store: StoreBuilder) => void,
  options: BuildOptions = {},
): Database.Database {
  const db = new Database(':memory:');
  fillStore(db, fill, options);
  return db;
}
