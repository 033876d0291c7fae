import { ENTITIES } from '@/lib/model/entities';

/** One CSV download: a table or view of the store, under the name it is published as. */
export interface CsvTable {
  /** The name in the manifest (`SnapshotFile.table`) and on the /data page: the entity set, e.g. `Aktør`. */
  readonly table: string;
  /** The table or view in the store. */
  readonly source: string;
  /** The columns in order (an entity set's in ODA's field order); null: the store's own order of the table. */
  readonly columns: readonly string[] | null;
  /** Columns holding ODA booleans (stored 0/1), written as `true`/`false` as ODA's JSON gives them. */
  readonly booleans: readonly string[];
}

/** Every ODA entity set (the five Sag views too, as ODA serves them), in the model's order. */
const ENTITY_TABLES: readonly CsvTable[] = ENTITIES.map((e) => ({
  table: e.name,
  source: e.name,
  columns: e.properties.map((p) => p.name),
  booleans: e.properties.filter((p) => p.type === 'Edm.Boolean').map((p) => p.name),
}));

/**
 * The debates' tables (lib/store/referat-schema.ts), under names that say what they hold; their values as stored.
 * The transcript sync's own record of files (`_referat_fil`) is bookkeeping and not published as CSV.
 */
const DEBATE_TABLES: readonly CsvTable[] = [
  { table: 'Referatmøde', source: '_referat_moede', columns: null, booleans: [] },
  { table: 'Referatpunkt', source: '_referat_punkt', columns: null, booleans: [] },
  { table: 'Tale', source: '_tale', columns: null, booleans: [] },
  { table: 'Talesegment', source: '_tale_segment', columns: null, booleans: [] },
  { table: 'Referathændelse', source: '_referat_haendelse', columns: null, booleans: [] },
];

/** What a snapshot offers as CSV, in the manifest's order: the entity sets, then the debates. */
export const CSV_TABLES: readonly CsvTable[] = [...ENTITY_TABLES, ...DEBATE_TABLES];

const ASCII: Readonly<Record<string, string>> = { æ: 'ae', ø: 'oe', å: 'aa', Æ: 'Ae', Ø: 'Oe', Å: 'Aa' };

/**
 * The file name of a table's CSV, in ASCII (the manifest's names are plain ASCII paths): `Aktør` → `Aktoer.csv.gz`,
 * `Møde` → `Moede.csv.gz`; the manifest's `table` keeps the real name.
 */
export function csvFileName(table: string): string {
  return `${table.replace(/[æøåÆØÅ]/g, (c) => ASCII[c] ?? c)}.csv.gz`;
}
