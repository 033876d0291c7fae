import type Database from 'better-sqlite3';
import { pickPages } from './pages-targets';

/**
 * One page type of the live benchmark: the page measured, and a sibling page of the same route with other data,
 * loaded first so the route's code is warm when the measured page is loaded cold (its data never fetched).
 */
export interface LiveTarget {
  readonly name: string;
  readonly path: string;
  /** Null: no sibling (the first page loaded pays for the route's code and the layout's shared reads too). */
  readonly codeWarmUp: string | null;
  /** The page streams a slow panel behind Suspense: report the time to the first byte and to the end apart. */
  readonly streamsPanel?: boolean;
}

type Store = Database.Database;

const ids = (db: Store, sql: string, ...params: unknown[]): number[] =>
  (db.prepare(sql).all(...params) as { id: number }[]).map((r) => r.id);

/** An id from `candidates` other than `not` (or `not` itself when there is no other). */
const other = (candidates: number[], not: number | undefined): number | undefined =>
  candidates.find((id) => id !== not) ?? not;

const idOf = (path: string | undefined): number | undefined => {
  const n = Number(path?.split('/').pop());
  return Number.isInteger(n) ? n : undefined;
};

/**
 * The pages of bench:pages (lib: pages-targets.ts) as page types, each with a sibling for warming the code: the
 * home page first (everything cold), then a vote with member votes, its case, the median plenary meeting, a member
 * who attended the busiest meeting (whose voting record streams in), and the list and search pages.
 */
export function pickLiveTargets(db: Store): LiveTarget[] {
  const byName = new Map(pickPages(db).map((p) => [p.name, p.path]));
  const vote = idOf(byName.get('vote'));
  const caseId = idOf(byName.get('case'));
  const meeting = idOf(byName.get('meeting (plenary, median)'));
  const actor = idOf(byName.get('actor'));
  const votes = ids(
    db,
    `SELECT a.id FROM "Afstemning" a WHERE EXISTS (SELECT 1 FROM "Stemme" s WHERE s.afstemningid = a.id)
     ORDER BY a.id DESC LIMIT 5`,
  );
  const cases = ids(
    db,
    `SELECT DISTINCT st.sagid AS id FROM "Afstemning" a JOIN "Sagstrin" st ON st.id = a.sagstrinid
     ORDER BY a.id DESC LIMIT 5`,
  );
  const meetings = ids(
    db,
    `SELECT "mødeid" AS id FROM "Afstemning" GROUP BY "mødeid" ORDER BY id DESC LIMIT 5`,
  );
  const actors = ids(db, `SELECT DISTINCT "aktørid" AS id FROM "Stemme" ORDER BY id LIMIT 5`);
  const at = (route: string, id: number | undefined) => (id === undefined ? null : `/${route}/${id}`);
  return [
    { name: 'home', path: '/', codeWarmUp: null },
    { name: 'vote', path: `/afstemning/${vote ?? 1}`, codeWarmUp: at('afstemning', other(votes, vote)) },
    { name: 'case', path: `/sag/${caseId ?? 1}`, codeWarmUp: at('sag', other(cases, caseId)) },
    { name: 'meeting', path: `/moede/${meeting ?? 1}`, codeWarmUp: at('moede', other(meetings, meeting)) },
    {
      name: 'politician',
      path: `/aktoer/${actor ?? 1}`,
      codeWarmUp: at('aktoer', other(actors, actor)),
      streamsPanel: true,
    },
    { name: 'votes list', path: '/afstemninger', codeWarmUp: '/afstemninger?side=3' },
    { name: 'meetings list', path: '/moeder', codeWarmUp: '/moeder?tid=tidligere&side=3' },
    { name: 'actors list', path: '/aktoerer', codeWarmUp: '/aktoerer?side=3' },
    { name: 'search "klima"', path: '/soeg?q=klima', codeWarmUp: '/soeg?q=skat' },
  ];
}
