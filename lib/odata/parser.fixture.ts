/**
 * The `$filter` table shared by `parser.test.ts` (exact ASTs, positions included) and `printer.test.ts`
 * (round-trips): every operator, every precedence level, every function, every literal kind, lambdas, and the
 * filters real ODA clients send (docs/oda.md#addresses and #client-requests). Builders below only save typing: each returns the
 * exact node the parser must produce.
 */

import type { BinaryOp, Expr, FunctionName, Lambda, Literal, MemberPath } from './ast';

export const m = (pos: number, ...path: string[]): MemberPath => ({
  kind: 'member',
  variable: null,
  path,
  pos,
});
export const v = (pos: number, variable: string, ...path: string[]): MemberPath => ({
  kind: 'member',
  variable,
  path,
  pos,
});
const lit = (type: Literal['type'], value: Literal['value'], pos: number): Literal => ({
  kind: 'literal',
  type,
  value,
  pos,
});
export const int = (pos: number, value: number) => lit('int', value, pos);
export const dec = (pos: number, value: number) => lit('decimal', value, pos);
export const str = (pos: number, value: string) => lit('string', value, pos);
export const dt = (pos: number, value: string) => lit('datetime', value, pos);
export const guid = (pos: number, value: string) => lit('guid', value, pos);
export const bool = (pos: number, value: boolean) => lit('boolean', value, pos);
export const nul = (pos: number) => lit('null', null, pos);
export const bin = (op: BinaryOp, pos: number, left: Expr, right: Expr): Expr => ({
  kind: 'binary',
  op,
  left,
  right,
  pos,
});
export const not = (pos: number, operand: Expr): Expr => ({ kind: 'not', operand, pos });
export const neg = (pos: number, operand: Expr): Expr => ({ kind: 'negate', operand, pos });
export const call = (name: FunctionName, pos: number, ...args: Expr[]): Expr => ({
  kind: 'call',
  name,
  args,
  pos,
});
export const lambda = (
  operator: 'any' | 'all',
  pos: number,
  collection: MemberPath,
  variable: string | null,
  predicate: Expr | null,
): Lambda => ({ kind: 'lambda', operator, collection, variable, predicate, pos });

export type FilterCase = readonly [text: string, expected: Expr];

const COMPARISONS = ['eq', 'ne', 'gt', 'ge', 'lt', 'le'] as const;
const ARITHMETIC = ['add', 'sub', 'mul', 'div', 'mod'] as const;
const UNARY_FUNCTIONS = [
  'length',
  'tolower',
  'toupper',
  'trim',
  'year',
  'month',
  'day',
  'hour',
  'minute',
  'second',
  'round',
  'floor',
  'ceiling',
] as const;

export const FILTER_CASES: readonly FilterCase[] = [
  // Every comparison and arithmetic operator.
  ...COMPARISONS.map((op): FilterCase => [`id ${op} 5`, bin(op, 3, m(0, 'id'), int(6, 5))]),
  ...ARITHMETIC.map(
    (op): FilterCase => [`a ${op} 1 eq 2`, bin('eq', 8, bin(op, 2, m(0, 'a'), int(6, 1)), int(11, 2))],
  ),
  [
    'a eq 1 and b eq 2',
    bin('and', 7, bin('eq', 2, m(0, 'a'), int(5, 1)), bin('eq', 13, m(11, 'b'), int(16, 2))),
  ],
  [
    'a eq 1 or b eq 2',
    bin('or', 7, bin('eq', 2, m(0, 'a'), int(5, 1)), bin('eq', 12, m(10, 'b'), int(15, 2))),
  ],
  ['not vedtaget', not(0, m(4, 'vedtaget'))],

  // Precedence and associativity.
  ['a or b and c', bin('or', 2, m(0, 'a'), bin('and', 7, m(5, 'b'), m(11, 'c')))],
  ['a and b or c', bin('or', 8, bin('and', 2, m(0, 'a'), m(6, 'b')), m(11, 'c'))],
  ['(a or b) and c', bin('and', 9, bin('or', 3, m(1, 'a'), m(6, 'b')), m(13, 'c'))],
  ['not a eq 1', not(0, bin('eq', 6, m(4, 'a'), int(9, 1)))],
  ['not a and b', bin('and', 6, not(0, m(4, 'a')), m(10, 'b'))],
  ['not not true', not(0, not(4, bool(8, true)))],
  ['a eq not b', bin('eq', 2, m(0, 'a'), not(5, m(9, 'b')))],
  ['a eq b eq c', bin('eq', 7, bin('eq', 2, m(0, 'a'), m(5, 'b')), m(10, 'c'))],
  [
    'a add b mul c eq d sub e div f mod g',
    bin(
      'eq',
      14,
      bin('add', 2, m(0, 'a'), bin('mul', 8, m(6, 'b'), m(12, 'c'))),
      bin('sub', 19, m(17, 'd'), bin('mod', 31, bin('div', 25, m(23, 'e'), m(29, 'f')), m(35, 'g'))),
    ),
  ],
  ['a sub b sub c', bin('sub', 8, bin('sub', 2, m(0, 'a'), m(6, 'b')), m(12, 'c'))],
  ['a sub (b sub c)', bin('sub', 2, m(0, 'a'), bin('sub', 9, m(7, 'b'), m(13, 'c')))],
  ['-a add b', bin('add', 3, neg(0, m(1, 'a')), m(7, 'b'))],
  ['- 5 eq -5', bin('eq', 4, neg(0, int(2, 5)), int(7, -5))],
  ['--5 eq 5', bin('eq', 4, neg(0, int(1, -5)), int(7, 5))],
  ['-(a add b) eq 1', bin('eq', 11, neg(0, bin('add', 4, m(2, 'a'), m(8, 'b'))), int(14, 1))],
  [
    'id gt 0 and (typeid eq 3 or typeid eq 5) and not vedtaget',
    bin(
      'and',
      41,
      bin(
        'and',
        8,
        bin('gt', 3, m(0, 'id'), int(6, 0)),
        bin('or', 25, bin('eq', 20, m(13, 'typeid'), int(23, 3)), bin('eq', 35, m(28, 'typeid'), int(38, 5))),
      ),
      not(45, m(49, 'vedtaget')),
    ),
  ],

  // Every function, with its arity.
  ["substringof('klima',titel)", call('substringof', 0, str(12, 'klima'), m(20, 'titel'))],
  [
    "startswith(titel,'Forslag') eq true",
    bin('eq', 28, call('startswith', 0, m(11, 'titel'), str(17, 'Forslag')), bool(31, true)),
  ],
  ["endswith(titel,'lov')", call('endswith', 0, m(9, 'titel'), str(15, 'lov'))],
  ["indexof(titel,'a') ge -1", bin('ge', 19, call('indexof', 0, m(8, 'titel'), str(14, 'a')), int(22, -1))],
  [
    "substring(titel,1) eq 'x'",
    bin('eq', 19, call('substring', 0, m(10, 'titel'), int(16, 1)), str(22, 'x')),
  ],
  [
    "substring(titel,1,2) eq 'x'",
    bin('eq', 21, call('substring', 0, m(10, 'titel'), int(16, 1), int(18, 2)), str(24, 'x')),
  ],
  [
    "replace(titel,'a','b') eq concat(x,'y')",
    bin(
      'eq',
      23,
      call('replace', 0, m(8, 'titel'), str(14, 'a'), str(18, 'b')),
      call('concat', 26, m(33, 'x'), str(35, 'y')),
    ),
  ],
  ...UNARY_FUNCTIONS.map((name): FilterCase => {
    const n = name.length;
    return [`${name}(x) eq 1`, bin('eq', n + 4, call(name, 0, m(n + 1, 'x')), int(n + 7, 1))];
  }),
  ['year(opdateringsdato) eq 2025', bin('eq', 22, call('year', 0, m(5, 'opdateringsdato')), int(25, 2025))],
  ["tolower( navn ) eq 'x'", bin('eq', 16, call('tolower', 0, m(9, 'navn')), str(19, 'x'))],

  // Every literal kind.
  ['a eq 42', bin('eq', 2, m(0, 'a'), int(5, 42))],
  ['a eq -7', bin('eq', 2, m(0, 'a'), int(5, -7))],
  ['a eq 1.5', bin('eq', 2, m(0, 'a'), dec(5, 1.5))],
  ['a eq 2.5e3', bin('eq', 2, m(0, 'a'), dec(5, 2500))],
  ['a eq 5L', bin('eq', 2, m(0, 'a'), int(5, 5))],
  ['a eq 1.5M', bin('eq', 2, m(0, 'a'), dec(5, 1.5))],
  ['a eq 2d', bin('eq', 2, m(0, 'a'), dec(5, 2))],
  ['a eq 3f', bin('eq', 2, m(0, 'a'), dec(5, 3))],
  [
    "a eq 'O''Brien' and b eq ''",
    bin('and', 16, bin('eq', 2, m(0, 'a'), str(5, "O'Brien")), bin('eq', 22, m(20, 'b'), str(25, ''))),
  ],
  ["a eq 'it''s ''quoted'''", bin('eq', 2, m(0, 'a'), str(5, "it's 'quoted'"))],
  ["titel eq 'Æbleø på Ærø'", bin('eq', 6, m(0, 'titel'), str(9, 'Æbleø på Ærø'))],
  ["a eq datetime'2014-09-22T15:44:12'", bin('eq', 2, m(0, 'a'), dt(5, '2014-09-22T15:44:12'))],
  ["a eq datetime'2014-09-22T15:44:12.6'", bin('eq', 2, m(0, 'a'), dt(5, '2014-09-22T15:44:12.6'))],
  ["a eq datetime'2014-09-22T15:44:12.65'", bin('eq', 2, m(0, 'a'), dt(5, '2014-09-22T15:44:12.65'))],
  ["a eq datetime'2014-09-09T09:05:59.653'", bin('eq', 2, m(0, 'a'), dt(5, '2014-09-09T09:05:59.653'))],
  ["a eq datetime'2014-09-22T15:44'", bin('eq', 2, m(0, 'a'), dt(5, '2014-09-22T15:44'))],
  ["a eq datetime'2014-09-22'", bin('eq', 2, m(0, 'a'), dt(5, '2014-09-22'))],
  ["a eq datetime'2024-02-29T00:00:00Z'", bin('eq', 2, m(0, 'a'), dt(5, '2024-02-29T00:00:00Z'))],
  [
    "a eq datetimeoffset'2025-01-01T00:00:00+01:00'",
    bin('eq', 2, m(0, 'a'), dt(5, '2025-01-01T00:00:00+01:00')),
  ],
  ["a eq DateTime'2025-01-01T00:00:00'", bin('eq', 2, m(0, 'a'), dt(5, '2025-01-01T00:00:00'))],
  [
    "a eq guid'0f8fad5b-d9cb-469f-a165-70867728950e'",
    bin('eq', 2, m(0, 'a'), guid(5, '0f8fad5b-d9cb-469f-a165-70867728950e')),
  ],
  [
    'a eq true or a eq false',
    bin('or', 10, bin('eq', 2, m(0, 'a'), bool(5, true)), bin('eq', 15, m(13, 'a'), bool(18, false))),
  ],
  ['sagstrinid eq null', bin('eq', 11, m(0, 'sagstrinid'), nul(14))],
  ['Sag/Sagstrin/titel ne null', bin('ne', 19, m(0, 'Sag', 'Sagstrin', 'titel'), nul(22))],

  // Navigation paths and Danish names.
  ["Aktør/navn eq 'Frank Aaen'", bin('eq', 11, m(0, 'Aktør', 'navn'), str(14, 'Frank Aaen'))],
  ['aktørid eq 5', bin('eq', 8, m(0, 'aktørid'), int(11, 5))],
  ['mødeid eq 5', bin('eq', 7, m(0, 'mødeid'), int(10, 5))],

  // Lambdas.
  [
    "Stemme/any(s: s/Aktør/navn eq 'X')",
    lambda('any', 7, m(0, 'Stemme'), 's', bin('eq', 27, v(14, 's', 'Aktør', 'navn'), str(30, 'X'))),
  ],
  [
    'Dagsordenspunkt/any(d:d/sagid eq 5)',
    lambda('any', 16, m(0, 'Dagsordenspunkt'), 'd', bin('eq', 30, v(22, 'd', 'sagid'), int(33, 5))),
  ],
  ['Dagsordenspunkt/any()', lambda('any', 16, m(0, 'Dagsordenspunkt'), null, null)],
  [
    'Stemme/all(s: s/typeid eq 1)',
    lambda('all', 7, m(0, 'Stemme'), 's', bin('eq', 23, v(14, 's', 'typeid'), int(26, 1))),
  ],
  [
    'Afstemning/any(a: a/Stemme/any(s: s/typeid eq 1 and a/vedtaget))',
    lambda(
      'any',
      11,
      m(0, 'Afstemning'),
      'a',
      lambda(
        'any',
        27,
        v(18, 'a', 'Stemme'),
        's',
        bin('and', 48, bin('eq', 43, v(34, 's', 'typeid'), int(46, 1)), v(52, 'a', 'vedtaget')),
      ),
    ),
  ],
  [
    'Stemme/any(s: s/Aktør/SagAktør/any(sa: sa/rolleid eq 1 and s/typeid eq 1))',
    lambda(
      'any',
      7,
      m(0, 'Stemme'),
      's',
      lambda(
        'any',
        31,
        v(14, 's', 'Aktør', 'SagAktør'),
        'sa',
        bin(
          'and',
          55,
          bin('eq', 50, v(39, 'sa', 'rolleid'), int(53, 1)),
          bin('eq', 68, v(59, 's', 'typeid'), int(71, 1)),
        ),
      ),
    ),
  ],
  // The range variable is only in scope inside its lambda; outside, `x/c` is a plain path.
  [
    'A/any(x: x/b) and x/c eq 1',
    bin(
      'and',
      14,
      lambda('any', 2, m(0, 'A'), 'x', v(9, 'x', 'b')),
      bin('eq', 22, m(18, 'x', 'c'), int(25, 1)),
    ),
  ],
  ['s/typeid eq 1', bin('eq', 9, m(0, 's', 'typeid'), int(12, 1))],
  ["Tags/any(t: t eq 'a')", lambda('any', 5, m(0, 'Tags'), 't', bin('eq', 14, v(12, 't'), str(17, 'a')))],

  // Filters real clients send (docs/oda.md#addresses, #client-requests).
  [
    "opdateringsdato gt datetime'2019-03-22T15:45:32.273'",
    bin('gt', 16, m(0, 'opdateringsdato'), dt(19, '2019-03-22T15:45:32.273')),
  ],
  ['id gt 10000', bin('gt', 3, m(0, 'id'), int(6, 10000))],
  [
    "opdateringsdato gt datetime'2025-01-01T10:00:00.123+01:00'",
    bin('gt', 16, m(0, 'opdateringsdato'), dt(19, '2025-01-01T10:00:00.123+01:00')),
  ],
  [
    'typeid eq 4 and periodeid eq 163',
    bin('and', 12, bin('eq', 7, m(0, 'typeid'), int(10, 4)), bin('eq', 26, m(16, 'periodeid'), int(29, 163))),
  ],
  [
    'tilaktørid eq 12 and rolleid eq 15',
    bin(
      'and',
      17,
      bin('eq', 11, m(0, 'tilaktørid'), int(14, 12)),
      bin('eq', 29, m(21, 'rolleid'), int(32, 15)),
    ),
  ],
  [
    "aktørid eq 12 and opdateringsdato ge datetime'2025-01-01T00:00:00'",
    bin(
      'and',
      14,
      bin('eq', 8, m(0, 'aktørid'), int(11, 12)),
      bin('ge', 34, m(18, 'opdateringsdato'), dt(37, '2025-01-01T00:00:00')),
    ),
  ],
  ["type eq 'samling'", bin('eq', 5, m(0, 'type'), str(8, 'samling'))],
  ['typeid eq 5', bin('eq', 7, m(0, 'typeid'), int(10, 5))],
  [
    "nummerprefix eq 'L' or nummerprefix eq 'B'",
    bin(
      'or',
      20,
      bin('eq', 13, m(0, 'nummerprefix'), str(16, 'L')),
      bin('eq', 36, m(23, 'nummerprefix'), str(39, 'B')),
    ),
  ],
  // Bare ISO timestamp without `datetime` (a TypeScript syncer): read leniently as a datetime literal.
  [
    'opdateringsdato gt 2023-11-25T10:00:00.000Z',
    bin('gt', 16, m(0, 'opdateringsdato'), dt(19, '2023-11-25T10:00:00.000Z')),
  ],
  ['id gt 0', bin('gt', 3, m(0, 'id'), int(6, 0))],
];

/** A deep copy of a parsed value without any `pos` member, for comparisons "modulo positions". */
export function withoutPositions(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPositions);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'pos')
      .map(([key, member]) => [key, withoutPositions(member)]),
  );
}
