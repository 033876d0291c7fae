import type { CompiledSql } from './compiled-sql';
import { allOf, type FtsQuery, inColumns, phrase } from './fts-query';
import type { Store } from './open-store';
import { idList, statementFor } from './prepared';
import {
  countMatches,
  ftsMatch,
  inIdOrder,
  type SearchQuery,
  selectAllMatchIds,
  selectMatchPage,
  whereClause,
} from './search-query';
import { param, sql } from './sql-fragment';

/**
 * The speech search's reads over `_tale` and its full-text index `_tale_fts` (lib/store/referat-schema.ts). A speech's
 * id is its sitting's id × 10,000 + its ordinal, and a sitting's id is samling × 1,000 + its number
 * (lib/referat/referat-ids.ts): so `id / 10000` is the sitting, and ids grow with time, which lets a date window
 * bound the ids the index walks and makes "newest first" the index's own order.
 */

/** A speech search's filters, each null when not set. */
export interface SpeechFilterValues {
  /** The speaker's Aktør id (`_tale.aktoerid`). */
  readonly speaker: number | null;
  /** The party as printed at the speech (`_tale.parti`, case aside). */
  readonly party: string | null;
  /** The sittings of the date window or session, null when neither is set (an empty list matches nothing). */
  readonly sittings: readonly number[] | null;
  /** The speeches of the chosen cases, null when no case is chosen (an empty list matches nothing). */
  readonly speeches: readonly number[] | null;
}

export const NO_SPEECH_FILTERS: SpeechFilterValues = {
  speaker: null,
  party: null,
  sittings: null,
  speeches: null,
};

/** The sitting id → the lowest and highest speech id it can hold. */
const SPEECHES_PER_SITTING = 10_000;

/**
 * Speeches of the listed sittings (`per` = {@link SPEECHES_PER_SITTING}) or the listed speeches (`per` = 1): the id
 * range, which the index seeks to, and each id checked against the list (`+` keeps that check out of the plan, so
 * the index is not asked once per listed id).
 */
function inList(
  id: CompiledSql,
  ids: readonly number[],
  per: 1 | typeof SPEECHES_PER_SITTING,
): CompiledSql[] {
  if (ids.length === 0) return [sql`0`];
  const lo = Math.min(...ids) * per;
  const hi = Math.max(...ids) * per + (per - 1);
  const of = per === 1 ? sql`+${id}` : sql`(${id} / 10000)`;
  return [
    sql`${id} BETWEEN ${param(lo)} AND ${param(hi)}`,
    sql`${of} IN (SELECT value FROM json_each(${param(idList(ids))}))`,
  ];
}

/**
 * The search for words (a full-text query over the text column, or null for none) and filters, newest first. The
 * speaker and party are words of the index's own columns, intersected with the text's hits by the index; the date
 * window and cases bound the ids walked and are checked per hit. Without words, speaker or party, `_tale` is read
 * in id order.
 */
export function speechQuery(match: FtsQuery | null, filters: SpeechFilterValues): SearchQuery {
  const full = allOf([
    ...(match ? [match] : []),
    ...(filters.speaker !== null ? [inColumns(['aktoerid'], phrase(String(filters.speaker)))] : []),
    ...(filters.party !== null ? [inColumns(['parti'], phrase(filters.party))] : []),
  ]);
  const id = full ? sql`"_tale_fts"."rowid"` : sql`t."id"`;
  const where: CompiledSql[] = full ? [ftsMatch('_tale_fts', full)] : [];
  if (filters.sittings !== null) where.push(...inList(id, filters.sittings, SPEECHES_PER_SITTING));
  if (filters.speeches !== null) where.push(...inList(id, filters.speeches, 1));
  return {
    from: full ? sql`"_tale_fts"` : sql`"_tale" AS t`,
    where,
    id,
    order: sql`${id} DESC`,
  };
}

/** How many speeches match, counting no further than `limit`. */
export const countSpeeches = (db: Store, q: SearchQuery, limit: number): number => countMatches(db, q, limit);

/** The ids of one page of matching speeches, newest first. */
export const selectSpeechPage = (db: Store, q: SearchQuery, limit: number, offset: number): number[] =>
  selectMatchPage(db, q, limit, offset);

/** Every matching speech id, newest first (for a case's few speeches). */
export const selectAllSpeechIds = (db: Store, q: SearchQuery): number[] => selectAllMatchIds(db, q);

/** A speech hit's relevance: FTS5's bm25 of the text column (lower is better). */
export interface SpeechScoreRow {
  readonly id: number;
  readonly score: number;
}

/**
 * The newest `limit` speeches matching a search with words, each with its bm25 score over the text (the speaker's
 * and party's columns weigh nothing): ranking the newest few rather than every hit keeps a common word's search as
 * fast as a rare one's (see SPEECH_RANK_LIMIT in lib/data/search/search-speeches.ts).
 */
export function selectSpeechScores(db: Store, q: SearchQuery, limit: number): SpeechScoreRow[] {
  const scored = sql`SELECT ${q.id} AS id, bm25("_tale_fts", 1.0, 0.0, 0.0) AS score FROM ${q.from}${whereClause(q.where)} ORDER BY ${q.order} LIMIT ${param(limit)}`;
  return statementFor<unknown[], SpeechScoreRow>(db, scored.sql).all(...scored.parameters);
}

/** The sittings dated in a window (on or after `from`, before `before`; each null when open) and of a samling. */
export function selectSittingIds(
  db: Store,
  window: { readonly from: string | null; readonly before: string | null; readonly samling: string | null },
): number[] {
  const text = `SELECT id FROM "_referat_moede" WHERE (@from IS NULL OR dato >= @from) AND (@before IS NULL OR dato < @before)
AND (@samling IS NULL OR samling = @samling) ORDER BY id`;
  return statementFor<[typeof window], number>(db, text)
    .pluck()
    .all({ from: window.from, before: window.before, samling: window.samling });
}

const CASE_SPEECHES_SQL = `
SELECT t."id" FROM "_referat_punkt" AS p
JOIN "_tale" AS t ON t."id" BETWEEN p."moede" * 10000 AND p."moede" * 10000 + 9999 AND t."punkt" = p."id"
WHERE p."sagid" IN (SELECT value FROM json_each(?))
ORDER BY t."id"`;

/** The speeches on the agenda items of the given cases. */
export function selectCaseSpeechIds(db: Store, caseIds: readonly number[]): number[] {
  if (caseIds.length === 0) return [];
  return statementFor<[string], number>(db, CASE_SPEECHES_SQL).pluck().all(idList(caseIds));
}

/** The name of a person (an Aktør) and the number and title of a case, for naming the filters; null when unknown. */
export function selectFilterNames(
  db: Store,
  ids: { readonly person: number | null; readonly sag: number | null },
): { person: string | null; case: string | null } {
  const person =
    ids.person === null
      ? undefined
      : statementFor<[number], string | null>(db, 'SELECT "navn" FROM "Aktør" WHERE "id" = ?')
          .pluck()
          .get(ids.person);
  const sag =
    ids.sag === null
      ? undefined
      : statementFor<[number], { nummer: string | null; titel: string | null }>(
          db,
          'SELECT "nummer", coalesce("titelkort", "titel") AS titel FROM "Sag" WHERE "id" = ?',
        ).get(ids.sag);
  const label = sag ? [sag.nummer, sag.titel].filter(Boolean).join(' ') : '';
  return { person: person || null, case: label || null };
}

/** What a speech hit shows. */
export interface SpeechHitRow {
  readonly id: number;
  readonly aktoerid: number | null;
  /** The name as printed in the transcript. */
  readonly navn: string;
  /** The linked person's name in ODA, when linked. */
  readonly aktoer_navn: string | null;
  readonly parti: string | null;
  /** A minister's title or the chair's, as printed. */
  readonly titel: string | null;
  readonly start: string | null;
  readonly tekst: string;
  /** The sitting's date. */
  readonly dato: string;
  readonly punkt_nummer: string | null;
  readonly punkt_titel: string | null;
  readonly sagid: number | null;
  readonly sag_nummer: string | null;
  readonly sag_titel: string | null;
}

const SPEECH_HITS_SQL = `
SELECT t."id", t."aktoerid", t."navn", a."navn" AS aktoer_navn, t."parti", t."titel", t."start", t."tekst",
  m."dato", p."nummer" AS punkt_nummer, p."titel" AS punkt_titel, p."sagid",
  s."nummer" AS sag_nummer, coalesce(s."titelkort", s."titel") AS sag_titel
FROM "_tale" AS t
JOIN "_referat_moede" AS m ON m."id" = t."moede"
LEFT JOIN "_referat_punkt" AS p ON p."id" = t."punkt"
LEFT JOIN "Sag" AS s ON s."id" = p."sagid"
LEFT JOIN "Aktør" AS a ON a."id" = t."aktoerid"
WHERE t."id" IN (SELECT value FROM json_each(?))`;

/** What the result lines show for the given speeches, in the order of `ids`. */
export function selectSpeechHits(db: Store, ids: readonly number[]): SpeechHitRow[] {
  if (ids.length === 0) return [];
  return inIdOrder(ids, statementFor<[string], SpeechHitRow>(db, SPEECH_HITS_SQL).all(idList(ids)));
}
