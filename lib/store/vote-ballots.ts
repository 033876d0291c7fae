import { AKTOERAKTOERROLLE, AKTOERTYPE } from '@/lib/model/oda-ids';
import type { Store } from './open-store';
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
 * Every `Stemme` of one vote with the member's party on the vote date (oda-reference §6.6.5): the `AktørAktør`
 * from the person (`fraaktørid`) with role 15 "medlem" to a Folketingsgruppe actor (type 4) whose
 * `startdato ≤ date < slutdato` (a null `startdato` or `slutdato` is open). The same role also links members to
 * committees, hence the type test. Should two memberships overlap, the latest started wins. Dates compare as
 * ODA text (ISO local time), so a membership ending on the vote day at midnight no longer counts.
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
    (
      SELECT aa."tilaktørid"
      FROM "AktørAktør" AS aa
      JOIN "Aktør" AS g ON g."id" = aa."tilaktørid"
      WHERE aa."fraaktørid" = sm."aktørid"
        AND aa."rolleid" = ${AKTOERAKTOERROLLE.medlem}
        AND g."typeid" = ${AKTOERTYPE.folketingsgruppe}
        AND (aa."startdato" IS NULL OR aa."startdato" <= @dato)
        AND (aa."slutdato" IS NULL OR aa."slutdato" > @dato)
      ORDER BY aa."startdato" DESC, aa."id" DESC
      LIMIT 1
    ) AS gruppe_id
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
