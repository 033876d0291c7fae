import type { CompiledSql } from './compiled-sql';
import type { FtsQuery } from './fts-query';
import type { Store } from './open-store';
import { idList, statementFor } from './prepared';
import {
  anyFtsMatch,
  countMatches,
  dateWindow,
  ftsMatch,
  ftsOnlyQuery,
  inIdOrder,
  type SearchQuery,
  selectAllMatchIds,
  selectMatchPage,
  whereClause,
} from './search-query';
import { joinSql, param, sql } from './sql-fragment';

/**
 * How documents are found: by the trigram index over their titles and a question's title and wording
 * (`Dokument_fts`, a full-text query), or as the documents of given cases (a case-number search).
 */
export type DocumentMatch =
  | { readonly kind: 'text'; readonly match: FtsQuery }
  | { readonly kind: 'cases'; readonly caseIds: readonly number[] };

/** A date window on `Dokument.dato`: on or after `from`, before `before` (YYYY-MM-DD; each null when open). */
export interface DocumentDateWindow {
  readonly from: string | null;
  readonly before: string | null;
}

export interface DocumentHitRow {
  readonly id: number;
  readonly titel: string | null;
  readonly dato: string | null;
  readonly dokumenttype: string | null;
  /** A question's title and wording (`spørgsmålstitel`, `spørgsmålsordlyd`); null on other documents. */
  readonly spørgsmålstitel: string | null;
  readonly spørgsmålsordlyd: string | null;
}

/** A document's searchable text: the columns of its full-text index. */
export interface DocumentTextRow {
  readonly id: number;
  readonly titel: string | null;
  readonly spørgsmålstitel: string | null;
  readonly spørgsmålsordlyd: string | null;
}

export const isWindowed = (window: DocumentDateWindow): boolean =>
  window.from !== null || window.before !== null;

/**
 * The case filters a document must meet through some case it belongs to (`SagDokument`): the case's type and its
 * status (the set one status name stands for), each null when not set. So the Dokumenter tab keeps the search's
 * case-type filter: "§ 20-spørgsmål" lists the questions' and answers' documents.
 */
export interface DocumentCaseFilter {
  readonly typeId: number | null;
  readonly statusIds: readonly number[] | null;
}

export const NO_CASE_FILTER: DocumentCaseFilter = { typeId: null, statusIds: null };

export const hasCaseFilter = (cases: DocumentCaseFilter): boolean =>
  cases.typeId !== null || cases.statusIds !== null;

/** `EXISTS (a case of the document's meeting the filter)`, or nothing without one. */
function caseConditions(cases: DocumentCaseFilter): CompiledSql[] {
  if (!hasCaseFilter(cases)) return [];
  const on: CompiledSql[] = [sql`sd."dokumentid" = d."id"`];
  if (cases.typeId !== null) on.push(sql`s."typeid" = ${param(cases.typeId)}`);
  if (cases.statusIds !== null) {
    on.push(sql`s."statusid" IN (SELECT value FROM json_each(${param(idList(cases.statusIds))}))`);
  }
  return [
    sql`EXISTS (SELECT 1 FROM "SagDokument" AS sd JOIN "Sag" AS s ON s."id" = sd."sagid" WHERE ${joinSql(on, ' AND ')})`,
  ];
}

const DOCUMENT = sql`"Dokument" AS d`;

const windowConditions = (window: DocumentDateWindow): CompiledSql[] =>
  dateWindow(sql`d."dato"`, window.from, window.before);

/**
 * The search for a match, date window and case filter (lib/store/search-query.ts), newest (highest id) first. Text
 * without filters reads the index alone.
 */
function documentQuery(
  match: DocumentMatch,
  window: DocumentDateWindow,
  cases: DocumentCaseFilter,
): SearchQuery {
  const filters = [...windowConditions(window), ...caseConditions(cases)];
  if (match.kind === 'text') {
    if (filters.length === 0) return ftsOnlyQuery('Dokument_fts', match.match);
    return {
      from: sql`"Dokument_fts" JOIN "Dokument" AS d ON d."id" = "Dokument_fts"."rowid"`,
      where: [ftsMatch('Dokument_fts', match.match), ...filters],
      id: sql`d."id"`,
      order: sql`"Dokument_fts"."rowid" DESC`,
    };
  }
  const ofCases = sql`d."id" IN (SELECT sd."dokumentid" FROM "SagDokument" AS sd WHERE sd."sagid" IN (SELECT value FROM json_each(${param(idList(match.caseIds))})))`;
  return {
    from: DOCUMENT,
    where: [ofCases, ...filters],
    id: sql`d."id"`,
    order: sql`d."id" DESC`,
  };
}

/** How many documents match, counting no further than `limit`. */
export const countDocuments = (
  db: Store,
  match: DocumentMatch,
  window: DocumentDateWindow,
  cases: DocumentCaseFilter,
  limit: number,
): number => countMatches(db, documentQuery(match, window, cases), limit);

/** The ids of one page of matching documents, newest (highest id) first. */
export const selectDocumentPage = (
  db: Store,
  match: DocumentMatch,
  window: DocumentDateWindow,
  cases: DocumentCaseFilter,
  limit: number,
  offset: number,
): number[] => selectMatchPage(db, documentQuery(match, window, cases), limit, offset);

/** Every matching document id, newest first (see {@link selectAllMatchIds}). */
export const selectAllDocumentIds = (
  db: Store,
  match: DocumentMatch,
  window: DocumentDateWindow,
  cases: DocumentCaseFilter,
): number[] => selectAllMatchIds(db, documentQuery(match, window, cases));

/** How many documents are dated in the window (no text), counting no further than `limit`; uses the date index. */
export const countWindowDocuments = (db: Store, window: DocumentDateWindow, limit: number): number =>
  countMatches(db, windowQuery(window), limit);

const windowQuery = (
  window: DocumentDateWindow,
  cases: DocumentCaseFilter = NO_CASE_FILTER,
): SearchQuery => ({
  from: DOCUMENT,
  where: [...windowConditions(window), ...caseConditions(cases)],
  id: sql`d."id"`,
  order: sql`d."id" DESC`,
});

/**
 * The searchable text of every document dated in the window and meeting the case filter, newest (highest id) first (for a
 * few thousand at most).
 */
export function selectWindowDocumentTitles(
  db: Store,
  window: DocumentDateWindow,
  cases: DocumentCaseFilter,
): DocumentTextRow[] {
  const { sql: text, params } = windowTitlesQuery(window, cases);
  return statementFor<unknown[], DocumentTextRow>(db, text).all(...params);
}

/** The SQL and parameters of {@link selectWindowDocumentTitles} (the query-plan test reads it). */
export function windowTitlesQuery(
  window: DocumentDateWindow,
  cases: DocumentCaseFilter = NO_CASE_FILTER,
): { sql: string; params: unknown[] } {
  const q = windowQuery(window, cases);
  const titles = sql`SELECT d."id", d."titel", d."spørgsmålstitel", d."spørgsmålsordlyd" FROM ${q.from}${whereClause(q.where)} ORDER BY ${q.order}`;
  return { sql: titles.sql, params: [...titles.parameters] };
}

const HITS_SQL = `
SELECT d."id", d."titel", d."dato", dt."type" AS dokumenttype, d."spørgsmålstitel", d."spørgsmålsordlyd"
FROM "Dokument" AS d
LEFT JOIN "Dokumenttype" AS dt ON dt."id" = d."typeid"
WHERE d."id" IN (SELECT value FROM json_each(?))`;

/** What the result lines show for the given documents, in the order of `ids`. */
export function selectDocumentHits(db: Store, ids: readonly number[]): DocumentHitRow[] {
  if (ids.length === 0) return [];
  return inIdOrder(ids, statementFor<[string], DocumentHitRow>(db, HITS_SQL).all(idList(ids)));
}

/** The cases a document belongs to (`SagDokument` → `Sag`). */
export interface DocumentCaseRow {
  readonly dokumentid: number;
  readonly sag_id: number;
  readonly nummer: string | null;
  readonly titel: string | null;
  readonly titelkort: string | null;
}

const DOCUMENT_CASES_SQL = `
SELECT DISTINCT sd."dokumentid", s."id" AS sag_id, s."nummer", s."titel", s."titelkort"
FROM "SagDokument" AS sd
JOIN "Sag" AS s ON s."id" = sd."sagid"
WHERE sd."dokumentid" IN (SELECT value FROM json_each(?))
ORDER BY sd."dokumentid", s."id"`;

export function selectDocumentCases(db: Store, dokumentIds: readonly number[]): DocumentCaseRow[] {
  if (dokumentIds.length === 0) return [];
  return statementFor<[string], DocumentCaseRow>(db, DOCUMENT_CASES_SQL).all(idList(dokumentIds));
}

/** Does any document title match the full-text query? */
export const anyDocumentMatches = (db: Store, match: FtsQuery): boolean =>
  anyFtsMatch(db, 'Dokument_fts', match);
