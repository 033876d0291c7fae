import { AKTOERAKTOERROLLE, AKTOERTYPE } from '@/lib/model/oda-ids';

/**
 * The one SQL text of "a person's party on a date" (docs/oda.md#party-membership), for the reads that look it up row by
 * row (the vote page's ballots, lib/store/vote-ballots.ts; the government on a vote date, government.ts): a scalar
 * subquery giving the id of the Folketingsgruppe (Aktørtype 4) the person is linked to with `AktørAktør` role 15
 * "medlem" on the date — `startdato ≤ date < slutdato`, a null `startdato` or `slutdato` open. The same role also
 * links members to committees, hence the type test. Should two memberships overlap, the latest started wins. Dates
 * compare as ODA text (ISO local time), so a membership ending on the day at midnight no longer counts; a null date
 * gives null. The voting index (actor-voting-index.ts) applies the same rule in memory to every membership at once.
 *
 * `person` and `date` are SQL expressions written in code (a column such as `sm."aktørid"`, a parameter such as
 * `@dato`), never input; they must not name the subquery's own aliases `aa` and `g`. Plan: `ix_AktørAktør_fra_rolle` per person, the Aktør primary key per link.
 */
export function partyGroupOnSql(person: string, date: string): string {
  return `(
      SELECT aa."tilaktørid"
      FROM "AktørAktør" AS aa
      JOIN "Aktør" AS g ON g."id" = aa."tilaktørid"
      WHERE aa."fraaktørid" = ${person}
        AND aa."rolleid" = ${AKTOERAKTOERROLLE.medlem}
        AND g."typeid" = ${AKTOERTYPE.folketingsgruppe}
        AND (aa."startdato" IS NULL OR aa."startdato" <= ${date})
        AND (aa."slutdato" IS NULL OR aa."slutdato" > ${date})
      ORDER BY aa."startdato" DESC, aa."id" DESC
      LIMIT 1
    )`;
}
