/**
 * `npm run bench:vote-page [-- --db data/full.sqlite --port 3200 --id N --warm 10 --runs 100 --url http://host:port]`
 *
 * Server time and transfer size of one vote page (/afstemning/<id>). Starts `next start` on the existing production
 * build (NEXT_DIST_DIR, default `.next`; build first with `npx next build`) against the store — or measures a
 * running server given with --url — then requests the page `warm` times, then `runs` times sequentially over one
 * keep-alive connection (uncompressed, as a reverse proxy would fetch it), and prints p50/p95 of the whole response
 * (request sent → last byte) and of the first byte, plus the server's CPU time per request (Linux /proc, only when
 * it started the server). Then the transfer size: the HTML raw and gzip-encoded as served, and every script chunk the
 * HTML references (`<script src>`, without the `noModule` polyfills modern browsers skip), raw and gzip, summed;
 * stylesheets likewise. Default vote: the newest one with Stemme rows (the largest kind of vote page).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { quantile } from './lib/http-timing';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'data/full.sqlite' },
    port: { type: 'string', default: '3200' },
    id: { type: 'string' },
    url: { type: 'string' },
    warm: { type: 'string', default: '10' },
    runs: { type: 'string', default: '100' },
  },
});

const db = path.resolve(values.db ?? 'data/full.sqlite');
const warm = Math.max(0, Number(values.warm) || 0);
const runs = Math.max(5, Number(values.runs) || 100);
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

interface Fetched {
  readonly status: number;
  readonly totalMs: number;
  readonly firstByteMs: number;
  /** Bytes on the wire (encoded). */
  readonly body: Buffer;
  readonly encoding: string | undefined;
}

function get(url: string, gzip = false): Promise<Fetched> {
  const start = process.hrtime.bigint();
  const since = () => Number(process.hrtime.bigint() - start) / 1e6;
  return new Promise((resolve, reject) => {
    request(url, { agent, headers: { 'accept-encoding': gzip ? 'gzip' : 'identity' } }, (res) => {
      let firstByteMs = -1;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => {
        if (firstByteMs < 0) firstByteMs = since();
        chunks.push(chunk);
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          totalMs: since(),
          firstByteMs: Math.max(firstByteMs, 0),
          body: Buffer.concat(chunks),
          encoding: res.headers['content-encoding'],
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      await get(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`${url} did not come up`);
}

/** utime + stime of a process in ms (Linux), or null elsewhere. */
function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return null;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}

function pickVote(): number {
  if (values.id) return Number(values.id);
  const store = new Database(db, { readonly: true, fileMustExist: true });
  try {
    const row = store
      .prepare(
        `SELECT a.id FROM "Afstemning" a
         LEFT JOIN "Sagstrin" st ON st.id = a.sagstrinid JOIN "Møde" m ON m.id = a."mødeid"
         WHERE EXISTS (SELECT 1 FROM "Stemme" s WHERE s.afstemningid = a.id)
         ORDER BY COALESCE(st.dato, m.dato) DESC, a.id DESC LIMIT 1`,
      )
      .get() as { id: number } | undefined;
    if (!row) throw new Error(`no vote with Stemme rows in ${db}`);
    return row.id;
  } finally {
    store.close();
  }
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

async function transfer(base: string, html: string): Promise<void> {
  const page = await get(`${base}${html}`, true);
  const raw = page.encoding === 'gzip' ? gunzipSync(page.body) : page.body;
  const text = raw.toString('utf8');
  const assets = async (pattern: RegExp) => {
    const urls = [...new Set([...text.matchAll(pattern)].map((m) => m[1] ?? ''))];
    let rawBytes = 0;
    let gzipBytes = 0;
    for (const url of urls) {
      const r = await get(new URL(url, base).toString(), true);
      gzipBytes += r.body.length;
      rawBytes += r.encoding === 'gzip' ? gunzipSync(r.body).length : r.body.length;
    }
    return { count: urls.length, rawBytes, gzipBytes };
  };
  // Scripts a modern browser loads; `noModule` ones (Next's polyfills) only load where modules are not supported.
  const scripts = await assets(/<script(?![^>]*\snoModule)[^>]*\ssrc="([^"]+)"/gi);
  const legacy = await assets(/<script(?=[^>]*\snoModule)[^>]*\ssrc="([^"]+)"/gi);
  const styles = await assets(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g);
  console.log(`\ntransfer of ${html} (gzip as served by next start)`);
  console.log(
    `  HTML           ${kib(raw.length).padStart(10)} raw  ${kib(page.body.length).padStart(10)} gzip`,
  );
  console.log(
    `  JS (${String(scripts.count).padStart(2)} chunks) ${kib(scripts.rawBytes).padStart(10)} raw  ${kib(scripts.gzipBytes).padStart(10)} gzip`,
  );
  console.log(
    `  (noModule polyfills, not loaded by browsers with modules: ${legacy.count} chunk, ${kib(legacy.gzipBytes)} gzip)`,
  );
  console.log(
    `  CSS (${styles.count} file)   ${kib(styles.rawBytes).padStart(10)} raw  ${kib(styles.gzipBytes).padStart(10)} gzip`,
  );
  console.log(
    `  total          ${kib(raw.length + scripts.rawBytes + styles.rawBytes).padStart(10)} raw  ${kib(page.body.length + scripts.gzipBytes + styles.gzipBytes).padStart(10)} gzip`,
  );
}

async function main(): Promise<void> {
  if (!values.url && !existsSync(db)) {
    console.error(`No store at ${db}. Build one: npm run dataset -- --scale full --out ${values.db}`);
    process.exit(2);
  }
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  if (!values.url && !existsSync(path.join(distDir, 'BUILD_ID'))) {
    console.error(`No production build in ${distDir}. Build it first: npx next build`);
    process.exit(2);
  }
  const base = values.url ?? `http://127.0.0.1:${values.port}`;
  let server: ChildProcess | undefined;
  if (!values.url) {
    server = spawn(
      process.execPath,
      [path.resolve('node_modules/next/dist/bin/next'), 'start', '-p', String(values.port)],
      { stdio: 'ignore', env: { ...process.env, ODA_DB: db, NEXT_TELEMETRY_DISABLED: '1' } },
    );
    process.on('exit', () => server?.kill());
  }
  try {
    const id = pickVote();
    const html = `/afstemning/${id}`;
    await waitFor(`${base}/`);
    const first = await get(`${base}${html}`);
    if (first.status !== 200) throw new Error(`${html} answered ${first.status}`);
    for (let i = 0; i < warm; i++) await get(`${base}${html}`);
    const cpuBefore = cpuMs(server?.pid);
    const total: number[] = [];
    const firstByte: number[] = [];
    for (let i = 0; i < runs; i++) {
      const r = await get(`${base}${html}`);
      total.push(r.totalMs);
      firstByte.push(r.firstByteMs);
    }
    const cpuAfter = cpuMs(server?.pid);
    console.log(
      `store ${values.url ? '(server given)' : db}, vote ${id}: ${warm} warm-up, ${runs} sequential requests`,
    );
    console.log(`  first request (cold)     ${first.totalMs.toFixed(1)} ms`);
    console.log(
      `  whole response  p50 ${quantile(total, 0.5).toFixed(1).padStart(7)} ms   p95 ${quantile(total, 0.95).toFixed(1).padStart(7)} ms`,
    );
    console.log(
      `  first byte      p50 ${quantile(firstByte, 0.5).toFixed(1).padStart(7)} ms   p95 ${quantile(firstByte, 0.95).toFixed(1).padStart(7)} ms`,
    );
    if (cpuBefore !== null && cpuAfter !== null)
      console.log(`  server CPU per request  ${((cpuAfter - cpuBefore) / runs).toFixed(1)} ms`);
    await transfer(base, html);
  } finally {
    server?.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
