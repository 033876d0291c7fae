/**
 * `npm run bench:actors [-- --db data/full.sqlite --port 3520 --warm 10 --runs 100 --url http://host:port]`:
 * server time of the actor pages. Starts `next start` on an existing production build (NEXT_DIST_DIR, default
 * `.next`) against the store — or measures a running server given with --url — and reports, per page, the first
 * request (cold: the politician page builds the store's voting index, lib/store/actor-voting-index.ts) and then,
 * after `warm` warm-up requests, p50/p95 of `runs` sequential requests over one keep-alive connection: the whole
 * response (request sent → last byte, every streamed panel included) and the first byte.
 */
import Database from 'better-sqlite3';
import { quantile } from './lib/http-timing';
import { pageBenchArgs, requireStore, startPageBench, timeSeries } from './lib/page-bench';

const { db, dbArg, port, url, warm, runs } = pageBenchArgs('3520');

interface Target {
  readonly name: string;
  readonly path: string;
  readonly note: string;
}

/** The pages to time, picked from the store: the heaviest of each kind. */
function pickTargets(file: string): Target[] {
  const store = new Database(file, { readonly: true, fileMustExist: true });
  const get = <T>(sql: string) => store.prepare(sql).get() as T;
  try {
    const member = get<{ id: number; n: number }>(
      `SELECT "aktørid" AS id, count(*) AS n FROM "Stemme" GROUP BY 1 ORDER BY n DESC, id LIMIT 1`,
    );
    const minister = get<{ id: number; n: number }>(
      `SELECT sa."aktørid" AS id, count(*) AS n FROM "SagAktør" sa JOIN "Aktør" a ON a.id = sa."aktørid" AND a.typeid = 5
       WHERE sa."aktørid" <> ${member.id} GROUP BY 1 ORDER BY n DESC LIMIT 1`,
    );
    const committee = get<{ id: number; n: number }>(
      `SELECT sa."aktørid" AS id, count(*) AS n FROM "SagAktør" sa JOIN "Aktør" a ON a.id = sa."aktørid" AND a.typeid = 3
       WHERE sa.rolleid = 11 GROUP BY 1 ORDER BY n DESC LIMIT 1`,
    );
    const group = get<{ id: number; n: number }>(
      `SELECT aa."tilaktørid" AS id, count(*) AS n FROM "AktørAktør" aa JOIN "Aktør" g ON g.id = aa."tilaktørid" AND g.typeid = 4
       GROUP BY 1 ORDER BY n DESC LIMIT 1`,
    );
    const period = get<{ kode: string }>(
      `SELECT p.kode FROM "Periode" p WHERE EXISTS (SELECT 1 FROM "Aktør" g WHERE g.periodeid = p.id AND g.typeid = 4)
       AND p.startdato <= (SELECT value FROM "_tingdata_meta" WHERE key = 'as_of') ORDER BY p.startdato DESC LIMIT 1`,
    );
    return [
      { name: 'politician (most votes)', path: `/aktoer/${member.id}`, note: `${member.n} Stemme rows` },
      {
        name: 'their ballots as CSV',
        path: `/aktoer/${member.id}/stemmer.csv`,
        note: `${member.n} rows, party majority per vote`,
      },
      {
        name: 'politician (most cases)',
        path: `/aktoer/${minister.id}`,
        note: `${minister.n} SagAktør rows`,
      },
      { name: 'committee', path: `/aktoer/${committee.id}`, note: `${committee.n} cases referred` },
      { name: 'party group', path: `/aktoer/${group.id}`, note: `${group.n} members` },
      { name: 'actor list', path: '/aktoerer', note: 'the Folketing now, by party' },
      { name: 'former members', path: '/aktoerer?status=tidligere', note: 'members once, not now; page 1' },
      { name: 'actor search', path: `/aktoerer?q=${encodeURIComponent('sø')}`, note: 'name contains "sø"' },
      {
        name: 'actor search + filters',
        path: `/aktoerer?q=an&parti=S&samling=${period.kode}`,
        note: 'name, party and samling',
      },
      {
        name: 'every actor, page 2',
        path: '/aktoerer?type=alle&side=2',
        note: 'all ~13,000 Aktør rows sorted',
      },
    ];
  } finally {
    store.close();
  }
}

async function main(): Promise<void> {
  requireStore(db, dbArg);
  const targets = pickTargets(db);
  const bench = await startPageBench({ db, port, url });
  const { base, get } = bench;
  try {
    console.log(
      `${base} on ${url ? 'the given server' : db}; first request, then ${warm} warm-up + ${runs} sequential requests per page (keep-alive)\n`,
    );
    console.log(
      `${'page'.padEnd(24)} ${'status'.padStart(6)} ${'first ms'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'TTFB p50'.padStart(9)} ${'KiB'.padStart(5)}  url · note`,
    );
    for (const target of targets) {
      const url = `${base}${target.path}`;
      const first = await get(url);
      const { timings } = await timeSeries(bench, url, warm, runs);
      const total = timings.map((t) => t.totalMs);
      const ttfb = timings.map((t) => t.firstByteMs);
      console.log(
        `${target.name.padEnd(24)} ${String(first.status).padStart(6)} ${first.totalMs.toFixed(0).padStart(9)} ${quantile(total, 0.5).toFixed(1).padStart(8)} ${quantile(total, 0.95).toFixed(1).padStart(8)} ${quantile(ttfb, 0.5).toFixed(1).padStart(9)} ${((timings.at(-1)?.bytes ?? 0) / 1024).toFixed(0).padStart(5)}  ${target.path} · ${target.note}`,
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
