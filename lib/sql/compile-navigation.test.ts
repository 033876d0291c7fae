import { describe, expect, it } from 'vitest';
import type { Expr } from '@/lib/odata/ast';
import { all, and, any, bool, call, eq, gt, int, m, ne, not, nul, or, str } from './ast.fixture';
import { compileFilter } from './compile-filter';
import { TypeMismatchError, UnknownPropertyError } from './errors';

const f = (set: string, expr: Expr) => compileFilter(set, expr);

describe('compileFilter: to-one navigation paths', () => {
  it('turns a positive comparison through a navigation into an index-driven semi-join', () => {
    expect(f('Stemme', eq(m('Aktør/navn'), str('Frank Aaen')))).toEqual({
      sql: 't0."aktørid" IN (SELECT t1."id" FROM "Aktør" AS t1 WHERE t1."navn" = ?)',
      parameters: ['Frank Aaen'],
    });
    expect(f('Afstemning', eq(m('Sagstrin/Sag/titel'), str('x')))).toEqual({
      sql: 't0."sagstrinid" IN (SELECT t1."id" FROM "Sagstrin" AS t1 WHERE t1."sagid" IN (SELECT t2."id" FROM "Sag" AS t2 WHERE t2."titel" = ?))',
      parameters: ['x'],
    });
  });

  it('semi-joins functions and boolean properties reached through a navigation', () => {
    expect(f('Sagstrin', call('startswith', m('Sag/nummer'), str('L')))).toEqual({
      sql: 't0."sagid" IN (SELECT t1."id" FROM "Sag" AS t1 WHERE substr(t1."nummer", 1, length(?)) = ?)',
      parameters: ['L', 'L'],
    });
    expect(f('Stemme', m('Afstemning/vedtaget'))).toEqual({
      sql: 't0."afstemningid" IN (SELECT t1."id" FROM "Afstemning" AS t1 WHERE t1."vedtaget")',
      parameters: [],
    });
  });

  it('uses a correlated scalar subquery where a missing target must count (ne, null, not, mixed paths)', () => {
    expect(f('Afstemning', ne(m('Sagstrin/Sag/titel'), str('x')))).toEqual({
      sql: '(SELECT t2."titel" FROM "Sagstrin" AS t1 JOIN "Sag" AS t2 ON t2."id" = t1."sagid" WHERE t1."id" = t0."sagstrinid") IS NOT ?',
      parameters: ['x'],
    });
    expect(f('Stemme', eq(m('Aktør/navn'), nul))).toEqual({
      sql: '(SELECT t1."navn" FROM "Aktør" AS t1 WHERE t1."id" = t0."aktørid") IS NULL',
      parameters: [],
    });
    expect(f('Stemme', not(eq(m('Aktør/navn'), str('x'))))).toEqual({
      sql: 'NOT ((SELECT t1."navn" FROM "Aktør" AS t1 WHERE t1."id" = t0."aktørid") IS ?)',
      parameters: ['x'],
    });
    expect(f('Afstemning', gt(m('Sagstrin/dato'), m('opdateringsdato')))).toEqual({
      sql: '(SELECT t1."dato" FROM "Sagstrin" AS t1 WHERE t1."id" = t0."sagstrinid") > t0."opdateringsdato"',
      parameters: [],
    });
  });

  it('compares a to-one navigation itself with null', () => {
    expect(f('Afstemning', eq(m('Sagstrin'), nul))).toEqual({
      sql: '(SELECT t1."id" FROM "Sagstrin" AS t1 WHERE t1."id" = t0."sagstrinid") IS NULL',
      parameters: [],
    });
  });

  it('reports an unknown property behind a navigation', () => {
    expect(() => f('Stemme', eq(m('Aktør/findesikke'), str('x')))).toThrow(UnknownPropertyError);
    expect(() => f('Stemme', ne(m('Aktør/findesikke'), str('x')))).toThrow(UnknownPropertyError);
  });
});

describe('compileFilter: any/all', () => {
  it("compiles the seed's Stemme/any(s: s/Aktør/navn eq 'X') to nested semi-joins", () => {
    expect(f('Afstemning', any(m('Stemme'), 's', eq(m('Aktør/navn', 's'), str('X'))))).toEqual({
      sql: 't0."id" IN (SELECT t1."afstemningid" FROM "Stemme" AS t1 WHERE t1."aktørid" IN (SELECT t2."id" FROM "Aktør" AS t2 WHERE t2."navn" = ?))',
      parameters: ['X'],
    });
  });

  it('reads $it (or no variable) inside a lambda body as the outer row', () => {
    expect(f('Sag', any(m('Sagstrin'), 'st', eq(m('dato', 'st'), m('opdateringsdato', '$it'))))).toEqual({
      sql: 'EXISTS (SELECT 1 FROM "Sagstrin" AS t1 WHERE t1."sagid" = t0."id" AND t1."dato" IS t0."opdateringsdato")',
      parameters: [],
    });
  });

  it('compiles any() to a correlated EXISTS', () => {
    expect(f('Afstemning', any(m('Stemme')))).toEqual({
      sql: 'EXISTS (SELECT 1 FROM "Stemme" AS t1 WHERE t1."afstemningid" = t0."id")',
      parameters: [],
    });
    expect(f('Afstemning', not(any(m('Stemme'))))).toEqual({
      sql: 'NOT EXISTS (SELECT 1 FROM "Stemme" AS t1 WHERE t1."afstemningid" = t0."id")',
      parameters: [],
    });
  });

  it('uses EXISTS when the body reads the outer row, and under not', () => {
    expect(f('Sag', any(m('Sagstrin'), 'st', gt(m('dato', 'st'), m('opdateringsdato'))))).toEqual({
      sql: 'EXISTS (SELECT 1 FROM "Sagstrin" AS t1 WHERE t1."sagid" = t0."id" AND t1."dato" > t0."opdateringsdato")',
      parameters: [],
    });
    expect(f('Afstemning', not(any(m('Stemme'), 's', eq(m('typeid', 's'), int(1)))))).toEqual({
      sql: 'NOT EXISTS (SELECT 1 FROM "Stemme" AS t1 WHERE t1."afstemningid" = t0."id" AND t1."typeid" = ?)',
      parameters: [1],
    });
  });

  it('compiles all to NOT EXISTS (… AND NOT (p)) with p in negative position', () => {
    expect(f('Afstemning', all(m('Stemme'), 's', eq(m('typeid', 's'), int(1))))).toEqual({
      sql: 'NOT EXISTS (SELECT 1 FROM "Stemme" AS t1 WHERE t1."afstemningid" = t0."id" AND NOT (t1."typeid" IS ?))',
      parameters: [1],
    });
  });

  it('nests lambdas with their own aliases', () => {
    const inner = any(m('Afstemning', 'st'), 'a', eq(m('vedtaget', 'a'), bool(true)));
    expect(f('Sag', any(m('Sagstrin'), 'st', inner))).toEqual({
      sql: 't0."id" IN (SELECT t1."sagid" FROM "Sagstrin" AS t1 WHERE t1."id" IN (SELECT t2."sagstrinid" FROM "Afstemning" AS t2 WHERE t2."vedtaget" = ?))',
      parameters: [1],
    });
    const correlated = all(m('Afstemning', 'st'), 'a', eq(m('mødeid', 'a'), int(3)));
    expect(f('Sag', any(m('Sagstrin'), 'st', and(correlated, eq(m('typeid', 'st'), int(2)))))).toEqual({
      sql: 't0."id" IN (SELECT t1."sagid" FROM "Sagstrin" AS t1 WHERE NOT EXISTS (SELECT 1 FROM "Afstemning" AS t2 WHERE t2."sagstrinid" = t1."id" AND NOT (t2."mødeid" IS ?)) AND t1."typeid" = ?)',
      parameters: [3, 2],
    });
  });

  it('reaches a collection through a to-one hop', () => {
    expect(f('Afstemning', any(m('Sagstrin/Afstemning'), 'a', eq(m('typeid', 'a'), int(4))))).toEqual({
      sql: 't0."sagstrinid" IN (SELECT t1."id" FROM "Sagstrin" AS t1 WHERE t1."id" IN (SELECT t2."sagstrinid" FROM "Afstemning" AS t2 WHERE t2."typeid" = ?))',
      parameters: [4],
    });
    expect(f('Afstemning', all(m('Sagstrin/Afstemning'), 'a', eq(m('typeid', 'a'), int(4))))).toEqual({
      sql: 'NOT EXISTS (SELECT 1 FROM "Afstemning" AS t2 WHERE t2."sagstrinid" = (SELECT t1."id" FROM "Sagstrin" AS t1 WHERE t1."id" = t0."sagstrinid") AND NOT (t2."typeid" IS ?))',
      parameters: [4],
    });
  });

  it('rejects lambdas over non-collections and bodies that are not conditions', () => {
    expect(() => f('Stemme', any(m('Aktør'), 'a', eq(m('id', 'a'), int(1))))).toThrow(TypeMismatchError);
    expect(() => f('Afstemning', any(m('Stemme'), 's', m('typeid', 's')))).toThrow(TypeMismatchError);
    expect(() => f('Afstemning', any(m('Stemme'), 's', eq(m('findesikke', 's'), int(1))))).toThrow(
      UnknownPropertyError,
    );
  });
});

describe('compileFilter: aliases the spec requires', () => {
  it('Møde: Dagsordenspunkt/any(d: d/sagid eq 5) finds meetings with case 5 on the agenda', () => {
    expect(f('Møde', any(m('Dagsordenspunkt'), 'd', eq(m('sagid', 'd'), int(5))))).toEqual({
      sql: 't0."id" IN (SELECT t1."mødeid" FROM "Dagsordenspunkt" AS t1 WHERE t1."id" IN (SELECT t2."dagsordenspunktid" FROM "DagsordenspunktSag" AS t2 WHERE t2."sagid" = ?))',
      parameters: [5],
    });
  });

  it('Dagsordenspunkt.sagid: EXISTS over DagsordenspunktSag where the position needs it; other operators likewise', () => {
    expect(f('Dagsordenspunkt', not(eq(m('sagid'), int(5))))).toEqual({
      sql: 'NOT EXISTS (SELECT 1 FROM "DagsordenspunktSag" AS t1 WHERE t1."dagsordenspunktid" = t0."id" AND t1."sagid" = ?)',
      parameters: [5],
    });
    expect(f('Dagsordenspunkt', or(gt(m('sagid'), int(5)), eq(m('nummer'), str('1'))))).toEqual({
      sql: 't0."id" IN (SELECT t1."dagsordenspunktid" FROM "DagsordenspunktSag" AS t1 WHERE t1."sagid" > ?) OR t0."nummer" = ?',
      parameters: [5, '1'],
    });
    expect(f('Dagsordenspunkt', eq(m('sagid'), nul))).toEqual({
      sql: 'NOT EXISTS (SELECT 1 FROM "DagsordenspunktSag" AS t1 WHERE t1."dagsordenspunktid" = t0."id")',
      parameters: [],
    });
    expect(f('Dagsordenspunkt', ne(m('sagid'), nul))).toEqual({
      sql: 'EXISTS (SELECT 1 FROM "DagsordenspunktSag" AS t1 WHERE t1."dagsordenspunktid" = t0."id")',
      parameters: [],
    });
  });

  it('Dagsordenspunkt.sagid is for comparisons only', () => {
    expect(() => f('Dagsordenspunkt', eq(call('length', m('sagid')), int(1)))).toThrow(TypeMismatchError);
    expect(() => f('Sag', eq(m('sagid'), int(1)))).toThrow(UnknownPropertyError);
  });

  it('Aktør: AktørAktør/any matches relations on either end', () => {
    expect(f('Aktør', any(m('AktørAktør'), 'x', eq(m('rolleid', 'x'), int(15))))).toEqual({
      sql: 't0."id" IN (SELECT t1."fraaktørid" FROM "AktørAktør" AS t1 WHERE t1."rolleid" = ? UNION ALL SELECT t2."tilaktørid" FROM "AktørAktør" AS t2 WHERE t2."rolleid" = ?)',
      parameters: [15, 15],
    });
    expect(f('Aktør', any(m('AktørAktør')))).toEqual({
      sql: 'EXISTS (SELECT 1 FROM "AktørAktør" AS t1 WHERE (t1."fraaktørid" = t0."id" OR t1."tilaktørid" = t0."id"))',
      parameters: [],
    });
    expect(f('Aktør', all(m('AktørAktør'), 'x', eq(m('rolleid', 'x'), int(15))))).toEqual({
      sql: 'NOT EXISTS (SELECT 1 FROM "AktørAktør" AS t1 WHERE (t1."fraaktørid" = t0."id" OR t1."tilaktørid" = t0."id") AND NOT (t1."rolleid" IS ?))',
      parameters: [15],
    });
  });
});

describe('compileFilter: full-text index for substringof', () => {
  it('narrows Sag and its views through Sag_fts, then checks the exact case-sensitive substring', () => {
    const expected = {
      sql: 't0."id" IN (SELECT rowid FROM "Sag_fts" WHERE "Sag_fts" MATCH ?) AND instr(t0."titel", ?) > 0',
      parameters: ['{"titel"} : "klima"', 'klima'],
    };
    expect(f('Sag', call('substringof', str('klima'), m('titel')))).toEqual(expected);
    expect(f('Forslag', call('substringof', str('klima'), m('titel')))).toEqual(expected);
    expect(f('Dokument', call('substringof', str('Svar "på"'), m('titel')))).toEqual({
      sql: 't0."id" IN (SELECT rowid FROM "Dokument_fts" WHERE "Dokument_fts" MATCH ?) AND instr(t0."titel", ?) > 0',
      parameters: ['{"titel"} : "Svar ""på"""', 'Svar "på"'],
    });
  });

  it('reaches the index through a navigation semi-join', () => {
    expect(f('Sagstrin', call('substringof', str('klima'), m('Sag/resume')))).toEqual({
      sql: 't0."sagid" IN (SELECT t1."id" FROM "Sag" AS t1 WHERE t1."id" IN (SELECT rowid FROM "Sag_fts" WHERE "Sag_fts" MATCH ?) AND instr(t1."resume", ?) > 0)',
      parameters: ['{"resume"} : "klima"', 'klima'],
    });
  });

  it('keeps plain instr for short literals, NULs (FTS5 cannot quote them), unindexed columns and negative position', () => {
    const plain = (col: string, text: string) => ({ sql: `instr(t0."${col}", ?) > 0`, parameters: [text] });
    expect(f('Sag', call('substringof', str('kl'), m('titel')))).toEqual(plain('titel', 'kl'));
    expect(f('Sag', call('substringof', str('abc\u0000def'), m('titel')))).toEqual(
      plain('titel', 'abc\u0000def'),
    );
    expect(f('Sag', call('substringof', str('klima'), m('begrundelse')))).toEqual(
      plain('begrundelse', 'klima'),
    );
    expect(f('Sag', not(call('substringof', str('klima'), m('titel'))))).toEqual({
      sql: 'NOT (instr(t0."titel", ?) > 0)',
      parameters: ['klima'],
    });
  });
});
