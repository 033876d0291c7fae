import { describe, expect, it } from 'vitest';
import type { ExpandItem, OrderByItem, SelectItem } from './ast';
import { ODataSyntaxError } from './errors';
import { parseExpand, parseFilter, parseOrderBy, parseSelect } from './parser';
import { FILTER_CASES, m } from './parser.fixture';

/** Runs `parse` and returns the ODataSyntaxError it must throw. */
function syntaxError(parse: () => unknown): ODataSyntaxError {
  try {
    parse();
  } catch (error) {
    if (error instanceof ODataSyntaxError) return error;
    throw error;
  }
  throw new Error('expected an ODataSyntaxError');
}

describe('parseFilter', () => {
  it.each(FILTER_CASES)('parses %s', (text, expected) => {
    expect(parseFilter(text)).toStrictEqual(expected);
  });

  it.each([
    ['(a eq 1', 7, "Expected ')' but found end of input"],
    ['a eq', 4, 'Expected an expression but found end of input'],
    ['', 0, 'Expected an expression but found end of input'],
    ['   ', 3, 'Expected an expression but found end of input'],
    ['a eq 1 and', 10, 'Expected an expression but found end of input'],
    ['a eq 1)', 6, "Expected an operator or end of input but found ')'"],
    ['a eq 1 b', 7, "Expected an operator or end of input but found 'b'"],
    ["a eq 'abc", 5, 'Unterminated string literal'],
    ['a # 1', 2, 'Unexpected character "#"'],
    ['foo(a) eq 1', 0, "Unknown function 'foo'"],
    ["contains(titel,'x')", 0, "Unknown function 'contains'"],
    ['substring(a)', 0, "Function 'substring' takes 2 or 3 arguments but was given 1"],
    ["length(a,'b')", 0, "Function 'length' takes 1 argument but was given 2"],
    ['replace(a,b)', 0, "Function 'replace' takes 3 arguments but was given 2"],
    ["substringof('a',)", 16, "Expected an expression but found ')'"],
    ["startswith(a 'b')", 13, "Expected ',' or ')' but found ''b''"],
    ["a eq datetime'2014-13-01T00:00:00'", 5, "Invalid datetime literal '2014-13-01T00:00:00'"],
    ["a eq datetime'2014-02-29'", 5, "Invalid datetime literal '2014-02-29'"],
    ["a eq datetime'2014-09-22 15:44:12'", 5, "Invalid datetime literal '2014-09-22 15:44:12'"],
    ['a eq 2023-11-25T25:00:00', 5, "Invalid datetime literal '2023-11-25T25:00:00'"],
    ["a eq guid'123'", 5, "Invalid guid literal '123'"],
    ["a eq binary'00'", 5, "Unsupported literal type 'binary'"],
    ['a eq 12abc', 5, "Invalid number literal '12abc'"],
    ['a eq 1.5L', 5, "Invalid number literal '1.5L'"],
    ['a eq 99999999999999999999', 5, "Number literal '99999999999999999999' is out of range"],
    ['a/1 eq 1', 2, "Expected a property name but found '1'"],
    ['a/ eq 1', 6, "Expected an operator or end of input but found '1'"],
    ['A/any(or: true)', 6, "Expected a range variable but found 'or'"],
    ['A/any(null: true)', 6, "Expected a range variable but found 'null'"],
    ['any(x: x)', 0, "'any' must follow a collection path, as in Stemme/any(s: …)"],
    ['A/all()', 6, "'all' needs a range variable and a predicate"],
    ['A/any(x x/b)', 8, "Expected ':' but found 'x'"],
    ['A/any(1: x)', 6, "Expected a range variable but found '1'"],
    ['A/any(x: B/any(x: x/c))', 15, "Range variable 'x' is already in use"],
    ['Stemme/any(s: s/typeid eq 1', 27, "Expected ')' but found end of input"],
    ['$expand eq 1', 0, "Expected an expression but found '$expand'"],
    ['a eq 1 and or', 11, "Expected an expression but found 'or'"],
  ])('refuses %j at position %i', (text, position, reason) => {
    const error = syntaxError(() => parseFilter(text));
    expect(error).toMatchObject({ position, reason, option: '$filter' });
    expect(error.message).toBe(`${reason} at position ${position} in $filter`);
  });
});

describe('parseOrderBy', () => {
  const asc = (pos: number, ...path: string[]): OrderByItem => ({
    kind: 'orderby',
    path: m(pos, ...path),
    direction: 'asc',
  });
  const desc = (pos: number, ...path: string[]): OrderByItem => ({
    kind: 'orderby',
    path: m(pos, ...path),
    direction: 'desc',
  });

  it.each<[string, OrderByItem[]]>([
    ['opdateringsdato', [asc(0, 'opdateringsdato')]],
    ['opdateringsdato desc', [desc(0, 'opdateringsdato')]],
    ['startdato desc', [desc(0, 'startdato')]],
    ['titel asc,id desc', [asc(0, 'titel'), desc(10, 'id')]],
    ['titel desc, id', [desc(0, 'titel'), asc(12, 'id')]],
    ['Aktør/navn,aktørid', [asc(0, 'Aktør', 'navn'), asc(11, 'aktørid')]],
  ])('parses %s', (text, expected) => {
    expect(parseOrderBy(text)).toStrictEqual(expected);
  });

  it.each([
    ['titel desc desc', 11, "Expected ',' or end of input but found 'desc'"],
    ['titel,', 6, 'Expected a property name but found end of input'],
    ['', 0, 'Expected a property name but found end of input'],
    ['year(dato)', 4, "Expected ',' or end of input but found '('"],
    ['Aktør/', 6, 'Expected a property name but found end of input'],
  ])('refuses %j at position %i', (text, position, reason) => {
    expect(syntaxError(() => parseOrderBy(text))).toMatchObject({ position, reason, option: '$orderby' });
  });
});

describe('parseSelect', () => {
  const sel = (pos: number, ...path: string[]): SelectItem => ({ kind: 'select', path, pos });

  it.each<[string, SelectItem[]]>([
    ['*', [sel(0, '*')]],
    ['id,titel,startdato', [sel(0, 'id'), sel(3, 'titel'), sel(9, 'startdato')]],
    ['id, Møde/titel, Møde/*', [sel(0, 'id'), sel(4, 'Møde', 'titel'), sel(16, 'Møde', '*')]],
  ])('parses %s', (text, expected) => {
    expect(parseSelect(text)).toStrictEqual(expected);
  });

  it.each([
    ['Møde/', 5, "Expected a property name or '*' but found end of input"],
    ['*/titel', 1, "Expected ',' or end of input but found '/'"],
    ['Møde/*/titel', 6, "Expected ',' or end of input but found '/'"],
    ['a,,b', 2, "Expected a property name or '*' but found ','"],
    ['', 0, "Expected a property name or '*' but found end of input"],
  ])('refuses %j at position %i', (text, position, reason) => {
    expect(syntaxError(() => parseSelect(text))).toMatchObject({ position, reason, option: '$select' });
  });
});

describe('parseExpand', () => {
  const exp = (pos: number, path: string[], nested: ExpandItem[] = []): ExpandItem => ({
    kind: 'expand',
    path,
    nested,
    pos,
  });

  it.each<[string, ExpandItem[]]>([
    ['Sag', [exp(0, ['Sag'])]],
    ['Stemme/Aktør', [exp(0, ['Stemme', 'Aktør'])]],
    [
      'Sagstrin/Afstemning,SagAktør,EmneordSag',
      [exp(0, ['Sagstrin', 'Afstemning']), exp(20, ['SagAktør']), exp(29, ['EmneordSag'])],
    ],
    ['Dagsordenspunkt($expand=Sag)', [exp(0, ['Dagsordenspunkt'], [exp(24, ['Sag'])])]],
    ['Dagsordenspunkt(%24expand=Sag)', [exp(0, ['Dagsordenspunkt'], [exp(26, ['Sag'])])]],
    ['A($expand=B,C)', [exp(0, ['A'], [exp(10, ['B']), exp(12, ['C'])])]],
    [
      'Dagsordenspunkt($expand=Sag/Sagstrin,Sagstrin),Stemme/Aktør',
      [
        exp(0, ['Dagsordenspunkt'], [exp(24, ['Sag', 'Sagstrin']), exp(37, ['Sagstrin'])]),
        exp(47, ['Stemme', 'Aktør']),
      ],
    ],
    ['A($expand=B($expand=C))', [exp(0, ['A'], [exp(10, ['B'], [exp(20, ['C'])])])]],
  ])('parses %s', (text, expected) => {
    expect(parseExpand(text)).toStrictEqual(expected);
  });

  it.each([
    ['A($select=b)', 2, 'Only $expand is supported inside an expansion, not $select'],
    ['A(B)', 2, "Expected '$expand' but found 'B'"],
    ['A($expand=B', 11, "Expected ',' or ')' but found end of input"],
    ['A($expand B)', 10, "Expected '=' but found 'B'"],
    ['A()', 2, "Expected '$expand' but found ')'"],
    ['A/', 2, 'Expected a navigation property but found end of input'],
    ['A,', 2, 'Expected a navigation property but found end of input'],
    ['A B', 2, "Expected ',' or end of input but found 'B'"],
    ['', 0, 'Expected a navigation property but found end of input'],
  ])('refuses %j at position %i', (text, position, reason) => {
    expect(syntaxError(() => parseExpand(text))).toMatchObject({ position, reason, option: '$expand' });
  });
});
