/**
 * `npm run bench:dataset [-- --scale full --seed 1 --out /tmp/x.sqlite --referat-out /tmp/referat]`: builds a
 * synthetic store (lib/dataset/generate.ts) at the given scale and prints the wall time of the build, the rows of the
 * main tables, the file's size and the transcripts' stage (lib/dataset/referat/build-referat.ts): its time, files,
 * MB of XML, speeches, characters and the space the debates' tables and indexes take in the store. Without --out the
 * store is built in a temporary file and removed afterwards (--keep keeps it); a file named by --out is kept, and so
 * are the XML files when --referat-out names their directory.
 * The issue's budget: full scale, transcripts included, builds in at most 6 minutes. The build's CPU time is printed
 * too: on a busy machine it compares two generators better than the wall time does; and the peak resident memory,
 * which stays flat in the number of transcripts (they are written and imported one file at a time).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { GENERATOR_VERSION } from '@/lib/dataset/fingerprint';
import { generateDataset } from '@/lib/dataset/generate';
import { SCALES, type ScaleConfig } from '@/lib/dataset/scale';

const MAIN_TABLES = [
  'Sag',
  'Sagstrin',
  'Aktør',
  'Møde',
  'Dagsordenspunkt',
  'Afstemning',
  'Stemme',
  'Dokument',
  'Fil',
  'DokumentAktør',
  'SagDokument',
] as const;

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: 'full' },
    seed: { type: 'string', default: '1' },
    out: { type: 'string' },
    'referat-out': { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
  strict: true,
});
const scale = SCALES[values.scale as ScaleConfig['name']];
if (!scale) {
  console.error(`bench:dataset: unknown scale "${values.scale}" (tiny, sample, demo or full)`);
  process.exit(2);
}
const dir = values.out ? null : mkdtempSync(path.join(tmpdir(), 'tingdata-bench-dataset-'));
const out = path.resolve(values.out ?? path.join(dir as string, `${scale.name}.sqlite`));
const referatOut = values['referat-out'] ? path.resolve(values['referat-out']) : undefined;

const started = performance.now();
const cpuBefore = process.cpuUsage();
const result = generateDataset({ scale, seed: Number(values.seed), out, referatOut });
const wall = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

console.log(`generator v${GENERATOR_VERSION}, scale ${scale.name}, seed ${values.seed}`);
console.log(`wall time   ${wall.toFixed(1)} s`);
console.log(`cpu time    ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s`);
console.log(`peak RSS    ${mb(process.resourceUsage().maxRSS * 1024)}`);
console.log(`file size   ${mb(result.bytes)} (${result.bytes} bytes)`);
for (const table of MAIN_TABLES)
  console.log(`${table.padEnd(16)}${String(result.counts.get(table) ?? 0).padStart(10)}`);
const all = [...result.counts.values()].reduce((a, b) => a + b, 0);
console.log(`${'all tables'.padEnd(16)}${String(all).padStart(10)}`);

const r = result.referat;
console.log('transcripts (referater)');
console.log(`  stage time  ${r.seconds.toFixed(1)} s (write XML, parse, import)`);
console.log(
  `  files       ${r.files} (${r.rejected.length} rejected)${referatOut ? ` in ${referatOut}` : ''}`,
);
console.log(`  XML         ${mb(r.bytes)}`);
console.log(`  speeches    ${r.speeches} (+ ${r.events} events), ${r.characters} characters`);
console.log(`  mean        ${(r.characters / Math.max(1, r.speeches)).toFixed(0)} characters a speech`);
// The space of the debates' tables, their indexes and any full-text index over them, from SQLite's page statistics.
const db = new Database(out, { readonly: true });
const sizes = db
  .prepare(
    `SELECT s.name, sum(s.pgsize) bytes FROM dbstat s JOIN sqlite_master m ON m.name = s.name
     WHERE m.tbl_name LIKE '%tale%' OR m.tbl_name LIKE '\\_referat%' ESCAPE '\\'
     GROUP BY s.name ORDER BY bytes DESC`,
  )
  .all() as { name: string; bytes: number }[];
db.close();
for (const s of sizes) console.log(`  ${s.name.padEnd(34)}${mb(s.bytes).padStart(12)}`);
console.log(`  ${'debates in all'.padEnd(34)}${mb(sizes.reduce((a, s) => a + s.bytes, 0)).padStart(12)}`);
if (!values.keep && dir) rmSync(dir, { recursive: true, force: true });
