import { type FtsQuery, printFtsQuery } from './fts-query';
import type { Store } from './open-store';
import { idList, statementFor } from './prepared';

/**
 * How documents are found: by the trigram index over their titles (`Dokument_fts`, a full-text query), or as the
 * documents of given cases (a case-number search).
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
}

export const isWindowed = (window: DocumentDateWindow): boolean =>
  window.from !== null || window.before !== null;

/** WHERE conditions for a date window alone (fixed text, values bound). */
function windowConditions(window: DocumentDateWindow): { where: string[]; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  if (window.from !== null) {
    where.push(`d."dato" >= ?`);
    params.push(window.from);
  }
  if (window.before !== null) {
    where.push(`d."dato" < ?`);
    params.push(window.before);
  }
  return { where, params };
}

interface DocumentQuery {
  readonly from: string;
  readonly where: string;
  readonly params: readonly unknown[];
  readonly order: string;
}

/** FROM, WHERE and ORDER BY from fixed text; values bound in `params` order. Newest (highest id) first. */
function documentQuery(match: DocumentMatch, window: DocumentDateWindow): DocumentQuery {
  const where: string[] = [];
  const params: unknown[] = [];
  let from: string;
  let order: string;
  if (match.kind === 'text') {
    from = `"Dokument_fts" JOIN "Dokument" AS d ON d."id" = "Dokument_fts"."rowid"`;
    where.push(`"Dokument_fts" MATCH ?`);
    params.push(printFtsQuery(match.match));
    order = `"Dokument_fts"."rowid" DESC`;
  } else {
    from = `"Dokument" AS d`;
    where.push(
      `d."id" IN (SELECT sd."dokumentid" FROM "SagDokument" AS sd WHERE sd."sagid" IN (SELECT value FROM json_each(?)))`,
    );
    params.push(idList(match.caseIds));
    order = `d."id" DESC`;
  }
  const dates = windowConditions(window);
  where.push(...dates.where);
  params.push(...dates.params);
  return { from, where: `WHERE ${where.join(' AND ')}`, params, order };
}

/** How many documents match, counting no further than `limit`. */
export function countDocuments(
  db: Store,
  match: DocumentMatch,
  window: DocumentDateWindow,
  limit: number,
): number {
  const q = documentQuery(match, window);
  const sql =
    match.kind === 'text' && !isWindowed(window)
      ? `SELECT count(*) AS n FROM (SELECT 1 FROM "Dokument_fts" WHERE "Dokument_fts" MATCH ? LIMIT ?)`
      : `SELECT count(*) AS n FROM (SELECT 1 FROM ${q.from} ${q.where} LIMIT ?)`;
  return statementFor<unknown[], { n: number }>(db, sql).get(...q.params, limit)?.n ?? 0;
}

/** The ids of one page of matching documents, newest (highest id) first. */
export function selectDocumentPage(
  db: Store,
  match: DocumentMatch,
  window: DocumentDateWindow,
  limit: number,
  offset: number,
): number[] {
  const q = documentQuery(match, window);
  const sql =
    match.kind === 'text' && !isWindowed(window)
      ? `SELECT "rowid" FROM "Dokument_fts" WHERE "Dokument_fts" MATCH ? ORDER BY "rowid" DESC LIMIT ? OFFSET ?`
      : `SELECT d."id" FROM ${q.from} ${q.where} ORDER BY ${q.order} LIMIT ? OFFSET ?`;
  return statementFor<unknown[], number>(db, sql)
    .pluck()
    .all(...q.params, limit, offset);
}

/**
 * Every matching document id, newest first, in one pass in the index's own (ascending) order: far cheaper than
 * walking it backwards twice (page and count) when dates leave few of many hits.
 */
export function selectAllDocumentIds(db: Store, match: DocumentMatch, window: DocumentDateWindow): number[] {
  const q = documentQuery(match, window);
  const ids = statementFor<unknown[], number>(db, `SELECT d."id" FROM ${q.from} ${q.where}`)
    .pluck()
    .all(...q.params);
  return ids.sort((a, b) => b - a);
}

/** How many documents are dated in the window (no text), counting no further than `limit`; uses the date index. */
export function countWindowDocuments(db: Store, window: DocumentDateWindow, limit: number): number {
  const { where, params } = windowConditions(window);
  const sql = `SELECT count(*) AS n FROM (SELECT 1 FROM "Dokument" AS d WHERE ${where.join(' AND ')} LIMIT ?)`;
  return statementFor<unknown[], { n: number }>(db, sql).get(...params, limit)?.n ?? 0;
}

/** The titles of every document dated in the window, newest (highest id) first (for a few thousand at most). */
export function selectWindowDocumentTitles(
  db: Store,
  window: DocumentDateWindow,
): { readonly id: number; readonly titel: string | null }[] {
  const { sql, params } = windowTitlesQuery(window);
  return statementFor<unknown[], { id: number; titel: string | null }>(db, sql).all(...params);
}

/** The SQL and parameters of {@link selectWindowDocumentTitles} (the query-plan test reads it). */
export function windowTitlesQuery(window: DocumentDateWindow): { sql: string; params: unknown[] } {
  const { where, params } = windowConditions(window);
  return {
    sql: `SELECT d."id", d."titel" FROM "Dokument" AS d WHERE ${where.join(' AND ')} ORDER BY d."id" DESC`,
    params,
  };
}

const HITS_SQL = `
SELECT d."id", d."titel", d."dato", dt."type" AS dokumenttype
FROM "Dokument" AS d
LEFT JOIN "Dokumenttype" AS dt ON dt."id" = d."typeid"
WHERE d."id" IN (SELECT value FROM json_each(?))`;

/** What the result lines show for the given documents, in the order of `ids`. */
export function selectDocumentHits(db: Store, ids: readonly number[]): DocumentHitRow[] {
  if (ids.length === 0) return [];
  const rows = statementFor<[string], DocumentHitRow>(db, HITS_SQL).all(idList(ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
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
export function anyDocumentMatches(db: Store, match: FtsQuery): boolean {
  const sql = `SELECT 1 FROM "Dokument_fts" WHERE "Dokument_fts" MATCH ? LIMIT 1`;
  return statementFor<[string], number>(db, sql).pluck().get(printFtsQuery(match)) !== undefined;
}
