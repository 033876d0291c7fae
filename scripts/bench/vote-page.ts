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
import { gunzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { quantile, type TimingWithBody, timedGet } from './lib/http-timing';
import { type PageBench, pageBenchArgs, requireStore, startPageBench, timeSeries } from './lib/page-bench';

const { db, dbArg, port, url, warm, runs, extra } = pageBenchArgs('3200', ['id']);

/** A file as a browser fetches it: gzip-encoded where the server compresses, the body kept. */
const fetchGzip = (bench: PageBench, url: string): Promise<TimingWithBody> =>
  timedGet(bench.agent, url, { headers: { 'accept-encoding': 'gzip' }, keepBody: true });

function pickVote(): number {
  if (extra.id) return Number(extra.id);
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

async function transfer(bench: PageBench, html: string): Promise<void> {
  const { base } = bench;
  const page = await fetchGzip(bench, `${base}${html}`);
  const raw = page.encoding === 'gzip' ? gunzipSync(page.body) : page.body;
  const text = raw.toString('utf8');
  const assets = async (pattern: RegExp) => {
    const urls = [...new Set([...text.matchAll(pattern)].map((m) => m[1] ?? ''))];
    let rawBytes = 0;
    let gzipBytes = 0;
    for (const url of urls) {
      const r = await fetchGzip(bench, new URL(url, base).toString());
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
  if (!url) requireStore(db, dbArg);
  const bench = await startPageBench({ db, port, url });
  const { base } = bench;
  try {
    const id = pickVote();
    const html = `/afstemning/${id}`;
    // Without Accept-Encoding: uncompressed, as a reverse proxy would fetch it.
    const first = await bench.get(`${base}${html}`);
    if (first.status !== 200) throw new Error(`${html} answered ${first.status}`);
    const { timings, cpuPerRequest } = await timeSeries(bench, `${base}${html}`, warm, runs);
    const total = timings.map((t) => t.totalMs);
    const firstByte = timings.map((t) => t.firstByteMs);
    console.log(
      `store ${url ? '(server given)' : db}, vote ${id}: ${warm} warm-up, ${runs} sequential requests`,
    );
    console.log(`  first request (cold)     ${first.totalMs.toFixed(1)} ms`);
    console.log(
      `  whole response  p50 ${quantile(total, 0.5).toFixed(1).padStart(7)} ms   p95 ${quantile(total, 0.95).toFixed(1).padStart(7)} ms`,
    );
    console.log(
      `  first byte      p50 ${quantile(firstByte, 0.5).toFixed(1).padStart(7)} ms   p95 ${quantile(firstByte, 0.95).toFixed(1).padStart(7)} ms`,
    );
    if (cpuPerRequest !== null) console.log(`  server CPU per request  ${cpuPerRequest.toFixed(1)} ms`);
    await transfer(bench, html);
  } finally {
    bench.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
