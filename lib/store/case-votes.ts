import { SAGSTYPE } from '@/lib/model/oda-ids';
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
  /** `Sagstrin.titel`, else the step's `Sagstrinstype.type`; for a motion's vote under its debate, its number ('V 2'). */
  readonly step: string | null;
  /** `Sagstrin.dato`, else `Møde.dato` (the voting index's vote date). */
  readonly dato: string | null;
}

/** The columns of a case vote, from `st` (the step), `a` (the vote) and their lookups `at`, `tt` and `m`. */
const VOTE_COLUMNS = `a."id", a."nummer", a."typeid", at."type", a."vedtaget", COALESCE(st."dato", m."dato") AS dato,
  st."dato" AS trin_dato, st."id" AS trin_id`;
const VOTE_JOINS = `JOIN "Afstemning" AS a ON a."sagstrinid" = st."id"
LEFT JOIN "Afstemningstype" AS at ON at."id" = a."typeid"
LEFT JOIN "Sagstrinstype" AS tt ON tt."id" = st."typeid"
LEFT JOIN "Møde" AS m ON m."id" = a."mødeid"`;
const OWN_STEP = `COALESCE(NULLIF(trim(st."titel"), ''), tt."type") AS step`;
/** A motion's votes are labelled with its number ('V 2'), else its step. */
const MOTION_STEP = `COALESCE(NULLIF(trim(v."nummer"), ''), NULLIF(trim(st."titel"), ''), tt."type") AS step`;
const ORDER = `ORDER BY "sagid", "trin_dato" IS NULL, "trin_dato", "trin_id", "nummer", "id"`;

/**
 * The votes of the given cases, each case's in the case timeline's order (steps by date, undated last, then id; a
 * step's votes by number, then id) — with a debate's its motions' votes (Sagstype 9 under it by
 * `fremsatundersagid`, each labelled with its number), in the same order: a forespørgsel's positions are read from
 * its motions. Plan: the ids from json_each, Sagstrin by `(sagid, dato)`, the motions by `ix_Sag_fremsatundersagid`,
 * Afstemning by `sagstrinid`, the rest by primary key.
 */
export const CASE_VOTES_SQL = `
SELECT "sagid", "id", "nummer", "typeid", "type", "vedtaget", "step", "dato" FROM (
  SELECT st."sagid", ${VOTE_COLUMNS}, ${OWN_STEP}
  FROM "Sagstrin" AS st
  ${VOTE_JOINS}
  WHERE st."sagid" IN (SELECT value FROM json_each(?))
  UNION ALL
  SELECT v."fremsatundersagid" AS sagid, ${VOTE_COLUMNS}, ${MOTION_STEP}
  FROM "Sag" AS v INDEXED BY "ix_Sag_fremsatundersagid"
  CROSS JOIN "Sagstrin" AS st ON st."sagid" = v."id"
  CROSS ${VOTE_JOINS}
  WHERE v."fremsatundersagid" IN (SELECT value FROM json_each(?)) AND +v."typeid" = ${SAGSTYPE.forslagTilVedtagelse}
)
${ORDER}`;

export function selectCaseVotes(db: Store, caseIds: readonly number[]): CaseVoteRow[] {
  if (caseIds.length === 0) return [];
  const ids = idList(caseIds);
  return statementFor<[string, string], CaseVoteRow>(db, CASE_VOTES_SQL).all(ids, ids);
}

/** Every vote taken on a case step, and every motion's vote under its debate too, in the order of {@link CASE_VOTES_SQL}. */
export const ALL_CASE_VOTES_SQL = `
SELECT "sagid", "id", "nummer", "typeid", "type", "vedtaget", "step", "dato" FROM (
  SELECT st."sagid", ${VOTE_COLUMNS}, ${OWN_STEP}
  FROM "Afstemning" AS a
  JOIN "Sagstrin" AS st ON st."id" = a."sagstrinid"
  LEFT JOIN "Afstemningstype" AS at ON at."id" = a."typeid"
  LEFT JOIN "Sagstrinstype" AS tt ON tt."id" = st."typeid"
  LEFT JOIN "Møde" AS m ON m."id" = a."mødeid"
  UNION ALL
  SELECT v."fremsatundersagid" AS sagid, ${VOTE_COLUMNS}, ${MOTION_STEP}
  FROM "Sag" AS v
  JOIN "Sagstrin" AS st ON st."sagid" = v."id"
  ${VOTE_JOINS}
  WHERE v."typeid" = ${SAGSTYPE.forslagTilVedtagelse} AND v."fremsatundersagid" IS NOT NULL
)
${ORDER}`;

export function selectAllCaseVotes(db: Store): CaseVoteRow[] {
  return statementFor<[], CaseVoteRow>(db, ALL_CASE_VOTES_SQL).all();
}

/** A case as a line in a list: its number and short title, and its type. */
export interface CaseHeadRow {
  readonly id: number;
  /** `Sag.typeid`. */
  readonly typeid: number;
  readonly nummer: string | null;
  readonly titel: string | null;
}

/** The given cases' numbers and short titles (`titelkort`, else `titel`). Plan: json_each, Sag by primary key. */
export const CASE_HEADS_SQL = `
SELECT s."id", s."typeid", s."nummer", COALESCE(NULLIF(trim(s."titelkort"), ''), s."titel") AS titel
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
 * The Sagsområde subject words of every case with a vote (a debate's on its motions count). Plan: Emneord by type, EmneordSag by `emneordid`, the
 * vote test by the Sagstrin and Afstemning indexes.
 */
export const CASE_TOPICS_SQL = `
SELECT es."sagid", e."id" AS emneordid, trim(e."emneord") AS emneord
FROM "Emneord" AS e
JOIN "EmneordSag" AS es ON es."emneordid" = e."id"
WHERE e."typeid" = ${EMNEORDSTYPE_SAGSOMRAADE} AND trim(e."emneord") <> ''
  AND (
    EXISTS (
      SELECT 1 FROM "Sagstrin" AS st JOIN "Afstemning" AS a ON a."sagstrinid" = st."id" WHERE st."sagid" = es."sagid"
    )
    OR EXISTS (
      SELECT 1 FROM "Sag" AS v JOIN "Sagstrin" AS st ON st."sagid" = v."id"
      JOIN "Afstemning" AS a ON a."sagstrinid" = st."id"
      WHERE v."fremsatundersagid" = es."sagid" AND +v."typeid" = ${SAGSTYPE.forslagTilVedtagelse}
    )
  )`;

export function selectCaseTopics(db: Store): CaseTopicRow[] {
  return statementFor<[], CaseTopicRow>(db, CASE_TOPICS_SQL).all();
}
