/**
 * `npm run bench:odata [-- --db FILE --runs N]`: p50/p95 of a fixed query mix through the standalone OData server
 * (reads in its query pool, as `/api`), each beside the same answer from hand-written SQL behind a bare node:http
 * server on the same file (the limit), and the issue's goals for the slowest known query and title searches.
 * Build the store first: npm run dataset -- --scale full --out data/full.sqlite
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Agent } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { quantile, type TimingWithBody, timedGet, waitUntilUp } from './lib/http-timing';
import { benchQueries, GOALS } from './odata-queries';

const { values } = parseArgs({
  options: { db: { type: 'string', default: 'data/full.sqlite' }, runs: { type: 'string', default: '200' } },
});
const db = path.resolve(values.db ?? 'data/full.sqlite');
if (!existsSync(db)) {
  console.error(`No store at ${db}. Build one: npm run dataset -- --scale full --out ${values.db}`);
  process.exit(2);
}
const runs = Math.max(10, Number(values.runs) || 200);
const ODATA_PORT = 4311;
const LIMIT_PORT = 4312;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** A timed GET with its body as text (the bodies of the two servers are compared). */
async function get(url: string): Promise<{ ms: number; body: string; status: number }> {
  const r: TimingWithBody = await timedGet(agent, url, { keepBody: true });
  return { ms: r.totalMs, body: r.body.toString('utf8'), status: r.status };
}

const waitFor = (url: string): Promise<void> => waitUntilUp(() => get(url), url);

async function main(): Promise<void> {
  const tsx = path.resolve('node_modules/.bin/tsx');
  const children: ChildProcess[] = [
    spawn(tsx, ['scripts/oda-serve.ts', '--port', String(ODATA_PORT), '--db', db], { stdio: 'ignore' }),
    spawn(tsx, ['scripts/bench/limit-server.ts', '--port', String(LIMIT_PORT), '--db', db], {
      stdio: 'ignore',
    }),
  ];
  const stop = () => {
    for (const c of children) c.kill();
  };
  process.on('exit', stop);
  try {
    await waitFor(`http://127.0.0.1:${ODATA_PORT}/api/$metadata`);
    await waitFor(`http://127.0.0.1:${LIMIT_PORT}/?q=0`);
    const queries = benchQueries(new Database(db, { readonly: true }));
    console.log(
      `store ${db}, ${runs} runs per query (alternating OData / limit), sequential keep-alive requests\n`,
    );
    console.log(
      `${'query'.padEnd(44)} ${'first'.padStart(8)} ${'OData p50'.padStart(10)} ${'p95'.padStart(8)} ${'limit p50'.padStart(10)} ${'p95'.padStart(8)} ${'p50 ratio'.padStart(10)} ${'same body'.padStart(10)} ${'KiB'.padStart(8)}  goal`,
    );
    const verdicts: string[] = [];
    for (const [i, q] of queries.entries()) {
      const odataUrl = `http://127.0.0.1:${ODATA_PORT}/api/${q.odata}`;
      const limitUrl = `http://127.0.0.1:${LIMIT_PORT}/?q=${i}`;
      const a = await get(odataUrl);
      const b = await get(limitUrl);
      const same = a.body === b.body.replaceAll(`127.0.0.1:${LIMIT_PORT}`, `127.0.0.1:${ODATA_PORT}`);
      for (let w = 0; w < Math.min(20, runs / 5); w++) {
        await get(odataUrl);
        await get(limitUrl);
      }
      const ta: number[] = [];
      const tb: number[] = [];
      for (let r = 0; r < runs; r++) {
        ta.push((await get(odataUrl)).ms);
        tb.push((await get(limitUrl)).ms);
      }
      const [pa, pb] = [quantile(ta, 0.5), quantile(tb, 0.5)];
      const goal = GOALS[q.name];
      let verdict = '';
      if (goal) {
        const value = goal.stat === 'p50' ? pa : quantile(ta, 0.95);
        verdict = `${goal.stat} < ${goal.ms} ms: ${value < goal.ms ? 'met' : 'NOT met'}`;
        verdicts.push(`${q.name}: ${goal.stat} ${value.toFixed(1)} ms (${verdict})`);
      }
      console.log(
        `${q.name.padEnd(44)} ${a.ms.toFixed(2).padStart(8)} ${pa.toFixed(2).padStart(10)} ${quantile(ta, 0.95).toFixed(2).padStart(8)} ${pb.toFixed(2).padStart(10)} ${quantile(tb, 0.95).toFixed(2).padStart(8)} ${(pa / pb).toFixed(2).padStart(10)} ${String(same && a.status === 200).padStart(10)} ${(a.body.length / 1024).toFixed(0).padStart(8)}  ${verdict}`,
      );
    }
    console.log(
      `\n'first' is the query's first request (nothing cached: each query thread keeps counts once computed, lib/service/store-reader.ts).\nGoals at full scale (issue 11):\n${verdicts.map((v) => `  ${v}`).join('\n')}`,
    );
  } finally {
    stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
