import type { Store } from './open-store';
import { partyGroupOnSql } from './party-membership';
import { prepared } from './prepared';

/**
 * One row of {@link VOTE_BALLOTS_SQL}: a `Stemme` with its member (`Aktør`) and the Folketingsgruppe the member
 * belonged to on the vote date. Group columns are null when no membership covers the date (or the vote has none).
 */
export interface VoteBallotRow {
  readonly stemme_id: number;
  readonly aktoer_id: number;
  /** `Stemme.typeid`: 1 For, 2 Imod, 3 Fravær, 4 Hverken for eller imod; nullable in ODA. */
  readonly stemmetype_id: number | null;
  readonly aktoer_navn: string | null;
  readonly aktoer_fornavn: string | null;
  readonly aktoer_efternavn: string | null;
  readonly gruppe_id: number | null;
  /** The group's `gruppenavnkort`: the party code ('S', 'UFG'). */
  readonly gruppe_kode: string | null;
  readonly gruppe_navn: string | null;
}

/**
 * Every `Stemme` of one vote with the member's party on the vote date (docs/oda.md#party-membership), by the one
 * membership rule of lib/store/party-membership.ts: role 15 "medlem" to a Folketingsgruppe (type 4) with
 * `startdato ≤ date < slutdato`, open ends open, the latest started winning, dates compared as ODA text.
 *
 * Parameters: `@id` (Afstemning.id) and `@dato` (the vote date from {@link VOTE_DETAIL_SQL}; null gives no groups).
 * Plan: Stemme by `ix_Stemme_afstemningid`, then per member `ix_AktørAktør_fra_rolle` and the Aktør primary key.
 */
export const VOTE_BALLOTS_SQL = `
WITH ballot AS (
  SELECT
    sm."id"      AS stemme_id,
    sm."aktørid" AS aktoer_id,
    sm."typeid"  AS stemmetype_id,
    ${partyGroupOnSql('sm."aktørid"', '@dato')} AS gruppe_id
  FROM "Stemme" AS sm
  WHERE sm."afstemningid" = @id
)
SELECT
  b.stemme_id,
  b.aktoer_id,
  b.stemmetype_id,
  p."navn"           AS aktoer_navn,
  p."fornavn"        AS aktoer_fornavn,
  p."efternavn"      AS aktoer_efternavn,
  b.gruppe_id,
  g."gruppenavnkort" AS gruppe_kode,
  g."navn"           AS gruppe_navn
FROM ballot AS b
LEFT JOIN "Aktør" AS p ON p."id" = b.aktoer_id
LEFT JOIN "Aktør" AS g ON g."id" = b.gruppe_id
ORDER BY b.stemme_id`;

interface BallotParams {
  readonly id: number;
  readonly dato: string | null;
}

const selectBallots = prepared<[BallotParams], VoteBallotRow>(VOTE_BALLOTS_SQL);

/** The ballots of a vote (see {@link VOTE_BALLOTS_SQL}); empty when the vote has no Stemme rows. */
export function selectVoteBallots(db: Store, id: number, dato: string | null): VoteBallotRow[] {
  return selectBallots(db).all({ id, dato });
}
