import { STEMMETYPE } from '@/lib/model/oda-ids';

/** A vote's Stemme rows, and those of each Stemmetype (docs/oda.md#ballot-types); all 0 when the vote has none. */
export interface BallotCountColumns {
  readonly stemmer: number;
  readonly for_: number;
  readonly imod: number;
  readonly fravaer: number;
  readonly hverken: number;
}

/**
 * The {@link BallotCountColumns} of one vote, to select from `"Stemme" AS x` grouped by `x."afstemningid"` (a
 * subquery the outer query joins as `v`; `ix_Stemme_afstemningid`).
 */
export const BALLOT_COUNTS_BY_TYPE = `count(*) AS stemmer,
    sum(x."typeid" = ${STEMMETYPE.for}) AS for_,
    sum(x."typeid" = ${STEMMETYPE.against}) AS imod,
    sum(x."typeid" = ${STEMMETYPE.absent}) AS fravaer,
    sum(x."typeid" = ${STEMMETYPE.abstain}) AS hverken`;

/** The counts as the outer query reads them from the joined subquery `v`: 0 for a vote without Stemme rows. */
export const BALLOT_COUNTS_OR_ZERO = `COALESCE(v.stemmer, 0) AS stemmer, COALESCE(v.for_, 0) AS for_,
  COALESCE(v.imod, 0) AS imod, COALESCE(v.fravaer, 0) AS fravaer, COALESCE(v.hverken, 0) AS hverken`;
