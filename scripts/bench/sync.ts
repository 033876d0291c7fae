/**
 * `npm run bench:sync [-- --db data/full.sqlite --latency 100 --concurrency 8 --interval 20 --visibility-runs 3 --port 4391 --instance]`:
 * `npm run sync` against the stand-in (its own process, `--latency` ms per answer) over a copy of the store:
 * 1. the initial copy: wall time, requests, rows/s, and its ratio to the latency bound (requests × latency ÷
 *    concurrency: what the requests cost if the service's latency were the only cost);
 * 2. an idle cycle: requests and time;
 * 3. a cycle after 1,000 rows changed and 10 deleted at the source: requests, time, rows written and deleted;
 * 4. how long a change at the source takes to reach the mirror (what pages read) with the sync looping every
 *    `--interval` seconds, changes made at random moments;
 * 5. that the mirror equals the source, table by table.
 * With `--instance`, the upstream is another Tingdata instance instead of the stand-in: the production server
 * (`scripts/serve.ts`, needs a build) over the copy, its `/api` as `ODA_UPSTREAM` (no added latency; its read cache off,
 * since the copy changes without a generation of its own, unlike a mirror or a snapshot reader).
 * Build the store first: npm run dataset -- --scale full --out data/full.sqlite
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { createProgressDisplay } from '@/lib/progress/create-progress-display';
import { readMirrorStatus } from '@/lib/store/mirror-status';
import type { CycleSummary } from '@/lib/sync/cycle';
import { DEFAULT_INTERVAL_SECONDS, type SyncOptions } from '@/lib/sync/options';
import { syncLoop, syncOnce } from '@/lib/sync/run';
import {
  changeSource,
  compareStores,
  nonZero,
  recordingProgress,
  serviceStamp,
} from '@/lib/sync/sync.fixture';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'data/full.sqlite' },
    latency: { type: 'string', default: '100' },
    concurrency: { type: 'string', default: '8' },
    interval: { type: 'string', default: '20' },
    'visibility-runs': { type: 'string', default: '3' },
    instance: { type: 'boolean', default: false },
    port: { type: 'string', default: '4391' },
  },
});
const source = path.resolve(values.db ?? 'data/full.sqlite');
if (!existsSync(source)) {
  console.error(`No store at ${source}. Build one: npm run dataset -- --scale full --out ${values.db}`);
  process.exit(2);
}
const instance = values.instance ?? false;
const latency = instance ? 0 : Number(values.latency);
const concurrency = Number(values.concurrency);
const interval = Number(values.interval);
const visibilityRuns = Number(values['visibility-runs']);
const PORT = Number(values.port);

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });

function startStandIn(db: string): Promise<ChildProcess> {
  const tsx = path.resolve('node_modules/tsx/dist/cli.mjs');
  const child = instance
    ? spawn(process.execPath, [tsx, 'scripts/serve.ts', '--port', String(PORT), '--hostname', '127.0.0.1'], {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          ODA_DB: db,
          ODA_CACHE_MEMORY_MB: '0',
          NODE_ENV: 'production',
          NEXT_TELEMETRY_DISABLED: '1',
        },
      })
    : spawn(
        process.execPath,
        [tsx, 'scripts/oda-serve.ts', '--port', String(PORT), '--db', db, '--latency', String(latency)],
        { stdio: ['ignore', 'ignore', 'inherit'] },
      );
  process.once('exit', () => child.kill());
  return (async () => {
    for (let i = 0; i < 300; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${PORT}/api/`)).ok) return child;
      } catch {
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    throw new Error('the stand-in did not come up');
  })();
}

/** Every HTTP request the sync sends (retries included). */
const sent = { requests: 0 };
const countingFetch: typeof fetch = (input, init) => {
  sent.requests++;
  return fetch(input, init);
};

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; seconds: number; requests: number }> {
  const before = sent.requests;
  const started = performance.now();
  const value = await run();
  return { value, seconds: (performance.now() - started) / 1000, requests: sent.requests - before };
}

/** 1,000 rows changed (new stamp) and 10 deleted, spread over big and small sets and over their id ranges. */
function changeThousandDeleteTen(db: Database.Database, stamp: string): void {
  const spread = (set: string, n: number) =>
    db
      .prepare(
        `SELECT id FROM (SELECT id, row_number() OVER (ORDER BY id) AS k, count(*) OVER () AS c FROM "${set}") WHERE k % (c / ?) = 0 LIMIT ?`,
      )
      .pluck()
      .all(n, n) as number[];
  const update = (set: string, sql: string, n: number) => {
    const ids = spread(set, n);
    const statement = db.prepare(`UPDATE "${set}" SET ${sql}, opdateringsdato = ? WHERE id = ?`);
    for (const id of ids) statement.run(stamp, id);
    return ids.length;
  };
  let changed = 0;
  changed += update('Stemme', 'typeid = CASE typeid WHEN 1 THEN 2 ELSE 1 END', 500);
  changed += update('Sag', `titel = titel || ' (ændret)'`, 250);
  changed += update('Dokument', `titel = titel || ' (ændret)'`, 200);
  changed += update('Afstemning', `kommentar = 'Rettet'`, 50);
  let deleted = 0;
  for (const [set, n] of [
    ['Stemme', 5],
    ['SagDokument', 3],
    ['EmneordSag', 2],
  ] as const) {
    for (const id of spread(set, n))
      deleted += db.prepare(`DELETE FROM "${set}" WHERE id = ?`).run(id).changes;
  }
  if (changed !== 1000 || deleted !== 10) throw new Error(`changed ${changed} and deleted ${deleted}`);
}

/** Polls the mirror until an Afstemning's kommentar reads `marker`; seconds waited. */
async function visibleAfter(mirror: string, id: number, marker: string, started: number): Promise<number> {
  for (;;) {
    const db = new Database(mirror, { readonly: true });
    const value = db.prepare('SELECT kommentar FROM "Afstemning" WHERE id = ?').pluck().get(id);
    db.close();
    if (value === marker) return (performance.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'tingdata-bench-sync-'));
  const copy = path.join(dir, 'source.sqlite');
  const mirror = path.join(dir, 'mirror.sqlite');
  console.log(`Copying ${source} to ${copy} (the benchmark changes it)…`);
  copyFileSync(source, copy);
  const standIn = await startStandIn(copy);
  const options: SyncOptions = {
    upstream: `http://127.0.0.1:${PORT}/api/`,
    db: mirror,
    concurrency,
    intervalSeconds: DEFAULT_INTERVAL_SECONDS,
    once: true,
    contact: null,
    timeoutMs: 30_000,
    // The ODA part alone: the transcripts have their own bench (scripts/bench/referat-sync.ts).
    referat: null,
  };
  const progress = createProgressDisplay();
  const deps = { progress, fetch: countingFetch };
  const results: string[] = [];
  try {
    const initial = await timed(() => syncOnce(options, deps));
    progress.finish();
    const reader = new Database(mirror, { readonly: true });
    const rows = readMirrorStatus(reader)?.copy.total ?? 0;
    reader.close();
    const bound = (initial.requests * latency) / 1000 / concurrency;
    results.push(
      `initial copy: ${fmt(initial.seconds, 1)} s, ${fmt(initial.requests)} requests, ${fmt(rows)} rows, ${fmt(rows / initial.seconds)} rows/s` +
        (instance
          ? ''
          : `; latency bound ${fmt(bound, 1)} s (${fmt(initial.requests)} × ${latency} ms ÷ ${concurrency}) → ${fmt(initial.seconds / bound, 2)}× the bound (goal ≤ 2×)`),
    );

    const quiet = { progress: recordingProgress(), fetch: countingFetch };
    const idle = await timed(() => syncOnce(options, quiet));
    results.push(
      `idle cycle: ${fmt(idle.requests)} requests (goal < 60), ${fmt(idle.seconds, 2)} s, ${idle.value.writtenTotal + idle.value.deletedTotal} rows changed`,
    );

    changeSource(copy, (db) => changeThousandDeleteTen(db, serviceStamp()));
    const changes = await timed(() => syncOnce(options, quiet));
    const c: CycleSummary = changes.value;
    results.push(
      `cycle after 1,000 changed and 10 deleted rows: ${fmt(changes.requests)} requests, ${fmt(changes.seconds, 2)} s; written ${fmt(c.writtenTotal)} ${JSON.stringify(c.written)}, deleted ${fmt(c.deletedTotal)} ${JSON.stringify(c.deleted)}`,
    );

    // Changes at random moments while the sync loops every `interval` seconds.
    const stop = new AbortController();
    const loop = syncLoop(
      { ...options, once: false, intervalSeconds: interval },
      quiet,
      () => {},
      stop.signal,
    );
    const waits: number[] = [];
    const sourceReader = new Database(copy, { readonly: true });
    const voteId = sourceReader.prepare('SELECT max(id) FROM "Afstemning"').pluck().get() as number;
    sourceReader.close();
    for (let run = 0; run < visibilityRuns; run++) {
      await new Promise((r) => setTimeout(r, Math.random() * interval * 1000));
      const marker = `Synlig ${run} ${Date.now()}`;
      const started = performance.now();
      changeSource(copy, (db) =>
        db
          .prepare('UPDATE "Afstemning" SET kommentar = ?, opdateringsdato = ? WHERE id = ?')
          .run(marker, serviceStamp(), voteId),
      );
      waits.push(await visibleAfter(mirror, voteId, marker, started));
    }
    stop.abort();
    await loop;
    results.push(
      `change → mirror (what pages read), sync every ${interval} s: ${waits.map((w) => `${fmt(w, 1)} s`).join(', ')} (max ${fmt(Math.max(...waits), 1)} s; goal ≤ one interval)`,
    );

    const started = performance.now();
    const diff = nonZero(compareStores(copy, mirror));
    results.push(
      `mirror equals source table by table: ${Object.keys(diff).length === 0 ? 'yes' : `NO ${JSON.stringify(diff)}`} (checked in ${fmt((performance.now() - started) / 1000, 1)} s)`,
    );
  } finally {
    standIn.kill();
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(
    `\nnpm run bench:sync — ${instance ? "another instance's /api" : `stand-in at ${latency} ms`} over ${path.relative(process.cwd(), source)}, concurrency ${concurrency}`,
  );
  for (const line of results) console.log(`- ${line}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
