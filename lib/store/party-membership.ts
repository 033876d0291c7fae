import { AKTOERAKTOERROLLE, AKTOERTYPE, INDEPENDENTS } from '@/lib/model/oda-ids';
import type { Store } from './store';

/**
 * The one SQL text of "a person's party on a date" (docs/oda.md#party-membership), for the reads that look it up row by
 * row (the vote page's ballots, lib/store/vote-ballots.ts; the government on a vote date, government.ts): a scalar
 * subquery giving the id of the Folketingsgruppe (Aktørtype 4) the person is linked to with `AktørAktør` role 15
 * "medlem" on the date — `startdato ≤ date < slutdato`, a null `startdato` or `slutdato` open. The same role also
 * links members to committees, hence the type test. Should two memberships overlap, the latest started wins. Dates
 * compare as ODA text (ISO local time), so a membership ending on the day at midnight no longer counts; a null date
 * gives null. {@link partyMembershipOn} is the same rule in memory over every membership read at once
 * ({@link readPartyMemberships}): the voting index (actor-voting-index.ts) and the speakers' linking
 * (lib/referat/speaker-link.ts) use it.
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

/** Every party-group membership, latest started first per member (the order {@link partyMembershipOn} relies on). */
export const PARTY_MEMBERSHIPS_SQL = `
SELECT aa."fraaktørid" AS actor, aa."tilaktørid" AS grp, aa."startdato" AS start, aa."slutdato" AS end,
       g."gruppenavnkort" AS code
FROM "AktørAktør" AS aa
JOIN "Aktør" AS g ON g."id" = aa."tilaktørid"
WHERE aa."rolleid" = ${AKTOERAKTOERROLLE.medlem} AND g."typeid" = ${AKTOERTYPE.folketingsgruppe}
ORDER BY aa."fraaktørid", aa."startdato" IS NULL, aa."startdato" DESC, aa."id" DESC`;

/** A person's membership of a party group (Folketingsgruppe), as {@link PARTY_MEMBERSHIPS_SQL} reads it. */
export interface PartyMembership {
  readonly group: number;
  /** The group's trimmed `gruppenavnkort`; null when it has none. */
  readonly code: string | null;
  readonly start: string | null;
  readonly end: string | null;
  readonly independent: boolean;
}

/** The membership lasting on `dato` by the rule above (of overlapping ones the latest started); none for a null date. */
export function partyMembershipOn(
  memberships: readonly PartyMembership[] | undefined,
  dato: string | null,
): PartyMembership | undefined {
  if (!memberships || dato === null) return undefined;
  return memberships.find((m) => (m.start === null || m.start <= dato) && (m.end === null || m.end > dato));
}

/** Every person's party-group memberships, latest started first, by person id. */
export function readPartyMemberships(db: Store): Map<number, PartyMembership[]> {
  const rows = db
    .prepare<
      [],
      { actor: number; grp: number; start: string | null; end: string | null; code: string | null }
    >(PARTY_MEMBERSHIPS_SQL)
    .all();
  const byActor = new Map<number, PartyMembership[]>();
  for (const r of rows) {
    const list = byActor.get(r.actor) ?? [];
    if (list.length === 0) byActor.set(r.actor, list);
    const code = r.code?.trim() || null;
    list.push({ group: r.grp, code, start: r.start, end: r.end, independent: code === INDEPENDENTS });
  }
  return byActor;
}
