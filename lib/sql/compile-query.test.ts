import { describe, expect, it } from 'vitest';
import { all, any, asc, desc, eq, int, m, or, str } from './ast.fixture';
import { compileByKey, compileCollection, compileCount } from './compile-query';
import { TypeMismatchError, UnknownEntitySetError, UnknownPropertyError } from './errors';
import { findNavigation, getEntitySet } from './model-lookup';

const AFSTEMNING_COLUMNS =
  't0."id", t0."nummer", t0."konklusion", t0."vedtaget", t0."kommentar", t0."mødeid", t0."typeid", t0."sagstrinid", t0."opdateringsdato"';

describe('compileCollection', () => {
  it('selects the columns in model order, ordered by id, with bound paging', () => {
    expect(compileCollection('Afstemning', { top: 100, skip: 0 })).toEqual({
      sql: `SELECT ${AFSTEMNING_COLUMNS} FROM "Afstemning" AS t0 ORDER BY t0."id" LIMIT ? OFFSET ?`,
      parameters: [100, 0],
    });
  });

  it('adds the filter and keeps the parameters in textual order', () => {
    expect(compileCollection('Afstemning', { filter: eq(m('typeid'), int(1)), top: 5, skip: 10 })).toEqual({
      sql: `SELECT ${AFSTEMNING_COLUMNS} FROM "Afstemning" AS t0 WHERE t0."typeid" = ? ORDER BY t0."id" LIMIT ? OFFSET ?`,
      parameters: [1, 5, 10],
    });
  });

  it('orders by several keys and always ends with the id tiebreak', () => {
    const sql = compileCollection('Periode', {
      orderby: [desc('startdato'), asc('titel')],
      top: 5,
      skip: 0,
    }).sql;
    expect(sql).toBe(
      'SELECT t0."id", t0."startdato", t0."slutdato", t0."type", t0."kode", t0."titel", t0."opdateringsdato" FROM "Periode" AS t0 ORDER BY t0."startdato" DESC, t0."titel", t0."id" LIMIT ? OFFSET ?',
    );
  });

  it('does not repeat id when the order already has it', () => {
    expect(compileCollection('Afstemning', { orderby: [desc('id')], top: 1, skip: 0 }).sql).toBe(
      `SELECT ${AFSTEMNING_COLUMNS} FROM "Afstemning" AS t0 ORDER BY t0."id" DESC LIMIT ? OFFSET ?`,
    );
  });

  it('orders through to-one navigations with correlated subqueries, after a filter that used aliases; loops that may run long check the deadline', () => {
    const result = compileCollection('Afstemning', {
      filter: eq(m('Møde/titel'), str('x')),
      orderby: [desc('Sagstrin/Sag/titel')],
      top: 10,
      skip: 0,
    });
    expect(result).toEqual({
      sql: `SELECT ${AFSTEMNING_COLUMNS} FROM "Afstemning" AS t0 WHERE tingdata_deadline(t0."id") AND t0."mødeid" IN (SELECT t1."id" FROM "Møde" AS t1 WHERE tingdata_deadline(t1."id") AND t1."titel" = ?) ORDER BY (SELECT t3."titel" FROM "Sagstrin" AS t2 JOIN "Sag" AS t3 ON t3."id" = t2."sagid" WHERE t2."id" = t0."sagstrinid") DESC, t0."id" LIMIT ? OFFSET ?`,
      parameters: ['x', 10, 0],
    });
  });

  it('checks the deadline in each lambda loop and in the root loop, and not without subqueries or when asked not to', () => {
    const filter = or(
      any(m('Stemme'), 's', eq(m('typeid', 's'), int(1))),
      all(m('Stemme'), 's', eq(m('aktørid', 's'), m('id'))),
    );
    expect(compileCount('Afstemning', { filter })).toEqual({
      sql: 'SELECT count(*) AS "count" FROM "Afstemning" AS t0 WHERE tingdata_deadline(t0."id") AND (t0."id" IN (SELECT t1."afstemningid" FROM "Stemme" AS t1 WHERE tingdata_deadline(t1."id") AND t1."typeid" = ?) OR NOT EXISTS (SELECT 1 FROM "Stemme" AS t2 WHERE t2."afstemningid" = t0."id" AND tingdata_deadline(t2."id") AND NOT (t2."aktørid" IS t0."id")))',
      parameters: [1],
    });
    expect(compileCount('Afstemning', { filter }, { deadline: false }).sql).not.toContain(
      'tingdata_deadline',
    );
    expect(compileCount('Afstemning', { filter: eq(m('typeid'), int(1)) }).sql).not.toContain(
      'tingdata_deadline',
    );
  });

  it('scopes rows to one source row’s navigation: by column, by either column of an alias, through a junction', () => {
    const of = (set: string, navigation: string) => {
      const link = findNavigation(getEntitySet(set), navigation);
      if (link?.kind !== 'collection') throw new Error(`${set}/${navigation} is no collection`);
      return link;
    };
    expect(compileCount('Stemme', { scope: { link: of('Afstemning', 'Stemme'), key: 7 } })).toEqual({
      sql: 'SELECT count(*) AS "count" FROM "Stemme" AS t0 WHERE t0."afstemningid" = ?',
      parameters: [7],
    });
    expect(compileCount('AktørAktør', { scope: { link: of('Aktør', 'AktørAktør'), key: 5 } })).toEqual({
      sql: 'SELECT count(*) AS "count" FROM "AktørAktør" AS t0 WHERE (t0."fraaktørid" = ? OR t0."tilaktørid" = ?)',
      parameters: [5, 5],
    });
    expect(
      compileCount('Sag', {
        scope: { link: of('Dagsordenspunkt', 'Sag'), key: 9 },
        filter: or(eq(m('typeid'), int(3)), eq(m('typeid'), int(5))),
      }),
    ).toEqual({
      sql: 'SELECT count(*) AS "count" FROM "Sag" AS t0 WHERE tingdata_deadline(t0."id") AND t0."id" IN (SELECT t1."sagid" FROM "DagsordenspunktSag" AS t1 WHERE t1."dagsordenspunktid" = ?) AND (t0."typeid" = ? OR t0."typeid" = ?)',
      parameters: [9, 3, 5],
    });
  });

  it('rejects unknown $orderby properties (ODA: 400) with the option named', () => {
    expect(() => compileCollection('Sag', { orderby: [asc('findesikke')], top: 1, skip: 0 })).toThrow(
      expect.objectContaining({ name: 'UnknownPropertyError', option: '$orderby', path: ['findesikke'] }),
    );
    expect(() =>
      compileCollection('Sag', { orderby: [asc('Sagstype/findesikke')], top: 1, skip: 0 }),
    ).toThrow(UnknownPropertyError);
    expect(() => compileCollection('Dagsordenspunkt', { orderby: [asc('sagid')], top: 1, skip: 0 })).toThrow(
      UnknownPropertyError,
    );
    expect(() => compileCollection('Sag', { orderby: [asc('Sagstype')], top: 1, skip: 0 })).toThrow(
      TypeMismatchError,
    );
    expect(() => compileCollection('Sag', { orderby: [asc('Sagstrin/dato')], top: 1, skip: 0 })).toThrow(
      TypeMismatchError,
    );
  });

  it('reads the Sag views like tables', () => {
    expect(compileCollection('Forslag', { top: 1, skip: 0 }).sql).toMatch(
      /^SELECT t0\."id", t0\."typeid", .* FROM "Forslag" AS t0 ORDER BY t0\."id" LIMIT \? OFFSET \?$/,
    );
  });

  it('rejects an unknown entity set', () => {
    expect(() => compileCollection('Sager', { top: 1, skip: 0 })).toThrow(UnknownEntitySetError);
  });
});

describe('compileCount and compileByKey', () => {
  it('counts with or without a filter', () => {
    expect(compileCount('Afstemning')).toEqual({
      sql: 'SELECT count(*) AS "count" FROM "Afstemning" AS t0',
      parameters: [],
    });
    expect(compileCount('Afstemning', { filter: eq(m('typeid'), int(2)) })).toEqual({
      sql: 'SELECT count(*) AS "count" FROM "Afstemning" AS t0 WHERE t0."typeid" = ?',
      parameters: [2],
    });
  });

  it('reads one row by key', () => {
    expect(compileByKey('Afstemning', 10530)).toEqual({
      sql: `SELECT ${AFSTEMNING_COLUMNS} FROM "Afstemning" AS t0 WHERE t0."id" = ?`,
      parameters: [10530],
    });
  });
});
