/**
 * `npm run bench:nginx-cache -- [--db data/test.sqlite] [--port 3250] [--seconds 10] [--clients 16] [--page vote]`:
 * one cached page, asked for again and again over loopback by `--clients` keep-alive clients for `--seconds` each:
 * - nginx: through nginx's cache (the committed site, deploy/nginx/tingdata.conf, lib/deploy/nginx.fixture.ts), HIT;
 * - instance: from the server directly, answered from its page cache (lib/server/page-cache.ts);
 * - render: from the server directly, rendered by Next for every request (`Cache-Control: no-cache` from loopback
 *   forces it), for the time to first byte of a streamed render beside that of a kept copy.
 * Every request asks for gzip, as browsers and nginx do. Prints requests/s, p50/p99 of the whole answer and of its
 * first byte, and the statuses; then what keeping a page for a shared cache costs once (its nonce taken out, its
 * inline scripts hashed: lib/server/shared-html.ts). Starts the production server (scripts/serve.ts, an existing
 * build) and nginx itself, and stops both. The clients run in this one Node process: at nginx's rates they, not
 * nginx, may be the limit. Not part of `npm test`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { Agent } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { startNginx, type TestNginx } from '@/lib/deploy/nginx.fixture';
import { nonceOf } from '@/lib/server/security-headers';
import { toSharedHtml } from '@/lib/server/shared-html';
import { quantile, type Timing, timedGet, waitUntilUp } from './lib/http-timing';
import { requireStore } from './lib/page-bench';
import { pickPages } from './pages-targets';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'data/test.sqlite' },
    port: { type: 'string', default: '3250' },
    seconds: { type: 'string', default: '10' },
    clients: { type: 'string', default: '16' },
    page: { type: 'string', default: 'vote' },
  },
});

const SECONDS = Number(values.seconds);
const CLIENTS = Number(values.clients);
const PORT = Number(values.port);
const GZIP = { 'accept-encoding': 'gzip' };

interface Run {
  readonly name: string;
  readonly timings: readonly Timing[];
  readonly seconds: number;
  readonly statuses: Readonly<Record<string, number>>;
}

/** `CLIENTS` clients asking for `url` back to back for `SECONDS`; `label` names each answer (a status, a header). */
async function load(
  name: string,
  url: string,
  headers: Record<string, string>,
  label: (timing: Timing) => string = (t) => String(t.status),
): Promise<Run> {
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  const timings: Timing[] = [];
  const statuses: Record<string, number> = {};
  const start = performance.now();
  const end = start + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < end) {
        const timing = await timedGet(agent, url, { headers });
        timings.push(timing);
        const key = label(timing);
        statuses[key] = (statuses[key] ?? 0) + 1;
      }
    }),
  );
  agent.destroy();
  return { name, timings, seconds: (performance.now() - start) / 1000, statuses };
}

const ms = (x: number) => `${x < 10 ? x.toFixed(2) : x.toFixed(1)} ms`;

function report(run: Run): void {
  const total = run.timings.map((t) => t.totalMs);
  const first = run.timings.map((t) => t.firstByteMs);
  console.log(
    [
      run.name.padEnd(9),
      `${(run.timings.length / run.seconds).toFixed(0).padStart(6)} req/s`,
      `p50 ${ms(quantile(total, 0.5))}`,
      `p99 ${ms(quantile(total, 0.99))}`,
      `first byte p50 ${ms(quantile(first, 0.5))}`,
      `p99 ${ms(quantile(first, 0.99))}`,
      JSON.stringify(run.statuses),
    ].join('  '),
  );
}

/** scripts/serve.ts on the existing build, on 127.0.0.1:`PORT`, over `db`. */
function startServer(db: string): ChildProcess {
  return spawn(
    process.execPath,
    [
      path.resolve('node_modules/tsx/dist/cli.mjs'),
      'scripts/serve.ts',
      '--port',
      String(PORT),
      '--hostname',
      '127.0.0.1',
    ],
    { stdio: 'ignore', env: { ...process.env, ODA_DB: db, NEXT_TELEMETRY_DISABLED: '1' } },
  );
}

async function main(): Promise<void> {
  const db = path.resolve(values.db);
  requireStore(db, undefined);
  const store = new Database(db, { readonly: true, fileMustExist: true });
  const target = pickPages(store).find((p) => p.name === values.page);
  store.close();
  if (!target) throw new Error(`no page named ${values.page} among bench:pages' targets`);
  const server = startServer(db);
  let nginx: TestNginx | null = null;
  try {
    const direct = `http://127.0.0.1:${PORT}${target.path}`;
    await waitUntilUp(() => timedGet(new Agent(), direct), 'the server');
    nginx = await startNginx({ upstreams: [`127.0.0.1:${PORT}`], port: PORT + 1 });
    const proxied = `${nginx.url}${target.path}`;
    // Until nginx keeps it: the first render streams (with a nonce, kept by nobody else); the page cache's copy next.
    await waitUntilUp(async () => {
      const answer = await fetch(proxied, { headers: GZIP });
      await answer.arrayBuffer();
      if (answer.headers.get('x-cache-status') !== 'HIT') throw new Error('not kept yet');
    }, 'a HIT from nginx');

    console.log(
      `${target.name} ${target.path}, ${CLIENTS} clients, ${SECONDS} s each, gzip; loopback (${db}); nginx ${nginx.url}`,
    );
    report(await load('nginx', proxied, GZIP));
    report(await load('instance', direct, GZIP));
    report(await load('render', direct, { ...GZIP, 'cache-control': 'no-cache' }));

    // A render as Next streams it, with the nonce its policy names: what the page cache keeps it from.
    const rendered = await fetch(direct, { headers: { 'cache-control': 'no-cache' } });
    const html = Buffer.from(await rendered.arrayBuffer());
    const nonce = nonceOf(rendered.headers.get('content-security-policy')) ?? '';
    const rounds = 200;
    const start = performance.now();
    let hashes = 0;
    for (let i = 0; i < rounds; i++) hashes = toSharedHtml(html, nonce).scriptHashes.length;
    console.log(
      `keeping it for a shared cache (nonce out, ${hashes} inline scripts hashed), once per stored page: ${ms((performance.now() - start) / rounds)} for ${(html.length / 1024).toFixed(0)} KiB`,
    );
  } finally {
    await nginx?.stop();
    server.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
