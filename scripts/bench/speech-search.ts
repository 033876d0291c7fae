/**
 * `npm run bench:speech-search -- --db <store> [--runs 20] [--sample 100000] [--skip-options] [--build]`: the speech
 * search's index and reads on a store with speeches.
 *
 * 1. Index options: the first `--sample` speeches copied into a scratch database in the temp directory, and each
 *    candidate full-text index built over them — its build time and size (FTS5's shadow tables, from dbstat), and the
 *    size scaled to the store's whole text. Then the chosen index (lib/store/referat-schema.ts) filled by its insert
 *    triggers, row by row, against one `rebuild` after the load: what a sync's first copy costs against the
 *    generator's bulk build.
 * 2. Reads: the search's store read (loadSearch with `vis=taler`, as the page and the JSON route call it) for queries
 *    drawn from the speeches themselves — one word, two words, a phrase, a word by one speaker, a word in one party —
 *    p50/p95 wall and CPU milliseconds per class (goal p95 < 100 ms), plus a prefix query ("word*") straight on the
 *    index, the form the search does not use. `--build` first builds the chosen index into the store when it has
 *    none (this writes to the store).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { loadSearch } from '@/lib/data/search/search-load';
import { findSpeeches, SPEECH_RANK_LIMIT } from '@/lib/data/search/search-speeches';
import { parseSpeechText, toSpeechMatchQuery } from '@/lib/data/search/speech-terms';
import { printFtsQuery } from '@/lib/store/fts-query';
import { openStore } from '@/lib/store/open-store';
import { REFERAT_DDL, SPEECH_FTS, SPEECH_FTS_DDL } from '@/lib/store/referat-schema';
import { SearchState } from '@/lib/url-state/search';
import { quantile } from './lib/http-timing';
import { requireStore } from './lib/page-bench';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'data/full.sqlite' },
    runs: { type: 'string', default: '20' },
    sample: { type: 'string', default: '100000' },
    'skip-options': { type: 'boolean', default: false },
    build: { type: 'boolean', default: false },
  },
});
const file = path.resolve(values.db ?? 'data/full.sqlite');
requireStore(file, values.db);
const runs = Math.max(5, Number(values.runs) || 20);
const sample = Math.max(1_000, Number(values.sample) || 100_000);

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The candidate indexes: the title indexes' trigram tokenizer, and word tokenizers with positions, columns only, or prefix indexes. */
const OPTIONS: readonly { readonly label: string; readonly args: string }[] = [
  { label: 'trigram (the title indexes)', args: "tokenize='trigram remove_diacritics 1', detail=full" },
  {
    label: 'unicode61 rd2, detail=full (chosen)',
    args: "tokenize='unicode61 remove_diacritics 2', detail=full",
  },
  { label: 'unicode61 rd2, detail=column', args: "tokenize='unicode61 remove_diacritics 2', detail=column" },
  {
    label: "unicode61 rd2, detail=full, prefix='2 3'",
    args: "tokenize='unicode61 remove_diacritics 2', detail=full, prefix='2 3'",
  },
];

function compareOptions(total: number, totalChars: number): void {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'speech-search-'));
  const scratch = new Database(path.join(dir, 'scratch.sqlite'));
  try {
    scratch.pragma('journal_mode = OFF');
    scratch.pragma('synchronous = OFF');
    scratch.pragma('cache_size = -262144');
    scratch.prepare('ATTACH DATABASE ? AS src').run(file);
    for (const ddl of REFERAT_DDL) scratch.exec(ddl);
    scratch.exec(`INSERT INTO "_tale" SELECT * FROM src."_tale" ORDER BY id LIMIT ${sample}`);
    scratch.exec('DETACH DATABASE src');
    const { n, chars } = scratch
      .prepare('SELECT count(*) AS n, sum(length(tekst)) AS chars FROM "_tale"')
      .get() as {
      n: number;
      chars: number;
    };
    const scale = totalChars / chars;
    console.log(
      `Index options over the first ${n.toLocaleString('en')} speeches (${mb(chars)} of text; sizes scaled ×${scale.toFixed(2)} to all ${total.toLocaleString('en')})`,
    );
    console.log(
      `${'option'.padEnd(44)} ${'build'.padStart(8)} ${'size'.padStart(10)} ${'× text'.padStart(7)} ${'all speeches'.padStart(13)}`,
    );
    for (const [i, option] of OPTIONS.entries()) {
      const name = `fts_${i}`;
      const started = performance.now();
      scratch.exec(
        `CREATE VIRTUAL TABLE ${name} USING fts5(tekst, content='_tale', content_rowid='id', ${option.args});
         INSERT INTO ${name}(${name}) VALUES ('rebuild')`,
      );
      const ms = performance.now() - started;
      const bytes = ftsBytes(scratch, name);
      console.log(
        `${option.label.padEnd(44)} ${seconds(ms).padStart(8)} ${mb(bytes).padStart(10)} ${(bytes / chars).toFixed(2).padStart(7)} ${mb(bytes * scale).padStart(13)}`,
      );
      scratch.exec(`DROP TABLE ${name}`);
    }

    // The chosen index: one rebuild after the load, against its triggers filling it row by row.
    const rebuildStarted = performance.now();
    for (const ddl of SPEECH_FTS_DDL) scratch.exec(ddl);
    const rebuildMs = performance.now() - rebuildStarted;
    const chosenBytes = ftsBytes(scratch, SPEECH_FTS);
    scratch.exec('CREATE TABLE rows AS SELECT * FROM "_tale"');
    scratch.exec(`DELETE FROM "_tale"; INSERT INTO "${SPEECH_FTS}"("${SPEECH_FTS}") VALUES ('delete-all')`);
    const triggerStarted = performance.now();
    scratch.exec('INSERT INTO "_tale" SELECT * FROM rows');
    const triggerMs = performance.now() - triggerStarted;
    console.log(
      `\nChosen index (${SPEECH_FTS}: text, speaker, party): rebuild after the load ${seconds(rebuildMs)}, ${mb(chosenBytes)} (${mb(chosenBytes * scale)} for all); filled by its triggers while inserting ${seconds(triggerMs)} (rows copied included)\n`,
    );
  } finally {
    scratch.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The bytes of an FTS5 table's shadow tables. */
function ftsBytes(db: Database.Database, name: string): number {
  const row = db
    .prepare(`SELECT coalesce(sum(pgsize), 0) AS bytes FROM dbstat WHERE name = ? OR name LIKE ? ESCAPE '\\'`)
    .get(name, `${name.replaceAll('_', '\\_')}\\_%`) as { bytes: number };
  return row.bytes;
}

function buildInto(store: string): void {
  const db = new Database(store);
  try {
    if (db.prepare('SELECT 1 FROM sqlite_master WHERE name = ?').get(SPEECH_FTS)) {
      console.log(`${SPEECH_FTS} exists already; --build left the store as it was.\n`);
      return;
    }
    const started = performance.now();
    for (const ddl of SPEECH_FTS_DDL) db.exec(ddl);
    console.log(
      `Built ${SPEECH_FTS} into the store in ${seconds(performance.now() - started)}: ${mb(ftsBytes(db, SPEECH_FTS))}\n`,
    );
  } finally {
    db.close();
  }
}

interface BenchQuery {
  readonly cls: string;
  readonly params: URLSearchParams;
}

/** A small seeded generator, so every run draws the same queries from the same store. */
function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Queries drawn from speeches spread over the store: their words, a pair of neighbours, their speaker and party. */
function drawQueries(db: Database.Database, perClass: number): BenchQuery[] {
  const random = seeded(23);
  // A sitting at random, then a speech at random within it (ids are sitting × 10,000 + ordinal,
  // lib/referat/referat-ids.ts): every speech about as likely, not just a sitting's first.
  const sittings = db.prepare('SELECT id FROM "_referat_moede" ORDER BY id').pluck().all() as number[];
  const last = db.prepare('SELECT max(id) FROM "_tale" WHERE id BETWEEN ? AND ?').pluck();
  const next = db.prepare('SELECT id, aktoerid, parti, tekst FROM "_tale" WHERE id >= ? ORDER BY id LIMIT 1');
  const randomSpeech = (): number => {
    const sitting = sittings[Math.floor(random() * sittings.length)] ?? 0;
    const top = (last.get(sitting * 10_000, sitting * 10_000 + 9_999) as number | null) ?? sitting * 10_000;
    return sitting * 10_000 + Math.floor(random() * (top - sitting * 10_000 + 1));
  };
  const queries: BenchQuery[] = [];
  const q = (cls: string, params: Record<string, string>) => {
    if (queries.filter((x) => x.cls === cls).length < perClass)
      queries.push({ cls, params: new URLSearchParams({ vis: 'taler', ...params }) });
  };
  for (let i = 0; queries.length < perClass * 5 && i < perClass * 200; i++) {
    const row = next.get(randomSpeech()) as
      | { id: number; aktoerid: number | null; parti: string | null; tekst: string }
      | undefined;
    const words = row?.tekst.match(/\p{L}{4,}/gu) ?? [];
    if (!row || words.length < 4) continue;
    const at = Math.floor(random() * (words.length - 1));
    const one = words[at] ?? '';
    const other = words[Math.floor(random() * words.length)] ?? '';
    const pair = /(\p{L}{2,}) (\p{L}{2,})/u.exec(
      row.tekst.slice(Math.floor((random() * row.tekst.length) / 2)),
    );
    q('one word', { q: one });
    q('two words', { q: `${one} ${other}` });
    if (pair) q('phrase', { q: `"${pair[1]} ${pair[2]}"` });
    if (row.aktoerid !== null) q('word + speaker', { q: other, person: String(row.aktoerid) });
    if (row.parti) q('word + party', { q: one, parti: row.parti });
  }
  return queries;
}

function timeReads(): void {
  const db = openStore(file);
  if (!db.prepare('SELECT 1 FROM sqlite_master WHERE name = ?').get(SPEECH_FTS)) {
    console.log(`The store has no ${SPEECH_FTS}: rebuild it (npm run dataset) or pass --build.`);
    process.exit(1);
  }
  const raw = new Database(file, { readonly: true });
  console.log(`${SPEECH_FTS} in the store: ${mb(ftsBytes(raw, SPEECH_FTS))}\n`);
  const queries = drawQueries(raw, 12);
  raw.close();
  const search = (params: URLSearchParams) => {
    const state = SearchState.fromUrl(params);
    return loadSearch(db, {
      q: state.q,
      scope: state.scope,
      filters: state.filters,
      page: state.page,
      sort: state.sort,
    });
  };
  // The speeches' part alone (no case, document or actor search beside it).
  const speechesOnly = (params: URLSearchParams) => {
    const state = SearchState.fromUrl(params);
    const text = parseSpeechText(state.q);
    return findSpeeches(db, {
      text,
      filters: state.filters,
      sort: state.sort,
      page: state.page,
      active: true,
      numberedCases: [],
    });
  };
  // Warm: statement caches, the OS page cache. Then round-robin: 60 queries pass the per-connection ranking caches
  // (32 entries), so no query meets its own cached ranking.
  for (const query of queries) search(query.params);
  const wall = new Map<string, number[]>();
  const cpu = new Map<string, number[]>();
  const alone = new Map<string, number[]>();
  for (let r = 0; r < runs; r++) {
    for (const query of queries) {
      const started = performance.now();
      const usage = process.cpuUsage();
      search(query.params);
      const used = process.cpuUsage(usage);
      (wall.get(query.cls) ?? wall.set(query.cls, []).get(query.cls))?.push(performance.now() - started);
      (cpu.get(query.cls) ?? cpu.set(query.cls, []).get(query.cls))?.push((used.user + used.system) / 1000);
    }
  }
  // Apart, so the speeches' ranking is not the one the whole read just cached.
  for (let r = 0; r < runs; r++) {
    for (const query of queries) {
      const before = process.cpuUsage();
      speechesOnly(query.params);
      const used = process.cpuUsage(before);
      (alone.get(query.cls) ?? alone.set(query.cls, []).get(query.cls))?.push(
        (used.user + used.system) / 1000,
      );
    }
  }
  const ms = (n: number) => n.toFixed(1).padStart(8);
  console.log(
    `Reads: loadSearch (vis=taler, first page, relevance: the page's whole read, the other tabs' counts included), ${queries.length} queries × ${runs} runs; then the speeches' part alone (findSpeeches), CPU p50/p95`,
  );
  console.log(
    `${'class (queries)'.padEnd(24)} ${'wall p50'.padStart(8)} ${'wall p95'.padStart(8)} ${'cpu p50'.padStart(8)} ${'cpu p95'.padStart(8)} ${'speeches'.padStart(9)} ${'cpu p95'.padStart(8)}`,
  );
  for (const [cls, xs] of wall) {
    const ys = cpu.get(cls) ?? [];
    const zs = alone.get(cls) ?? [];
    const count = queries.filter((q) => q.cls === cls).length;
    console.log(
      `${`${cls} (${count})`.padEnd(24)} ${ms(quantile(xs, 0.5))} ${ms(quantile(xs, 0.95))} ${ms(quantile(ys, 0.5))} ${ms(quantile(ys, 0.95))} ${ms(quantile(zs, 0.5)).padStart(9)} ${ms(quantile(zs, 0.95))}`,
    );
  }

  // Ranking every hit by bm25 against ranking the newest SPEECH_RANK_LIMIT (what the search does), per one-word query.
  const rankAll = db.prepare(
    `SELECT rowid FROM "${SPEECH_FTS}" WHERE "${SPEECH_FTS}" MATCH ? ORDER BY bm25("${SPEECH_FTS}", 1.0, 0.0, 0.0) LIMIT 20`,
  );
  const rankNewest = db.prepare(
    `SELECT rowid, bm25("${SPEECH_FTS}", 1.0, 0.0, 0.0) FROM "${SPEECH_FTS}" WHERE "${SPEECH_FTS}" MATCH ? ORDER BY rowid DESC LIMIT ${SPEECH_RANK_LIMIT}`,
  );
  const all: number[] = [];
  const newest: number[] = [];
  for (const query of queries.filter((q) => q.cls === 'one word')) {
    const match = toSpeechMatchQuery(parseSpeechText(query.params.get('q') ?? ''));
    if (!match) continue;
    const text = printFtsQuery(match);
    for (const [xs, statement] of [
      [all, rankAll],
      [newest, rankNewest],
    ] as const) {
      const started = performance.now();
      statement.all(text);
      xs.push(performance.now() - started);
    }
  }
  console.log(`\nRanking one-word queries (${all.length}): wall ms p50 / p95`);
  console.log(`${'bm25 over every hit'.padEnd(36)} ${ms(quantile(all, 0.5))} ${ms(quantile(all, 0.95))}`);
  console.log(
    `${`bm25 over the newest ${SPEECH_RANK_LIMIT} (used)`.padEnd(36)} ${ms(quantile(newest, 0.5))} ${ms(quantile(newest, 0.95))}`,
  );

  // The prefix form, straight on the index: what "word*" would cost (the search asks for inflected forms instead).
  const prefix = db.prepare(
    `SELECT rowid FROM "${SPEECH_FTS}" WHERE "${SPEECH_FTS}" MATCH ? ORDER BY rowid DESC LIMIT 20`,
  );
  const stems = ['for', 'skat', 'klima', 'minister', 'regering'];
  console.log('\nPrefix queries on the index (not used by the search): first 20 hits, median of 5');
  for (const stem of stems) {
    const xs: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      prefix.all(`{tekst} : "${stem}" *`);
      xs.push(performance.now() - started);
    }
    console.log(`${`${stem}*`.padEnd(24)} ${ms(quantile(xs, 0.5))} ms`);
  }
  db.close();
}

function main(): void {
  const db = new Database(file, { readonly: true });
  const { n, chars } = db
    .prepare('SELECT count(*) AS n, coalesce(sum(length(tekst)), 0) AS chars FROM "_tale"')
    .get() as {
    n: number;
    chars: number;
  };
  db.close();
  console.log(
    `store ${file}\n${n.toLocaleString('en')} speeches, ${chars.toLocaleString('en')} characters\n`,
  );
  if (n === 0) {
    console.log('The store has no speeches.');
    process.exit(1);
  }
  if (!values['skip-options']) compareOptions(n, chars);
  if (values.build) buildInto(file);
  timeReads();
}

main();
