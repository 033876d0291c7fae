import { describe, expect, it } from 'vitest';
import { type DataCsvValue, dataCsvField, dataCsvRecord } from './data-csv';
import { readCsv } from './data-csv.fixture';

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
