import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

describe('csvField', () => {
  it.each([
    ['Anna Andersen', 'Anna Andersen'],
    [42, '42'],
    [null, ''],
    ['', ''],
    ['Hverken for eller imod', 'Hverken for eller imod'],
    ['Jensen, Ib', 'Jensen, Ib'],
    ['S; V', '"S; V"'],
    ['Anna "Nanna" Holm', '"Anna ""Nanna"" Holm"'],
    ['første\nanden', '"første\nanden"'],
    ['linje\r\n', '"linje\r\n"'],
    [' indrykket', '" indrykket"'],
    ['Grønl.', 'Grønl.'],
  ])('writes %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});

describe('toCsv', () => {
  it('starts with a BOM, separates by semicolons and ends every row with CRLF', () => {
    const text = toCsv(
      ['aktørid', 'navn', 'parti', 'stemme'],
      [
        [1, 'Søren Ærø', 'S', 'For'],
        [2, 'Ib "Ibber" Ølund; jr.', null, 'Fravær'],
      ],
    );
    expect(text).toBe(
      '\uFEFFaktørid;navn;parti;stemme\r\n1;Søren Ærø;S;For\r\n2;"Ib ""Ibber"" Ølund; jr.";;Fravær\r\n',
    );
  });

  it('is only the header row when there are no records', () => {
    expect(toCsv(['a', 'b'], [])).toBe('\uFEFFa;b\r\n');
  });
});
