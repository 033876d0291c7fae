/**
 * Builds a synthetic ODA store.
 * Usage: npm run dataset -- --scale demo|full [--seed N] [--out FILE] [--as-of YYYY-MM-DD]
 */
import { parseArgs } from 'node:util';
import { DEFAULT_AS_OF, generateDataset } from '@/lib/dataset/generate';
import { SCALES, type ScaleConfig } from '@/lib/dataset/scale';
import { resolveStorePath } from '@/lib/store/store-path';

function fail(message: string): never {
  console.error(
    `dataset: ${message}\nUsage: npm run dataset -- --scale demo|full [--seed N] [--out FILE] [--as-of YYYY-MM-DD]`,
  );
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: 'demo' },
    seed: { type: 'string', default: '1' },
    out: { type: 'string' },
    'as-of': { type: 'string', default: DEFAULT_AS_OF },
  },
  strict: true,
});
const scale =
  SCALES[values.scale as ScaleConfig['name']] ?? fail(`unknown scale "${values.scale}" (demo, full or tiny)`);
const seed = Number(values.seed);
if (!Number.isInteger(seed) || seed < 0 || seed > 4294967295)
  fail(`--seed must be an integer from 0 to 4294967295, got "${values.seed}"`);
if (!/^\d{4}-\d{2}-\d{2}$/.test(values['as-of'] ?? '')) fail('--as-of must be a date like 2026-11-20');
const out = values.out ?? resolveStorePath();

const tty = process.stderr.isTTY;
let lastLine = '';
const bar = (stage: string, done: number, total: number) => {
  const width = 30;
  const filled = total > 0 ? Math.round((done / total) * width) : 0;
  const line = `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total} ${stage}`;
  if (tty) process.stderr.write(`\r${line.padEnd(lastLine.length)}`);
  else if (line !== lastLine) process.stderr.write(`${line}\n`);
  lastLine = line;
};

console.error(`Building the ${scale.name} dataset (seed ${seed}, as of ${values['as-of']}) into ${out}`);
const result = generateDataset({ scale, seed, out, asOf: values['as-of'], onProgress: bar });
if (tty) process.stderr.write('\n');
const rows = [...result.counts.entries()].sort((a, b) => a[0].localeCompare(b[0], 'da'));
const total = rows.reduce((n, [, c]) => n + c, 0);
console.log(
  `Built ${out} in ${result.seconds.toFixed(1)} s: ${(result.bytes / 1048576).toFixed(1)} MiB, ${total} rows`,
);
for (const [set, count] of rows) console.log(`  ${set.padEnd(26)} ${String(count).padStart(10)}`);
