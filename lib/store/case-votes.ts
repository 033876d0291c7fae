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

/** A case as a line in a list: its number and short title. */
export interface CaseHeadRow {
  readonly id: number;
  readonly nummer: string | null;
  readonly titel: string | null;
}

/** The given cases' numbers and short titles (`titelkort`, else `titel`). Plan: json_each, Sag by primary key. */
export const CASE_HEADS_SQL = `
SELECT s."id", s."nummer", COALESCE(NULLIF(trim(s."titelkort"), ''), s."titel") AS titel
FROM "Sag" AS s
WHERE s."id" IN (SELECT value FROM json_each(?))`;

export function selectCaseHeads(db: Store, caseIds: readonly number[]): CaseHeadRow[] {
  if (caseIds.length === 0) return [];
  return statementFor<[string], CaseHeadRow>(db, CASE_HEADS_SQL).all(idList(caseIds));
}

/** `Emneordstype` 3 'Sagsområde': the broad policy areas ('klima og energi', 'udlændinge og integration'). */
export const EMNEORDSTYPE_SAGSOMRAADE = 3;

/** A policy area (an Emneord of type Sagsområde) of a case that has votes. */
export interface CaseTopicRow {
  readonly sagid: number;
  readonly emneordid: number;
  readonly emneord: string;
}

/**
 * The Sagsområde subject words of every case with a vote. Plan: Emneord by type, EmneordSag by `emneordid`, the
 * vote test by the Sagstrin and Afstemning indexes.
 */
export const CASE_TOPICS_SQL = `
SELECT es."sagid", e."id" AS emneordid, trim(e."emneord") AS emneord
FROM "Emneord" AS e
JOIN "EmneordSag" AS es ON es."emneordid" = e."id"
WHERE e."typeid" = ${EMNEORDSTYPE_SAGSOMRAADE} AND trim(e."emneord") <> ''
  AND EXISTS (
    SELECT 1 FROM "Sagstrin" AS st JOIN "Afstemning" AS a ON a."sagstrinid" = st."id" WHERE st."sagid" = es."sagid"
  )`;

export function selectCaseTopics(db: Store): CaseTopicRow[] {
  return statementFor<[], CaseTopicRow>(db, CASE_TOPICS_SQL).all();
}
