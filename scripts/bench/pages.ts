/**
 * `npm run bench:pages [-- --db data/full.sqlite --port 3410 --warm 10 --runs 100 --url http://host:port --only debate]`:
 * server time per page type. Starts `next start` on an existing production build (NEXT_DIST_DIR, default `.next`)
 * against the store — or measures a running server given with --url — then, page by page, warms each URL `warm`
 * times and requests it `runs` times sequentially over one keep-alive connection, and prints p50/p95 of the whole
 * response (request sent → last byte) and of the first byte, and — when it started the server — the server's CPU
 * time per request (Linux /proc), and the page's size as sent and gzipped. Ids come from the store; pages that
 * answer 404 (not built yet) are reported as such and not timed. `--only` times the pages whose name contains one of
 * its comma-separated words.
 */
import { gzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { quantile, timedGet } from './lib/http-timing';
import { pageBenchArgs, requireStore, startPageBench, timeSeries } from './lib/page-bench';
import { pickPages } from './pages-targets';

const { db, dbArg, port, url, warm, runs, extra } = pageBenchArgs('3410', ['only']);
const only = extra.only?.split(',').filter(Boolean) ?? [];
async function main(): Promise<void> {
  requireStore(db, dbArg);
  const store = new Database(db, { readonly: true, fileMustExist: true });
  const pages = pickPages(store).filter((p) => only.length === 0 || only.some((w) => p.name.includes(w)));
  store.close();

  const bench = await startPageBench({ db, port, url });
  const { base, get } = bench;
  try {
    console.log(
      `${base} on ${url ? 'the given server' : db}; ${warm} warm-up + ${runs} sequential requests per page (keep-alive)\n`,
    );
    console.log(
      `${'page'.padEnd(26)} ${'url'.padEnd(34)} ${'status'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'TTFB p50'.padStart(9)} ${'CPU ms/req'.padStart(11)} ${'KiB'.padStart(6)} ${'gz KiB'.padStart(7)}`,
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
      const { timings, cpuPerRequest } = await timeSeries(bench, `${base}${target.path}`, warm, runs);
      const cpu = cpuPerRequest === null ? '—' : cpuPerRequest.toFixed(1);
      const total = timings.map((t) => t.totalMs);
      const ttfb = timings.map((t) => t.firstByteMs);
      const kib = (timings.at(-1)?.bytes ?? 0) / 1024;
      // The HTML as sent gzipped (level 6, as a compressing proxy would): the page weight goals are in gzip bytes.
      const gzKib =
        gzipSync((await timedGet(bench.agent, `${base}${target.path}`, { keepBody: true })).body).length /
        1024;
      console.log(
        `${row} ${quantile(total, 0.5).toFixed(1).padStart(8)} ${quantile(total, 0.95).toFixed(1).padStart(8)} ${quantile(ttfb, 0.5).toFixed(1).padStart(9)} ${cpu.padStart(11)} ${kib.toFixed(0).padStart(6)} ${gzKib.toFixed(0).padStart(7)}${target.note ? `  ${target.note}` : ''}`,
      );
    }
  } finally {
    bench.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
