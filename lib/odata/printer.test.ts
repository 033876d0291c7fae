import { describe, expect, it } from 'vitest';
import type { Expr } from './ast';
import { parseExpand, parseFilter, parseOrderBy, parseSelect } from './parser';
import {
  bin,
  call,
  dec,
  FILTER_CASES,
  int,
  lambda,
  m,
  neg,
  not,
  str,
  v,
  withoutPositions,
} from './parser.fixture';
import {
  escapeQueryValue,
  printExpand,
  printFilter,
  printOrderBy,
  printQueryOptions,
  printRawQueryOptions,
  printSelect,
} from './printer';
import { parseQueryOptions } from './query-options';

describe('printFilter', () => {
  it.each(FILTER_CASES)('round-trips %s', (_text, expr) => {
    const printed = printFilter(expr);
    expect(withoutPositions(parseFilter(printed))).toStrictEqual(withoutPositions(expr));
    // Canonical: printing the re-parsed tree gives the same text again.
    expect(printFilter(parseFilter(printed))).toBe(printed);
  });

  it.each<[string, string]>([
    ['id eq 5', 'id eq 5'],
    ["substringof( 'klima' , titel )", "substringof('klima',titel)"],
    ['Dagsordenspunkt/any(d: d/sagid eq 5)', 'Dagsordenspunkt/any(d:d/sagid eq 5)'],
    ['Dagsordenspunkt/any( )', 'Dagsordenspunkt/any()'],
    ['not a eq 1', 'not (a eq 1)'],
    ['not vedtaget and b', 'not vedtaget and b'],
    ['((a or b)) and c', '(a or b) and c'],
    ['a or (b and c)', 'a or b and c'],
    ['a sub (b sub c)', 'a sub (b sub c)'],
    ['(a sub b) sub c', 'a sub b sub c'],
    ['a mul (b add c)', 'a mul (b add c)'],
    ['- 5 eq -5', '- 5 eq -5'],
    ['--5 eq 5', '--5 eq 5'],
    ['-(a add b) eq 1', '-(a add b) eq 1'],
    ['a eq not b', 'a eq (not b)'],
    ["a eq 'O''Brien'", "a eq 'O''Brien'"],
    ['a eq 2d', 'a eq 2.0'],
    ['a eq 5L', 'a eq 5'],
    ['a eq 1.5M', 'a eq 1.5'],
    ["a eq DateTime'2025-01-01T00:00:00'", "a eq datetime'2025-01-01T00:00:00'"],
    ["a eq datetimeoffset'2025-01-01T00:00:00+01:00'", "a eq datetime'2025-01-01T00:00:00+01:00'"],
    ['opdateringsdato gt 2023-11-25T10:00:00.000Z', "opdateringsdato gt datetime'2023-11-25T10:00:00.000Z'"],
  ])('prints %s as %s', (text, expected) => {
    expect(printFilter(parseFilter(text))).toBe(expected);
  });

  it.each<[string, Expr]>([
    ['not (not a)', not(0, not(0, m(0, 'a')))],
    ['(not a) eq b', bin('eq', 0, not(0, m(0, 'a')), m(0, 'b'))],
    ['- 5', neg(0, int(0, 5))],
    ['--5', neg(0, int(0, -5))],
    ['- 0.5', neg(0, dec(0, 0.5))],
    ['-(not a)', neg(0, not(0, m(0, 'a')))],
    ['1e+21', dec(0, 1e21)],
    ['-2.0', dec(0, -2)],
    ["''''''", str(0, "''")],
    ["concat('a',1 add 2)", call('concat', 0, str(0, 'a'), bin('add', 0, int(0, 1), int(0, 2)))],
    [
      'A/any(x:x/B/all(y:y))',
      lambda('any', 0, m(0, 'A'), 'x', lambda('all', 0, v(0, 'x', 'B'), 'y', v(0, 'y'))),
    ],
  ])('prints a hand-built tree as %s, with the parentheses it needs', (expected, expr) => {
    const printed = printFilter(expr);
    expect(printed).toBe(expected);
    expect(withoutPositions(parseFilter(printed))).toStrictEqual(withoutPositions(expr));
  });

  it('refuses to print a name that would not lex back', () => {
    expect(() => printFilter(m(0, 'a b'))).toThrow('Cannot print "a b" as an OData identifier');
  });
});

describe('printOrderBy, printSelect, printExpand', () => {
  it.each([
    ['opdateringsdato', 'opdateringsdato'],
    ['titel asc, id desc', 'titel,id desc'],
    ['Aktør/navn desc', 'Aktør/navn desc'],
  ])('prints $orderby %s as %s', (text, expected) => {
    expect(printOrderBy(parseOrderBy(text))).toBe(expected);
    expect(withoutPositions(parseOrderBy(expected))).toStrictEqual(withoutPositions(parseOrderBy(text)));
  });

  it.each([
    ['*', '*'],
    ['id, titel, Møde/titel, Møde/*', 'id,titel,Møde/titel,Møde/*'],
  ])('prints $select %s as %s', (text, expected) => {
    expect(printSelect(parseSelect(text))).toBe(expected);
    expect(withoutPositions(parseSelect(expected))).toStrictEqual(withoutPositions(parseSelect(text)));
  });

  it.each([
    ['Sagstrin/Afstemning, SagAktør', 'Sagstrin/Afstemning,SagAktør'],
    ['Dagsordenspunkt(%24expand=Sag)', 'Dagsordenspunkt($expand=Sag)'],
    ['A($expand=B($expand=C),D)', 'A($expand=B($expand=C),D)'],
  ])('prints $expand %s as %s', (text, expected) => {
    expect(printExpand(parseExpand(text))).toBe(expected);
    expect(withoutPositions(parseExpand(expected))).toStrictEqual(withoutPositions(parseExpand(text)));
  });
});

describe('printQueryOptions', () => {
  it('prints every option in a fixed order with $skip last, escaped as .NET escapes data', () => {
    const { options } = parseQueryOptions(
      "$skip=100&$format=json&$inlinecount=allpages&$top=5&$expand=Dagsordenspunkt($expand=Sag)&$orderby=titel desc&$select=id,titel&$filter=aktørid eq 5 and titel eq 'Æ (L 1)!'",
    );
    expect(printQueryOptions(options)).toBe(
      '$filter=akt%C3%B8rid%20eq%205%20and%20titel%20eq%20%27%C3%86%20%28L%201%29%21%27' +
        '&$select=id%2Ctitel&$orderby=titel%20desc&$expand=Dagsordenspunkt%28%24expand%3DSag%29' +
        '&$top=5&$inlinecount=allpages&$format=json&$skip=100',
    );
  });

  it('prints the nextLink query of docs/oda.md#collections', () => {
    const { options } = parseQueryOptions('$filter=typeid eq 3');
    expect(printQueryOptions({ ...options, skip: 100 })).toBe('$filter=typeid%20eq%203&$skip=100');
    expect(printQueryOptions({ inlinecount: 'allpages', skip: 100 })).toBe('$inlinecount=allpages&$skip=100');
    expect(printQueryOptions({})).toBe('');
  });

  it('round-trips through parseQueryOptions', () => {
    const query =
      "$filter=Stemme/any(s: s/Aktør/navn eq 'Frank Aaen') and opdateringsdato ge datetime'2025-01-01T00:00:00'&$expand=Stemme/Aktør&$orderby=id&$top=10&$skip=20&$format=xml&$inlinecount=none&$select=*";
    const { options } = parseQueryOptions(query);
    const reparsed = parseQueryOptions(printQueryOptions(options)).options;
    expect(withoutPositions(reparsed)).toStrictEqual(withoutPositions(options));
  });
});

describe('printRawQueryOptions', () => {
  it('keeps pairs in order, a leading $ literal and everything else escaped', () => {
    expect(
      printRawQueryOptions([
        { name: '$inlinecount', value: 'allpages' },
        { name: 'søg', value: 'a b+c' },
        { name: '$filter', value: "id gt 0 and titel eq '$x'" },
      ]),
    ).toBe('$inlinecount=allpages&s%C3%B8g=a%20b%2Bc&$filter=id%20gt%200%20and%20titel%20eq%20%27%24x%27');
  });

  it('escapes exactly what RFC 3986 does not leave unreserved', () => {
    expect(escapeQueryValue("AZaz09-._~ !*'()/:,$=&?#%")).toBe(
      'AZaz09-._~%20%21%2A%27%28%29%2F%3A%2C%24%3D%26%3F%23%25',
    );
    expect(escapeQueryValue('ø😀\ud800x\udc00')).toBe('%C3%B8%F0%9F%98%80%EF%BF%BDx%EF%BF%BD');
  });
});
