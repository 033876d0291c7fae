/**
 * Which lane a read takes, from SQLite's plan of the compiled statements of real requests against a generated store
 * (with the statistics `ANALYZE` leaves, and without them, as a synced mirror has none). Expected figures come from
 * the store itself: its row counts and its `sqlite_stat1`.
 */

import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDataset } from '@/lib/dataset/generate';
import { SCALES } from '@/lib/dataset/scale';
import { openStore, type Store } from '@/lib/store/open-store';
import { explainPlan, storeShape } from '@/lib/store/plan-cost';
import { installDeadline } from '@/lib/store/query-deadline';
import { compileRead } from './compile-read';
import { CHEAP_VISITS, estimateReadVisits, type ReadLane, readLane } from './read-lane';
import { planRequest } from './request-plan';
import { SLOW_STEMME_QUERY } from './slow-query.fixture';

let dir = '';
let analysed: Store;
let bare: Store;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'tingdata-lane-'));
  const file = path.join(dir, 'tiny.sqlite');
  generateDataset({ scale: SCALES.tiny, seed: 3, out: file });
  const copy = path.join(dir, 'no-stats.sqlite');
  copyFileSync(file, copy);
  const writer = new Database(copy);
  writer.exec('DROP TABLE sqlite_stat1');
  writer.close();
  analysed = openStore(file);
  bare = openStore(copy);
  for (const db of [analysed, bare]) installDeadline(db);
});

afterAll(() => {
  analysed?.close();
  bare?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const one = (db: Store, sql: string): number => db.prepare(sql).pluck().get() as number;

/** The read a request asks for (it must plan as a read), compiled as the query threads compile it. */
function compiled(request: string) {
  const [pathPart = '', search = ''] = request.split('?');
  const plan = planRequest(
    { method: 'GET', segments: pathPart.split('/'), search, header: () => null },
    'http://tingdata.test/api/',
  );
  if (plan.kind !== 'read') throw new Error(`${request} does not plan as a read (${plan.response.status})`);
  return { read: plan.read, compiled: compileRead(plan.read) };
}

const visits = (db: Store, request: string): number => {
  const { read, compiled: c } = compiled(request);
  return estimateReadVisits(read, c, (statement) => explainPlan(db, statement), storeShape(db));
};

const laneOf = (db: Store, request: string): ReadLane => {
  const { read, compiled: c } = compiled(request);
  return readLane(db, read, c);
};

/** Within the limits, but minutes of work (the bench's stopped query). */
const SLOW = SLOW_STEMME_QUERY;

describe('the rows a read visits, from its plan', () => {
  it('counts one row for a key lookup, and the first page of a set in its order', () => {
    const sag = one(analysed, 'SELECT min(id) FROM Sag');
    for (const db of [analysed, bare]) {
      expect(visits(db, `Sag(${sag})`)).toBe(1);
      expect(visits(db, 'Afstemning?$orderby=id%20desc&$top=20')).toBe(21);
      expect(visits(db, 'Sag?$skip=100')).toBe(201);
    }
  });

  it("counts an index search's rows per key from sqlite_stat1, or from the linked set's size without it", () => {
    const vote = one(analysed, 'SELECT afstemningid FROM Stemme LIMIT 1');
    const request = `Stemme?$filter=afstemningid%20eq%20${vote}`;
    const stat = analysed
      .prepare("SELECT stat FROM sqlite_stat1 WHERE idx = 'ix_Stemme_afstemningid'")
      .pluck()
      .get() as string;
    expect(visits(analysed, request)).toBe(Number(stat.split(' ')[1]));
    const ballots = one(bare, 'SELECT max(id) FROM Stemme');
    const votes = one(bare, 'SELECT max(id) FROM Afstemning');
    expect(visits(bare, request)).toBe(Math.ceil(ballots / votes));
    // Four ballot types: a type selects a quarter of the table.
    const types = one(bare, 'SELECT max(id) FROM Stemmetype');
    expect(visits(bare, 'Stemme?$filter=typeid%20eq%201')).toBe(Math.ceil(ballots / types));
  });

  it('counts the whole table for a filtered scan or a sort, and cannot bound a full-text search', () => {
    const ballots = one(bare, 'SELECT max(id) FROM Stemme');
    expect(visits(bare, 'Stemme?$orderby=opdateringsdato%20desc&$top=5')).toBe(ballots);
    expect(visits(bare, "Sag?$filter=substringof('lov',titel)")).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('the lane of a read', () => {
  const cases: readonly (readonly [string, ReadLane, () => string])[] = [
    ['a key lookup', 'cheap', () => `Sag(${one(analysed, 'SELECT max(id) FROM Sag')})`],
    [
      'the ballots of one vote',
      'cheap',
      () => `Stemme?$filter=afstemningid%20eq%20${one(analysed, 'SELECT max(afstemningid) FROM Stemme')}`,
    ],
    ['a first page', 'cheap', () => 'Afstemning?$orderby=id%20desc&$top=20'],
    ['a small table filtered', 'cheap', () => "Periode?$filter=type%20eq%20'samling'&$top=5"],
    ['a full-text search', 'expensive', () => "Sag?$filter=substringof('klima',titel)&$top=20"],
    ['a sort of every ballot', 'expensive', () => 'Stemme?$orderby=opdateringsdato%20desc&$top=5'],
    [
      'every vote with every ballot and voter',
      'expensive',
      () => 'Afstemning?$expand=Stemme/Akt%C3%B8r&$top=100',
    ],
    ['a filter that visits every ballot', 'expensive', () => SLOW],
  ];
  it.each(cases)('%s is %s, with statistics or without', (_name, lane, request) => {
    expect(laneOf(analysed, request())).toBe(lane);
    expect(laneOf(bare, request())).toBe(lane);
  });

  it('keeps the cheap lane within its budget: a sort of every ballot is over it on this store', () => {
    expect(one(bare, 'SELECT count(*) FROM Stemme')).toBeGreaterThan(CHEAP_VISITS);
  });
});
