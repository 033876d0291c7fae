import type { CompiledSql } from './compiled-sql';
import { type FtsQuery, printFtsQuery } from './fts-query';
import type { Store } from './open-store';
import { idList, statementFor } from './prepared';
import {
  anyFtsMatch,
  countMatches,
  dateWindow,
  ftsMatch,
  ftsOnlyQuery,
  idsQuery,
  inIdOrder,
  type SearchQuery,
  selectAllMatchIds,
  selectMatchPage,
  whereClause,
} from './search-query';
import { joinSql, param, sql } from './sql-fragment';

/**
 * How cases are found: by the trigram index over titel/titelkort/resume (`Sag_fts`, a full-text query), by
 * case number, or — with no search text — all cases passing the filters.
 */
export type CaseMatch =
  | { readonly kind: 'text'; readonly match: FtsQuery }
  | { readonly kind: 'number'; readonly nummer: string }
  | { readonly kind: 'all' };

/** The case filters, each null when not set; `statusIds` is the set one status name stands for. */
export interface CaseFilterValues {
  readonly periodeId: number | null;
  /**
   * The lowest and highest Sag id the other filters allow (the session's ids, the ids of cases with a step in the
   * date range; see {@link selectSessionIdRange}, {@link selectStepCaseIdRange}): implied by them, and lets scans
   * of Sag skip every id outside it.
   */
  readonly idRange: readonly [number, number] | null;
  readonly typeId: number | null;
  readonly statusIds: readonly number[] | null;
  /** A step dated on or after this (YYYY-MM-DD) … */
  readonly stepFrom: string | null;
  /** … and before this (exclusive). */
  readonly stepBefore: string | null;
}

/** One case hit with what the result line shows. */
export interface CaseHitRow {
  readonly id: number;
  readonly nummer: string | null;
  readonly titel: string | null;
  readonly titelkort: string | null;
  readonly resume: string | null;
  readonly sagstype: string | null;
  readonly sagsstatus: string | null;
  readonly periode_titel: string | null;
  readonly first_dato: string | null;
  readonly last_dato: string | null;
}

/**
 * The search for a match and filters (lib/store/search-query.ts), newest first. Text without filters reads the
 * index alone; with filters, each index hit is checked against its Sag row.
 */
function caseQuery(match: CaseMatch, filters: CaseFilterValues): SearchQuery {
  if (match.kind === 'text' && !hasCaseFilters(filters)) return ftsOnlyQuery('Sag_fts', match.match);
  const where: CompiledSql[] = [];
  let from = sql`"Sag" AS s`;
  let order = sql`s."id" DESC`;
  switch (match.kind) {
    case 'text':
      from = sql`"Sag_fts" JOIN "Sag" AS s ON s."id" = "Sag_fts"."rowid"`;
      where.push(ftsMatch('Sag_fts', match.match));
      order = sql`"Sag_fts"."rowid" DESC`;
      break;
    case 'number':
      where.push(sql`s."nummer" = ${param(match.nummer)} COLLATE NOCASE`);
      break;
    case 'all':
      break;
  }
  if (filters.periodeId !== null) where.push(sql`s."periodeid" = ${param(filters.periodeId)}`);
  // Only where SQLite walks Sag itself: a rowid range on the full-text index was measured to save nothing (FTS5
  // still reads the common trigrams' whole doclists).
  if (filters.idRange !== null && match.kind !== 'text') {
    where.push(sql`s."id" BETWEEN ${param(filters.idRange[0])} AND ${param(filters.idRange[1])}`);
  }
  if (filters.typeId !== null) where.push(sql`s."typeid" = ${param(filters.typeId)}`);
  if (filters.statusIds !== null) {
    where.push(sql`s."statusid" IN (SELECT value FROM json_each(${param(idList(filters.statusIds))}))`);
  }
  const steps = dateWindow(sql`x."dato"`, filters.stepFrom, filters.stepBefore);
  if (steps.length > 0) {
    where.push(
      sql`EXISTS (SELECT 1 FROM "Sagstrin" AS x WHERE x."sagid" = s."id" AND ${joinSql(steps, ' AND ')})`,
    );
  }
  return { from, where, id: sql`s."id"`, order };
}

/** Whether the query narrows the hits of the index (or, without text, the Sag rows) by a filter. */
export const hasCaseFilters = (filters: CaseFilterValues): boolean =>
  filters.periodeId !== null ||
  filters.typeId !== null ||
  filters.statusIds !== null ||
  filters.stepFrom !== null ||
  filters.stepBefore !== null;

/** How many cases match, counting no further than `limit`. */
export const countCases = (db: Store, match: CaseMatch, filters: CaseFilterValues, limit: number): number =>
  countMatches(db, caseQuery(match, filters), limit);

/** The ids of one page of matching cases, newest first. */
export const selectCasePage = (
  db: Store,
  match: CaseMatch,
  filters: CaseFilterValues,
  limit: number,
  offset: number,
): number[] => selectMatchPage(db, caseQuery(match, filters), limit, offset);

/**
 * Every matching case id, newest first. For text with filters, where the filters usually leave few of many index
 * hits: one pass gives the count and every page (see {@link selectAllMatchIds}).
 */
export const selectAllCaseIds = (db: Store, match: CaseMatch, filters: CaseFilterValues): number[] =>
  selectAllMatchIds(db, caseQuery(match, filters));

/** The SQL and parameters of {@link selectAllCaseIds} (the query-plan test reads it). */
export function allCaseIdsQuery(
  match: CaseMatch,
  filters: CaseFilterValues,
): { sql: string; params: unknown[] } {
  const q = idsQuery(caseQuery(match, filters));
  return { sql: q.sql, params: [...q.parameters] };
}

/** How many cases pass the filters alone (no text), counting no further than `limit`; uses the Sag indexes. */
export const countFilteredCases = (db: Store, filters: CaseFilterValues, limit: number): number =>
  countMatches(db, caseQuery({ kind: 'all' }, filters), limit);

/** A case's searchable text: the columns of the full-text index. */
export interface CaseTextRow {
  readonly id: number;
  readonly titel: string | null;
  readonly titelkort: string | null;
  readonly resume: string | null;
}

/** The searchable text of every case passing the filters, newest first (for a few thousand cases at most). */
export function selectFilteredCaseTexts(db: Store, filters: CaseFilterValues): CaseTextRow[] {
  const q = caseQuery({ kind: 'all' }, filters);
  const texts = sql`SELECT s."id", s."titel", s."titelkort", s."resume" FROM ${q.from}${whereClause(q.where)} ORDER BY ${q.order}`;
  return statementFor<unknown[], CaseTextRow>(db, texts.sql).all(...texts.parameters);
}

const STEP_RANGE_SQL = `SELECT min("sagid") AS lo, max("sagid") AS hi FROM "Sagstrin" WHERE "dato" >= ? AND "dato" < ?`;

/** The lowest and highest id of the cases with a step in a date range (from the steps' date index). */
export function selectStepCaseIdRange(db: Store, from: string, before: string): [number, number] {
  const row = statementFor<[string, string], { lo: number | null; hi: number | null }>(
    db,
    STEP_RANGE_SQL,
  ).get(from, before);
  return row && row.lo !== null && row.hi !== null ? [row.lo, row.hi] : [1, 0];
}

const SESSION_RANGE_SQL = `SELECT min("id") AS lo, max("id") AS hi FROM "Sag" WHERE "periodeid" = ?`;

/** The lowest and highest Sag id of a session (from the periodeid index); null when it has no cases. */
export function selectSessionIdRange(db: Store, periodeId: number): [number, number] | null {
  const row = statementFor<[number], { lo: number | null; hi: number | null }>(db, SESSION_RANGE_SQL).get(
    periodeId,
  );
  return row && row.lo !== null && row.hi !== null ? [row.lo, row.hi] : null;
}

export const CASE_HITS_SQL = `
SELECT s."id", s."nummer", s."titel", s."titelkort", s."resume",
  t."type" AS sagstype, ss."status" AS sagsstatus, p."titel" AS periode_titel,
  (SELECT min(y."dato") FROM "Sagstrin" AS y WHERE y."sagid" = s."id") AS first_dato,
  (SELECT max(y."dato") FROM "Sagstrin" AS y WHERE y."sagid" = s."id") AS last_dato
FROM "Sag" AS s
LEFT JOIN "Sagstype" AS t ON t."id" = s."typeid"
LEFT JOIN "Sagsstatus" AS ss ON ss."id" = s."statusid"
LEFT JOIN "Periode" AS p ON p."id" = s."periodeid"
WHERE s."id" IN (SELECT value FROM json_each(?))`;

/** What the result lines show for the given cases, in the order of `ids`. */
export function selectCaseHits(db: Store, ids: readonly number[]): CaseHitRow[] {
  if (ids.length === 0) return [];
  return inIdOrder(ids, statementFor<[string], CaseHitRow>(db, CASE_HITS_SQL).all(idList(ids)));
}

/** A case's titles and type, for ranking title hits. */
export interface CaseTitleRow {
  readonly id: number;
  readonly titel: string | null;
  readonly titelkort: string | null;
  readonly typeid: number | null;
}

/**
 * The titles of the newest `limit` cases matching a full-text query (for relevance: the cases with a search word
 * in a title, see toTitleMatchQuery in lib/data/search/search-terms.ts).
 */
export function selectMatchingTitles(db: Store, match: FtsQuery, limit: number): CaseTitleRow[] {
  const sql = `SELECT s."id", s."titel", s."titelkort", s."typeid" FROM "Sag_fts" JOIN "Sag" AS s ON s."id" = "Sag_fts"."rowid"
WHERE "Sag_fts" MATCH ? ORDER BY "Sag_fts"."rowid" DESC LIMIT ?`;
  return statementFor<[string, number], CaseTitleRow>(db, sql).all(printFtsQuery(match), limit);
}

/** The titles and types of the given cases (in no particular order). */
export function selectCaseTitles(db: Store, ids: readonly number[]): CaseTitleRow[] {
  if (ids.length === 0) return [];
  const sql = `SELECT s."id", s."titel", s."titelkort", s."typeid" FROM "Sag" AS s WHERE s."id" IN (SELECT value FROM json_each(?))`;
  return statementFor<[string], CaseTitleRow>(db, sql).all(idList(ids));
}

/**
 * One page of the cases matching a full-text query, newest first, leaving out the given ids (the ranked title
 * hits shown before them).
 */
export function selectCasePageExcept(
  db: Store,
  match: FtsQuery,
  except: readonly number[],
  limit: number,
  offset: number,
): number[] {
  const sql = `SELECT "rowid" FROM "Sag_fts" WHERE "Sag_fts" MATCH ?
AND "rowid" NOT IN (SELECT value FROM json_each(?)) ORDER BY "rowid" DESC LIMIT ? OFFSET ?`;
  return statementFor<[string, string, number, number], number>(db, sql)
    .pluck()
    .all(printFtsQuery(match), idList(except), limit, offset);
}

/** Does any case match the full-text query? */
export const anyCaseMatches = (db: Store, match: FtsQuery): boolean => anyFtsMatch(db, 'Sag_fts', match);

/** The searchable text of the newest `limit` cases matching a full-text query (for finding a typo's word). */
export function selectMatchingCaseTexts(db: Store, match: FtsQuery, limit: number): CaseTextRow[] {
  const sql = `SELECT s."id", s."titel", s."titelkort", s."resume" FROM "Sag_fts" JOIN "Sag" AS s ON s."id" = "Sag_fts"."rowid"
WHERE "Sag_fts" MATCH ? ORDER BY "Sag_fts"."rowid" DESC LIMIT ?`;
  return statementFor<[string, number], CaseTextRow>(db, sql).all(printFtsQuery(match), limit);
}
