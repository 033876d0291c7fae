import { type DataCsvValue, dataCsvRecord } from '@/lib/format/data-csv';
import type { Store } from '@/lib/store/store';
import { tableColumns, tableRows } from '@/lib/store/table-rows';
import type { CsvTable } from './csv-tables';
import { type GzipWritten, writeGzipFile } from './publish-gzip';

/** Text handed to gzip at once: rows are gathered to about this many characters. */
const CHUNK_CHARS = 256 * 1024;

export interface CsvWritten extends GzipWritten {
  /** Data rows (the header not counted). */
  readonly rows: number;
}

/**
 * Writes one table of the store as gzip-compressed CSV (lib/format/data-csv.ts): a header row of the column names,
 * then every row, read one at a time, so memory stays bounded for the millions of Stemme rows.
 */
export async function writeTableCsv(
  db: Store,
  table: CsvTable,
  dest: string,
  level?: number,
): Promise<CsvWritten> {
  const columns = table.columns ?? tableColumns(db, table.source);
  if (columns.length === 0) throw new Error(`the store has no table ${table.source}`);
  const booleanAt = columns.map((c) => table.booleans.includes(c));
  const hasBooleans = booleanAt.some(Boolean);
  let rows = 0;
  function* text(): Generator<string> {
    let chunk = dataCsvRecord(columns);
    for (const row of tableRows(db, table.source, columns)) {
      const values = row as DataCsvValue[];
      if (hasBooleans)
        for (let i = 0; i < values.length; i++) {
          const v = values[i];
          if (booleanAt[i] && (v === 0 || v === 1)) values[i] = v === 1;
        }
      chunk += dataCsvRecord(values);
      rows++;
      if (chunk.length >= CHUNK_CHARS) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  }
  const written = await writeGzipFile(dest, text(), level);
  return { ...written, rows };
}
