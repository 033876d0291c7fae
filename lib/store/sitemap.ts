import { prepared } from './prepared';
import type { Store } from './store';

/*
 * The sitemap's reads (lib/data/site/sitemap-load.ts): which records have a page, in ranges of ids a sitemap file
 * each, with the time each record last changed. Every read walks an index in id order (EXPLAIN in sitemap.test.ts):
 * the plan reads each table's ids once per generation, a file's rows are one range of the primary key (the speeches:
 * of their sitting index).
 */

/** The ODA tables whose every row has a page of its own, by the page's record kind (lib/routes.ts RECORD_PAGES). */
export const RECORD_TABLES = {
  vote: 'Afstemning',
  case: 'Sag',
  meeting: 'Møde',
  actor: 'Aktør',
  document: 'Dokument',
} as const;

export type TableKind = keyof typeof RECORD_TABLES;

/** One run of consecutive records (in id order) of at most the size asked for: a sitemap file's worth. */
export interface ChunkRow {
  readonly first: number;
  readonly last: number;
  readonly count: number;
  /** The newest `opdateringsdato` among them (ODA's Danish local time), null when none has one. */
  readonly lastmod: string | null;
}

const chunkStatements = Object.fromEntries(
  Object.entries(RECORD_TABLES).map(([kind, table]) => [
    kind,
    prepared<[number], ChunkRow>(`
SELECT min(id) AS first, max(id) AS last, count(*) AS count, max(opdateringsdato) AS lastmod
FROM (SELECT id, opdateringsdato, (row_number() OVER (ORDER BY id) - 1) / CAST(? AS INTEGER) AS chunk FROM "${table}")
GROUP BY chunk ORDER BY chunk`),
  ]),
) as Record<TableKind, ReturnType<typeof prepared<[number], ChunkRow>>>;

/** A table's rows in id order, cut into runs of `size`: one pass over its ids (per generation, not per request). */
export function selectChunks(db: Store, kind: TableKind, size: number): ChunkRow[] {
  return chunkStatements[kind](db).all(size);
}

/** One record of a sitemap file: its id and when it last changed (as stored). */
export interface RecordStampRow {
  readonly id: number;
  readonly lastmod: string | null;
}

const rangeStatements = Object.fromEntries(
  Object.entries(RECORD_TABLES).map(([kind, table]) => [
    kind,
    prepared<[number, number], RecordStampRow>(
      `SELECT id, opdateringsdato AS lastmod FROM "${table}" WHERE id BETWEEN ? AND ? ORDER BY id`,
    ),
  ]),
) as Record<TableKind, ReturnType<typeof prepared<[number, number], RecordStampRow>>>;

/** The records with ids from `first` to `last`, in id order (a range of the primary key). */
export function selectRecordRange(db: Store, kind: TableKind, first: number, last: number): RecordStampRow[] {
  return rangeStatements[kind](db).all(first, last);
}

/** A transcribed sitting: how many speeches it has and when its transcript file last changed. */
export interface SittingRow {
  readonly sitting: number;
  readonly count: number;
  /** The transcript file's modification time as recorded (`_referat_fil.modified`), null when unknown. */
  readonly lastmod: string | null;
}

/** The file a sitting was imported from, and that file's time (one row per sitting: `fil` is unique). */
const SITTING_FILE = `
LEFT JOIN "_referat_moede" AS rm ON rm.id = s.sitting
LEFT JOIN "_referat_fil" AS f ON f.path = rm.fil`;

const selectSittingsStatement = prepared<[], SittingRow>(`
SELECT s.sitting, s.count, f.modified AS lastmod
FROM (SELECT moede AS sitting, count(*) AS count FROM "_tale" GROUP BY moede) AS s ${SITTING_FILE}
ORDER BY s.sitting`);

/** Every sitting with speeches, in order (the speeches' sitting index, counted). */
export function selectSpeechSittings(db: Store): SittingRow[] {
  return selectSittingsStatement(db).all();
}

const selectSpeechRangeStatement = prepared<[number, number], RecordStampRow>(`
SELECT t.id, f.modified AS lastmod
FROM "_tale" AS t
LEFT JOIN "_referat_moede" AS rm ON rm.id = t.moede
LEFT JOIN "_referat_fil" AS f ON f.path = rm.fil
WHERE t.moede BETWEEN ? AND ? ORDER BY t.moede, t.ordinal`);

/**
 * The speeches of the sittings `first` … `last`, in id order (a speech's id is its sitting's × 10,000 + its
 * ordinal: lib/referat/referat-ids.ts), each with its transcript file's time.
 */
export function selectSpeechRange(db: Store, first: number, last: number): RecordStampRow[] {
  return selectSpeechRangeStatement(db).all(first, last);
}
