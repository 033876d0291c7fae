import { describe, expect, it } from 'vitest';
import type { Expr } from '@/lib/odata/ast';
import {
  and,
  bin,
  bool,
  dec,
  dt,
  eq,
  ge,
  gt,
  guid,
  int,
  le,
  lt,
  m,
  ne,
  neg,
  not,
  nul,
  or,
  str,
} from './ast.fixture';
import { compileFilter } from './compile-filter';
import { TypeMismatchError, UnknownEntitySetError, UnknownPropertyError } from './errors';

const f = (set: string, expr: Expr) => compileFilter(set, expr);

describe('compileFilter: comparisons', () => {
  it.each([
    ['eq', eq(m('typeid'), int(1)), 't0."typeid" = ?'],
    ['ne', ne(m('typeid'), int(1)), 't0."typeid" IS NOT ?'],
    ['gt', gt(m('typeid'), int(1)), 't0."typeid" > ?'],
    ['ge', ge(m('typeid'), int(1)), 't0."typeid" >= ?'],
    ['lt', lt(m('typeid'), int(1)), 't0."typeid" < ?'],
    ['le', le(m('typeid'), int(1)), 't0."typeid" <= ?'],
  ])('%s binds the literal', (_, expr, sql) => {
    expect(f('Afstemning', expr)).toEqual({ sql, parameters: [1] });
  });

  it('compiles eq null / ne null to IS NULL / IS NOT NULL without a parameter, on either side', () => {
    expect(f('Afstemning', eq(m('sagstrinid'), nul))).toEqual({
      sql: 't0."sagstrinid" IS NULL',
      parameters: [],
    });
    expect(f('Afstemning', ne(m('sagstrinid'), nul))).toEqual({
      sql: 't0."sagstrinid" IS NOT NULL',
      parameters: [],
    });
    expect(f('Afstemning', eq(nul, m('sagstrinid')))).toEqual({
      sql: 't0."sagstrinid" IS NULL',
      parameters: [],
    });
  });

  it('keeps .NET null semantics for eq/ne: IS between columns and under not, IS NOT for ne', () => {
    expect(f('AktørAktør', eq(m('startdato'), m('slutdato')))).toEqual({
      sql: 't0."startdato" IS t0."slutdato"',
      parameters: [],
    });
    expect(f('Afstemning', not(eq(m('kommentar'), str(''))))).toEqual({
      sql: 'NOT (t0."kommentar" IS ?)',
      parameters: [''],
    });
    expect(f('Afstemning', not(not(eq(m('kommentar'), str('')))))).toEqual({
      sql: 'NOT (NOT (t0."kommentar" = ?))',
      parameters: [''],
    });
  });

  it('binds booleans as 1/0 and accepts a bare boolean property as a condition', () => {
    expect(f('Afstemning', eq(m('vedtaget'), bool(true)))).toEqual({
      sql: 't0."vedtaget" = ?',
      parameters: [1],
    });
    expect(f('Afstemning', eq(m('vedtaget'), bool(false)))).toEqual({
      sql: 't0."vedtaget" = ?',
      parameters: [0],
    });
    expect(f('Afstemning', m('vedtaget'))).toEqual({ sql: 't0."vedtaget"', parameters: [] });
    expect(f('Afstemning', not(m('vedtaget')))).toEqual({ sql: 'NOT t0."vedtaget"', parameters: [] });
  });

  it('normalises datetime literals to the stored text form', () => {
    expect(f('Sag', gt(m('opdateringsdato'), dt('2019-03-22T15:45:32.270Z')))).toEqual({
      sql: 't0."opdateringsdato" > ?',
      parameters: ['2019-03-22T15:45:32.27'],
    });
    expect(f('Sag', ge(m('opdateringsdato'), dt('2025-01-01T00:00')))).toEqual({
      sql: 't0."opdateringsdato" >= ?',
      parameters: ['2025-01-01T00:00:00'],
    });
  });

  it('binds strings, decimals and guids as they are', () => {
    expect(f('Sag', eq(m('titel'), str("Lov om 'x'")))).toEqual({
      sql: 't0."titel" = ?',
      parameters: ["Lov om 'x'"],
    });
    expect(f('Afstemning', gt(m('nummer'), dec(1.5)))).toEqual({ sql: 't0."nummer" > ?', parameters: [1.5] });
    expect(f('Afstemning', eq(guid('a'), guid('a')))).toEqual({ sql: '? = ?', parameters: ['a', 'a'] });
  });
});

describe('compileFilter: logic and arithmetic', () => {
  it('parenthesises by precedence only', () => {
    const expr = and(or(eq(m('typeid'), int(1)), eq(m('typeid'), int(2))), not(m('vedtaget')));
    expect(f('Afstemning', expr)).toEqual({
      sql: '(t0."typeid" = ? OR t0."typeid" = ?) AND NOT t0."vedtaget"',
      parameters: [1, 2],
    });
    expect(f('Afstemning', or(and(m('vedtaget'), eq(m('typeid'), int(1))), eq(m('nummer'), int(7))))).toEqual(
      {
        sql: 't0."vedtaget" AND t0."typeid" = ? OR t0."nummer" = ?',
        parameters: [1, 7],
      },
    );
  });

  it.each([
    ['add', '+'],
    ['sub', '-'],
    ['mul', '*'],
    ['div', '/'],
    ['mod', '%'],
  ] as const)('%s → %s', (op, symbol) => {
    expect(f('Afstemning', eq(bin(op, m('nummer'), int(2)), int(4)))).toEqual({
      sql: `t0."nummer" ${symbol} ? = ?`,
      parameters: [2, 4],
    });
  });

  it('keeps right-nested and mixed arithmetic unambiguous, and negation safe from comment syntax', () => {
    const expr = eq(
      bin('sub', m('nummer'), bin('sub', m('typeid'), int(1))),
      bin('mul', bin('add', int(1), int(2)), int(3)),
    );
    expect(f('Afstemning', expr)).toEqual({
      sql: 't0."nummer" - (t0."typeid" - ?) IS (? + ?) * ?',
      parameters: [1, 1, 2, 3],
    });
    expect(f('Afstemning', eq(neg(neg(m('nummer'))), int(3)))).toEqual({
      sql: '-(-t0."nummer") = ?',
      parameters: [3],
    });
  });

  it('lets a comparison be an operand of another comparison', () => {
    expect(f('Afstemning', eq(eq(m('typeid'), int(1)), bool(false)))).toEqual({
      sql: '(t0."typeid" IS ?) = ?',
      parameters: [1, 0],
    });
  });
});

describe('compileFilter: errors', () => {
  it('names the unknown property, its entity and the option', () => {
    const error = (() => {
      try {
        f('Sag', eq(m('findesikke'), int(1)));
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(UnknownPropertyError);
    expect(error).toMatchObject({ entity: 'Sag', path: ['findesikke'], option: '$filter' });
  });

  it('matches names exactly: Danish letters and case', () => {
    expect(() => f('Stemme', eq(m('aktoerid'), int(5)))).toThrow(UnknownPropertyError);
    expect(() => f('Stemme', eq(m('Aktørid'), int(5)))).toThrow(UnknownPropertyError);
    expect(f('Stemme', eq(m('aktørid'), int(5)))).toEqual({ sql: 't0."aktørid" = ?', parameters: [5] });
  });

  it('reports unknown navigation segments and unknown range variables as unknown properties', () => {
    expect(() => f('Stemme', eq(m('Akteur/navn'), str('x')))).toThrow(UnknownPropertyError);
    expect(() => f('Stemme', eq(m('navn', 'q'), str('x')))).toThrow(UnknownPropertyError);
  });

  it.each<[string, string, Expr]>([
    ['string vs number', 'Sag', eq(m('titel'), int(1))],
    ['number vs string', 'Sag', eq(m('typeid'), str('1'))],
    ['datetime vs string', 'Sag', gt(m('opdateringsdato'), str('2020-01-01'))],
    ['boolean vs number', 'Afstemning', eq(m('vedtaget'), int(1))],
    ['arithmetic on text', 'Sag', eq(bin('add', m('titel'), int(1)), int(2))],
    ['arithmetic on datetime', 'Sag', eq(bin('add', m('opdateringsdato'), int(1)), int(2))],
    ['and on a number', 'Sag', and(m('typeid'), eq(m('typeid'), int(1)))],
    ['not on text', 'Sag', not(m('titel'))],
    ['negating text', 'Sag', eq(neg(m('titel')), int(1))],
    ['a non-boolean filter', 'Sag', m('titel')],
    ['a collection as a value', 'Sag', eq(m('Sagstrin'), int(1))],
    ['a collection mid-path', 'Sag', eq(m('Sagstrin/titel'), str('x'))],
    ['a property mid-path', 'Sag', eq(m('titel/x'), str('x'))],
    ['ordering a navigation against null', 'Afstemning', gt(m('Sagstrin'), nul)],
    ['a malformed datetime literal', 'Sag', gt(m('opdateringsdato'), dt('2020-13-01T00:00:00'))],
  ])('%s is a TypeMismatchError', (_, set, expr) => {
    expect(() => f(set, expr)).toThrow(TypeMismatchError);
  });

  it('rejects an unknown entity set', () => {
    expect(() => f('Sager', eq(m('id'), int(1)))).toThrow(UnknownEntitySetError);
  });
});
