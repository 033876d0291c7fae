/**
 * `npm run bench:pages [-- --db data/full.sqlite --port 3410 --warm 10 --runs 100 --url http://host:port]`:
 * server time per page type. Starts `next start` on an existing production build (NEXT_DIST_DIR, default `.next`)
 * against the store — or measures a running server given with --url — then, page by page, warms each URL `warm`
 * times and requests it `runs` times sequentially over one keep-alive connection, and prints p50/p95 of the whole
 * response (request sent → last byte) and of the first byte, and — when it started the server — the server's CPU
 * time per request (Linux /proc). Ids come from the store; pages that answer 404 (not built yet) are reported as
 * such and not timed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { Agent } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { quantile, type Timing, timedGet, waitUntilUp } from './lib/http-timing';
import { startNextServer } from './lib/next-server';
import { pickPages } from './pages-targets';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'data/full.sqlite' },
    port: { type: 'string', default: '3410' },
    url: { type: 'string' },
    warm: { type: 'string', default: '10' },
    runs: { type: 'string', default: '100' },
  },
});

const db = path.resolve(values.db ?? 'data/full.sqlite');
const warm = Math.max(0, Number(values.warm) || 0);
const runs = Math.max(5, Number(values.runs) || 100);
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

const get = (url: string): Promise<Timing> => timedGet(agent, url);
const waitFor = (url: string): Promise<void> => waitUntilUp(() => get(url), url);

/**
 * CPU time (user + system, ms) the server process has used so far, from /proc (Linux; clock ticks of 10 ms), or
 * null where that is not available. Per request it shows the server's own work even on a busy machine, where wall
 * time also counts waiting for a core.
 */
function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  if (!existsSync(db)) {
    console.error(`No store at ${db}. Build one: npm run dataset -- --scale full --out ${values.db}`);
    process.exit(2);
  }
  const store = new Database(db, { readonly: true, fileMustExist: true });
  const pages = pickPages(store);
  store.close();

  const base = values.url?.replace(/\/$/, '') ?? `http://127.0.0.1:${values.port}`;
  const server = values.url ? null : startNextServer(db, values.port ?? '3410');
  const stop = () => {
    if (server && server.exitCode === null) server.kill('SIGTERM');
  };
  process.on('exit', stop);
  process.on('SIGINT', () => process.exit(130));
  try {
    await waitFor(`${base}/sprog?lang=da&next=/`);
    // The server warms its store at start-up and answers busy (503) meanwhile: measure once the home page answers.
    await waitUntilUp(async () => {
      const home = await get(`${base}/`);
      if (home.status !== 200) throw new Error(`home answered ${home.status}`);
    }, `${base}/ answering 200`);
    console.log(
      `${base} on ${values.url ? 'the given server' : db}; ${warm} warm-up + ${runs} sequential requests per page (keep-alive)\n`,
    );
    console.log(
      `${'page'.padEnd(26)} ${'url'.padEnd(34)} ${'status'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'TTFB p50'.padStart(9)} ${'CPU ms/req'.padStart(11)} ${'KiB'.padStart(6)}`,
    );
    for (const target of pages) {
      const first = await get(`${base}${target.path}`);
      const row = `${target.name.padEnd(26)} ${target.path.slice(0, 34).padEnd(34)} ${String(first.status).padStart(6)}`;
      if (first.status === 404 || first.status >= 500) {
        console.log(
          `${row} ${'—'.padStart(8)} ${'—'.padStart(8)} ${'—'.padStart(9)} ${'—'.padStart(11)} ${'—'.padStart(6)}  ${first.status === 404 ? 'not built yet (404)' : 'server error'}`,
        );
        continue;
      }
      for (let i = 0; i < warm; i++) await get(`${base}${target.path}`);
      const timings: Timing[] = [];
      const cpuBefore = cpuMs(server?.pid);
      for (let i = 0; i < runs; i++) timings.push(await get(`${base}${target.path}`));
      const cpuAfter = cpuMs(server?.pid);
      const cpu = cpuBefore === null || cpuAfter === null ? '—' : ((cpuAfter - cpuBefore) / runs).toFixed(1);
      const total = timings.map((t) => t.totalMs);
      const ttfb = timings.map((t) => t.firstByteMs);
      const kib = (timings.at(-1)?.bytes ?? 0) / 1024;
      console.log(
        `${row} ${quantile(total, 0.5).toFixed(1).padStart(8)} ${quantile(total, 0.95).toFixed(1).padStart(8)} ${quantile(ttfb, 0.5).toFixed(1).padStart(9)} ${cpu.padStart(11)} ${kib.toFixed(0).padStart(6)}${target.note ? `  ${target.note}` : ''}`,
      );
    }
  } finally {
    stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
