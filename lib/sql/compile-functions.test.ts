import { describe, expect, it } from 'vitest';
import type { Expr } from '@/lib/odata/ast';
import { call, dt, eq, ge, gt, int, le, lt, m, ne, not, str } from './ast.fixture';
import { compileFilter } from './compile-filter';
import { TypeMismatchError } from './errors';

const f = (set: string, expr: Expr) => compileFilter(set, expr);

describe('compileFilter: string functions', () => {
  it('substringof(a, b) is instr(b, a) > 0: note the swapped argument order', () => {
    expect(f('Aktør', call('substringof', str('Aa'), m('navn')))).toEqual({
      sql: 'instr(t0."navn", ?) > 0',
      parameters: ['Aa'],
    });
  });

  it('startswith compares a prefix by length, without LIKE wildcards or collation', () => {
    expect(f('Aktør', call('startswith', m('navn'), str('Fr%')))).toEqual({
      sql: 'substr(t0."navn", 1, length(?)) = ?',
      parameters: ['Fr%', 'Fr%'],
    });
  });

  it('endswith compares the tail, also for an empty suffix', () => {
    expect(f('Aktør', call('endswith', m('navn'), str('en')))).toEqual({
      sql: 'substr(t0."navn", length(t0."navn") - length(?) + 1) = ?',
      parameters: ['en', 'en'],
    });
  });

  it('length, 0-based indexof and substring', () => {
    expect(f('Aktør', gt(call('length', m('navn')), int(3)))).toEqual({
      sql: 'length(t0."navn") > ?',
      parameters: [3],
    });
    expect(f('Aktør', eq(call('indexof', m('navn'), str('a')), int(0)))).toEqual({
      sql: 'instr(t0."navn", ?) - 1 = ?',
      parameters: ['a', 0],
    });
    expect(f('Aktør', eq(call('substring', m('navn'), int(1)), str('rank')))).toEqual({
      sql: 'substr(t0."navn", ? + 1) = ?',
      parameters: [1, 'rank'],
    });
    expect(f('Aktør', eq(call('substring', m('navn'), int(1), int(2)), str('ra')))).toEqual({
      sql: 'substr(t0."navn", ? + 1, ?) = ?',
      parameters: [1, 2, 'ra'],
    });
  });

  it('tolower/toupper fold the Nordic letters SQLite leaves alone, then ASCII', () => {
    expect(f('Aktør', eq(call('tolower', m('navn')), str('søren')))).toEqual({
      sql: `lower(replace(replace(replace(replace(replace(replace(replace(t0."navn", 'Æ', 'æ'), 'Ø', 'ø'), 'Å', 'å'), 'Ä', 'ä'), 'Ö', 'ö'), 'Ü', 'ü'), 'É', 'é')) = ?`,
      parameters: ['søren'],
    });
    expect(f('Aktør', eq(call('toupper', m('navn')), str('SØREN')))).toEqual({
      sql: `upper(replace(replace(replace(replace(replace(replace(replace(t0."navn", 'æ', 'Æ'), 'ø', 'Ø'), 'å', 'Å'), 'ä', 'Ä'), 'ö', 'Ö'), 'ü', 'Ü'), 'é', 'É')) = ?`,
      parameters: ['SØREN'],
    });
  });

  it('trim, concat and replace', () => {
    expect(f('Aktør', eq(call('trim', m('navn')), str('x')))).toEqual({
      sql: 'trim(t0."navn") = ?',
      parameters: ['x'],
    });
    expect(f('Aktør', eq(call('concat', m('fornavn'), str(' '), m('efternavn')), str('a b')))).toEqual({
      sql: 't0."fornavn" || ? || t0."efternavn" = ?',
      parameters: [' ', 'a b'],
    });
    expect(f('Aktør', eq(call('replace', m('navn'), str('a'), str('b')), str('x')))).toEqual({
      sql: 'replace(t0."navn", ?, ?) = ?',
      parameters: ['a', 'b', 'x'],
    });
  });

  it('nests functions', () => {
    expect(
      f(
        'Aktør',
        call('substringof', str('aa'), call('tolower', call('concat', m('fornavn'), m('efternavn')))),
      ),
    ).toEqual({
      sql: `instr(lower(replace(replace(replace(replace(replace(replace(replace(t0."fornavn" || t0."efternavn", 'Æ', 'æ'), 'Ø', 'ø'), 'Å', 'å'), 'Ä', 'ä'), 'Ö', 'ö'), 'Ü', 'ü'), 'É', 'é')), ?) > 0`,
      parameters: ['aa'],
    });
  });
});

describe('compileFilter: date and number functions', () => {
  it.each([
    ['month', 6, 2],
    ['day', 9, 2],
    ['hour', 12, 2],
    ['minute', 15, 2],
    ['second', 18, 2],
  ] as const)('%s reads its digits from the ISO text', (name, start, length) => {
    expect(f('Møde', eq(call(name, m('dato')), int(5)))).toEqual({
      sql: `CAST(substr(t0."dato", ${start}, ${length}) AS INTEGER) = ?`,
      parameters: [5],
    });
  });

  it('year compared to an integer becomes an index-friendly text range in positive position', () => {
    const y = call('year', m('dato'));
    expect(f('Møde', eq(y, int(2024)))).toEqual({
      sql: 't0."dato" >= ? AND t0."dato" < ?',
      parameters: ['2024', '2025'],
    });
    expect(f('Møde', gt(y, int(2024)))).toEqual({ sql: 't0."dato" >= ?', parameters: ['2025'] });
    expect(f('Møde', ge(y, int(2024)))).toEqual({ sql: 't0."dato" >= ?', parameters: ['2024'] });
    expect(f('Møde', lt(y, int(2024)))).toEqual({ sql: 't0."dato" < ?', parameters: ['2024'] });
    expect(f('Møde', le(y, int(2024)))).toEqual({ sql: 't0."dato" < ?', parameters: ['2025'] });
    expect(f('Møde', lt(int(2024), y))).toEqual({ sql: 't0."dato" >= ?', parameters: ['2025'] });
  });

  it('year keeps the exact form for ne, under not, and beside other operands', () => {
    const y = call('year', m('dato'));
    expect(f('Møde', ne(y, int(2024)))).toEqual({
      sql: 'CAST(substr(t0."dato", 1, 4) AS INTEGER) IS NOT ?',
      parameters: [2024],
    });
    expect(f('Møde', not(eq(y, int(2024))))).toEqual({
      sql: 'NOT (CAST(substr(t0."dato", 1, 4) AS INTEGER) IS ?)',
      parameters: [2024],
    });
    expect(f('Møde', eq(y, call('year', m('opdateringsdato'))))).toEqual({
      sql: 'CAST(substr(t0."dato", 1, 4) AS INTEGER) IS CAST(substr(t0."opdateringsdato", 1, 4) AS INTEGER)',
      parameters: [],
    });
  });

  it('round, floor, ceiling', () => {
    for (const name of ['round', 'floor', 'ceiling'] as const) {
      expect(f('Afstemning', eq(call(name, m('nummer')), int(2)))).toEqual({
        sql: `${name}(t0."nummer") = ?`,
        parameters: [2],
      });
    }
  });

  it.each<[string, Expr]>([
    ["year('x')", eq(call('year', str('2020-01-01')), int(2020))],
    ['year(number)', eq(call('year', m('typeid')), int(2020))],
    ['length(number)', eq(call('length', m('typeid')), int(1))],
    ['substringof(number, text)', call('substringof', int(1), m('titel'))],
    ['round(text)', eq(call('round', m('titel')), int(1))],
    ['substring(text, text)', eq(call('substring', m('titel'), str('1')), str('x'))],
    ['a function with too few arguments', eq(call('replace', m('titel'), str('a')), str('x'))],
    ['a function with too many arguments', eq(call('length', m('titel'), m('titel')), int(1))],
    ['a string function as a filter', call('tolower', m('titel'))],
    ['a datetime compared to a number', eq(call('year', dt('2020-01-01T00:00:00')), str('2020'))],
  ])('%s is a TypeMismatchError', (_, expr) => {
    expect(() => f('Sag', expr)).toThrow(TypeMismatchError);
  });
});
