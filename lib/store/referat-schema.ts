/**
 * The debates' own tables in the store (docs/referat.md#tables): sittings, agenda items, speeches, their segments and
 * the sitting's events, parsed from the transcript files, plus the sync's record of each file. Their names start with
 * `_`, so they are never taken for ODA entity sets and `/api` never serves them. Ids are built from the sitting's
 * natural keys, so a re-released file keeps its speeches' permalinks (lib/referat/referat-ids.ts).
 */
export const REFERAT_DDL: readonly string[] = [
  // One row per file seen on the transcript server; `status` 'imported' or 'rejected' (with `error`).
  `CREATE TABLE "_referat_fil" (
    path TEXT PRIMARY KEY,
    samling TEXT NOT NULL,
    size INTEGER NOT NULL,
    modified TEXT,
    sha256 TEXT NOT NULL,
    status TEXT NOT NULL,
    error TEXT,
    seen_at TEXT NOT NULL,
    moede INTEGER
  )`,
  // A sitting; `moedeid` the plenary Møde it was linked to, or null.
  `CREATE TABLE "_referat_moede" (
    id INTEGER PRIMARY KEY,
    fil TEXT NOT NULL UNIQUE,
    samling TEXT NOT NULL,
    nummer INTEGER NOT NULL,
    dato TEXT NOT NULL,
    era TEXT NOT NULL,
    foreloebig INTEGER NOT NULL,
    moedeid INTEGER
  )`,
  // An agenda item or sub-item, linked to its Dagsordenspunkt and Sag where the natural keys match.
  `CREATE TABLE "_referat_punkt" (
    id INTEGER PRIMARY KEY,
    moede INTEGER NOT NULL,
    ordinal INTEGER NOT NULL,
    nummer TEXT NOT NULL,
    undernummer TEXT,
    titel TEXT NOT NULL,
    sagsnummer TEXT,
    sagstrin TEXT,
    dagsordenspunktid INTEGER,
    sagid INTEGER
  )`,
  // A speech: `aktoerid` the person it was linked to, or null (then `navn` is all we know).
  `CREATE TABLE "_tale" (
    id INTEGER PRIMARY KEY,
    moede INTEGER NOT NULL,
    punkt INTEGER NOT NULL,
    ordinal INTEGER NOT NULL,
    aktoerid INTEGER,
    navn TEXT NOT NULL,
    parti TEXT,
    rolle TEXT,
    titel TEXT,
    taletype TEXT,
    start TEXT,
    slut TEXT,
    sekunder INTEGER,
    tegn INTEGER NOT NULL,
    tekst TEXT NOT NULL
  )`,
  // A speech's segments: times, status, and where its paragraphs sit in the speech's text (character offsets).
  `CREATE TABLE "_tale_segment" (
    tale INTEGER NOT NULL,
    ordinal INTEGER NOT NULL,
    start TEXT,
    slut TEXT,
    status TEXT,
    fra INTEGER NOT NULL,
    til INTEGER NOT NULL,
    PRIMARY KEY (tale, ordinal)
  ) WITHOUT ROWID`,
  // Events of the sitting (pauses, its end, procedural notes): not speeches.
  `CREATE TABLE "_referat_haendelse" (
    id INTEGER PRIMARY KEY,
    moede INTEGER NOT NULL,
    punkt INTEGER NOT NULL,
    ordinal INTEGER NOT NULL,
    art TEXT,
    start TEXT,
    tekst TEXT NOT NULL
  )`,
];

/**
 * The debates' indexes, made after a bulk load with the other indexes (lib/store/schema.ts `postLoadDdl`). Ids sort
 * a sitting's entries in order and sittings by samling and number, i.e. in time (lib/referat/referat-ids.ts), so the
 * reads need:
 * - a sitting's speeches, items and events in order: their primary keys (an id range) or `(moede, ordinal)`;
 * - an ODA Møde's sitting: `moedeid`; the items of a Dagsordenspunkt or a Sag: `dagsordenspunktid`, `sagid`;
 * - an item's speeches in order (a case's debate): `(punkt, ordinal)`;
 * - a person's speeches newest first and per samling: `(aktoerid, id, moede, sekunder)`; a party's per samling and its
 *   spokespersons: `(parti, taletype, moede, sekunder)`;
 * - the unlinked rows that re-linking revisits (lib/store/referat-unlinked.ts): the same link columns' indexes, searched
 *   for null (a sitting's unlinked speeches by `aktoerid` null and the sitting's id range).
 * The full-text index over the speeches' text is the search's ({@link SPEECH_FTS_DDL}).
 */
export const REFERAT_INDEX_DDL: readonly string[] = [
  'CREATE INDEX "ix__referat_moede_moedeid" ON "_referat_moede" (moedeid)',
  'CREATE INDEX "ix__referat_punkt_moede" ON "_referat_punkt" (moede, ordinal)',
  'CREATE INDEX "ix__referat_punkt_dagsordenspunktid" ON "_referat_punkt" (dagsordenspunktid)',
  'CREATE INDEX "ix__referat_punkt_sagid" ON "_referat_punkt" (sagid)',
  'CREATE INDEX "ix__tale_moede" ON "_tale" (moede, ordinal)',
  'CREATE INDEX "ix__tale_punkt" ON "_tale" (punkt, ordinal)',
  // A person's speeches newest first, and per samling without reading the rows (moede and sekunder in the index).
  'CREATE INDEX "ix__tale_aktoerid" ON "_tale" (aktoerid, id, moede, sekunder)',
  // A party's speaking time per samling and its spokespersons, from the index alone.
  'CREATE INDEX "ix__tale_parti" ON "_tale" (parti, taletype, moede, sekunder)',
  'CREATE INDEX "ix__referat_haendelse_moede" ON "_referat_haendelse" (moede, ordinal)',
  'CREATE INDEX "ix__referat_fil_moede" ON "_referat_fil" (moede)',
];

/** The speeches' full-text index (`_tale_fts`; lib/store/speech-search.ts searches it). */
export const SPEECH_FTS = '_tale_fts';

/**
 * How the speeches' text is cut into words for {@link SPEECH_FTS} (the sizes and times of the choices come from
 * `npm run bench:speech-search`, scripts/bench/speech-search.ts): words, not the trigrams of the title indexes (lib/store/schema.ts), which would
 * take several times the 480 million characters of the transcripts. Letters are lowered and accents removed
 * (`remove_diacritics 2`: 'é' → 'e', 'å' → 'a'), while 'æ' and 'ø' stay letters of their own: "Grønland" is found by
 * "grønland" and by "groenland" (the search asks for both spellings) but not by "gronland". Inflections are found by
 * asking for each word's inflected forms (lib/data/search/speech-terms.ts), not by prefix queries, which FTS5 answers
 * by merging every word under the prefix first; so no prefix index either. `detail=full` keeps word positions, which
 * phrases ("grøn omstilling") need.
 */
const SPEECH_TOKENIZER = 'unicode61 remove_diacritics 2';

/**
 * The speech index's columns beside the text, read from `_tale` by name: the speaker's id and party are indexed as
 * words too, so the speaker and party filters are full-text conditions the index intersects with the search words
 * (`aktoerid : "123"`) instead of rows checked one by one.
 */
export const SPEECH_FTS_COLUMNS = ['tekst', 'aktoerid', 'parti'] as const;

const speechFtsValues = (row: 'new' | 'old') => SPEECH_FTS_COLUMNS.map((c) => `${row}."${c}"`).join(', ');
const SPEECH_FTS_REMOVE = `INSERT INTO "${SPEECH_FTS}"("${SPEECH_FTS}", rowid, ${SPEECH_FTS_COLUMNS.join(', ')}) VALUES ('delete', old."id", ${speechFtsValues('old')});`;
const SPEECH_FTS_ADD = `INSERT INTO "${SPEECH_FTS}"(rowid, ${SPEECH_FTS_COLUMNS.join(', ')}) VALUES (new."id", ${speechFtsValues('new')});`;

/**
 * The speeches' full-text index, made after the bulk load with the other full-text indexes (lib/store/schema.ts
 * `postLoadDdl`): filled from `_tale` and kept current by triggers when a sitting's speeches are replaced (deleted,
 * then inserted) or re-linked. The index holds no copy of the text (`content='_tale'`): snippets are cut from `_tale`.
 */
export const SPEECH_FTS_DDL: readonly string[] = [
  `CREATE VIRTUAL TABLE "${SPEECH_FTS}" USING fts5(${SPEECH_FTS_COLUMNS.join(', ')}, content='_tale', content_rowid='id', tokenize='${SPEECH_TOKENIZER}', detail=full)`,
  `INSERT INTO "${SPEECH_FTS}"("${SPEECH_FTS}") VALUES ('rebuild')`,
  `CREATE TRIGGER "${SPEECH_FTS}_ai" AFTER INSERT ON "_tale" BEGIN ${SPEECH_FTS_ADD} END`,
  `CREATE TRIGGER "${SPEECH_FTS}_ad" AFTER DELETE ON "_tale" BEGIN ${SPEECH_FTS_REMOVE} END`,
  `CREATE TRIGGER "${SPEECH_FTS}_au" AFTER UPDATE ON "_tale" BEGIN ${SPEECH_FTS_REMOVE} ${SPEECH_FTS_ADD} END`,
];
