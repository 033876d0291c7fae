/**
 * One row of a vote list (VOTE_ROWS_SQL in vote-list.ts): an `Afstemning` with what a vote list needs from its `Sagstrin`, `Sag`,
 * `Afstemningstype` and `Møde`. Column values are as stored (ODA DateTimes are Danish local time without offset,
 * booleans are 0/1); every joined column is nullable because the joined row may be missing.
 */
export interface LatestVoteRow {
  readonly afstemning_id: number;
  readonly afstemning_nummer: number;
  readonly vedtaget: number;
  readonly moede_id: number;
  readonly sagstrin_dato: string | null;
  readonly moede_dato: string | null;
  /** `Sagstrin.dato` when set, else `Møde.dato`: the date the list is ordered by. */
  readonly afstemning_dato: string | null;
  readonly afstemningstype: string | null;
  readonly sag_id: number | null;
  readonly sag_nummer: string | null;
  readonly sag_titel: string | null;
  readonly sag_titelkort: string | null;
  readonly moede_titel: string | null;
}
