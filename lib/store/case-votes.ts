import { idList, statementFor } from './prepared';
import type { Store } from './store';

/** A vote on a case, with its type, the step it was taken at and the vote date, for the analyses across votes. */
export interface CaseVoteRow {
  readonly sagid: number;
  readonly id: number;
  readonly nummer: number;
  /** `Afstemning.typeid`. */
  readonly typeid: number | null;
  /** `Afstemningstype.type`. */
  readonly type: string | null;
  readonly vedtaget: number;
  /** `Sagstrin.titel`, else the step's `Sagstrinstype.type`. */
  readonly step: string | null;
  /** `Sagstrin.dato`, else `Møde.dato` (the voting index's vote date). */
  readonly dato: string | null;
}

/**
 * The votes of the given cases, each case's in the case timeline's order (steps by date, undated last, then id;
 * a step's votes by number, then id — the order lib/data/case-final-vote.ts reads). Plan: the ids from json_each,
 * Sagstrin by `(sagid, dato)`, Afstemning by `sagstrinid`, the rest by primary key.
 */
export const CASE_VOTES_SQL = `
SELECT st."sagid", a."id", a."nummer", a."typeid", at."type", a."vedtaget",
  COALESCE(NULLIF(trim(st."titel"), ''), tt."type") AS step, COALESCE(st."dato", m."dato") AS dato
FROM "Sagstrin" AS st
JOIN "Afstemning" AS a ON a."sagstrinid" = st."id"
LEFT JOIN "Afstemningstype" AS at ON at."id" = a."typeid"
LEFT JOIN "Sagstrinstype" AS tt ON tt."id" = st."typeid"
LEFT JOIN "Møde" AS m ON m."id" = a."mødeid"
WHERE st."sagid" IN (SELECT value FROM json_each(?))
ORDER BY st."sagid", st."dato" IS NULL, st."dato", st."id", a."nummer", a."id"`;

export function selectCaseVotes(db: Store, caseIds: readonly number[]): CaseVoteRow[] {
  if (caseIds.length === 0) return [];
  return statementFor<[string], CaseVoteRow>(db, CASE_VOTES_SQL).all(idList(caseIds));
}

/** Every vote taken on a case step, in the order of {@link CASE_VOTES_SQL}: for the passes over all cases. */
export const ALL_CASE_VOTES_SQL = `
SELECT st."sagid", a."id", a."nummer", a."typeid", at."type", a."vedtaget",
  COALESCE(NULLIF(trim(st."titel"), ''), tt."type") AS step, COALESCE(st."dato", m."dato") AS dato
FROM "Afstemning" AS a
JOIN "Sagstrin" AS st ON st."id" = a."sagstrinid"
LEFT JOIN "Afstemningstype" AS at ON at."id" = a."typeid"
LEFT JOIN "Sagstrinstype" AS tt ON tt."id" = st."typeid"
LEFT JOIN "Møde" AS m ON m."id" = a."mødeid"
ORDER BY st."sagid", st."dato" IS NULL, st."dato", st."id", a."nummer", a."id"`;

export function selectAllCaseVotes(db: Store): CaseVoteRow[] {
  return statementFor<[], CaseVoteRow>(db, ALL_CASE_VOTES_SQL).all();
}
