/**
 * `npm run bench:live [-- --db data/test.sqlite --latency 300 --port 3420 --runs 40 --concurrency 8 --seconds 5
 *  --no-build]`
 *
 * Live mode against the stand-in: builds the app if needed (NEXT_DIST_DIR, default `.next`; `--no-build` takes it as it is), starts the standalone
 * OData server over the store with `latency` ms per answer (the real service's order of magnitude), and the
 * production server (scripts/serve.ts: Next behind the page cache) reading it with `ODA_UPSTREAM` and no store.
 * Per page type: the cold server time (the route's code warmed first on a sibling page, the page's own data never
 * fetched; time to first byte and to the end, so a panel streamed behind Suspense shows as the gap), the upstream
 * requests the cold load sent (`/metrics` deltas), and warm p50/p95 over `runs` sequential requests — answered by
 * the page cache, and rendered anew on warm data (`Cache-Control: no-cache`). Then warm requests per second of a
 * vote page against a static file served by the same server (the ceiling), same concurrency and duration.
 * Pages that fail or are not cacheable (not live yet) are reported as such. Not part of `npm test`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Agent } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { ensureBuild } from '../lib/ensure-build';
import { ensureDataset } from '../lib/ensure-dataset';
import { measureThroughput, type TimedResponse, timedRequest } from './lib/http-load';
import { quantile, waitUntilUp } from './lib/http-timing';
import { type LiveTarget, pickLiveTargets } from './live-targets';

const DEFAULT_DB = path.join('data', 'test.sqlite');
const { values } = parseArgs({
  options: {
    db: { type: 'string', default: DEFAULT_DB },
    latency: { type: 'string', default: '300' },
    port: { type: 'string', default: '3420' },
    'upstream-port': { type: 'string', default: '4420' },
    runs: { type: 'string', default: '40' },
    concurrency: { type: 'string', default: '8' },
    seconds: { type: 'string', default: '5' },
    'no-build': { type: 'boolean', default: false },
  },
});

const latencyMs = Number(values.latency);
const runs = Math.max(5, Number(values.runs) || 40);
const concurrency = Math.max(1, Number(values.concurrency) || 8);
const durationMs = Math.max(1, Number(values.seconds) || 5) * 1000;
const COLD_GOAL_MS = 3.5 * latencyMs;
const WARM_GOAL_MS = 20;
const RATIO_GOAL = 0.5;

const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const TSX = path.resolve('node_modules', 'tsx', 'dist', 'cli.mjs');
const children: ChildProcess[] = [];

function startTsx(args: string[], env: Readonly<Record<string, string>>): void {
  const child = spawn(process.execPath, [TSX, ...args], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  children.push(child);
}

/** `oda_upstream_requests_total` of the app, summed over its labels. */
async function upstreamRequests(base: string): Promise<number> {
  const { body } = await timedRequest(agent, `${base}/metrics`);
  return body
    .split('\n')
    .filter((line) => line.startsWith('oda_upstream_requests_total'))
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}

async function series(url: string, n: number, headers: Record<string, string> = {}): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) times.push((await timedRequest(agent, url, headers)).totalMs);
  return times;
}

const ms = (x: number) => (Number.isFinite(x) ? x.toFixed(x < 100 ? 1 : 0) : '—');
const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
const pad = (s: string, n: number) => s.padStart(n);

interface Row {
  readonly target: LiveTarget;
  readonly cold: TimedResponse;
  readonly coldRequests: number;
  readonly cacheable: boolean;
  readonly cached: number[];
  readonly rendered: number[];
}

function printRow({ target, cold, coldRequests, cacheable, cached, rendered }: Row): void {
  const head = `${target.name.padEnd(16)} ${target.path.slice(0, 26).padEnd(26)} ${pad(String(cold.status), 4)}`;
  if (!cacheable) {
    console.log(
      `${head}  failed or not cacheable (not live yet?): ${ms(cold.totalMs)} ms, ${coldRequests} upstream requests`,
    );
    return;
  }
  const p50 = quantile(cached, 0.5);
  const r50 = quantile(rendered, 0.5);
  console.log(
    `${head} ${pad(ms(cold.firstByteMs), 8)} ${pad(ms(cold.totalMs), 8)} ${pad(mark(cold.totalMs <= COLD_GOAL_MS), 6)} ${pad(String(coldRequests), 5)}` +
      ` ${pad(ms(p50), 7)} ${pad(ms(quantile(cached, 0.95)), 7)} ${pad(mark(p50 < WARM_GOAL_MS), 6)}` +
      ` ${pad(ms(r50), 8)} ${pad(ms(quantile(rendered, 0.95)), 8)} ${pad(mark(r50 < WARM_GOAL_MS), 6)} ${pad((cold.bytes / 1024).toFixed(0), 5)}`,
  );
}

async function measurePage(base: string, target: LiveTarget): Promise<Row> {
  if (target.codeWarmUp) await timedRequest(agent, `${base}${target.codeWarmUp}`);
  const before = await upstreamRequests(base);
  const cold = await timedRequest(agent, `${base}${target.path}`);
  const coldRequests = (await upstreamRequests(base)) - before;
  // The copy is stored once it is compressed; give it a moment, then check that it is served.
  await new Promise((r) => setTimeout(r, 50));
  const again = await timedRequest(agent, `${base}${target.path}`);
  const cacheable = cold.status === 200 && again.headers['x-tingdata-page-cache'] === 'hit';
  if (!cacheable) return { target, cold, coldRequests, cacheable, cached: [], rendered: [] };
  const cached = await series(`${base}${target.path}`, runs);
  const rendered = await series(`${base}${target.path}`, Math.ceil(runs / 2), {
    'cache-control': 'no-cache',
  });
  return { target, cold, coldRequests, cacheable, cached, rendered };
}

/**
 * The ceiling: a static file served by the same server — of the files under /_next/static/ the page refers to, the
 * one closest to the page in size (`public/` holds none).
 */
async function staticFile(base: string, page: string): Promise<{ path: string; bytes: number } | null> {
  const html = (await timedRequest(agent, `${base}${page}`)).body;
  const size = Buffer.byteLength(html);
  const paths = [...new Set(html.match(/\/_next\/static\/[^"'\s)]+\.(?:js|css)/g) ?? [])];
  let best: { path: string; bytes: number } | null = null;
  for (const p of paths) {
    const res = await timedRequest(agent, `${base}${p}`);
    if (res.status !== 200) continue;
    if (!best || Math.abs(res.bytes - size) < Math.abs(best.bytes - size))
      best = { path: p, bytes: res.bytes };
  }
  return best;
}

async function main(): Promise<void> {
  const db = path.resolve(values.db ?? DEFAULT_DB);
  if (path.relative(process.cwd(), db) === DEFAULT_DB)
    await ensureDataset({ file: db, scale: 'demo', seed: 1 });
  else if (!existsSync(db)) throw new Error(`No store at ${db}`);
  if (!values['no-build']) await ensureBuild();
  const store = new Database(db, { readonly: true, fileMustExist: true });
  const targets = pickLiveTargets(store);
  store.close();

  const upstream = `http://127.0.0.1:${values['upstream-port']}`;
  const base = `http://127.0.0.1:${values.port}`;
  startTsx(
    [
      'scripts/oda-serve.ts',
      '--port',
      String(values['upstream-port']),
      '--db',
      db,
      '--latency',
      String(latencyMs),
    ],
    {},
  );
  await waitUntilUp(() => timedRequest(agent, `${upstream}/api/`), 'the ODA stand-in');
  startTsx(['scripts/serve.ts', '--port', String(values.port)], {
    ODA_UPSTREAM: `${upstream}/api`,
    ODA_DB: path.resolve('data', 'bench-live-no-store', 'absent.sqlite'),
    REDIS_URL: '',
    ODA_CACHE_FRESH_MS: '',
  });
  await waitUntilUp(() => timedRequest(agent, `${base}/metrics`), 'the app');

  console.log(
    `Live mode: ${base} reading the stand-in over ${path.relative(process.cwd(), db)} at ${latencyMs} ms per answer; in-process cache only.`,
  );
  console.log(
    `Goals: cold ≤ ${ms(COLD_GOAL_MS)} ms (3.5 × latency), warm p50 < ${WARM_GOAL_MS} ms, vote page ≥ ${RATIO_GOAL * 100} % of the static-file rate. Times in ms, client side over loopback.\n`,
  );
  console.log(
    `${'page'.padEnd(16)} ${'url'.padEnd(26)} ${'code'.padStart(4)} ${'cold 1st'.padStart(8)} ${'cold end'.padStart(8)} ${'goal'.padStart(6)} ${'upstr'.padStart(5)}` +
      ` ${'hit p50'.padStart(7)} ${'hit p95'.padStart(7)} ${'goal'.padStart(6)} ${'rend p50'.padStart(8)} ${'rend p95'.padStart(8)} ${'goal'.padStart(6)} ${'KiB'.padStart(5)}`,
  );
  const rows: Row[] = [];
  for (const target of targets) {
    const row = await measurePage(base, target);
    rows.push(row);
    printRow(row);
  }
  const panel = rows.find((r) => r.target.streamsPanel && r.cacheable);
  if (panel)
    console.log(
      `\n${panel.target.name} page, cold: first byte after ${ms(panel.cold.firstByteMs)} ms, the streamed voting-record panel done (end of response) after ${ms(panel.cold.totalMs)} ms.`,
    );

  const vote = rows.find((r) => r.target.name === 'vote');
  const file = vote?.cacheable ? await staticFile(base, vote.target.path) : null;
  if (!vote?.cacheable || !file) {
    console.log('\nThroughput: skipped (the vote page is not served live yet).');
    return;
  }
  const load = { concurrency, durationMs };
  const pageRate = await measureThroughput(`${base}${vote.target.path}`, load);
  const fileRate = await measureThroughput(`${base}${file.path}`, load);
  const ratio = pageRate.perSecond / fileRate.perSecond;
  console.log(
    `\nThroughput, ${concurrency} keep-alive clients for ${durationMs / 1000} s each, uncompressed:`,
  );
  console.log(
    `  vote page   ${vote.target.path.padEnd(40)} ${pad(pageRate.perSecond.toFixed(0), 7)} req/s  (${(vote.cold.bytes / 1024).toFixed(0)} KiB, ${pageRate.failures} failed)`,
  );
  console.log(
    `  static file ${file.path.slice(0, 40).padEnd(40)} ${pad(fileRate.perSecond.toFixed(0), 7)} req/s  (${(file.bytes / 1024).toFixed(0)} KiB, ${fileRate.failures} failed)`,
  );
  console.log(
    `  ratio ${(ratio * 100).toFixed(0)} %  (goal ≥ ${RATIO_GOAL * 100} %: ${mark(ratio >= RATIO_GOAL)})`,
  );
}

const stopAll = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
};
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));
main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => {
    agent.destroy();
    stopAll();
  });
