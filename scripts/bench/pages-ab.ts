/**
 * `npm run bench:pages-ab -- --a http://127.0.0.1:3411 --b http://127.0.0.1:3412 [--db data/full.sqlite --runs 60]`:
 * two running servers (say, the code before and after a change, both on the same store) compared page by page,
 * paired: each round requests a page from A and then from B, so a busy machine slows both sides of a pair alike.
 * Prints each side's median time (request sent → last byte), the median of the per-round ratios B/A, and the body
 * sizes. On a shared machine, where absolute times swing with the load, the paired ratio is the figure to trust.
 * Pages come from the store as in bench:pages (pages-targets.ts); a page either side does not answer 200 is reported
 * and not timed.
 */
import { existsSync } from 'node:fs';
import { Agent } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { quantile, timedGet, waitUntilUp } from './lib/http-timing';
import { pickPages } from './pages-targets';

const { values } = parseArgs({
  options: {
    a: { type: 'string' },
    b: { type: 'string' },
    db: { type: 'string', default: 'data/full.sqlite' },
    warm: { type: 'string', default: '5' },
    runs: { type: 'string', default: '60' },
  },
});

const runs = Math.max(5, Number(values.runs) || 60);
const warm = Math.max(0, Number(values.warm) || 0);

async function main(): Promise<void> {
  const db = path.resolve(values.db ?? 'data/full.sqlite');
  if (!values.a || !values.b || !existsSync(db)) {
    console.error(
      'Usage: npm run bench:pages-ab -- --a <url> --b <url> [--db <store both serve>] [--runs 60]',
    );
    process.exit(2);
  }
  const store = new Database(db, { readonly: true, fileMustExist: true });
  const pages = pickPages(store);
  store.close();
  const sides = [values.a, values.b].map((url) => ({
    base: url.replace(/\/$/, ''),
    agent: new Agent({ keepAlive: true, maxSockets: 1 }),
  }));
  for (const side of sides)
    await waitUntilUp(async () => {
      const home = await timedGet(side.agent, `${side.base}/`);
      if (home.status !== 200) throw new Error(`home answered ${home.status}`);
    }, `${side.base}/ answering 200`);

  console.log(`A ${sides[0]?.base}  B ${sides[1]?.base}; ${warm} warm-up + ${runs} paired rounds per page\n`);
  console.log(
    `${'page'.padEnd(38)} ${'A p50 ms'.padStart(9)} ${'B p50 ms'.padStart(9)} ${'B/A'.padStart(6)} ${'A KiB'.padStart(6)} ${'B KiB'.padStart(6)}`,
  );
  for (const target of pages) {
    const get = (i: number) => {
      const side = sides[i];
      if (!side) throw new Error('two sides');
      return timedGet(side.agent, `${side.base}${target.path}`);
    };
    const [firstA, firstB] = [await get(0), await get(1)];
    const name = target.name.padEnd(38);
    if (firstA.status !== 200 || firstB.status !== 200) {
      console.log(`${name} not timed: A answered ${firstA.status}, B ${firstB.status}`);
      continue;
    }
    for (let i = 0; i < warm; i++) await Promise.all([get(0), get(1)]);
    const a: number[] = [];
    const b: number[] = [];
    const ratios: number[] = [];
    let bytes = [0, 0];
    for (let i = 0; i < runs; i++) {
      const x = await get(0);
      const y = await get(1);
      a.push(x.totalMs);
      b.push(y.totalMs);
      ratios.push(y.totalMs / x.totalMs);
      bytes = [x.bytes, y.bytes];
    }
    console.log(
      `${name} ${quantile(a, 0.5).toFixed(1).padStart(9)} ${quantile(b, 0.5).toFixed(1).padStart(9)} ${quantile(ratios, 0.5).toFixed(2).padStart(6)} ${((bytes[0] ?? 0) / 1024).toFixed(0).padStart(6)} ${((bytes[1] ?? 0) / 1024).toFixed(0).padStart(6)}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
