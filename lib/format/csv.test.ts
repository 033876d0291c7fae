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
    [-3, '-3'],
  ])('writes %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it.each([
    ['=HYPERLINK("http://evil.example","klik")', `"'=HYPERLINK(""http://evil.example"",""klik"")"`],
    ['=1+1', "'=1+1"],
    ['+45 12 34', "'+45 12 34"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
    ['\n=1+1', `"'\n=1+1"`],
    [' =1+1', "' =1+1"],
    ['\uff1d1+1', "'\uff1d1+1"],
    ['=A1;B1', `"'=A1;B1"`],
  ])('neutralises the formula-looking %j as %j (OWASP: a leading quote)', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it.each(['Anna-Marie', 'a=b', 'mail@example.dk', '100 %'])('leaves %j alone', (value) => {
    expect(csvField(value)).toBe(value);
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
