import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDataset } from '@/lib/dataset/generate';
import { SCALES } from '@/lib/dataset/scale';
import { openStore, type Store } from '@/lib/store/open-store';
import { expectedIds, scoreSet, TOP } from './search-relevance';
import { SEARCH_RELEVANCE_SET } from './search-relevance-set';

/**
 * The labelled search set over the demo store it was labelled on (demo scale, seed 1: the browser tests'
 * data/test.sqlite), built here so the test reads exactly that store.
 *
 * The floor: the ranking reached 41 of 42 queries with an expected hit in the top 3 (97.6 %; before the ranking
 * put substance first it was 35 of 42, 83.3 %). The test allows one more miss (40 of 42, 95 %) — room for one
 * query to move when the generator reshuffles who holds a name or a title word, none for the committee folders or
 * old long titles to creep back ahead of the questions (each of those cost several queries).
 */
const MIN_TOP_SHARE = 40 / 42;
/** The mean reciprocal rank reached was 0.897 (0.763 before); as for the share, a little room. */
const MIN_MRR = 0.85;

const dir = mkdtempSync(path.join(tmpdir(), 'tingdata-relevance-'));
let db: Store | null = null;
const store = (): Store => {
  if (!db) throw new Error('the demo store is not built yet');
  return db;
};

beforeAll(() => {
  const file = path.join(dir, 'demo-1.sqlite');
  generateDataset({ scale: SCALES.demo, seed: 1, out: file });
  db = openStore(file);
}, 180_000);
afterAll(() => {
  db?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the labelled search set', () => {
  it('has at least 30 queries, each expecting something', () => {
    expect(SEARCH_RELEVANCE_SET.length).toBeGreaterThanOrEqual(30);
    for (const query of SEARCH_RELEVANCE_SET) expect(query.expect.length, query.q).toBeGreaterThan(0);
  });

  it('names only hits the demo store holds (a fact two cases share counts for both)', () => {
    const missing = SEARCH_RELEVANCE_SET.flatMap((query) =>
      query.expect
        .filter((hit) => expectedIds(store(), hit).length === 0)
        .map((hit) => ({ q: query.q, hit })),
    );
    expect(missing).toEqual([]);
  });

  it(`finds an expected hit in the top ${TOP} for at least ${(MIN_TOP_SHARE * 100).toFixed(0)} % of the queries`, () => {
    const figure = scoreSet(store(), SEARCH_RELEVANCE_SET);
    const misses = figure.queries
      .filter((s) => s.rank === null || s.rank > TOP)
      .map((s) => `${s.q}: ${s.rank}`);
    expect(figure.topShare, `misses: ${misses.join(', ')}`).toBeGreaterThanOrEqual(MIN_TOP_SHARE);
    expect(figure.mrr).toBeGreaterThanOrEqual(MIN_MRR);
  });
});
