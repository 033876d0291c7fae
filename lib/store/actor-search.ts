import { AKTOERAKTOERROLLE, AKTOERTYPE } from '@/lib/model/oda-ids';
import type { Store } from './open-store';
import { oncePerStore, prepared } from './prepared';

/**
 * Finding actors by name, type, party and samling. SQLite's `LIKE` folds case for ASCII only, so a name is
 * matched with `GLOB` against a pattern that spells each letter in both cases (`[sS][øØ]`): case-insensitive
 * for æ, ø, å and every other letter, with the search text still a bound parameter. The candidates (at most the
 * ~13,000 Aktør rows at full scale, usually a few hundred) are ordered in JS with a Danish collator — SQLite
 * would put Å before Æ and Ø.
 */

/** Characters with a meaning in GLOB patterns, escaped as one-character classes. */
const GLOB_SPECIAL = new Set(['*', '?', '[', ']']);

/** A GLOB pattern matching `text` case-insensitively: 'Sø' → '[sS][øØ]'. */
export function caseInsensitiveGlob(text: string): string {
  let out = '';
  for (const ch of text) {
    const lower = ch.toLocaleLowerCase('da');
    const upper = ch.toLocaleUpperCase('da');
    if (GLOB_SPECIAL.has(ch)) out += `[${ch}]`;
    else if (lower !== upper && lower.length === 1 && upper.length === 1) out += `[${lower}${upper}]`;
    else out += ch;
  }
  return out;
}

/** Name patterns for a search text: anywhere in the name, and at the start of it or of any word in it. */
export function namePatterns(query: string): {
  readonly anywhere: string;
  readonly prefix: string;
  readonly word: string;
} {
  const glob = caseInsensitiveGlob(query);
  return { anywhere: `*${glob}*`, prefix: `${glob}*`, word: `* ${glob}*` };
}

export interface ActorCandidateRow {
  readonly id: number;
  readonly navn: string | null;
  readonly fornavn: string | null;
  readonly efternavn: string | null;
  readonly typeid: number;
  /** 2 when the name starts with the text, 1 when a later word does, 0 otherwise (or no text). */
  readonly rang: number;
}

export interface ActorSearchParams {
  /** GLOB patterns from {@link namePatterns}, or null for every name. */
  readonly anywhere: string | null;
  readonly prefix: string | null;
  readonly word: string | null;
  /** Aktørtype id, or null for every type. */
  readonly type: number | null;
  /** Party code (`gruppenavnkort` of a Folketingsgruppe), or null. */
  readonly party: string | null;
  /** Samling (`Periode.kode`), or null. */
  readonly period: string | null;
  /** Persons only: members on `today` ('current'), members once but not on `today` ('former'); null for all. */
  readonly status: 'current' | 'former' | null;
  /** The data's today (`YYYY-MM-DD`, lib/data/site/dataset-today.ts), for `status`. */
  readonly today: string;
}

/** A person's memberships (role 15) of a Folketingsgruppe (type 4), as a subquery on `a`. */
const MEMBERSHIP = `SELECT 1 FROM "AktørAktør" AS m JOIN "Aktør" AS mg ON mg."id" = m."tilaktørid"
      WHERE m."fraaktørid" = a."id" AND m."rolleid" = ${AKTOERAKTOERROLLE.medlem} AND mg."typeid" = ${AKTOERTYPE.folketingsgruppe}`;

/** The membership lasts on the data's today (by day: it starts on or before it and ends after it, or never). */
export const CURRENT = `(m."startdato" IS NULL OR substr(m."startdato", 1, 10) <= @today)
        AND (m."slutdato" IS NULL OR substr(m."slutdato", 1, 10) > @today)`;

/**
 * The actors passing the filters. A person (type 5) passes the member status when they are a member on the data's
 * today ('current'), or were a member once but are not on it ('former'). A person passes party and samling when linked as "medlem" (role 15)
 * to a Folketingsgruppe with that code in that samling (both when both are given); other actors pass a samling
 * by their own `periodeid` and a party only when they are that party's group. Plan: Aktør by `ix_Aktør_typeid`
 * (or a scan for every type), `ix_AktørAktør_fra_rolle` per person when filtering by party or samling.
 */
export const ACTOR_SEARCH_SQL = `
WITH per AS (SELECT "id" FROM "Periode" WHERE @period IS NOT NULL AND "kode" = @period)
SELECT
  a."id", a."navn", a."fornavn", a."efternavn", a."typeid",
  CASE
    WHEN @prefix IS NULL THEN 0
    WHEN a."navn" GLOB @prefix THEN 2
    WHEN a."navn" GLOB @word THEN 1
    ELSE 0
  END AS rang
FROM "Aktør" AS a
WHERE (@type IS NULL OR a."typeid" = @type)
  AND (@anywhere IS NULL OR a."navn" GLOB @anywhere
       OR (COALESCE(a."fornavn", '') || ' ' || COALESCE(a."efternavn", '')) GLOB @anywhere)
  AND (@status IS NULL OR (a."typeid" = ${AKTOERTYPE.person} AND CASE @status
    WHEN 'current' THEN EXISTS (${MEMBERSHIP} AND ${CURRENT})
    ELSE EXISTS (${MEMBERSHIP}) AND NOT EXISTS (${MEMBERSHIP} AND ${CURRENT})
  END))
  AND (
    (@party IS NULL AND @period IS NULL)
    OR (a."typeid" = ${AKTOERTYPE.person} AND EXISTS (
      SELECT 1
      FROM "AktørAktør" AS aa
      JOIN "Aktør" AS g ON g."id" = aa."tilaktørid"
      WHERE aa."fraaktørid" = a."id" AND aa."rolleid" = ${AKTOERAKTOERROLLE.medlem} AND g."typeid" = ${AKTOERTYPE.folketingsgruppe}
        AND (@party IS NULL OR g."gruppenavnkort" = @party)
        AND (@period IS NULL OR g."periodeid" IN (SELECT "id" FROM per))))
    OR (a."typeid" <> ${AKTOERTYPE.person}
        AND (@party IS NULL OR (a."typeid" = ${AKTOERTYPE.folketingsgruppe} AND a."gruppenavnkort" = @party))
        AND (@period IS NULL OR a."periodeid" IN (SELECT "id" FROM per)))
  )`;

const selectCandidates = prepared<[ActorSearchParams], ActorCandidateRow>(ACTOR_SEARCH_SQL);

export function selectActorCandidates(db: Store, params: ActorSearchParams): ActorCandidateRow[] {
  return selectCandidates(db).all(params);
}

/** What a result line shows beyond the name: type, codes, samling and, for persons, their latest party. */
export interface ActorResultRow {
  readonly id: number;
  readonly typeid: number;
  readonly aktoertype: string | null;
  readonly gruppenavnkort: string | null;
  readonly periode_titel: string | null;
  readonly startdato: string | null;
  readonly slutdato: string | null;
  /** Persons: the code of the party group of their latest membership. */
  readonly seneste_parti: string | null;
  /** Persons: the end of their latest party membership (null while it lasts). */
  readonly seneste_parti_slut: string | null;
}

export const ACTOR_RESULTS_SQL = `
SELECT
  a."id", a."typeid", t."type" AS aktoertype, a."gruppenavnkort", p."titel" AS periode_titel,
  a."startdato", a."slutdato", last."kode" AS seneste_parti, last."slut" AS seneste_parti_slut
FROM json_each(@ids) AS j
JOIN "Aktør" AS a ON a."id" = j.value
LEFT JOIN "Aktørtype" AS t ON t."id" = a."typeid"
LEFT JOIN "Periode" AS p ON p."id" = a."periodeid"
LEFT JOIN (
  SELECT aa."fraaktørid" AS person, g."gruppenavnkort" AS kode, aa."slutdato" AS slut,
         row_number() OVER (PARTITION BY aa."fraaktørid" ORDER BY aa."startdato" DESC, aa."id" DESC) AS nr
  FROM json_each(@ids) AS k
  JOIN "AktørAktør" AS aa ON aa."fraaktørid" = k.value AND aa."rolleid" = ${AKTOERAKTOERROLLE.medlem}
  JOIN "Aktør" AS g ON g."id" = aa."tilaktørid" AND g."typeid" = ${AKTOERTYPE.folketingsgruppe}
) AS last ON last.person = a."id" AND last.nr = 1`;

const selectResults = prepared<[{ ids: string }], ActorResultRow>(ACTOR_RESULTS_SQL);

export function selectActorResults(db: Store, ids: readonly number[]): ActorResultRow[] {
  if (ids.length === 0) return [];
  return selectResults(db).all({ ids: JSON.stringify(ids) });
}

/** A party code with the name of its newest group (`Aktør` type 4), for the party filter. */
export interface PartyOptionRow {
  readonly kode: string;
  readonly navn: string | null;
  readonly seneste_start: string | null;
}

export const PARTY_OPTIONS_SQL = `
SELECT g."gruppenavnkort" AS kode, g."navn", max(g."startdato") AS seneste_start
FROM "Aktør" AS g
WHERE g."typeid" = ${AKTOERTYPE.folketingsgruppe} AND g."gruppenavnkort" IS NOT NULL AND trim(g."gruppenavnkort") <> ''
GROUP BY g."gruppenavnkort"`;

/** Samlinger (`Periode` type 'samling'), newest first, for the samling filter. */
export interface PeriodOptionRow {
  readonly kode: string;
  readonly titel: string | null;
}

export const PERIOD_OPTIONS_SQL = `
SELECT "kode", "titel" FROM "Periode"
WHERE "type" = 'samling' AND "kode" IS NOT NULL AND trim("kode") <> ''
ORDER BY "startdato" DESC`;

/** The filter options of a store, read once per connection (they only change with the store file). */
export const actorSearchOptionRows = oncePerStore((db) => ({
  parties: db.prepare<[], PartyOptionRow>(PARTY_OPTIONS_SQL).all(),
  periods: db.prepare<[], PeriodOptionRow>(PERIOD_OPTIONS_SQL).all(),
}));

/** Every actor's name parts, for ordering names the Danish way (read once per connection). */
export interface ActorNameRow {
  readonly id: number;
  readonly navn: string | null;
  readonly fornavn: string | null;
  readonly efternavn: string | null;
}

export const actorNameRows: (db: Store) => readonly ActorNameRow[] = oncePerStore((db) =>
  db.prepare<[], ActorNameRow>('SELECT "id", "navn", "fornavn", "efternavn" FROM "Aktør"').all(),
);
