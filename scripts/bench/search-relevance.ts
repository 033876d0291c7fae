/**
 * `npm run bench:search-relevance [-- --db data/test.sqlite]`: how well /soeg ranks — the labelled set of queries
 * (lib/data/search/search-relevance-set.ts) run over the demo store (demo scale, seed 1: the browser tests'
 * data/test.sqlite, `npm run dataset -- --scale demo --seed 1 --out data/test.sqlite`), printing per query the rank
 * of the first expected hit on the first page of results ("-" for none), then the share of queries with an expected
 * hit in the top 3 and the mean reciprocal rank (lib/data/search/search-relevance.ts says how they are counted).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { scoreSet, TOP } from '@/lib/data/search/search-relevance';
import { SEARCH_RELEVANCE_SET } from '@/lib/data/search/search-relevance-set';
import { openStore } from '@/lib/store/open-store';

const { values } = parseArgs({ options: { db: { type: 'string', default: 'data/test.sqlite' } } });
const db = openStore(path.resolve(values.db ?? 'data/test.sqlite'));
const figure = scoreSet(db, SEARCH_RELEVANCE_SET);

console.log(`${'query'.padEnd(32)} ${'class'.padEnd(12)} rank`);
for (const s of figure.queries) {
  const note = s.missing.length > 0 ? `  (not in the store: ${JSON.stringify(s.missing)})` : '';
  console.log(`${s.q.padEnd(32)} ${s.class.padEnd(12)} ${String(s.rank ?? '-').padStart(4)}${note}`);
}
const inTop = figure.queries.filter((s) => s.rank !== null && s.rank <= TOP).length;
console.log('');
console.log(`queries: ${figure.queries.length}`);
console.log(
  `top-${TOP} share: ${(figure.topShare * 100).toFixed(1)} % (${inTop} of ${figure.queries.length})`,
);
console.log(`mean reciprocal rank: ${figure.mrr.toFixed(3)}`);
