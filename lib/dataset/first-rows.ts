import type Database from 'better-sqlite3';
import { isView, quoteIdent } from '@/lib/store/schema';

/**
 * A column the real service's first row of a set fills where the generator may leave its own first row null, and
 * what ours gets there: `''` where the real first row's "nothing" is the empty string (or its text is not known),
 * `'stamp'` for a timestamp (the set's earliest) or `'dato'` for the row's own `dato`. A client whose models were
 * written from the real first rows reads a null there as a broken contract. What is known of the real first rows is
 * lib/dataset/first-rows.sample.json; docs/oda.md#first-rows says what they hold.
 */
export interface FirstRowFill {
  readonly set: string;
  readonly column: string;
  readonly fill: '' | 'stamp' | 'dato';
}

export const FIRST_ROW_FILLS: readonly FirstRowFill[] = [
  { set: 'EntitetBeskrivelse', column: 'opdateringsdato', fill: 'stamp' },
  { set: 'KolloneBeskrivelse', column: 'opdateringsdato', fill: 'stamp' },
  { set: 'Sagstrin', column: 'folketingstidendesidenummer', fill: '' },
  { set: 'Almdel', column: 'resume', fill: '' },
  { set: 'Dokument', column: 'frigivelsesdato', fill: 'dato' },
  { set: 'Dokument', column: 'paragraf', fill: '' },
  { set: 'Dokument', column: 'paragrafnummer', fill: '' },
  { set: 'Dokument', column: 'procedurenummer', fill: '' },
  { set: 'Dokument', column: 'grundnotatstatus', fill: '' },
  { set: 'Dagsordenspunkt', column: 'kommentar', fill: '' },
];

/**
 * Fills the columns of FIRST_ROW_FILLS on each set's first row (lowest id) where the generator left them null.
 * A Sag-shaped view's first row is a Sag row, changed in Sag. Runs once the views exist. (Aktør 1 is made
 * Finansudvalget where it is written, lib/dataset/actors.ts.)
 */
export function shapeFirstRows(db: Database.Database): void {
  for (const { set, column, fill } of FIRST_ROW_FILLS) {
    const table = isView(set) ? 'Sag' : set;
    const col = quoteIdent(column);
    const first = `(SELECT min("id") FROM ${quoteIdent(set)})`;
    const value =
      fill === 'stamp' ? `(SELECT min(${col}) FROM ${quoteIdent(table)})` : fill === 'dato' ? '"dato"' : "''";
    db.prepare(
      `UPDATE ${quoteIdent(table)} SET ${col} = ${value} WHERE "id" = ${first} AND ${col} IS NULL`,
    ).run();
  }
}
