/**
 * CSV for data, not spreadsheets (the bulk downloads of docs/snapshots.md): RFC 4180 — fields separated by `,`,
 * records ended by CRLF, a field in double quotes (quotes doubled) when it holds a comma, a quote or a line break —
 * UTF-8 without a byte-order mark. Values are written exactly as stored, so they round-trip: no formula
 * neutralising (that is lib/format/csv.ts, the spreadsheet exports), and NULL is the empty field while an empty
 * string is `""`.
 */

export type DataCsvValue = string | number | bigint | boolean | null;

const NEEDS_QUOTES = /[",\r\n]/;

/** One field: NULL empty, the empty string `""`, other text quoted only when it must be. */
export function dataCsvField(value: DataCsvValue): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value !== 'string') return String(value);
  if (value === '') return '""';
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** One record, CRLF ended. */
export function dataCsvRecord(values: readonly DataCsvValue[]): string {
  let line = '';
  for (let i = 0; i < values.length; i++) {
    if (i > 0) line += ',';
    line += dataCsvField(values[i] ?? null);
  }
  return `${line}\r\n`;
}
