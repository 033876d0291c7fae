/**
 * `npm run bench:sitemap [-- --db data/full.sqlite --port 3350 --runs 20 --url http://host:port]`: what serving the
 * sitemap costs. Starts `next start` on an existing production build against the store (or measures a running server
 * given with --url), then asks, as a crawler does (gzip): the index cold (the process's first request: the plan of
 * every file is read from the store) and warm, gzip'd and as text; every file once cold (each is built and gzip'd on
 * its first request, and served as a gzip file); then the largest file warm. Prints the time to the last byte (p50/p95 for warm series) and the
 * bytes on the wire and uncompressed. "Cold" is the server process's first request: the operating system may still
 * hold the store's pages in memory from earlier runs.
 */
import { gunzipSync } from 'node:zlib';
import { quantile, type TimingWithBody, timedGet } from './lib/http-timing';
import { pageBenchArgs, requireStore, startPageBench } from './lib/page-bench';

const { db, dbArg, port, url, runs } = pageBenchArgs('3350');
const GZIP = { 'accept-encoding': 'gzip' };
const TEXT = { 'accept-encoding': 'identity' };

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
/** The text of an answer: gzip'd on the wire (the index, as asked) or a gzip file (a sitemap file), or plain. */
const text = (t: TimingWithBody) =>
  t.encoding === 'gzip' || (t.body[0] === 0x1f && t.body[1] === 0x8b) ? gunzipSync(t.body) : t.body;

async function main(): Promise<void> {
  requireStore(db, dbArg);
  const bench = await startPageBench({ db, port, url });
  const { base, agent } = bench;
  const get = (path: string, headers: Record<string, string>) =>
    timedGet(agent, `${base}${path}`, { headers, keepBody: true });
  const series = async (path: string, headers: Record<string, string>) => {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push((await get(path, headers)).totalMs);
    return `p50 ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms`;
  };
  try {
    console.log(`${base} on ${url ? 'the given server' : db}; warm series of ${runs} sequential requests\n`);
    const index = await get('/sitemap.xml', GZIP);
    if (index.status !== 200) throw new Error(`/sitemap.xml answered ${index.status}`);
    const files = [
      ...text(index)
        .toString('utf8')
        .matchAll(/<loc>([^<]+)<\/loc>/g),
    ].map((m) => new URL(m[1] ?? '').pathname);
    console.log(
      `index: ${files.length} files; cold ${index.totalMs.toFixed(0)} ms, ${kib(index.bytes)} gzip'd, ${kib(text(index).length)} as text; warm ${await series('/sitemap.xml', GZIP)}; warm as text ${await series('/sitemap.xml', TEXT)}`,
    );
    let largest = { path: '', bytes: 0, gzip: 0, coldMs: 0 };
    let urls = 0;
    const byKind = new Map<string, { files: number; urls: number }>();
    let coldTotal = 0;
    let wire = 0;
    for (const path of files) {
      const file = await get(path, GZIP);
      if (file.status !== 200) throw new Error(`${path} answered ${file.status}`);
      const body = text(file);
      const count = (body.toString('utf8').match(/<url>/g) ?? []).length;
      urls += count;
      const kind = /\/sitemaps\/([a-z]+)-/.exec(path)?.[1] ?? path;
      const seen = byKind.get(kind) ?? { files: 0, urls: 0 };
      byKind.set(kind, { files: seen.files + 1, urls: seen.urls + count });
      coldTotal += file.totalMs;
      wire += file.bytes;
      if (body.length > largest.bytes)
        largest = { path, bytes: body.length, gzip: file.bytes, coldMs: file.totalMs };
    }
    console.log(
      `all files cold: ${urls} URLs in ${(coldTotal / 1000).toFixed(1)} s, ${kib(wire)} gzip'd on the wire`,
    );
    for (const [kind, seen] of byKind)
      console.log(
        `  ${kind.padEnd(11)} ${String(seen.urls / 2).padStart(7)} pages, ${String(seen.urls).padStart(8)} URLs (da + en) in ${seen.files} files`,
      );
    console.log(
      `largest file ${largest.path}: ${kib(largest.bytes)} as text, ${kib(largest.gzip)} gzip'd; cold ${largest.coldMs.toFixed(0)} ms`,
    );
    console.log(`  warm: ${await series(largest.path, GZIP)}`);
  } finally {
    bench.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
