import { AKTOERAKTOERROLLE, AKTOERTYPE } from '@/lib/model/oda-ids';
import type { Store } from './open-store';
import { partyGroupOnSql } from './party-membership';
import { prepared } from './prepared';

/**
 * An `AktørAktør` link (the SQL alias `link`) lasting on a date (an SQL expression such as `@dato`):
 * `startdato ≤ date < slutdato`, a null `startdato` or `slutdato` open, compared as ODA text (ISO local time).
 */
export const linkLastingOnSql = (link: string, date: string): string =>
  `(${link}."startdato" IS NULL OR ${link}."startdato" <= ${date}) AND (${link}."slutdato" IS NULL OR ${link}."slutdato" > ${date})`;

/**
 * A minister post, the one SQL text of it (docs/oda.md#actor-roles): an `AktørAktør` (alias `link`) with role 8
 * "Minister" from the person to a Ministertitel actor (Aktørtype 2, alias `title`). With {@link linkLastingOnSql},
 * the posts held on a date: the government on a vote date (below) and a politician's office now
 * (lib/store/actor-offices.ts).
 */
export const ministerPostSql = (link: string, title: string): string =>
  `${link}."rolleid" = ${AKTOERAKTOERROLLE.minister} AND ${title}."typeid" = ${AKTOERTYPE.ministertitel}`;

/**
 * The person holding a minister title on a date, the one SQL text of it (docs/oda.md#questions-and-answers): a scalar
 * subquery giving the `fraaktørid` of the role-8 "Minister" post to the Ministertitel actor `title` (an SQL expression
 * such as `t."id"`) lasting on `date` (an SQL expression such as `q."dato"`); of two overlapping posts, the later
 * one; null when ODA records none. Both are SQL written in code, never input, and must not name the alias `post`.
 * Plan: `ix_AktørAktør_tilaktørid` per title.
 */
export const ministerHoldingTitleOnSql = (title: string, date: string): string => `(
    SELECT post."fraaktørid"
    FROM "AktørAktør" AS post
    WHERE post."tilaktørid" = ${title} AND +post."rolleid" = ${AKTOERAKTOERROLLE.minister}
      AND ${linkLastingOnSql('post', date)}
    ORDER BY post."startdato" DESC, post."id"
    LIMIT 1
  )`;

/** One row of {@link MINISTERS_ON_SQL}: a person holding a minister post on the date, with their party then. */
export interface MinisterRow {
  readonly aktoer_id: number;
  /** The person's Folketingsgruppe on the date; null when none (a minister from outside the Folketing). */
  readonly gruppe_id: number | null;
  /** The group's `gruppenavnkort`: the party code ('S', 'UFG'). */
  readonly gruppe_kode: string | null;
  readonly gruppe_navn: string | null;
}

/**
 * The persons who held a minister post on a date, each once, with the party they belonged to that day — what the
 * government on a vote date is made of (lib/data/votes/government-load.ts). A minister post is an `AktørAktør` with role
 * 8 "Minister" (docs/oda.md#actor-roles) from the person (`fraaktørid`) to a Ministertitel actor (Aktørtype 2,
 * `tilaktørid`) whose `startdato ≤ date < slutdato`, open ends open, compared as ODA text like the ballots' party
 * memberships; the party is found by the same membership rule as the ballots' (lib/store/party-membership.ts).
 *
 * Parameter: `@dato` (the vote date from {@link VOTE_DETAIL_SQL}; null gives no rows).
 * Plan: `ix_AktørAktør_rolleid` for the minister posts (about a hundred rows in all), the Aktør primary key per
 * post, then per minister `ix_AktørAktør_fra_rolle`.
 */
export const MINISTERS_ON_SQL = `
WITH minister AS (
  SELECT DISTINCT post."fraaktørid" AS aktoer_id
  FROM "AktørAktør" AS post
  JOIN "Aktør" AS title ON title."id" = post."tilaktørid"
  WHERE ${ministerPostSql('post', 'title')} AND ${linkLastingOnSql('post', '@dato')}
), placed AS MATERIALIZED (
  SELECT m.aktoer_id, ${partyGroupOnSql('m.aktoer_id', '@dato')} AS gruppe_id
  FROM minister AS m
)
SELECT p.aktoer_id, p.gruppe_id, party."gruppenavnkort" AS gruppe_kode, party."navn" AS gruppe_navn
FROM placed AS p
LEFT JOIN "Aktør" AS party ON party."id" = p.gruppe_id
ORDER BY p.aktoer_id`;

const selectMinisters = prepared<[{ dato: string | null }], MinisterRow>(MINISTERS_ON_SQL);

/** The ministers on a date (see {@link MINISTERS_ON_SQL}); empty when ODA records none, or for a null date. */
export function selectMinistersOn(db: Store, dato: string | null): MinisterRow[] {
  return selectMinisters(db).all({ dato });
}
