import { STEMMETYPE } from '@/lib/model/oda-ids';
import type { Store } from './open-store';
import { idList, statementFor } from './prepared';

/** A vote on one of the given cases (through its step), with what a search hit says about it. */
export interface CaseHitVoteRow {
  readonly sag_id: number;
  readonly afstemning_id: number;
  readonly nummer: number;
  readonly vedtaget: number;
  /** `Afstemning.typeid` (1 Endelig vedtagelse). */
  readonly typeid: number;
  readonly trin_titel: string | null;
  /** `Sagstrin.dato`, else `Møde.dato`. */
  readonly dato: string | null;
}

/** The case's steps (`ix_Sagstrin_sagid`), their votes (`ix_Afstemning_sagstrinid`) and the votes' meetings. */
export const CASE_HIT_VOTES_SQL = `
SELECT st."sagid" AS sag_id, a."id" AS afstemning_id, a."nummer", a."vedtaget", a."typeid",
  st."titel" AS trin_titel, COALESCE(st."dato", m."dato") AS dato
FROM "Sagstrin" AS st
JOIN "Afstemning" AS a ON a."sagstrinid" = st."id"
LEFT JOIN "Møde" AS m ON m."id" = a."mødeid"
WHERE st."sagid" IN (SELECT value FROM json_each(?))`;

/** Every vote on the given cases (a page of search hits), in no particular order. */
export function selectCaseHitVotes(db: Store, sagIds: readonly number[]): CaseHitVoteRow[] {
  if (sagIds.length === 0) return [];
  return statementFor<[string], CaseHitVoteRow>(db, CASE_HIT_VOTES_SQL).all(idList(sagIds));
}

/** A vote's ballots counted: for (Stemmetype 1) and against (2). */
export interface BallotCountRow {
  readonly afstemning_id: number;
  readonly for_: number;
  readonly imod: number;
}

export const BALLOT_COUNTS_SQL = `
SELECT x."afstemningid" AS afstemning_id, sum(x."typeid" = ${STEMMETYPE.for}) AS for_, sum(x."typeid" = ${STEMMETYPE.against}) AS imod
FROM "Stemme" AS x
WHERE x."afstemningid" IN (SELECT value FROM json_each(?))
GROUP BY x."afstemningid"`;

/** The ballots of the given votes counted (`ix_Stemme_afstemningid`); votes without ballots are left out. */
export function selectBallotCounts(db: Store, afstemningIds: readonly number[]): BallotCountRow[] {
  if (afstemningIds.length === 0) return [];
  return statementFor<[string], BallotCountRow>(db, BALLOT_COUNTS_SQL).all(idList(afstemningIds));
}
