/**
 * `npm run bench:search-reads [-- --db data/full.sqlite --runs 20]`: the search's store read alone (loadSearch, as the
 * page and the JSON route call it through the query pool), in this process, for the queries of bench:case-search
 * (scripts/bench/case-search-queries.ts): CPU time per call (user + system), p50 and p95 per query class. CPU time
 * rather than wall time, so a busy machine (other processes on the same cores) moves the figures little; the HTTP
 * times are bench:case-search's.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadSearch } from '@/lib/data/search/search-load';
import { openStore } from '@/lib/store/open-store';
import { SearchState } from '@/lib/url-state/search';
import { benchCases, SEARCH_CLASSES, searchQueries } from './case-search-queries';
import { quantile } from './lib/http-timing';
import { requireStore } from './lib/page-bench';

const { values } = parseArgs({
  options: { db: { type: 'string', default: 'data/full.sqlite' }, runs: { type: 'string', default: '20' } },
});
const file = path.resolve(values.db ?? 'data/full.sqlite');
requireStore(file, values.db);
const runs = Math.max(5, Number(values.runs) || 20);
const db = openStore(file);
const queries = searchQueries(benchCases(db));

const search = (query: string) => {
  const state = SearchState.fromUrl(new URLSearchParams(query));
  return loadSearch(db, {
    q: state.q,
    scope: state.scope,
    filters: state.filters,
    page: state.page,
    sort: state.sort,
  });
};

/** CPU milliseconds of one call. */
function cpuMs(query: string): number {
  const start = process.cpuUsage();
  search(query);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

// Warm: statement caches, the actor list, the OS page cache.
for (const q of queries) search(q.query);
const times = queries.map(() => [] as number[]);
for (let r = 0; r < runs; r++) for (const [i, q] of queries.entries()) times[i]?.push(cpuMs(q.query));

const ms = (n: number) => n.toFixed(1).padStart(8);
console.log(`store ${file}\n${queries.length} queries × ${runs} runs, round-robin; CPU ms per call\n`);
console.log(`${'query'.padEnd(58)} ${'p50'.padStart(8)} ${'p95'.padStart(8)}`);
for (const [i, q] of queries.entries()) {
  const xs = times[i] ?? [];
  console.log(`${q.label.padEnd(58)} ${ms(quantile(xs, 0.5))} ${ms(quantile(xs, 0.95))}`);
}
console.log(`\n${'class (queries)'.padEnd(26)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`);
for (const cls of SEARCH_CLASSES) {
  const members = [...queries.entries()].filter(([, q]) => q.class === cls).map(([i]) => i);
  const xs = members.flatMap((i) => times[i] ?? []);
  console.log(
    `${`${cls} (${members.length})`.padEnd(26)} ${ms(quantile(xs, 0.5))} ${ms(quantile(xs, 0.95))}`,
  );
}
