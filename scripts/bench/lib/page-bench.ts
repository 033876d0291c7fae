import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { Agent } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Timing, timedGet, waitUntilUp } from './http-timing';
import { startNextServer } from './next-server';

/**
 * The harness of the page benchmarks (bench:pages, bench:actors, bench:vote-page, bench:case-search): a store that
 * must exist, `next start` on the production build against it — or a running server given with --url — stopped when
 * the script exits, one keep-alive connection, and timed series of sequential requests.
 */
export interface PageBench {
  /** `http://127.0.0.1:<port>` or the given URL, without a trailing slash. */
  readonly base: string;
  /** The server this script started, for its CPU time; null when measuring a given server. */
  readonly server: ChildProcess | null;
  /** GET over the one keep-alive connection. */
  readonly get: (url: string) => Promise<Timing>;
  readonly agent: Agent;
  readonly stop: () => void;
}

/** The options of a page benchmark, read from the command line. */
export interface PageBenchArgs {
  /** The store, resolved; `--db` as given (default data/full.sqlite). */
  readonly db: string;
  readonly dbArg: string;
  readonly port: string;
  /** A running server to measure instead of starting one. */
  readonly url: string | undefined;
  /** Requests per page not counted, then counted (at least 5). */
  readonly warm: number;
  readonly runs: number;
  /** A benchmark's own options (`--id`), as given. */
  readonly extra: Readonly<Record<string, string | undefined>>;
}

/** `--db FILE --port N --url URL --warm N --runs N`, plus a benchmark's own string options. */
export function pageBenchArgs(defaultPort: string, extra: readonly string[] = []): PageBenchArgs {
  const { values } = parseArgs({
    options: {
      db: { type: 'string', default: 'data/full.sqlite' },
      port: { type: 'string', default: defaultPort },
      url: { type: 'string' },
      warm: { type: 'string', default: '10' },
      runs: { type: 'string', default: '100' },
      ...Object.fromEntries(extra.map((name) => [name, { type: 'string' as const }])),
    },
  });
  const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
  const dbArg = text(values.db) ?? 'data/full.sqlite';
  return {
    db: path.resolve(dbArg),
    dbArg,
    port: text(values.port) ?? defaultPort,
    url: text(values.url),
    warm: Math.max(0, Number(values.warm) || 0),
    runs: Math.max(5, Number(values.runs) || 100),
    extra: Object.fromEntries(extra.map((name) => [name, text((values as Record<string, unknown>)[name])])),
  };
}

/** Exits with a hint when the store is missing. */
export function requireStore(db: string, out: string | undefined): void {
  if (existsSync(db)) return;
  console.error(`No store at ${db}. Build one: npm run dataset -- --scale full --out ${out ?? db}`);
  process.exit(2);
}

/**
 * Starts (or takes) the server, and resolves once its home page answers 200: the server warms its store at start-up
 * and answers busy (503) meanwhile, so measuring starts after that (two minutes at most).
 */
export async function startPageBench(options: {
  readonly db: string;
  readonly port: string | number;
  readonly url: string | undefined;
}): Promise<PageBench> {
  const server = options.url ? null : startNextServer(options.db, options.port);
  const stop = () => {
    if (server && server.exitCode === null) server.kill('SIGTERM');
  };
  process.on('exit', stop);
  process.on('SIGINT', () => process.exit(130));
  const base = (options.url ?? `http://127.0.0.1:${options.port}`).replace(/\/$/, '');
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const get = (url: string) => timedGet(agent, url);
  await waitUntilUp(
    async () => {
      const home = await get(`${base}/`);
      if (home.status !== 200) throw new Error(`home answered ${home.status}`);
    },
    `${base}/ answering 200`,
    600,
  );
  return { base, server, get, agent, stop };
}

/**
 * CPU time (user + system, ms) a process has used so far, from /proc (Linux; clock ticks of 10 ms), or null where
 * that is not available. Per request it shows the server's own work even on a busy machine, where wall time also
 * counts waiting for a core.
 */
export function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** A timed series: `warm` requests not counted, then `runs` sequential ones, with the server's CPU per request. */
export async function timeSeries(
  bench: PageBench,
  url: string,
  warm: number,
  runs: number,
): Promise<{ timings: Timing[]; cpuPerRequest: number | null }> {
  for (let i = 0; i < warm; i++) await bench.get(url);
  const cpuBefore = cpuMs(bench.server?.pid);
  const timings: Timing[] = [];
  for (let i = 0; i < runs; i++) timings.push(await bench.get(url));
  const cpuAfter = cpuMs(bench.server?.pid);
  return {
    timings,
    cpuPerRequest: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / runs,
  };
}
