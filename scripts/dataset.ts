/**
 * Builds a synthetic ODA store.
 * Usage: npm run dataset -- --scale tiny|sample|demo|full [--seed N] [--out FILE] [--as-of YYYY-MM-DD] [--referat-out DIR]
 * With --referat-out the transcript XML files the store's debates were imported from are kept in DIR.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { resolveStorePath } from '@/lib/config/store-path';
import { DEFAULT_AS_OF, generateDataset } from '@/lib/dataset/generate';
import { SCALES, type ScaleConfig } from '@/lib/dataset/scale';
import { createProgressDisplay } from '@/lib/progress/create-progress-display';
import { readStoreMeta } from '@/lib/store/meta';
import { openStore } from '@/lib/store/open-store';

function fail(message: string): never {
  console.error(
    `dataset: ${message}\nUsage: npm run dataset -- --scale tiny|sample|demo|full [--seed N] [--out FILE] [--as-of YYYY-MM-DD] [--referat-out DIR]`,
  );
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: 'demo' },
    seed: { type: 'string', default: '1' },
    out: { type: 'string' },
    'as-of': { type: 'string', default: DEFAULT_AS_OF },
    'referat-out': { type: 'string' },
  },
  strict: true,
});
/** Whether an existing file is a store of synthetic data (or not a store at all: nothing to lose). */
function isSyntheticStore(file: string): boolean {
  let db: ReturnType<typeof openStore> | undefined;
  try {
    db = openStore(file);
    const hasTables = db
      .prepare("SELECT count(*) FROM sqlite_master WHERE type = 'table'")
      .pluck()
      .get() as number;
    return hasTables === 0 || readStoreMeta(db).synthetic;
  } catch {
    return false;
  } finally {
    db?.close();
  }
}

const scale =
  SCALES[values.scale as ScaleConfig['name']] ??
  fail(`unknown scale "${values.scale}" (tiny, sample, demo or full)`);
const seed = Number(values.seed);
if (!Number.isInteger(seed) || seed < 0 || seed > 4294967295)
  fail(`--seed must be an integer from 0 to 4294967295, got "${values.seed}"`);
if (!/^\d{4}-\d{2}-\d{2}$/.test(values['as-of'] ?? '')) fail('--as-of must be a date like 2026-11-20');
// The demo store's file, never the mirror's (which ODA_UPSTREAM would make the default store).
const out = path.resolve(values.out ?? resolveStorePath({ ODA_DB: process.env.ODA_DB }));
if (existsSync(out) && !isSyntheticStore(out))
  fail(`${out} holds data that is not synthetic (a mirror made by npm run sync?); choose another --out`);

// The generator reports each stage as it starts: `samling <titel>` with the sessions done so far, then
// `sambehandlinger` (all sessions done), `indexes` (0 of 1, then 1 of 1), `referater` (files done of all) and
// `analyse` (0 of 1, then 1 of 1). Parts: `samlinger` counts the
// sessions; each later stage is a part of one step. A part is complete when the next one starts.
const progress = createProgressDisplay({ unit: 'steps' });
let running: { part: string; total: number } | undefined;
const completeRunning = () => {
  if (!running) return;
  progress.update(running.part, running.total, running.total);
  progress.complete(running.part);
  running = undefined;
};
const onProgress = (stage: string, done: number, total: number) => {
  const part = stage.startsWith('samling ') ? 'samlinger' : stage;
  if (running?.part !== part) {
    completeRunning();
    // A new stage reported as all done is counting the sessions before it: it starts as one step.
    running = { part, total: done === total ? 1 : total };
    progress.update(part, done === total ? 0 : done, running.total);
  } else if (done === total) completeRunning();
  else progress.update(part, done, total);
};

progress.log(`Building the ${scale.name} dataset (seed ${seed}, as of ${values['as-of']}) into ${out}`);
let result: ReturnType<typeof generateDataset>;
try {
  const referatOut = values['referat-out'] ? path.resolve(values['referat-out']) : undefined;
  result = generateDataset({ scale, seed, out, asOf: values['as-of'], referatOut, onProgress });
  completeRunning();
} finally {
  progress.finish();
}
const rows = [...result.counts.entries()].sort((a, b) => a[0].localeCompare(b[0], 'da'));
const total = rows.reduce((n, [, c]) => n + c, 0);
console.log(
  `Built ${out} in ${result.seconds.toFixed(1)} s: ${(result.bytes / 1048576).toFixed(1)} MiB, ${total} rows`,
);
for (const [set, count] of rows) console.log(`  ${set.padEnd(26)} ${String(count).padStart(10)}`);
const r = result.referat;
console.log(
  `Transcripts: ${r.files} files (${(r.bytes / 1048576).toFixed(1)} MiB of XML), ${r.speeches} speeches, ${r.characters} characters, ${r.rejected.length} rejected, ${r.seconds.toFixed(1)} s`,
);
for (const bad of r.rejected) console.log(`  rejected ${bad.path}: ${bad.reason}`);
