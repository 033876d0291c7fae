/**
 * CSV for spreadsheets, Danish-first: fields separated by `;` (what Excel expects in a Danish locale, where `,` is
 * the decimal comma), records ended by CRLF (RFC 4180), UTF-8 with a byte-order mark so Excel reads æ, ø and å.
 */
export const CSV_SEPARATOR = ';';
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8; header=present';
const BOM = '\uFEFF';

export type CsvValue = string | number | null;

/**
 * Text a spreadsheet would read as a formula (CSV injection): starting with `=`, `+`, `-`, `@` (or their
 * full-width forms), also after leading spaces some importers trim, or with a tab or line break.
 */
const FORMULA_START = /^(?:[\s\u00a0]*[=+\-@\uff1d\uff0b\uff0d\uff20]|[\t\r\n])/;

/**
 * Text as a spreadsheet should show it: a formula-looking text gets a leading `'` (OWASP's advice for CSV
 * injection), so `=HYPERLINK(…)` in a name arrives as text, not as a formula. Numbers are written as they are.
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * One field: as is when safe, else in double quotes with quotes doubled — when it holds the separator, a quote,
 * a line break, or starts or ends with whitespace (which spreadsheets would trim). Null is the empty field. Text
 * that would be read as a formula is prefixed with `'` (see {@link neutraliseFormula}); the JSON exports keep
 * the raw values.
 */
export function csvField(value: CsvValue): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : neutraliseFormula(value);
  const needsQuotes = text.includes(CSV_SEPARATOR) || /["\r\n]/.test(text) || text !== text.trim();
  return needsQuotes ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole document: BOM, the header row, then one row per record, every row ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((fields) => `${fields.map(csvField).join(CSV_SEPARATOR)}\r\n`);
  return BOM + lines.join('');
}
