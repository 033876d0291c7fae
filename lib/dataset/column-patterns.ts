/**
 * The expected pattern of every column of every table the generator writes: the shares of its rows that are
 * null, "" and a value, measured over the whole table at the `sample` scale (which keeps the full scale's
 * proportions; where a share depends on the scale the entry says so). The Sag-shaped views (Aktstykke, Almdel,
 * Debat, EUsag, Forslag) re-read Sag and share its patterns.
 *
 * Each entry names its source: `META` (Nullable="false" in the real $metadata, lib/model/oda-metadata.xml),
 * `ALWAYS_FILLED` (docs/oda.md#empty-values "Always-filled strings": NOT NULL in the SQL behind the API), a cited
 * passage of docs/oda.md or issue 14's comparison with real rows (a March-2019 dump that cannot tell
 * null from "": only "a value" versus "absent" is compared there), or `ASSUMPTION`: no source says, the
 * generator's own choice kept.
 *
 * Tolerance: a share of exactly 0 or 1 must hold exactly; any other share within `tol` if given, else within
 * max(0.01, four standard errors of a share of that size over the table's rows).
 */
export interface ColumnPattern {
  readonly null: number;
  readonly empty: number;
  readonly value: number;
  readonly source: string;
  readonly tol?: number;
  /**
   * The table's first row (lowest id) holds "" whatever the shares say, as the real first row does
   * (lib/dataset/first-rows.ts); the shares are of the other rows.
   */
  readonly firstRowEmpty?: true;
}

export const ASSUMPTION = 'assumption';
const META = '[meta] Nullable="false"';
const ALWAYS_FILLED = '[docs/oda.md#empty-values always-filled strings]';
const COMPOSITION = '[docs/oda.md#actor-types rows per Aktørtype, with the per-kind patterns]';

/** Every row holds a value (not null, not ""). */
const filled = (source: string): ColumnPattern => ({ null: 0, empty: 0, value: 1, source });
/** Every row is null. */
const absent = (source: string): ColumnPattern => ({ null: 1, empty: 0, value: 0, source });
/** Shares of null, "" and a value. */
const shares = (nul: number, empty: number, value: number, source: string, tol?: number): ColumnPattern => ({
  null: nul,
  empty,
  value,
  source,
  ...(tol === undefined ? {} : { tol }),
});

/** The same pattern for every row but the first, which holds "" as the real first row (docs/oda.md#first-rows). */
const firstRowEmpty = (pattern: ColumnPattern): ColumnPattern => ({ ...pattern, firstRowEmpty: true });

export const COLUMN_PATTERNS: Readonly<Record<string, Readonly<Record<string, ColumnPattern>>>> = {
  Afstemning: {
    id: filled(META),
    nummer: filled(META),
    // "" (never null) on 2,890 of 10,300 real votes: a block of older votes plus single later ones (votes.ts).
    konklusion: shares(0, 0.28, 0.72, '[docs/oda.md#konklusion ""; issue 14: about 28% of all votes]'),
    vedtaget: filled(META),
    kommentar: shares(
      0.448,
      0.498,
      0.054,
      '[docs/oda.md#empty-values: 4,613 null, 5,131 "", 556 text of 10,300 real votes]',
    ),
    mødeid: filled(META),
    typeid: filled(META),
    // Null only for the committee-recommendation votes: one per session, so 3.5% here, 0.1% at full scale.
    sagstrinid: shares(
      0.035,
      0,
      0.965,
      '[docs/oda.md#vote-types: null for the Udvalgsindstilling (type 2) votes]',
    ),
    opdateringsdato: filled(META),
  },
  Afstemningstype: {
    id: filled(META),
    type: filled(ALWAYS_FILLED),
    opdateringsdato: filled(META),
  },
  // The whole table's shares follow from the per-kind patterns below and the real composition by Aktørtype.
  Aktør: {
    id: filled(META),
    typeid: filled(META),
    gruppenavnkort: shares(0.74, 0.086, 0.172, COMPOSITION),
    navn: filled(ASSUMPTION),
    fornavn: shares(0.56, 0, 0.44, COMPOSITION),
    efternavn: shares(0.56, 0, 0.44, COMPOSITION),
    biografi: shares(0.821, 0.159, 0.02, COMPOSITION),
    periodeid: shares(0.83, 0, 0.17, COMPOSITION),
    opdateringsdato: filled(META),
    startdato: shares(0.737, 0, 0.263, COMPOSITION),
    slutdato: shares(0.75, 0, 0.25, COMPOSITION),
  },
  AktørAktør: {
    id: filled(META),
    fraaktørid: filled(META),
    tilaktørid: filled(META),
    startdato: filled(ASSUMPTION),
    // Open only for the seats, seats on committees and minister posts running today.
    slutdato: shares(0.031, 0, 0.969, ASSUMPTION),
    opdateringsdato: filled(META),
    rolleid: filled(META),
  },
  AktørAktørRolle: {
    id: filled(META),
    rolle: filled(ALWAYS_FILLED),
    opdateringsdato: filled(META),
  },
  Aktørtype: {
    id: filled(META),
    type: filled(ASSUMPTION),
    opdateringsdato: filled(META),
  },
  Dagsordenspunkt: {
    id: filled(META),
    kørebemærkning: shares(0, 0.995, 0.005, ASSUMPTION),
    titel: filled(ASSUMPTION),
    // Plenary items are null or "", committee items null; plenary agendas are thinner at this scale (their cases
    // scale, the meetings do not): at full scale 88.8% null / 11.2% "".
    kommentar: shares(0.978, 0.022, 0, ASSUMPTION),
    nummer: filled(ASSUMPTION),
    // Set on plenary case items only: 22% at full scale (see kommentar).
    forhandlingskode: shares(0, 0.983, 0.017, ASSUMPTION),
    forhandling: shares(0.999, 0, 0.001, ASSUMPTION),
    superid: absent(ASSUMPTION),
    // Real: absent on 63% of items. Plenary items keep their step; committee items mostly have none: 63.2% at full
    // scale (measured); at this scale plenary agendas are thinner (see kommentar), so more.
    sagstrinid: shares(0.93, 0, 0.07, '[issue 14: absent on 63% of real items, at full scale]'),
    mødeid: filled(META),
    offentlighedskode: filled(ALWAYS_FILLED),
    opdateringsdato: shares(
      0.002,
      0,
      0.998,
      '[meta] nullable here, unusually (docs/oda.md#empty-values); the share an assumption',
    ),
  },
  DagsordenspunktDokument: {
    id: filled(META),
    dokumentid: filled(META),
    dagsordenspunktid: filled(META),
    // 70.5% null at full scale.
    note: shares(0.68, 0, 0.32, ASSUMPTION),
    opdateringsdato: filled(META),
  },
  DagsordenspunktSag: {
    id: filled(META),
    dagsordenspunktid: filled(META),
    sagid: filled(META),
    opdateringsdato: filled(META),
  },
  Dokument: {
    id: filled(META),
    typeid: filled(META),
    kategoriid: filled(META),
    statusid: filled(META),
    offentlighedskode: filled(ALWAYS_FILLED),
    titel: filled(ALWAYS_FILLED),
    dato: filled(META),
    modtagelsesdato: shares(0.4, 0, 0.6, ASSUMPTION, 0.03),
    frigivelsesdato: shares(0.3, 0, 0.7, ASSUMPTION),
    paragraf: shares(0.5, 0.5, 0, ASSUMPTION),
    paragrafnummer: firstRowEmpty(absent(ASSUMPTION)),
    spørgsmålsordlyd: shares(0.64, 0, 0.36, ASSUMPTION),
    spørgsmålstitel: shares(0.64, 0, 0.36, ASSUMPTION),
    spørgsmålsid: shares(0.66, 0, 0.34, ASSUMPTION),
    procedurenummer: firstRowEmpty(shares(0.906, 0, 0.094, ASSUMPTION)),
    grundnotatstatus: firstRowEmpty(shares(0.96, 0, 0.04, ASSUMPTION)),
    dagsordenudgavenummer: absent(ASSUMPTION),
    opdateringsdato: filled(META),
  },
  DokumentAktør: {
    id: filled(META),
    dokumentid: filled(META),
    aktørid: filled(META),
    opdateringsdato: filled(META),
    rolleid: filled(META),
  },
  DokumentAktørRolle: {
    id: filled(META),
    rolle: filled(ALWAYS_FILLED),
    opdateringsdato: filled(META),
  },
  Dokumentkategori: {
    id: filled(META),
    kategori: filled(ALWAYS_FILLED),
    opdateringsdato: filled(META),
  },
  Dokumenttype: {
    id: filled(META),
    type: filled(ALWAYS_FILLED),
    opdateringsdato: filled(META),
  },
  Dokumentstatus: {
    id: filled(META),
    status: filled(ALWAYS_FILLED),
    opdateringsdato: filled(META),
  },
  Emneord: {
    id: filled(META),
    typeid: filled(META),
    emneord: filled(ALWAYS_FILLED),
    opdateringsdato: filled(META),
  },
  EmneordDokument: {
    id: filled(META),
    emneordid: filled(META),
    dokumentid: filled(META),
    opdateringsdato: filled(META),
  },
  EmneordSag: {
    id: filled(META),
    emneordid: filled(META),
    sagid: filled(META),
    opdateringsdato: filled(META),
  },
  Emneordstype: {
    id: filled(META),
    type: filled(ALWAYS_FILLED),
    opdateringsdato: filled(META),
  },
  Fil: {
    id: filled(META),
    dokumentid: filled(META),
    titel: filled(ASSUMPTION),
    versionsdato: filled(META),
    filurl: filled(ALWAYS_FILLED),
    opdateringsdato: filled(META),
    variantkode: filled(ALWAYS_FILLED),
    format: filled(ALWAYS_FILLED),
  },
  KolloneBeskrivelse: {
    id: filled(META),
    entitetnavn: filled(ASSUMPTION),
    kollonenavn: filled(ASSUMPTION),
    beskrivelse: filled(ASSUMPTION),
    opdateringsdato: shares(0.3, 0, 0.7, ASSUMPTION),
  },
  EntitetBeskrivelse: {
    id: filled(META),
    entitetnavn: filled(ASSUMPTION),
    beskrivelse: filled(ASSUMPTION),
    opdateringsdato: shares(0.4, 0, 0.6, ASSUMPTION),
  },
  Møde: {
    id: filled(META),
    titel: filled(ALWAYS_FILLED),
    lokale: filled(ASSUMPTION),
    nummer: shares(
      0.908,
      0,
      0.092,
      '[docs/oda.md#empty-values: often null for committee meetings] null on all of them here',
    ),
    dagsordenurl: filled(ASSUMPTION),
    starttidsbemærkning: shares(0, 0.981, 0.019, ASSUMPTION),
    offentlighedskode: filled(ALWAYS_FILLED),
    dato: filled(ASSUMPTION),
    statusid: filled(ASSUMPTION),
    typeid: filled(ASSUMPTION),
    periodeid: filled(META),
    opdateringsdato: filled(META),
  },
  MødeAktør: {
    id: filled(META),
    mødeid: filled(META),
    aktørid: filled(META),
    opdateringsdato: filled(META),
  },
  Mødestatus: {
    id: filled(META),
    status: filled(ALWAYS_FILLED),
    opdateringsdato: filled(META),
  },
  Mødetype: {
    id: filled(META),
    type: filled(ALWAYS_FILLED),
    opdateringsdato: filled(META),
  },
  Omtryk: {
    id: filled(META),
    dokumentid: filled(META),
    dato: filled(ASSUMPTION),
    begrundelse: filled(ALWAYS_FILLED),
    opdateringsdato: filled(META),
  },
  Periode: {
    id: filled(META),
    startdato: filled(META),
    slutdato: filled(META),
    type: filled(ALWAYS_FILLED),
    kode: filled(ALWAYS_FILLED),
    titel: filled(ALWAYS_FILLED),
    opdateringsdato: filled(META),
  },
  Sag: {
    id: filled(META),
    typeid: filled(META),
    kategoriid: shares(0.027, 0, 0.973, ASSUMPTION),
    statusid: filled(META),
    titel: filled(ALWAYS_FILLED),
    titelkort: filled(ALWAYS_FILLED),
    offentlighedskode: filled(ALWAYS_FILLED),
    // Absent only on UMF-dele, stedfortrædere and statsrevisorer cases (an assumption); rådsmøder and redegørelser
    // carry it as the real Debat rows do.
    nummer: shares(0.018, 0, 0.982, '[issue 14: real Debat nummer "R 7", "Rådsmøde 3288 - Udenrigsanl."]'),
    // "" on the kinds without a prefix; the per-committee Alm. del cases do not scale: 30% "" at full scale.
    nummerprefix: shares(0, 0.35, 0.65, ASSUMPTION),
    // "" exactly where nummerprefix is "" (the real rows have both absent together; 30% at full scale); "" rather
    // than null an assumption.
    nummernumerisk: shares(0, 0.35, 0.65, '[issue 14: absent together with nummerprefix]'),
    nummerpostfix: shares(0, 1, 0, '[docs/oda.md#empty-values: often ""] always here'),
    // At full scale 31% null / 32% "" / 37% a value.
    resume: shares(0.33, 0.33, 0.34, ASSUMPTION),
    // The final vote's konklusion, so absent where that is "" (an assumption: no source on the real column).
    afstemningskonklusion: shares(0.971, 0, 0.029, ASSUMPTION),
    periodeid: filled(META),
    afgørelsesresultatkode: absent(ASSUMPTION),
    baggrundsmateriale: shares(0.6, 0.4, 0, ASSUMPTION),
    opdateringsdato: filled(META),
    // true or false on every case; the share of true per case type is the generator's (cases.ts CASE_MIX).
    statsbudgetsag: filled('[issue 14: real Debat rows 1,789 false, 304 true; never null]'),
    begrundelse: shares(0.51, 0.49, 0, ASSUMPTION),
    paragrafnummer: shares(0.978, 0, 0.022, ASSUMPTION),
    paragraf: shares(0.5, 0.5, 0, ASSUMPTION),
    afgørelsesdato: shares(0.959, 0, 0.041, ASSUMPTION),
    afgørelse: shares(0.47, 0.49, 0.041, ASSUMPTION),
    rådsmødedato: shares(0.984, 0, 0.016, ASSUMPTION),
    lovnummer: shares(0.973, 0, 0.027, ASSUMPTION),
    lovnummerdato: shares(0.973, 0, 0.027, ASSUMPTION),
    retsinformationsurl: shares(0.973, 0, 0.027, ASSUMPTION),
    // Set on the motions for a resolution only (Sagstype 9, 'V 12'), to the debate they were tabled in
    // (lib/dataset/motions.ts): one to four per forespørgsel debate.
    fremsatundersagid: shares(0.99, 0, 0.01, ASSUMPTION),
    deltundersagid: absent(ASSUMPTION),
  },
  SagAktør: {
    id: filled(META),
    aktørid: filled(META),
    sagid: filled(META),
    opdateringsdato: filled(META),
    rolleid: filled(META),
  },
  SagAktørRolle: {
    id: filled(META),
    rolle: filled(ALWAYS_FILLED),
    opdateringsdato: filled(META),
  },
  SagDokument: {
    id: filled(META),
    sagid: filled(META),
    dokumentid: filled(META),
    bilagsnummer: shares(0.46, 0.45, 0.089, ASSUMPTION),
    frigivelsesdato: shares(0.5, 0, 0.5, ASSUMPTION),
    opdateringsdato: filled(META),
    rolleid: filled(META),
  },
  SagDokumentRolle: {
    id: filled(META),
    rolle: filled(ALWAYS_FILLED),
    opdateringsdato: filled(META),
  },
  Sagskategori: {
    id: filled(META),
    kategori: filled(ALWAYS_FILLED),
    opdateringsdato: filled(META),
  },
  Sagsstatus: {
    id: filled(META),
    status: filled(ALWAYS_FILLED),
    opdateringsdato: filled(META),
  },
  Sagstrin: {
    id: filled(META),
    titel: filled(ALWAYS_FILLED),
    dato: filled(ASSUMPTION),
    sagid: filled(META),
    typeid: filled(META),
    folketingstidendeurl: shares(0.932, 0, 0.068, ASSUMPTION),
    folketingstidende: shares(0, 0.3, 0.69, ASSUMPTION),
    folketingstidendesidenummer: firstRowEmpty(shares(0.6, 0, 0.4, ASSUMPTION)),
    statusid: filled(META),
    opdateringsdato: filled(META),
  },
  SagstrinAktør: {
    id: filled(META),
    sagstrinid: filled(META),
    aktørid: filled(META),
    opdateringsdato: filled(META),
    rolleid: filled(META),
  },
  SagstrinAktørRolle: {
    id: filled(META),
    rolle: filled(ALWAYS_FILLED),
    opdateringsdato: filled(META),
  },
  Sambehandlinger: {
    id: filled(META),
    førstesagstrinid: filled(META),
    andetsagstrinid: filled(META),
    opdateringsdato: filled(META),
  },
  SagstrinDokument: {
    id: filled(META),
    sagstrinid: filled(META),
    dokumentid: filled(META),
    opdateringsdato: filled(META),
  },
  Sagstrinsstatus: {
    id: filled(META),
    status: filled(ALWAYS_FILLED),
    opdateringsdato: filled(META),
  },
  Sagstrinstype: {
    id: filled(META),
    type: filled(ALWAYS_FILLED),
    opdateringsdato: filled(META),
  },
  Sagstype: {
    id: filled(META),
    type: filled(ALWAYS_FILLED),
    opdateringsdato: filled(META),
  },
  Stemme: {
    id: filled(META),
    typeid: filled(ASSUMPTION),
    afstemningid: filled(META),
    aktørid: filled(META),
    opdateringsdato: filled(META),
  },
  Stemmetype: {
    id: filled(META),
    type: filled(ALWAYS_FILLED),
    opdateringsdato: filled(META),
  },
};

/** Patterns of one kind of row, where the sources speak of that kind rather than of the whole table. */
export interface RowGroupPattern {
  readonly set: string;
  /** Which rows (trusted SQL over the set's columns). */
  readonly where: string;
  readonly label: string;
  readonly columns: Readonly<Record<string, ColumnPattern>>;
}

export const ROW_GROUP_PATTERNS: readonly RowGroupPattern[] = [
  {
    set: 'Aktør',
    where: 'typeid IN (1, 2)',
    label: 'Ministerområde and Ministertitel actors',
    columns: {
      // From the first minister's appointment; slutdato once no minister holds it (all are held today).
      startdato: filled('[issue 14: real ones carry startdato, "finansminister" 2007-11-23 → 2009-04-07]'),
      slutdato: absent('[issue 14: slutdato once ended] none has ended in the generated history'),
      periodeid: absent(ASSUMPTION),
    },
  },
  {
    set: 'Aktør',
    where: 'typeid = 5',
    label: 'Person actors',
    columns: {
      // Every member since 1953, ministers from outside and substitutes; the members of the modelled terms all
      // carry their first seat's date, of the others enough that about half of all persons have one.
      startdato: shares(0.5, 0, 0.5, '[issue 14: about half of the 2,883 real persons have startdato]', 0.05),
      slutdato: shares(0.56, 0, 0.44, ASSUMPTION, 0.05),
      // Empty for persons; whether "" or null cannot be told from the real dump, half and half an assumption.
      gruppenavnkort: shares(
        0.5,
        0.5,
        0,
        '[docs/oda.md#party-membership: persons have empty gruppenavnkort]',
        0.05,
      ),
      periodeid: absent('[docs/oda.md#party-membership: persons have no periodeid]'),
      biografi: shares(
        0,
        0.895,
        0.105,
        '[docs/oda.md#biografi: 2,580 of 2,883 real persons have biografi ""]',
        0.03,
      ),
    },
  },
  {
    set: 'Aktør',
    where: 'typeid IN (10, 12)',
    label: 'Organisation and Privatperson actors',
    columns: {
      startdato: absent('[docs/oda.md#actors-without-dates: no dates]'),
      slutdato: absent('[docs/oda.md#actors-without-dates: no dates]'),
      periodeid: absent('[docs/oda.md#actors-without-dates: no periodeid]'),
    },
  },
  {
    set: 'Aktør',
    where: 'typeid IN (3, 4, 9, 11)',
    label: 'committees, groups, commissions and the assembly (one actor per samling)',
    columns: {
      periodeid: filled('[docs/oda.md#per-samling-actors: periodeid = the samling]'),
      startdato: filled("[docs/oda.md#per-samling-actors: the samling's dates]"),
      slutdato: filled("[docs/oda.md#per-samling-actors: the samling's dates]"),
    },
  },
];
