/**
 * `npm run bench:questions [-- --db data/full.sqlite --port 3420 --runs 100 | --url URL]`: uncached server times of
 * the question and document pages (issue 22's figures). Unlike bench:pages, which requests one address again and
 * again (so a page's per-connection caches answer the repeats), every request here is an address not asked before:
 * `runs` different documents, § 20 cases, filters of /spoergsmaal, ministers' pages and answer-time comparisons,
 * picked from the store by SQL, each requested once, sequentially over one keep-alive connection. The store's
 * once-per-connection work (the question index, built when the server starts) is done before timing starts: the
 * harness waits for the home page, then one untimed request per page kind. Prints p50/p95/max of the whole response.
 */
import Database from 'better-sqlite3';
import {
  ANSWER_TIMES_PATH,
  actorPath,
  casePath,
  documentPath,
  QUESTION_LIST_PATH,
  withQuery,
} from '@/lib/routes';
import {
  ANSWER_TIMES_PARAMS,
  ANSWER_TIMES_SORT_SLUGS,
  ANSWER_TIMES_VIEW_SLUGS,
} from '@/lib/url-state/answer-times-choice';
import { QUESTION_SEARCH_PARAMS, QUESTION_SORT_SLUGS } from '@/lib/url-state/question-search';
import { quantile } from './lib/http-timing';
import { pageBenchArgs, requireStore, startPageBench } from './lib/page-bench';

const { db, dbArg, port, url, runs } = pageBenchArgs('3420');
const P = QUESTION_SEARCH_PARAMS;

/** `n` values spread over the whole of a column's rows (every k-th by id), so old and new records both count. */
function spread(store: Database.Database, sql: string, n: number): number[] {
  const ids = store.prepare(sql).pluck().all() as number[];
  const step = Math.max(1, Math.floor(ids.length / n));
  return ids.filter((_, i) => i % step === 0).slice(0, n);
}

function targets(store: Database.Database, n: number): { name: string; paths: string[] }[] {
  const questions = spread(store, `SELECT id FROM "Dokument" WHERE typeid IN (13, 16) ORDER BY id`, n);
  const answers = spread(store, `SELECT id FROM "Dokument" WHERE typeid = 17 ORDER BY id`, n);
  const cases = spread(store, `SELECT id FROM "Sag" WHERE typeid = 10 ORDER BY id`, n);
  // Minister titles that received questions, and the persons who held a minister post.
  const ministries = store
    .prepare(
      `SELECT DISTINCT da."aktørid" FROM "DokumentAktør" da JOIN "Aktør" t ON t.id = da."aktørid" AND t.typeid = 2
       WHERE da.rolleid = 8 ORDER BY 1`,
    )
    .pluck()
    .all() as number[];
  const ministers = spread(
    store,
    `SELECT DISTINCT fraaktørid FROM "AktørAktør" WHERE rolleid = 8 ORDER BY 1`,
    n,
  );
  const samlinger = store
    .prepare(`SELECT kode FROM "Periode" WHERE type = 'samling' ORDER BY kode DESC`)
    .pluck()
    .all() as string[];
  const sorts = Object.values(QUESTION_SORT_SLUGS);
  const list = (params: Record<string, string>) => withQuery(QUESTION_LIST_PATH, new URLSearchParams(params));
  const unfiltered = Array.from({ length: n }, (_, i) =>
    list({
      [P.sort]: sorts[i % sorts.length] ?? 'nyeste',
      [P.page]: String(1 + Math.floor(i / sorts.length)),
    }),
  );
  const twoFilters = ministries
    .flatMap((m) => ['ja', 'nej'].flatMap((a) => sorts.map((s) => ({ m, a, s }))))
    .slice(0, n)
    .map(({ m, a, s }) => list({ [P.ministry]: String(m), [P.answer]: a, [P.sort]: s }));
  const comparisons = samlinger
    .flatMap((samling) =>
      Object.values(ANSWER_TIMES_VIEW_SLUGS).flatMap((view) =>
        Object.values(ANSWER_TIMES_SORT_SLUGS).map((sort) =>
          withQuery(
            ANSWER_TIMES_PATH,
            new URLSearchParams({
              [ANSWER_TIMES_PARAMS.samling]: samling,
              [ANSWER_TIMES_PARAMS.view]: view,
              [ANSWER_TIMES_PARAMS.sort]: sort,
            }),
          ),
        ),
      ),
    )
    .slice(0, n);
  return [
    { name: 'document (question)', paths: questions.map(documentPath) },
    { name: 'document (answer)', paths: answers.map(documentPath) },
    { name: 'question case (§ 20)', paths: cases.map(casePath) },
    { name: 'questions list (page × sort)', paths: unfiltered },
    { name: 'questions list (ministry + answered)', paths: twoFilters },
    { name: 'answer times (minister page)', paths: ministers.map(actorPath) },
    { name: 'answer times (comparison)', paths: comparisons },
  ];
}

async function main(): Promise<void> {
  requireStore(db, dbArg);
  const store = new Database(db, { readonly: true, fileMustExist: true });
  const kinds = targets(store, runs);
  store.close();
  const bench = await startPageBench({ db, port, url });
  try {
    console.log(
      `${bench.base} on ${url ? 'the given server' : db}; each address requested once (uncached)\n`,
    );
    console.log(
      `${'page'.padEnd(38)} ${'n'.padStart(4)} ${'statuses'.padEnd(14)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}`,
    );
    for (const kind of kinds) {
      const [first, ...rest] = kind.paths;
      if (first === undefined) continue;
      await bench.get(`${bench.base}${first}`);
      const statuses = new Map<number, number>();
      const times: number[] = [];
      for (const path of rest) {
        const t = await bench.get(`${bench.base}${path}`);
        statuses.set(t.status, (statuses.get(t.status) ?? 0) + 1);
        times.push(t.totalMs);
      }
      const codes = [...statuses].map(([s, c]) => `${s}×${c}`).join(' ');
      console.log(
        `${kind.name.padEnd(38)} ${String(times.length).padStart(4)} ${codes.padEnd(14)} ${quantile(times, 0.5).toFixed(1).padStart(8)} ${quantile(times, 0.95).toFixed(1).padStart(8)} ${Math.max(
          ...times,
        )
          .toFixed(1)
          .padStart(8)}`,
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
