import { describe, expect, it } from 'vitest';
import type { Expr } from '@/lib/odata/ast';
import type { CompiledSql } from '@/lib/store/compiled-sql';
import { installDeadline } from '@/lib/store/query-deadline';
import { type FixtureRow, memoryStore, type StoreBuilder } from '@/lib/store/store-builder.fixture';
import {
  all,
  any,
  asc,
  bool,
  call,
  desc,
  dt,
  eq,
  ge,
  gt,
  int,
  le,
  lt,
  m,
  ne,
  not,
  nul,
  or,
  str,
} from './ast.fixture';
import { compileExpansion, PARENT_COLUMN } from './compile-expand';
import { compileFilter } from './compile-filter';
import { compileByKey, compileCollection, compileCount } from './compile-query';
import { findNavigation, getEntitySet } from './model-lookup';

type Row = Record<string, unknown>;

/** An in-memory store with the real schema and a handful of rows, loaded the way the generator loads: tables, rows, then indexes/views/FTS. */
function buildStore() {
  return memoryStore(fillStore);
}

/** The rows, each stamped as written here (the agenda items with none). */
function fillStore(store: StoreBuilder) {
  const insert = (table: string, rows: FixtureRow[]) => store.rows(table, rows);
  const stamp = '2024-01-01T00:00:00';
  insert('Periode', [
    {
      id: 1,
      startdato: '2023-10-03T00:00:00',
      slutdato: '2024-10-01T00:00:00',
      type: 'samling',
      kode: '20231',
      titel: '2023-24',
      opdateringsdato: stamp,
    },
  ]);
  const sag = (id: number, typeid: number, titel: string, opdateringsdato: string) => ({
    id,
    typeid,
    statusid: 1,
    titel,
    titelkort: '',
    resume: '',
    periodeid: 1,
    opdateringsdato,
  });
  insert('Sag', [
    sag(1, 3, 'Forslag til lov om klimaafgift', '2023-05-01T10:00:00'),
    sag(2, 5, 'Klimaplan for Danmark', '2024-02-01T10:00:00.5'),
    sag(3, 8, 'Lov om ændring af ligningsloven', '2024-12-31T23:59:59.997'),
    sag(4, 3, 'Beretning om Økonomi', '2025-01-01T00:00:00'),
    sag(5, 4, 'Spørgsmål om klimaet', '2024-06-01T08:00:00'),
  ]);
  const trin = (id: number, sagid: number, dato: string) => ({
    id,
    sagid,
    typeid: 1,
    statusid: 1,
    titel: `Trin ${id}`,
    dato,
    opdateringsdato: stamp,
  });
  insert('Sagstrin', [
    trin(1, 1, '2024-01-10T00:00:00'),
    trin(2, 2, '2024-02-10T00:00:00'),
    trin(3, 5, '2024-03-10T00:00:00'),
  ]);
  const aktør = (id: number, navn: string, typeid = 5) => ({ id, typeid, navn, opdateringsdato: stamp });
  insert('Aktør', [
    aktør(1, 'Frank Aaen'),
    aktør(2, 'Søren Pind'),
    aktør(3, 'Pia Kjærsgaard'),
    aktør(4, 'Enhedslisten', 4),
  ]);
  insert('AktørAktør', [
    { id: 1, fraaktørid: 1, tilaktørid: 4, rolleid: 15, opdateringsdato: stamp },
    { id: 2, fraaktørid: 2, tilaktørid: 4, rolleid: 15, opdateringsdato: stamp },
    { id: 3, fraaktørid: 4, tilaktørid: 3, rolleid: 10, opdateringsdato: stamp },
  ]);
  insert(
    'Møde',
    [1, 2, 3].map((id) => ({
      id,
      titel: `Møde ${id}`,
      periodeid: 1,
      dato: `2024-0${id}-01T13:00:00`,
      opdateringsdato: stamp,
    })),
  );
  insert('Dagsordenspunkt', [
    { id: 1, mødeid: 1, opdateringsdato: null },
    { id: 2, mødeid: 2, opdateringsdato: null },
    { id: 3, mødeid: 2, opdateringsdato: null },
    { id: 4, mødeid: 3, opdateringsdato: null },
  ]);
  insert('DagsordenspunktSag', [
    { id: 1, dagsordenspunktid: 1, sagid: 5, opdateringsdato: stamp },
    { id: 2, dagsordenspunktid: 2, sagid: 1, opdateringsdato: stamp },
    { id: 3, dagsordenspunktid: 3, sagid: 5, opdateringsdato: stamp },
  ]);
  const afst = (id: number, sagstrinid: number | null, kommentar: string | null) => ({
    id,
    nummer: 400 + id,
    vedtaget: id % 2,
    kommentar,
    mødeid: 1,
    typeid: 1,
    sagstrinid,
    opdateringsdato: stamp,
  });
  insert('Afstemning', [
    afst(1, 1, null),
    afst(2, 2, ''),
    afst(3, null, 'Tekst'),
    afst(4, 3, ''),
    afst(5, 3, null),
    afst(6, null, null),
  ]);
  let stemme = 0;
  const votes = (afstemningid: number, aktører: number[]) =>
    aktører.map((aktørid) => ({ id: ++stemme, typeid: 1, afstemningid, aktørid, opdateringsdato: stamp }));
  insert('Stemme', [
    ...votes(1, [1, 2]),
    ...votes(2, [2]),
    ...votes(3, [3]),
    ...votes(
      4,
      Array.from({ length: 150 }, (_, i) => (i % 3) + 1),
    ),
    ...votes(5, [2, 2, 2]),
  ]);
}

const db = buildStore();
// Compiled statements call the deadline function (lib/sql/deadline.ts).
installDeadline(db);
const rows = (q: CompiledSql): Row[] => db.prepare(q.sql).all(...q.parameters) as Row[];
/** An expansion's rows (one JSON array of arrays) as records of `target`'s columns, then `__parent`. */
const expansion = (q: CompiledSql, target?: string): Row[] => {
  const names = target ? getEntitySet(target).properties.map((p) => p.name) : [];
  return (JSON.parse(String(rows(q)[0]?.rows)) as unknown[][]).map((values) =>
    Object.fromEntries(values.map((v, i) => [names[i] ?? PARENT_COLUMN, v])),
  );
};
const ids = (set: string, filter: Expr): unknown[] =>
  rows(compileCollection(set, { filter, top: 100, skip: 0 })).map((r) => r.id);
const whereIds = (set: string, filter: Expr): unknown[] => {
  const { sql, parameters } = compileFilter(set, filter);
  return (
    db.prepare(`SELECT t0."id" FROM "${set}" AS t0 WHERE ${sql} ORDER BY t0."id"`).all(...parameters) as Row[]
  ).map((r) => r.id);
};

describe('compiled SQL against a real store', () => {
  it('substringof is case-sensitive, through the trigram index or not', () => {
    expect(ids('Sag', call('substringof', str('klima'), m('titel')))).toEqual([1, 5]);
    expect(ids('Sag', call('substringof', str('Klima'), m('titel')))).toEqual([2]);
    // A NUL bypasses the index (FTS5 cannot quote it); the exact check finds no row, as no title holds one.
    expect(ids('Sag', call('substringof', str('kli\u0000ma'), m('titel')))).toEqual([]);
    expect(ids('Sag', call('substringof', str('Øko'), m('titel')))).toEqual([4]);
    expect(ids('Sag', call('substringof', str('kl'), m('titel')))).toEqual([1, 5]);
    expect(ids('Forslag', call('substringof', str('lima'), m('titel')))).toEqual([1, 2]);
    expect(ids('Sagstrin', call('substringof', str('klima'), m('Sag/titel')))).toEqual([1, 3]);
  });

  it('year() ranges agree with the exact form, including the last milliseconds of a year', () => {
    const y = call('year', m('opdateringsdato'));
    expect(ids('Sag', eq(y, int(2024)))).toEqual([2, 3, 5]);
    expect(ids('Sag', not(eq(y, int(2024))))).toEqual([1, 4]);
    expect(ids('Sag', gt(y, int(2023)))).toEqual([2, 3, 4, 5]);
    expect(ids('Sag', le(y, int(2024)))).toEqual([1, 2, 3, 5]);
    expect(ids('Sag', or(lt(y, int(2024)), eq(call('month', m('opdateringsdato')), int(6))))).toEqual([1, 5]);
  });

  it('compares datetimes as ODA text, with normalised literals', () => {
    expect(ids('Sag', gt(m('opdateringsdato'), dt('2024-12-31T23:59:59.990Z')))).toEqual([3, 4]);
    expect(ids('Sag', ge(m('opdateringsdato'), dt('2024-02-01T10:00:00.500')))).toEqual([2, 3, 4, 5]);
  });

  it('runs the seed lambda, the sagid alias and the AktørAktør alias', () => {
    expect(ids('Afstemning', any(m('Stemme'), 's', eq(m('Aktør/navn', 's'), str('Frank Aaen'))))).toEqual([
      1, 4,
    ]);
    expect(ids('Møde', any(m('Dagsordenspunkt'), 'd', eq(m('sagid', 'd'), int(5))))).toEqual([1, 2]);
    expect(ids('Møde', not(any(m('Dagsordenspunkt'), 'd', eq(m('sagid', 'd'), int(5)))))).toEqual([3]);
    expect(ids('Dagsordenspunkt', eq(m('sagid'), nul))).toEqual([4]);
    expect(ids('Aktør', any(m('AktørAktør'), 'x', eq(m('rolleid', 'x'), int(15))))).toEqual([1, 2, 4]);
    expect(ids('Aktør', any(m('AktørAktør'), 'x', eq(m('rolleid', 'x'), int(10))))).toEqual([3, 4]);
    expect(ids('Aktør', all(m('AktørAktør'), 'x', eq(m('rolleid', 'x'), int(15))))).toEqual([1, 2]);
  });

  it('runs the Dagsordenspunkt/Sag alias (through DagsordenspunktSag) in lambdas, scopes and expansions', () => {
    expect(ids('Dagsordenspunkt', any(m('Sag'), 's', eq(m('id', 's'), int(5))))).toEqual([1, 3]);
    expect(ids('Dagsordenspunkt', any(m('Sag'), 's', eq(m('id', 's'), m('id'))))).toEqual([]);
    expect(ids('Dagsordenspunkt', any(m('Sag')))).toEqual([1, 2, 3]);
    expect(ids('Møde', any(m('Dagsordenspunkt'), 'd', eq(m('id', 'd'), int(2))))).toEqual([2]);
    const link = findNavigation(getEntitySet('Dagsordenspunkt'), 'Sag');
    if (link?.kind !== 'collection') throw new Error('Dagsordenspunkt/Sag is a collection');
    expect(
      rows(compileCollection('Sag', { scope: { link, key: 3 }, top: 100, skip: 0 })).map((r) => r.id),
    ).toEqual([5]);
    const expanded = expansion(compileExpansion('Dagsordenspunkt', 'Sag', [3, 1, 2, 4]), 'Sag');
    expect(expanded.map((r) => [r.__parent, r.id])).toEqual([
      [1, 5],
      [2, 1],
      [3, 5],
    ]);
  });

  it('any() and all() including the empty collection', () => {
    expect(ids('Afstemning', any(m('Stemme')))).toEqual([1, 2, 3, 4, 5]);
    expect(ids('Afstemning', all(m('Stemme'), 's', eq(m('aktørid', 's'), int(2))))).toEqual([2, 5, 6]);
    expect(
      ids(
        'Sag',
        any(m('Sagstrin'), 'st', any(m('Afstemning', 'st'), 'a', eq(m('vedtaget', 'a'), bool(true)))),
      ),
    ).toEqual([1, 5]);
  });

  it('keeps rows whose navigation is missing exactly where .NET semantics say so', () => {
    expect(ids('Afstemning', eq(m('Sagstrin/Sag/titel'), str('Klimaplan for Danmark')))).toEqual([2]);
    expect(ids('Afstemning', ne(m('Sagstrin/Sag/titel'), str('Klimaplan for Danmark')))).toEqual([
      1, 3, 4, 5, 6,
    ]);
    expect(ids('Afstemning', eq(m('Sagstrin'), nul))).toEqual([3, 6]);
    expect(ids('Afstemning', ne(m('kommentar'), str('')))).toEqual([1, 3, 5, 6]);
    expect(ids('Afstemning', not(eq(m('kommentar'), str(''))))).toEqual([1, 3, 5, 6]);
  });

  it('evaluates the string functions like OData', () => {
    expect(whereIds('Aktør', eq(call('tolower', m('navn')), str('søren pind')))).toEqual([2]);
    expect(whereIds('Aktør', eq(call('toupper', m('navn')), str('PIA KJÆRSGAARD')))).toEqual([3]);
    expect(whereIds('Aktør', call('startswith', m('navn'), str('Pi')))).toEqual([3]);
    expect(whereIds('Aktør', call('endswith', m('navn'), str('listen')))).toEqual([4]);
    expect(whereIds('Aktør', call('endswith', m('navn'), str('')))).toEqual([1, 2, 3, 4]);
    expect(whereIds('Aktør', call('endswith', m('navn'), str('xFrank Aaen')))).toEqual([]);
    expect(whereIds('Aktør', eq(call('indexof', m('navn'), str('Frank')), int(0)))).toEqual([1]);
    expect(whereIds('Aktør', eq(call('substring', m('navn'), int(6)), str('Aaen')))).toEqual([1]);
    expect(whereIds('Aktør', eq(call('substring', m('navn'), int(0), int(3)), str('Pia')))).toEqual([3]);
    expect(whereIds('Aktør', eq(call('length', m('navn')), int(10)))).toEqual([1, 2]);
    expect(whereIds('Aktør', eq(call('replace', m('navn'), str('Aaen'), str('X')), str('Frank X')))).toEqual([
      1,
    ]);
    expect(
      whereIds('Aktør', eq(call('concat', call('trim', m('navn')), str('!')), str('Søren Pind!'))),
    ).toEqual([2]);
    expect(whereIds('Afstemning', eq(call('round', m('nummer')), int(401)))).toEqual([1]);
  });

  it('orders, pages and breaks ties by id', () => {
    const page = (orderby: Parameters<typeof compileCollection>[1]['orderby'], top: number, skip: number) =>
      rows(compileCollection('Sag', { orderby, top, skip })).map((r) => r.id);
    expect(page(undefined, 2, 1)).toEqual([2, 3]);
    expect(page([desc('opdateringsdato')], 2, 1)).toEqual([3, 5]);
    expect(page([asc('periodeid')], 100, 3)).toEqual([4, 5]);
    expect(
      rows(compileCollection('Sagstrin', { orderby: [desc('Sag/titel')], top: 100, skip: 0 })).map(
        (r) => r.id,
      ),
    ).toEqual([3, 2, 1]);
  });

  it('counts and reads by key', () => {
    expect(rows(compileCount('Stemme', { filter: eq(m('afstemningid'), int(4)) }))).toEqual([{ count: 150 }]);
    expect(rows(compileByKey('Aktør', 2))[0]).toMatchObject({ id: 2, navn: 'Søren Pind' });
    expect(rows(compileByKey('Aktør', 99))).toEqual([]);
  });

  it('cuts expanded collections at 100 per parent, the lowest ids first', () => {
    const result = expansion(compileExpansion('Afstemning', 'Stemme', [5, 4, 6]), 'Stemme');
    const of = (parent: number) => result.filter((r) => r.__parent === parent).map((r) => r.id);
    expect(of(4)).toEqual(Array.from({ length: 100 }, (_, i) => i + 5));
    expect(of(5)).toEqual([155, 156, 157]);
    expect(of(6)).toEqual([]);
    expect(result.length).toBe(103);
    expect(Object.keys(result[0] ?? {})).toEqual([
      'id',
      'typeid',
      'afstemningid',
      'aktørid',
      'opdateringsdato',
      '__parent',
    ]);
  });

  it('gives expansions as one JSON array, capped when asked', () => {
    expect(expansion(compileExpansion('Afstemning', 'Stemme', [999]))).toEqual([]);
    expect(expansion(compileExpansion('Afstemning', 'Stemme', [4], 100, 7))).toHaveLength(7);
  });

  it('expands references and the AktørAktør alias', () => {
    expect(expansion(compileExpansion('Stemme', 'Aktør', [3, 1, 3]), 'Aktør').map((r) => r.navn)).toEqual([
      'Frank Aaen',
      'Pia Kjærsgaard',
    ]);
    const links = expansion(compileExpansion('Aktør', 'AktørAktør', [4, 1]), 'AktørAktør');
    expect(links.map((r) => [r.__parent, r.id])).toEqual([
      [1, 1],
      [4, 1],
      [4, 2],
      [4, 3],
    ]);
  });
});
