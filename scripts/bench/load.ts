/**
 * `npm run bench:load [-- --db data/full.sqlite --clients 200 --seconds 60 --port 3450]`: the production server
 * (`scripts/serve.ts`, page cache on) on the store, 200 keep-alive clients for 60 s over a mix of pages, `/api`
 * queries and exports, and one more client sending two expensive OData queries in turn: one the cost limits refuse,
 * one within them that runs until its deadline. The `/api` mix has fixed queries (answered from the read cache once
 * read) and queries with a random id (a new read nearly every time), all cheap by their plan (lib/service/read-lane.ts):
 * they run in `/api`'s cheap lane while the expensive queries hold the expensive one. Prints requests/s, p50/p99
 * per kind, statuses, errors and 5xx (the expensive queries' 400 and 503 and any 429 counted apart), the same for
 * every cheap `/api` read together (the fairness goal: p99 under 150 ms, no 503), and the server's peak memory
 * (VmHWM). Needs a production build (NEXT_DIST_DIR, default `.next`). The clients come from loopback, which
 * the rate limits exempt: this measures capacity, not the limits. `BENCH_PROF=<dir>` writes the server's CPU
 * profile there.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { Agent } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { SLOW_STEMME_QUERY } from '@/lib/service/slow-query.fixture';
import { quantile, type Timing, timedGet, waitUntilUp } from './lib/http-timing';
import { pickPages } from './pages-targets';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'data/full.sqlite' },
    clients: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    port: { type: 'string', default: '3450' },
  },
});
const db = path.resolve(values.db ?? 'data/full.sqlite');
if (!existsSync(db)) {
  console.error(`No store at ${db}. Build one: npm run dataset -- --scale full --out ${values.db}`);
  process.exit(2);
}
const distDir = process.env.NEXT_DIST_DIR || '.next';
if (!existsSync(path.join(distDir, 'BUILD_ID'))) {
  console.error(`No production build in ${distDir}. Build one first: NEXT_DIST_DIR=${distDir} npm run build`);
  process.exit(2);
}
const clients = Number(values.clients);
const seconds = Number(values.seconds);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;

/** The expensive queries one client sends in turn, by what should become of them. */
const EXPENSIVE = [
  {
    // Issue 11's example: nested lambdas over every vote — refused by the cost limits before any work (400).
    name: 'expensive: nested lambdas (refused)',
    path: '/api/Afstemning?$filter=not%20Stemme/any(x:x/Akt%C3%B8r/Stemme/any(y:y/typeid%20eq%20x/typeid%20add%2099))&$inlinecount=allpages&$top=1',
  },
  {
    // Within every limit, but minutes of work per request (lib/service/slow-query.fixture.ts): runs in a
    // query thread until its deadline, then 503 — holding one of the /api threads for the whole deadline.
    name: 'expensive: within the limits (stopped)',
    path: `/api/${SLOW_STEMME_QUERY}`,
  },
] as const;

interface Target {
  readonly kind: 'page' | 'api' | 'export';
  readonly name: string;
  /** A fixed path, or a new one per request (answers no cache can hold). */
  readonly path: string | (() => string);
}

const pathOf = (target: Target): string => (typeof target.path === 'string' ? target.path : target.path());

function targets(store: Database.Database): Target[] {
  const picked = pickPages(store);
  const pages = picked.map((p): Target => ({ kind: 'page', name: p.name, path: p.path }));
  const vote =
    picked
      .find((p) => p.name === 'vote')
      ?.path.split('/')
      .pop() ?? '1';
  const sag = store.prepare('SELECT max(id) FROM "Sag"').pluck().get() as number;
  const sagIds = store.prepare('SELECT id FROM "Sag"').pluck().all() as number[];
  const voteIds = store.prepare('SELECT id FROM "Afstemning"').pluck().all() as number[];
  const anyOf = (ids: readonly number[]) => ids[Math.floor(Math.random() * ids.length)] ?? 1;
  return [
    ...pages,
    { kind: 'api', name: 'Sag(id)', path: `/api/Sag(${sag})` },
    { kind: 'api', name: 'Afstemning top 20', path: '/api/Afstemning?$orderby=id%20desc&$top=20' },
    { kind: 'api', name: 'Periode', path: '/api/Periode?$filter=type%20eq%20%27samling%27&$top=5' },
    { kind: 'api', name: 'Stemme of a vote', path: `/api/Stemme?$filter=afstemningid%20eq%20${vote}` },
    { kind: 'api', name: 'substringof', path: "/api/Sag?$filter=substringof('klima',titel)&$top=20" },
    { kind: 'api', name: 'Sag(random id), uncached', path: () => `/api/Sag(${anyOf(sagIds)})` },
    {
      kind: 'api',
      name: 'Stemme of a random vote, uncached',
      path: () => `/api/Stemme?$filter=afstemningid%20eq%20${anyOf(voteIds)}`,
    },
    { kind: 'export', name: 'votes CSV', path: `/afstemning/${vote}/stemmer.csv` },
    { kind: 'export', name: 'votes JSON', path: `/afstemning/${vote}/stemmer.json` },
  ];
}

function startServer(): ChildProcess {
  return spawn(
    process.execPath,
    [
      ...(process.env.BENCH_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROF}`] : []),
      '--import',
      'tsx',
      'scripts/serve.ts',
      '--port',
      String(port),
    ],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ODA_DB: db, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    },
  );
}

/** The peak resident memory of a process so far, MiB (Linux: VmHWM). */
function peakMemoryMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

interface Sample {
  /** What was asked: a mix target, or one of the expensive queries by name. */
  readonly target: Target | string;
  readonly timing: Timing | null;
}

async function main(): Promise<void> {
  const store = new Database(db, { readonly: true });
  const mix = targets(store);
  store.close();
  const server = startServer();
  process.once('exit', () => server.kill());
  const agent = new Agent({ keepAlive: true, maxSockets: clients + 1 });
  await waitUntilUp(() => timedGet(agent, `${base}/metrics`), 'the server');
  // Warm: every target once, so the measured minute is not the first renders.
  for (const t of mix) await timedGet(agent, `${base}${pathOf(t)}`);

  const samples: Sample[] = [];
  const until = performance.now() + seconds * 1000;
  const client = async (offset: number) => {
    for (let i = offset; performance.now() < until; i++) {
      const target = mix[i % mix.length] as Target;
      try {
        samples.push({ target, timing: await timedGet(agent, `${base}${pathOf(target)}`) });
      } catch {
        samples.push({ target, timing: null });
      }
    }
  };
  const expensive = async () => {
    for (let i = 0; performance.now() < until; i++) {
      const query = EXPENSIVE[i % EXPENSIVE.length] as (typeof EXPENSIVE)[number];
      try {
        samples.push({ target: query.name, timing: await timedGet(agent, `${base}${query.path}`) });
      } catch {
        samples.push({ target: query.name, timing: null });
      }
    }
  };
  const started = performance.now();
  await Promise.all([...Array.from({ length: clients }, (_, i) => client(i)), expensive()]);
  const elapsed = (performance.now() - started) / 1000;
  const peak = server.pid ? peakMemoryMiB(server.pid) : Number.NaN;
  server.kill();
  agent.destroy();

  const rows: string[][] = [];
  const groups = new Map<string, Sample[]>();
  for (const s of samples) {
    const key = typeof s.target === 'string' ? s.target : `${s.target.kind}: ${s.target.name}`;
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  let errors = 0;
  let fiveXX = 0;
  for (const [name, list] of groups) {
    const ok = list.filter((s) => s.timing !== null).map((s) => s.timing as Timing);
    const statuses = new Map<number, number>();
    for (const t of ok) statuses.set(t.status, (statuses.get(t.status) ?? 0) + 1);
    const failed = list.length - ok.length;
    errors += failed;
    const intended = name.startsWith('expensive') ? [503, 400] : [429];
    fiveXX += ok.filter((t) => t.status >= 500 && !intended.includes(t.status)).length;
    const ms = ok.map((t) => t.totalMs);
    rows.push([
      name,
      String(list.length),
      quantile(ms, 0.5).toFixed(1),
      quantile(ms, 0.99).toFixed(1),
      [...statuses].map(([s, n]) => `${s}×${n}`).join(' '),
      String(failed),
    ]);
  }
  const cheapApi = samples.flatMap((s) =>
    typeof s.target !== 'string' && s.target.kind === 'api' && s.timing ? [s.timing] : [],
  );
  const cheapStatuses = new Map<number, number>();
  for (const t of cheapApi) cheapStatuses.set(t.status, (cheapStatuses.get(t.status) ?? 0) + 1);
  const total = samples.length;
  console.log(
    `\nnpm run bench:load — ${clients} clients + 1 sending the expensive queries, ${seconds} s, store ${path.relative(process.cwd(), db)}`,
  );
  console.log('| kind | requests | p50 ms | p99 ms | statuses | errors |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
  const cheapMs = cheapApi.map((t) => t.totalMs);
  const cheapCounts = [...cheapStatuses].map(([status, n]) => `${status}×${n}`).join(' ');
  console.log(
    `\nevery cheap /api read (cached or not): ${cheapApi.length} requests, p50 ${quantile(cheapMs, 0.5).toFixed(1)} ms, p99 ${quantile(cheapMs, 0.99).toFixed(1)} ms, statuses ${cheapCounts}`,
  );
  console.log(
    `\n${total} requests in ${elapsed.toFixed(1)} s = ${(total / elapsed).toFixed(0)} req/s; connection errors ${errors}; unintended 5xx ${fiveXX}; server peak memory ${peak.toFixed(0)} MiB`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
