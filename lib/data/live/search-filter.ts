/**
 * The search's `$filter` text for the live service. The store finds words with trigram indexes; OData v3 has
 * `substringof` and `tolower`, so a word is `substringof('klima', tolower(titel))` over each searched field, and
 * every word must match (in any of the fields, as in the store). Words are lower-cased here; every piece of user
 * text goes through `str()` (a quote doubles, so no text can end the literal). Pure: no requests.
 *
 * What differs from the store: the store folds accents ('å' finds 'a' and 'é' finds 'e'); OData cannot, so live
 * mode matches accented letters only as typed (case still does not matter).
 */
import { anyOf, datetime, int, str } from './query';

/**
 * The most `$filter` text (percent-encoded) a search request may carry. The real service sits behind IIS, whose
 * default query-string limit is 2,048 bytes; the other options of a hit request (`$select`, `$expand`, paging)
 * take up to ~450.
 */
export const FILTER_BUDGET = 1_500;

/** The fields a word is looked for in, per entity set (the store's full-text columns; actors: name and group code). */
export const SEARCH_FIELDS = {
  Sag: ['titel', 'titelkort', 'resume'],
  Dokument: ['titel'],
  Aktør: ['navn', 'gruppenavnkort'],
} as const satisfies Record<string, readonly string[]>;

/** A search word as the service compares it: lower case (the fields are lowered with `tolower`). */
export const toLiveTerm = (term: string): string => term.normalize('NFC').toLowerCase();

/** One word in any of the fields: `(substringof('klima',tolower(titel)) or …)`. */
export function termClause(term: string, fields: readonly string[]): string {
  const literal = str(toLiveTerm(term));
  const parts = fields.map((f) => `substringof(${literal},tolower(${f}))`);
  return parts.length === 1 ? (parts[0] ?? '') : `(${parts.join(' or ')})`;
}

/** How long a clause is once percent-encoded in the URL. */
export const encodedLength = (text: string): number => encodeURIComponent(text).length;

/**
 * The words as filter clauses, as many as fit `budget` (encoded characters), longest words first (they narrow the
 * most); the rest are `leftover`, to be checked on the rows the service returns (see lib/data/live/search-hits.ts).
 */
export function fitTerms(
  terms: readonly string[],
  fields: readonly string[],
  budget: number,
): { readonly clauses: string[]; readonly leftover: string[] } {
  const clauses: string[] = [];
  const leftover: string[] = [];
  let used = 0;
  const byLength = [...terms].sort((a, b) => b.length - a.length);
  for (const term of byLength) {
    const clause = termClause(term, fields);
    const cost = encodedLength(clause) + encodedLength(' and ');
    if (used + cost <= budget) {
      clauses.push(clause);
      used += cost;
    } else leftover.push(term);
  }
  return { clauses, leftover };
}

/** Does the row's text hold every word (lower-cased, as the service compares)? For words left out of the filter. */
export function holdsAllTerms(
  parts: readonly (string | null | undefined)[],
  terms: readonly string[],
): boolean {
  const text = parts
    .filter((p): p is string => typeof p === 'string')
    .join('\n')
    .normalize('NFC')
    .toLowerCase();
  return terms.every((t) => text.includes(toLiveTerm(t)));
}

/** The case filters in the live service's terms: each null when not set. */
export interface LiveCaseFilters {
  readonly periodeId: number | null;
  readonly typeId: number | null;
  readonly statusIds: readonly number[] | null;
  /** A step dated on or after this (YYYY-MM-DD) … */
  readonly stepFrom: string | null;
  /** … and before this (exclusive). */
  readonly stepBefore: string | null;
}

export const hasLiveCaseFilters = (f: LiveCaseFilters): boolean =>
  f.periodeId !== null ||
  f.typeId !== null ||
  f.statusIds !== null ||
  f.stepFrom !== null ||
  f.stepBefore !== null;

/**
 * `periodeid eq 3 and typeid eq 3 and (statusid eq 10 or …) and Sagstrin/any(x: x/dato ge … and x/dato lt …)`:
 * a step in the date range is an `any` over the case's steps, as the store's EXISTS.
 */
export function caseFilterClauses(f: LiveCaseFilters): string[] {
  const clauses: string[] = [];
  if (f.periodeId !== null) clauses.push(`periodeid eq ${int(f.periodeId)}`);
  if (f.typeId !== null) clauses.push(`typeid eq ${int(f.typeId)}`);
  if (f.statusIds !== null) clauses.push(anyOf('statusid', f.statusIds) ?? 'id eq -1');
  const range: string[] = [];
  if (f.stepFrom !== null) range.push(`x/dato ge ${dateLiteral(f.stepFrom)}`);
  if (f.stepBefore !== null) range.push(`x/dato lt ${dateLiteral(f.stepBefore)}`);
  if (range.length > 0) clauses.push(`Sagstrin/any(x: ${range.join(' and ')})`);
  return clauses;
}

/** `dato ge … and dato lt …` for a document date window (YYYY-MM-DD or an ODA date-time at either end). */
export function windowClauses(window: {
  readonly from: string | null;
  readonly before: string | null;
}): string[] {
  const clauses: string[] = [];
  if (window.from !== null) clauses.push(`dato ge ${dateLiteral(window.from)}`);
  if (window.before !== null) clauses.push(`dato lt ${dateLiteral(window.before)}`);
  return clauses;
}

/** A DateTime literal from a date or an ODA date-time ('2024-10-01T00:00:00.000' loses its fraction). */
export function dateLiteral(value: string): string {
  return datetime(value.length > 19 ? value.slice(0, 19) : value);
}

/** `SagDokument/any(d: d/sagid eq 1 or …)`: the documents of the given cases. */
export function documentsOfCases(caseIds: readonly number[]): string {
  const ids = [...new Set(caseIds)].map((id) => `d/sagid eq ${int(id)}`);
  return `SagDokument/any(d: ${ids.join(' or ')})`;
}
