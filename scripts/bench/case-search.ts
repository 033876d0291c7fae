/**
 * `npm run bench:case-search [-- --db data/full.sqlite --runs 50 --search-runs 10 --port 3320 | --url URL]
 * [--search-only]`: warm server times of case pages (a lovforslag with the most steps and documents, the Alm. del
 * case with the most documents; left out with --search-only) and of search (~40 varied queries, as the page and
 * through the JSON route), measured from a client on the same machine: sequential keep-alive requests, time to the
 * last byte. Search times are also given per class (one word, two words, a case number: the issue's goal is
 * p95 < 100 ms for each).
 *
 * Without --url it starts `next start` on the existing production build (NEXT_DIST_DIR, default .next) with
 * ODA_DB=--db; build first (`npx next build`) and generate the store
 * (`npm run dataset -- --scale full --out data/full.sqlite`). --db also picks the cases, so pass the server's
 * store with --url too.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { type BenchCases, benchCases, SEARCH_CLASSES, searchQueries } from './case-search-queries';
import { quantile } from './lib/http-timing';
import { type PageBench, requireStore, startPageBench } from './lib/page-bench';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'data/full.sqlite' },
    url: { type: 'string' },
    port: { type: 'string', default: '3320' },
    runs: { type: 'string', default: '50' },
    'search-runs': { type: 'string', default: '10' },
    'search-only': { type: 'boolean', default: false },
  },
});
const db = path.resolve(values.db ?? 'data/full.sqlite');
requireStore(db, values.db);
const runs = Math.max(5, Number(values.runs) || 50);
const searchRuns = Math.max(3, Number(values['search-runs']) || 10);

const ms = (n: number) => n.toFixed(1).padStart(8);

/** Requests a URL `n` times and returns the times; fails on anything but 200. */
async function timeUrl(
  bench: PageBench,
  url: string,
  n: number,
): Promise<{ times: number[]; bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < n; i++) {
    const r = await bench.get(url);
    if (r.status !== 200) throw new Error(`${url} answered ${r.status}`);
    times.push(r.totalMs);
    bytes = r.bytes;
  }
  return { times, bytes };
}

async function benchCasePages(bench: PageBench, cases: BenchCases): Promise<void> {
  console.log(`Case pages: ${runs} warm runs each`);
  console.log(`${'page'.padEnd(58)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'KiB'.padStart(6)}`);
  for (const page of cases.pages) {
    const url = `${bench.base}${page.path}`;
    await timeUrl(bench, url, 5);
    const { times, bytes } = await timeUrl(bench, url, runs);
    console.log(
      `${`${page.label} ${page.path}`.padEnd(58)} ${ms(quantile(times, 0.5))} ${ms(quantile(times, 0.95))} ${(bytes / 1024).toFixed(0).padStart(6)}`,
    );
  }
}

async function benchSearch(bench: PageBench, cases: BenchCases): Promise<void> {
  const queries = searchQueries(cases);
  const surfaces = [
    { name: 'page /soeg', path: '/soeg' },
    { name: 'JSON /soeg/resultater', path: '/soeg/resultater' },
  ];
  // Warm: every query once on each surface (statement caches, filter catalogs, the OS page cache).
  for (const q of queries)
    for (const s of surfaces) await timeUrl(bench, `${bench.base}${s.path}?${q.query}`, 1);
  const samples = surfaces.map(() => [] as number[]);
  const perQuery = queries.map(() => surfaces.map(() => [] as number[]));
  // Round-robin over the queries, so no query gets a quiet or a busy stretch of the machine to itself.
  for (let r = 0; r < searchRuns; r++) {
    for (const [qi, q] of queries.entries()) {
      for (const [si, s] of surfaces.entries()) {
        const [t] = (await timeUrl(bench, `${bench.base}${s.path}?${q.query}`, 1)).times;
        samples[si]?.push(t ?? Number.NaN);
        perQuery[qi]?.[si]?.push(t ?? Number.NaN);
      }
    }
  }
  console.log(`\nSearch: ${queries.length} queries × ${searchRuns} warm runs, round-robin`);
  console.log(`${'query'.padEnd(58)} ${'page p50'.padStart(9)} ${'JSON p50'.padStart(9)}`);
  for (const [qi, q] of queries.entries()) {
    const [page = [], json = []] = perQuery[qi] ?? [];
    console.log(
      `${q.label.padEnd(58)} ${ms(quantile(page, 0.5)).padStart(9)} ${ms(quantile(json, 0.5)).padStart(9)}`,
    );
  }
  console.log(
    `\n${'all searches'.padEnd(26)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}`,
  );
  for (const [si, s] of surfaces.entries()) {
    const xs = samples[si] ?? [];
    console.log(
      `${s.name.padEnd(26)} ${ms(quantile(xs, 0.5))} ${ms(quantile(xs, 0.95))} ${ms(Math.max(...xs))}`,
    );
  }
  console.log(
    `\n${'class (queries)'.padEnd(26)} ${'surface'.padEnd(22)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`,
  );
  for (const cls of SEARCH_CLASSES) {
    const members = [...queries.entries()].filter(([, q]) => q.class === cls).map(([qi]) => qi);
    for (const [si, s] of surfaces.entries()) {
      const xs = members.flatMap((qi) => perQuery[qi]?.[si] ?? []);
      console.log(
        `${`${cls} (${members.length})`.padEnd(26)} ${s.name.padEnd(22)} ${ms(quantile(xs, 0.5))} ${ms(quantile(xs, 0.95))}`,
      );
    }
  }
}

async function main(): Promise<void> {
  const bench = await startPageBench({ db, port: Number(values.port) || 3320, url: values.url });
  try {
    const store = new Database(db, { readonly: true });
    const cases = benchCases(store);
    store.close();
    console.log(`store ${db}\nserver ${bench.base}${bench.server ? ' (started by this script)' : ''}\n`);
    if (!values['search-only']) await benchCasePages(bench, cases);
    await benchSearch(bench, cases);
    console.log('\nGoals: warm pages < 50 ms p50; search < 100 ms p95.');
  } finally {
    bench.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
