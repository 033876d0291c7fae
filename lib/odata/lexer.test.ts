import { describe, expect, it } from 'vitest';
import { ODataLimitError, ODataSyntaxError } from './errors';
import { type Token, tokenize } from './lexer';
import { MAX_OPTION_LENGTH, MAX_TOKENS } from './limits';

/** Tokens as `[kind, value, pos]`, without the trailing eof. */
function lex(text: string): [Token['kind'], Token['value'], number][] {
  return tokenize(text, '$filter')
    .filter((token) => token.kind !== 'eof')
    .map((token) => [token.kind, token.value, token.pos]);
}

describe('tokenize', () => {
  it('reads identifiers with Danish letters, punctuation and keywords as identifiers', () => {
    expect(lex("Aktør/navn eq 'Frank Aaen' and aktørid ne ÆØÅ_æøå2")).toEqual([
      ['identifier', 'Aktør', 0],
      ['/', null, 5],
      ['identifier', 'navn', 6],
      ['identifier', 'eq', 11],
      ['string', 'Frank Aaen', 14],
      ['identifier', 'and', 27],
      ['identifier', 'aktørid', 31],
      ['identifier', 'ne', 39],
      ['identifier', 'ÆØÅ_æøå2', 42],
    ]);
  });

  it('reads every punctuator', () => {
    expect(lex('/(),:*-=')).toEqual([
      ['/', null, 0],
      ['(', null, 1],
      [')', null, 2],
      [',', null, 3],
      [':', null, 4],
      ['*', null, 5],
      ['-', null, 6],
      ['=', null, 7],
    ]);
  });

  it('ends with an eof token at the end of the text', () => {
    expect(tokenize(' a ', '$filter').at(-1)).toEqual({ kind: 'eof', value: null, pos: 3, end: 3 });
  });

  it.each<[string, Token['kind'], number]>([
    ['0', 'int', 0],
    ['42', 'int', 42],
    ['-7', 'int', -7],
    ['-0', 'int', 0],
    ['5L', 'int', 5],
    ['5l', 'int', 5],
    ['1.5', 'decimal', 1.5],
    ['-1.25', 'decimal', -1.25],
    ['2.5e3', 'decimal', 2500],
    ['1E-2', 'decimal', 0.01],
    ['1.5M', 'decimal', 1.5],
    ['1m', 'decimal', 1],
    ['2d', 'decimal', 2],
    ['2.5D', 'decimal', 2.5],
    ['3f', 'decimal', 3],
    ['3.5F', 'decimal', 3.5],
  ])('reads the number %s', (text, kind, value) => {
    expect(lex(text)).toEqual([[kind, value, 0]]);
  });

  it('reads a minus before a digit as part of the number, and otherwise as a token', () => {
    expect(lex('- 5 -a --5')).toEqual([
      ['-', null, 0],
      ['int', 5, 2],
      ['-', null, 4],
      ['identifier', 'a', 5],
      ['-', null, 7],
      ['int', -5, 8],
    ]);
  });

  it.each<[string, string]>([
    ["'O''Brien'", "O'Brien"],
    ["''", ''],
    ["''''", "'"],
    ["'a''''b'", "a''b"],
    ["'Æbleø på Ærø (L 1)'", 'Æbleø på Ærø (L 1)'],
    ["'100%'", '100%'],
  ])('reads the string %s', (text, value) => {
    expect(lex(text)).toEqual([['string', value, 0]]);
  });

  it('reads typed literals from their prefix, in any letter case', () => {
    expect(
      lex(
        "datetime'2014-09-22T15:44:12' DATETIME'2014-09-22' datetimeoffset'2025-01-01T00:00:00+01:00' guid'0F8FAD5B-D9CB-469F-A165-70867728950E'",
      ),
    ).toEqual([
      ['datetime', '2014-09-22T15:44:12', 0],
      ['datetime', '2014-09-22', 30],
      ['datetime', '2025-01-01T00:00:00+01:00', 51],
      ['guid', '0F8FAD5B-D9CB-469F-A165-70867728950E', 93],
    ]);
  });

  it("restores an offset's '+' that form decoding turned into a space", () => {
    expect(lex("datetime'2025-01-01T10:00:00.123 01:00'")).toEqual([
      ['datetime', '2025-01-01T10:00:00.123+01:00', 0],
    ]);
    expect(lex('2025-01-01T10:00:00.123 01:00 eq')).toEqual([
      ['datetime', '2025-01-01T10:00:00.123+01:00', 0],
      ['identifier', 'eq', 30],
    ]);
  });

  it('reads a bare ISO timestamp as a datetime, and a bare date as numbers', () => {
    expect(lex('2023-11-25T10:00:00.000Z 2014-09-09T09:05 2023-11-25')).toEqual([
      ['datetime', '2023-11-25T10:00:00.000Z', 0],
      ['datetime', '2014-09-09T09:05', 25],
      ['int', 2023, 42],
      ['int', -11, 46],
      ['int', -25, 49],
    ]);
  });

  it('reads an identifier directly before a quote as an identifier when it is no literal prefix', () => {
    expect(lex("titel eq'x'")).toEqual([
      ['identifier', 'titel', 0],
      ['identifier', 'eq', 6],
      ['string', 'x', 8],
    ]);
  });

  it('reads $expand, also when still percent-encoded, as an option token', () => {
    expect(lex('A($expand=B) C(%24expand=D)')).toEqual([
      ['identifier', 'A', 0],
      ['(', null, 1],
      ['option', '$expand', 2],
      ['=', null, 9],
      ['identifier', 'B', 10],
      [')', null, 11],
      ['identifier', 'C', 13],
      ['(', null, 14],
      ['option', '$expand', 15],
      ['=', null, 24],
      ['identifier', 'D', 25],
      [')', null, 26],
    ]);
  });

  it('skips blanks, tabs and line breaks', () => {
    expect(lex(' \t\r\na \n')).toEqual([['identifier', 'a', 4]]);
  });

  it.each<[string, number, string]>([
    ["a eq 'abc", 5, 'Unterminated string literal'],
    ["'a''", 0, 'Unterminated string literal'],
    ['a # b', 2, 'Unexpected character "#"'],
    ['a.b', 1, 'Unexpected character "."'],
    ['a;b', 1, 'Unexpected character ";"'],
    ['a + b', 2, 'Unexpected character "+"'],
    ['$', 0, 'Unexpected character "$"'],
    ['%25', 0, 'Unexpected character "%"'],
    ['a 😀', 2, 'Unexpected character "😀"'],
    ["datetime'2014-09-22T15:44:12", 8, 'Unterminated string literal'],
    ["datetime'2014-9-22'", 0, "Invalid datetime literal '2014-9-22'"],
    ["datetime'2014-09-22T15:44:12.12345678'", 0, "Invalid datetime literal '2014-09-22T15:44:12.12345678'"],
    ["datetime'2014-09-22T15:60:00'", 0, "Invalid datetime literal '2014-09-22T15:60:00'"],
    ["datetime'2014-09-22T15:44:12+15:00'", 0, "Invalid datetime literal '2014-09-22T15:44:12+15:00'"],
    ["datetime''", 0, "Invalid datetime literal ''"],
    [
      "guid'0f8fad5b-d9cb-469f-a165-70867728950'",
      0,
      "Invalid guid literal '0f8fad5b-d9cb-469f-a165-70867728950'",
    ],
    ["X'00'", 0, "Unsupported literal type 'X'"],
    ["time'PT1H'", 0, "Unsupported literal type 'time'"],
    ['12abc', 0, "Invalid number literal '12abc'"],
    ['1.5L', 0, "Invalid number literal '1.5L'"],
    ['1e999', 0, "Number literal '1e999' is out of range"],
    ['9007199254740992', 0, "Number literal '9007199254740992' is out of range"],
  ])('refuses %j at position %i', (text, position, reason) => {
    let error: unknown;
    try {
      tokenize(text, '$filter');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ODataSyntaxError);
    expect(error).toMatchObject({ position, reason, option: '$filter' });
  });

  it('accepts MAX_TOKENS tokens and refuses one more, at the position of the first token too many', () => {
    expect(tokenize('a,'.repeat(MAX_TOKENS / 2), '$select')).toHaveLength(MAX_TOKENS + 1);
    const text = 'a,'.repeat(MAX_TOKENS / 2 + 1);
    expect(() => tokenize(text, '$select')).toThrow(ODataLimitError);
    expect(() => tokenize(text, '$select')).toThrow(
      expect.objectContaining({ limit: 'tokens', max: MAX_TOKENS, position: MAX_TOKENS, option: '$select' }),
    );
  });

  it('refuses text longer than MAX_OPTION_LENGTH before reading it', () => {
    expect(() => tokenize(' '.repeat(MAX_OPTION_LENGTH), '$filter')).not.toThrow();
    expect(() => tokenize(`${' '.repeat(MAX_OPTION_LENGTH)}#`, '$filter')).toThrow(
      expect.objectContaining({ limit: 'length', max: MAX_OPTION_LENGTH }),
    );
  });
});
