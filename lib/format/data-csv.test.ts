import { describe, expect, it } from 'vitest';
import { type DataCsvValue, dataCsvField, dataCsvRecord } from './data-csv';

/**
 * A reader of RFC 4180 as a consumer of the downloads would read it (fields unquoted, or quoted with `""` for a
 * quote; an unquoted empty field is NULL, `""` the empty string), to check that what is written reads back the same.
 */
function readCsv(text: string): (string | null)[][] {
  const records: (string | null)[][] = [];
  let record: (string | null)[] = [];
  let i = 0;
  while (i < text.length) {
    let value: string | null;
    if (text[i] === '"') {
      let j = i + 1;
      value = '';
      for (;;) {
        const q = text.indexOf('"', j);
        if (q < 0) throw new Error(`unterminated quote at ${i}`);
        value += text.slice(j, q);
        if (text[q + 1] === '"') {
          value += '"';
          j = q + 2;
        } else {
          i = q + 1;
          break;
        }
      }
    } else {
      let j = i;
      while (j < text.length && text[j] !== ',' && text[j] !== '\r') j++;
      value = j === i ? null : text.slice(i, j);
      i = j;
    }
    record.push(value);
    if (text[i] === ',') i++;
    else if (text.startsWith('\r\n', i)) {
      records.push(record);
      record = [];
      i += 2;
    } else throw new Error(`expected , or CRLF at ${i}`);
  }
  return records;
}

describe('dataCsvField', () => {
  it.each<[DataCsvValue, string]>([
    [null, ''],
    ['', '""'],
    ['Søren Ærø', 'Søren Ærø'],
    ['Jensen, Ib', '"Jensen, Ib"'],
    ['Anna "Nanna" Holm', '"Anna ""Nanna"" Holm"'],
    ['første\nanden', '"første\nanden"'],
    ['linje\r\n', '"linje\r\n"'],
    ['=1+1', '=1+1'],
    [' indrykket ', ' indrykket '],
    [42, '42'],
    [-3, '-3'],
    [true, 'true'],
    [false, 'false'],
    ['2014-09-12T10:00:00', '2014-09-12T10:00:00'],
  ])('writes %j as %j', (value, expected) => {
    expect(dataCsvField(value)).toBe(expected);
  });
});

describe('dataCsvRecord', () => {
  it('reads back what it wrote: commas, quotes, line breaks, Danish letters, NULL and the empty string', () => {
    const rows: (string | null)[][] = [
      ['id', 'titel', 'resume', 'note'],
      ['1', 'Forslag til lov om ændring af lov om økonomi, "særlige" regler', 'første\r\nanden\nlinje', null],
      ['2', '', null, 'Æble, øl og å'],
      ['3', '"', ',', '\r'],
    ];
    const text = rows.map(dataCsvRecord).join('');
    expect(readCsv(text)).toEqual(rows);
  });

  it('ends every record with CRLF and separates by commas', () => {
    expect(dataCsvRecord([1, 'a', null, ''])).toBe('1,a,,""\r\n');
  });
});
