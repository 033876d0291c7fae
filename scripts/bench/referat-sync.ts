/**
 * `npm run bench:referat-sync -- --dir <xml dir> [--latency-ms 50] [--store data/full.sqlite]`: the transcript part
 * of `npm run sync` against a real FTP server on 127.0.0.1 (lib/sync/referat/ftp-server.fixture.ts, in a process of
 * its own so that parsing never delays its answers) serving `--dir`, each FTP command answered `--latency-ms` after it
 * arrived (default 50 ms: a round trip to Folketinget's FTP server from a host in Northern Europe plus its answer).
 * Data connections are loopback-fast: the bytes are reported, and their transfer time at a given bandwidth is the
 * reader's to add. Into a temporary mirror made from a copy of `--store` (its ODA rows, for linking; its debates'
 * tables emptied first):
 * 1. the first copy: wall time, FTP commands, listings, downloads, bytes, files imported and rejected, speeches;
 * 2. an idle cycle: the same figures (goal: listings only, no download).
 * `--dir` holds the files as the FTP area does (`<samling>/<samling>_M<nr>_helemoedet.xml`) or flat: flat files are
 * served from samling folders made of links to them.
 */
import { type ChildProcess, fork } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { parseReferatUpstream } from '@/lib/config/referat-upstream';
import { createProgressDisplay } from '@/lib/progress/create-progress-display';
import { REFERAT_SYNC_DDL, SYNC_DDL } from '@/lib/store/mirror-schema';
import { REFERAT_DDL } from '@/lib/store/referat-schema';
import type { SyncProgress } from '@/lib/sync/context';
import { describeTranscripts } from '@/lib/sync/referat/describe-transcripts';
import { startTestFtpServer } from '@/lib/sync/referat/ftp-server.fixture';
import { REFERAT_PIPELINE } from '@/lib/sync/referat/referat-pipeline';
import { syncTranscripts } from '@/lib/sync/referat/sync-transcripts';
import { recordingProgress } from '@/lib/sync/sync.fixture';

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    'latency-ms': { type: 'string', default: '50' },
    store: { type: 'string', default: 'data/full.sqlite' },
    // Internal: run as the FTP stand-in serving this folder, driven by the benchmark over IPC.
    serve: { type: 'string' },
  },
});
const USAGE =
  'Usage: npm run bench:referat-sync -- --dir <xml dir> [--latency-ms 50] [--store data/full.sqlite]';

function usageError(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });

/** What the stand-in reports: commands answered by verb, bytes sent, connections opened. */
interface ServerStats {
  readonly commands: Record<string, number>;
  readonly bytes: number;
  readonly connections: number;
}
type Request = 'reset' | 'stats' | 'close';

/** The stand-in's side: serve, answer each request with the counts, end when told. */
async function serve(root: string, latencyMs: number): Promise<void> {
  const server = await startTestFtpServer(root, { latencyMs });
  process.on('message', async (request: Request) => {
    if (request === 'reset') server.reset();
    if (request === 'close') await server.close();
    const stats: ServerStats = {
      commands: Object.fromEntries(server.commands),
      bytes: server.bytesSent(),
      connections: server.connections(),
    };
    process.send?.(stats);
    if (request === 'close') process.exit(0);
  });
  process.send?.({ url: server.url });
}

/** The benchmark's side of the stand-in: its address, and its counts on request. */
interface StandIn {
  readonly url: string;
  ask(request: Request): Promise<ServerStats>;
}

function startStandIn(root: string, latencyMs: number): Promise<StandIn> {
  const child: ChildProcess = fork(__filename, ['--serve', root, '--latency-ms', String(latencyMs)], {
    execArgv: ['--import', 'tsx'],
  });
  const next = () =>
    new Promise<unknown>((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`the FTP stand-in exited (${code})`)));
    });
  return next().then((hello) => ({
    url: (hello as { url: string }).url,
    ask: (request) => {
      const answer = next();
      child.send(request);
      return answer as Promise<ServerStats>;
    },
  }));
}

/** The folder to serve: `--dir` itself when it has samling folders, else one made of links to its flat files. */
function servedRoot(dir: string, work: string): { root: string; files: number } {
  const entries = readdirSync(dir, { withFileTypes: true });
  const folders = entries.filter((e) => e.isDirectory() && /^\d{5}$/.test(e.name));
  if (folders.length > 0) {
    const xml = (folder: string) =>
      readdirSync(path.join(dir, folder)).filter((f) => /\.xml$/i.test(f)).length;
    return { root: dir, files: folders.reduce((n, e) => n + xml(e.name), 0) };
  }
  const root = path.join(work, 'area');
  let files = 0;
  for (const e of entries) {
    const samling = /^(\d{5})_/.exec(e.name)?.[1];
    if (!e.isFile() || !samling || !/\.xml$/i.test(e.name)) continue;
    mkdirSync(path.join(root, samling), { recursive: true });
    symlinkSync(path.resolve(dir, e.name), path.join(root, samling, e.name));
    files++;
  }
  return { root, files };
}

const tableOf = (ddl: string) => /"([^"]+)"/.exec(ddl)?.[1] ?? '';

/** A copy of the store as a mirror the transcript sync may write: the debates' tables emptied, the sync's state added. */
function makeMirror(store: string, file: string): Database.Database {
  copyFileSync(store, file);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  const has = (name: string) => Boolean(db.prepare('SELECT 1 FROM sqlite_master WHERE name = ?').get(name));
  db.transaction(() => {
    for (const ddl of REFERAT_DDL) {
      if (has(tableOf(ddl))) db.exec(`DELETE FROM "${tableOf(ddl)}"`);
      else db.exec(ddl);
    }
    for (const ddl of [...SYNC_DDL, ...REFERAT_SYNC_DDL]) if (!has(tableOf(ddl))) db.exec(ddl);
    db.prepare(
      `INSERT OR IGNORE INTO "_sync_status" (id, upstream, interval_seconds) VALUES (1, 'bench', 300)`,
    ).run();
  })();
  return db;
}

async function phase(name: string, db: Database.Database, standIn: StandIn, progress: SyncProgress) {
  await standIn.ask('reset');
  const started = performance.now();
  const outcome = await syncTranscripts(
    { upstream: parseReferatUpstream(standIn.url), timeoutMs: 30_000, contact: null },
    { db, pipeline: REFERAT_PIPELINE, progress, now: () => new Date() },
  );
  const seconds = (performance.now() - started) / 1000;
  if (!outcome.ok) throw new Error(outcome.error);
  const s = outcome.summary;
  const served = await standIn.ask('stats');
  const commands = Object.values(served.commands).reduce((a, b) => a + b, 0);
  return `${name}: ${fmt(seconds, 1)} s, ${fmt(commands)} FTP commands over ${fmt(served.connections)} connection(s), ${fmt(served.commands.LIST ?? 0)} listings, ${fmt(served.commands.RETR ?? 0)} downloads, ${fmt(served.bytes / 1e6, 1)} MB; ${fmt(s.imported)} imported, ${fmt(s.rejected)} rejected, ${fmt(s.counts.speeches)} speeches in the mirror\n  (${describeTranscripts(outcome)})`;
}

async function main(): Promise<void> {
  if (!values.dir || !existsSync(values.dir)) usageError(`No transcript folder ${values.dir ?? ''}`);
  const store = path.resolve(values.store ?? 'data/full.sqlite');
  if (!existsSync(store))
    usageError(`No store at ${store}. Build one: npm run dataset -- --scale full --out ${values.store}`);
  const latencyMs = Number(values['latency-ms']);
  if (!Number.isInteger(latencyMs) || latencyMs < 0)
    usageError(`--latency-ms must be a whole number of milliseconds, got ${values['latency-ms']}`);

  const work = mkdtempSync(path.join(tmpdir(), 'tingdata-bench-referat-'));
  const { root, files } = servedRoot(path.resolve(values.dir), work);
  const standIn = await startStandIn(root, latencyMs);
  console.log(
    `Serving ${fmt(files)} transcript files from ${root} at ${standIn.url} (${latencyMs} ms per FTP command); mirror: a copy of ${store} (${fmt(statSync(store).size / 1e6)} MB)…`,
  );
  const db = makeMirror(store, path.join(work, 'mirror.sqlite'));
  const results: string[] = [];
  try {
    const progress = createProgressDisplay({ unit: 'files' });
    results.push(await phase('first copy', db, standIn, progress));
    progress.finish();
    results.push(await phase('idle cycle', db, standIn, recordingProgress()));
  } finally {
    db.close();
    await standIn.ask('close').catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  }
  console.log(results.join('\n'));
}

if (values.serve)
  serve(values.serve, Number(values['latency-ms'])).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
else
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
