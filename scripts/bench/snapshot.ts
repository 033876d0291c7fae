/**
 * `npm run bench:snapshot -- --db data/full.sqlite [--out /tmp/snapbench] [--level 1] [--compare-copy]`: publishes one
 * snapshot of a store (read-only: the store itself is never written) into a fresh directory (`--out`, empty or new;
 * default a new temporary one), as the sync writer does (lib/snapshot/publish-snapshot.ts), and prints the time of each part (the consistent copy, its gzip, the
 * CSV files), the sizes (raw, compressed, per CSV file), the CPU seconds and the peak RSS of the process — the
 * writer's extra cost per snapshot — and what a reader pays to gunzip and check the store file. `--level` sets the
 * gzip level (to compare levels), `--compare-copy` also times `VACUUM INTO` against the backup API. The output
 * directory is deleted afterwards.
 */
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { createGunzip } from 'node:zlib';
import { SNAPSHOT_GZIP_LEVEL } from '@/lib/snapshot/publish-gzip';
import { publishSnapshot } from '@/lib/snapshot/publish-snapshot';
import { copyStore, vacuumCopy } from '@/lib/store/store-copy';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'data/test.sqlite' },
    out: { type: 'string' },
    level: { type: 'string', default: String(SNAPSHOT_GZIP_LEVEL) },
    'compare-copy': { type: 'boolean', default: false },
  },
  strict: true,
});
const level = Number(values.level);
if (!Number.isInteger(level) || level < 1 || level > 9) {
  console.error('bench:snapshot: --level must be 1 to 9');
  process.exit(2);
}
// A fresh temporary directory unless named: two runs into one directory would delete each other's files.
const out = values.out ? path.resolve(values.out) : mkdtempSync(path.join(tmpdir(), 'tingdata-snapbench-'));
if (existsSync(out) && readdirSync(out).length > 0) {
  console.error(`bench:snapshot: ${out} is not empty; give a fresh --out`);
  process.exit(2);
}

const mib = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MiB`;
const cpuSeconds = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1e6;

async function timeCopies(): Promise<void> {
  for (const [label, copy] of [
    ['backup API', (dest: string) => copyStore(values.db, dest)],
    ['VACUUM INTO', async (dest: string) => vacuumCopy(values.db, dest)],
  ] as const) {
    const dest = path.join(out, 'copy-compare.sqlite');
    const cpu = process.cpuUsage();
    const started = performance.now();
    await copy(dest);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `copy by ${label}: ${seconds.toFixed(1)} s, ${cpuSeconds(process.cpuUsage(cpu)).toFixed(1)} s CPU, ${mib(statSync(dest).size)}`,
    );
    rmSync(dest);
  }
}

/** A reader's cost: gunzip the store file and hash what was downloaded. */
async function readerSeconds(file: string): Promise<number> {
  const started = performance.now();
  const hash = createHash('sha256');
  const input = createReadStream(file, { highWaterMark: 1 << 20 });
  input.on('data', (chunk) => hash.update(chunk));
  await pipeline(
    input,
    createGunzip({ chunkSize: 1 << 20 }),
    new Writable({
      write(_chunk, _encoding, done) {
        done();
      },
    }),
  );
  hash.digest('hex');
  return (performance.now() - started) / 1000;
}

async function main(): Promise<void> {
  mkdirSync(out, { recursive: true });
  try {
    console.log(
      `bench:snapshot: ${values.db} (${mib(statSync(values.db).size)}) into ${out}, gzip level ${level}`,
    );
    if (values['compare-copy']) await timeCopies();
    const published = await publishSnapshot(values.db, out, { keep: 1, level });
    if (!published) throw new Error('nothing was published');
    const { entry, seconds, cpuSeconds: cpu } = published;
    const [store, ...csv] = entry.files;
    if (!store) throw new Error('no store file');
    const csvBytes = csv.reduce((n, f) => n + f.bytes, 0);
    const csvRaw = csv.reduce((n, f) => n + f.rawBytes, 0);
    console.log(
      `wall: copy ${seconds.copy.toFixed(1)} s, compress ${seconds.compress.toFixed(1)} s, CSV ${seconds.csv.toFixed(1)} s, total ${seconds.total.toFixed(1)} s`,
    );
    console.log(
      `CPU: copy ${cpu.copy.toFixed(1)} s, compress ${cpu.compress.toFixed(1)} s, CSV ${cpu.csv.toFixed(1)} s, total ${cpu.total.toFixed(1)} s; peak RSS ${mib(process.resourceUsage().maxRSS * 1024)}`,
    );
    console.log(`store: ${mib(store.rawBytes)} raw, ${mib(store.bytes)} gzip`);
    console.log(`CSV: ${csv.length} files, ${mib(csvRaw)} raw, ${mib(csvBytes)} gzip; largest:`);
    for (const f of [...csv].sort((a, b) => b.bytes - a.bytes).slice(0, 8))
      console.log(
        `  ${f.table}: ${f.rows?.toLocaleString('en-US')} rows, ${mib(f.rawBytes)} raw, ${mib(f.bytes)} gzip`,
      );
    const reader = await readerSeconds(path.join(out, store.name));
    console.log(`a reader's gunzip + sha256 of the store file: ${reader.toFixed(1)} s`);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
