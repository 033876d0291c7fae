/**
 * `npm run bench:snapshot-start [-- --db data/full.sqlite --port 3220 --load --clients 50]`: how long a new reader
 * instance takes from `npm start` to its first 200 vote page, serving a snapshot of the store from loopback.
 * Makes a snapshot of the store in a temporary directory (scripts/bench/lib/store-snapshot.ts: the file gzipped as it
 * is, as the publisher would; the store must not be written meanwhile), serves that directory on 127.0.0.1
 * (lib/snapshot/static-server.fixture.ts: ETag, Range), builds the app if stale (outside the timing), then starts
 * `tsx scripts/start.ts` with `ODA_SNAPSHOT_URL` and an empty `ODA_SNAPSHOT_CACHE`, and asks for the vote page every
 * 100 ms. Prints the seconds to the first 200 and where they went: download (sha256 computed while the bytes arrive),
 * verify, gunzip, open (as the reader logs them), the process's start before them, Next's start after, and the first
 * render. With `--load`, another instance (`scripts/serve.ts` on the store itself) takes `--clients` keep-alive
 * clients over a mix of pages and `/api` reads the whole time. Deletes its temporary files at the end.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { MANIFEST_FILE } from '@/lib/snapshot/manifest';
import { startStaticServer } from '@/lib/snapshot/static-server.fixture';
import { ensureBuild } from '../lib/ensure-build';
import { childEnv, nodeModulesBin } from '../lib/run';
import { quantile, timedGet, waitUntilUp } from './lib/http-timing';
import { makeStoreSnapshot } from './lib/store-snapshot';
import { pickPages } from './pages-targets';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'data/full.sqlite' },
    port: { type: 'string', default: '3220' },
    load: { type: 'boolean', default: false },
    clients: { type: 'string', default: '50' },
  },
});
const db = path.resolve(values.db ?? 'data/full.sqlite');
const port = Number(values.port);
const clients = Number(values.clients);
const tmp = mkdtempSync(path.join(tmpdir(), 'tingdata-snapshot-start-'));
const children: ChildProcess[] = [];
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function cleanUp(): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  rmSync(tmp, { recursive: true, force: true });
}
process.once('SIGINT', () => {
  cleanUp();
  process.exit(130);
});

/** Another instance on the store itself, under `clients` keep-alive clients until `stop()`. */
async function startLoad(
  paths: readonly string[],
): Promise<{ stop(): Promise<{ requests: number; p99: number; statuses: Map<number, number> }> }> {
  const loadPort = port + 2;
  const server = spawn(
    process.execPath,
    [
      nodeModulesBin('tsx', 'dist', 'cli.mjs'),
      'scripts/serve.ts',
      '--port',
      String(loadPort),
      '--hostname',
      '127.0.0.1',
    ],
    {
      stdio: 'ignore',
      env: childEnv({ ODA_DB: db, NODE_ENV: 'production' }),
    },
  );
  children.push(server);
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const base = `http://127.0.0.1:${loadPort}`;
  await waitUntilUp(
    () => timedGet(agent, `${base}/`).then((t) => (t.status === 200 ? t : Promise.reject())),
    'the loaded instance',
    600,
  );
  let running = true;
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const client = async (i: number) => {
    for (let n = i; running; n++) {
      const target = paths[n % paths.length] ?? '/';
      const t = await timedGet(agent, `${base}${target}`).catch(() => ({ status: 0, totalMs: 0 }));
      times.push(t.totalMs);
      statuses.set(t.status, (statuses.get(t.status) ?? 0) + 1);
    }
  };
  const loops = Array.from({ length: clients }, (_, i) => client(i));
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
      agent.destroy();
      return { requests: times.length, p99: quantile(times, 0.99), statuses };
    },
  };
}

async function main(): Promise<void> {
  const store = new Database(db, { readonly: true, fileMustExist: true });
  const pages = pickPages(store);
  store.close();
  const vote = pages.find((p) => p.name === 'vote')?.path ?? '/';
  const dir = path.join(tmp, 'published');
  const made = Date.now();
  const entry = await makeStoreSnapshot(dir, db);
  const file = entry.files[0];
  console.log(
    `snapshot of ${db}: ${((file?.rawBytes ?? 0) / 1e9).toFixed(2)} GB → ${((file?.bytes ?? 0) / 1e9).toFixed(2)} GB gzip in ${s(Date.now() - made)} (not timed below)`,
  );
  const files = await startStaticServer(dir, port + 1);

  const load = values.load
    ? await startLoad([
        ...pages.map((p) => p.path),
        '/api/Sag?$top=20',
        '/api/Afstemning?$top=5&$expand=Stemme',
      ])
    : null;
  if (load)
    console.log(
      `load: ${clients} clients on another instance (port ${port + 2}) over ${pages.length + 2} paths`,
    );

  // Built (when stale) outside the timing, just before it: `npm start` then only checks.
  await ensureBuild();
  const start = Date.now();
  const marks = new Map<string, number>();
  const env = childEnv({
    PORT: String(port),
    ODA_SNAPSHOT_URL: new URL(MANIFEST_FILE, files.url).toString(),
    ODA_SNAPSHOT_CACHE: path.join(tmp, 'cache'),
  });
  delete env.ODA_DB;
  delete env.ODA_UPSTREAM;
  const reader = spawn(process.execPath, [nodeModulesBin('tsx', 'dist', 'cli.mjs'), 'scripts/start.ts'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  children.push(reader);
  let split = '';
  for (const stream of [reader.stdout, reader.stderr])
    createInterface({ input: stream }).on('line', (line) => {
      if (line.includes('[snapshot] serving generation')) {
        marks.set('snapshot', Date.now() - start);
        split = /: (download .*)$/.exec(line)?.[1] ?? line;
      } else if (line.includes('[tingdata] Ready on')) marks.set('ready', Date.now() - start);
      else if (/error|refused|Voting index/i.test(line))
        console.log(`  reader at ${s(Date.now() - start)}: ${line.slice(0, 200)}`);
    });
  const agent = new Agent({ keepAlive: false });
  let status = 0;
  while (status !== 200) {
    if (reader.exitCode !== null) throw new Error(`the reader exited with ${reader.exitCode}`);
    status = await timedGet(agent, `http://127.0.0.1:${port}${vote}`).then(
      (t) => t.status,
      () => 0,
    );
    if (status !== 200) await new Promise((r) => setTimeout(r, 100));
  }
  const total = Date.now() - start;
  const snapshot = marks.get('snapshot') ?? Number.NaN;
  const ready = marks.get('ready') ?? Number.NaN;
  console.log(`first 200 of ${vote} ${s(total)} after npm start${load ? ' (under load)' : ''}`);
  console.log(
    `  start → snapshot ready: ${s(snapshot)} (${split}; the rest: tsx, the manifest, the build check)`,
  );
  console.log(`  snapshot ready → server ready (Next): ${s(ready - snapshot)}`);
  console.log(`  server ready → first 200 page: ${s(total - ready)}`);
  if (load) {
    const r = await load.stop();
    const statuses = [...r.statuses].map(([k, v]) => `${k}: ${v}`).join(', ');
    console.log(`  load meanwhile: ${r.requests} requests, p99 ${r.p99.toFixed(0)} ms (${statuses})`);
  }
  await files.close();
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(cleanUp);
