/**
 * `npm run bench:rebellions [-- --db data/full.sqlite --runs 50]`: the breaks with the party across votes on a
 * store, read in this process as a page thread reads them (lib/data/analyses/rebellions-load.ts, lib/data/votes/votes-load.ts):
 * how many votes have ballots and at least one member who broke with their party, how many breaks there are, how
 * long the voting index and the breaks' page order take to build, and then p50/p95 of `runs` reads each of
 * `/afstemninger` without and with `?brud=ja` and of `/afstemninger/brud` (all, one party, a late page) with the
 * index built. `npm run bench:pages` times the same pages through the server.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  listedBreaks,
  loadRebellionFilterOptions,
  loadRebellions,
} from '@/lib/data/analyses/rebellions-load';
import type { RebellionFilters } from '@/lib/data/analyses/types';
import type { VoteFilters } from '@/lib/data/votes/types';
import { loadVotes } from '@/lib/data/votes/votes-load';
import { votingIndex } from '@/lib/store/actor-voting-index';
import { openStore } from '@/lib/store/open-store';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'data/full.sqlite' },
    runs: { type: 'string', default: '50' },
  },
});

const file = path.resolve(values.db ?? 'data/full.sqlite');
const runs = Math.max(5, Number(values.runs) || 50);

/** p50 and p95 (ms) of `runs` calls of `read`, after one call to warm it. */
function time(read: () => unknown): string {
  read();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    read();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => (ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? 0).toFixed(1);
  return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`;
}

function main(): void {
  if (!existsSync(file)) {
    console.error(`No store at ${file}. Build one: npm run dataset -- --scale full --out ${values.db}`);
    process.exit(2);
  }
  const db = openStore(file);
  try {
    let started = performance.now();
    const index = votingIndex(db);
    const indexMs = performance.now() - started;
    started = performance.now();
    listedBreaks(db);
    const orderMs = performance.now() - started;
    const withBallots = index.votes.filter((v) => index.partyTallies(v.id)?.size).length;
    const withBreaks = index.votes.filter((v) => index.deviationCount(v.id) > 0).length;
    console.log(`${file}`);
    console.log(
      `votes ${index.votes.length}, with ballots ${withBallots}, with at least one break ${withBreaks}; breaks ${index.deviations.length}`,
    );
    console.log(`voting index built in ${indexMs.toFixed(0)} ms; breaks ordered in ${orderMs.toFixed(0)} ms`);
    const votes: VoteFilters = {
      period: null,
      voteTypeId: null,
      outcome: null,
      text: null,
      caseNumber: null,
      rebels: false,
      page: 1,
    };
    const breaks: RebellionFilters = { party: null, period: null, actorId: null, page: 1 };
    const party = loadRebellionFilterOptions(db).parties[0]?.code ?? 'S';
    const lastPage = loadRebellions(db, breaks).pageCount;
    const reads: [string, () => unknown][] = [
      ['/afstemninger', () => loadVotes(db, votes)],
      ['/afstemninger?brud=ja', () => loadVotes(db, { ...votes, rebels: true })],
      ['/afstemninger/brud', () => loadRebellions(db, breaks)],
      [`/afstemninger/brud?parti=${party}`, () => loadRebellions(db, { ...breaks, party })],
      [`/afstemninger/brud?side=${lastPage}`, () => loadRebellions(db, { ...breaks, page: lastPage })],
      ['filter choices', () => loadRebellionFilterOptions(db)],
    ];
    for (const [name, read] of reads) console.log(`${name.padEnd(36)} ${time(read)}`);
  } finally {
    db.close();
  }
}

main();
