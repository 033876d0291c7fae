/**
 * `npm run bench:dataset [-- --scale full --seed 1 --out /tmp/x.sqlite --keep]`: builds a synthetic store
 * (lib/dataset/generate.ts) at the given scale into a temporary file and prints the wall time of the build, the
 * rows of the main tables and the file's size. The file is removed afterwards unless --keep (then --out names it).
 * The budget: full scale builds in at most 3 minutes. The build's CPU time is printed too: on a busy machine
 * it compares two generators better than the wall time does.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
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

const started = performance.now();
const cpuBefore = process.cpuUsage();
const result = generateDataset({ scale, seed: Number(values.seed), out });
const wall = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);

console.log(`generator v${GENERATOR_VERSION}, scale ${scale.name}, seed ${values.seed}`);
console.log(`wall time   ${wall.toFixed(1)} s`);
console.log(`cpu time    ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s`);
console.log(`file size   ${(result.bytes / 1024 / 1024).toFixed(1)} MB (${result.bytes} bytes)`);
for (const table of MAIN_TABLES)
  console.log(`${table.padEnd(16)}${String(result.counts.get(table) ?? 0).padStart(10)}`);
const all = [...result.counts.values()].reduce((a, b) => a + b, 0);
console.log(`${'all tables'.padEnd(16)}${String(all).padStart(10)}`);
if (!values.keep) rmSync(dir ?? out, { recursive: true, force: true });
