import type { BallotCountColumns } from './ballot-counts';

/**
 * One row of a vote list (VOTE_ROWS_SQL in vote-list.ts): an `Afstemning` with what a vote list needs from its `Sagstrin`, `Sag`,
 * `Afstemningstype` and `Møde`, and its Stemme rows counted. Column values are as stored (ODA DateTimes are Danish
 * local time without offset, booleans are 0/1); every joined column is nullable because the joined row may be missing.
 */
export interface LatestVoteRow extends BallotCountColumns {
  readonly afstemning_id: number;
  readonly afstemning_nummer: number;
  readonly vedtaget: number;
  readonly konklusion: string | null;
  readonly kommentar: string | null;
  readonly moede_id: number;
  readonly sagstrin_dato: string | null;
  readonly moede_dato: string | null;
  /** `Sagstrin.dato` when set, else `Møde.dato`: the date the list is ordered by. */
  readonly afstemning_dato: string | null;
  readonly afstemningstype_id: number;
  readonly afstemningstype: string | null;
  readonly sagstrin_titel: string | null;
  /** The vote's place among its step's votes of the same type (1-based, by `nummer` then id); null without a step. */
  readonly trin_nr: number | null;
  /** How many votes of the vote's type its step has; null without a step. */
  readonly trin_antal: number | null;
  readonly sag_id: number | null;
  readonly sag_nummer: string | null;
  readonly sag_titel: string | null;
  readonly sag_titelkort: string | null;
  readonly moede_titel: string | null;
}
