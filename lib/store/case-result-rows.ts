import { SAGAKTOERROLLE, SAGSTYPE } from '@/lib/model/oda-ids';
import { BALLOT_COUNTS_BY_TYPE, BALLOT_COUNTS_OR_ZERO, type BallotCountColumns } from './ballot-counts';
import { partyGroupOnSql } from './party-membership';
import { idList, statementFor } from './prepared';
import type { Store } from './store';

/*
 * The rows a case's result is read from (lib/data/cases/case-result-load.ts): the cases, the motions tabled under the
 * debates among them, the votes on all their steps with the ballots counted, and the motions' proposers.
 */

/** A case as its result needs it. */
export interface ResultCaseRow {
  readonly id: number;
  readonly typeid: number;
  readonly nummer: string | null;
  /** `titelkort`, else `titel`. */
  readonly titel: string | null;
  readonly status: string | null;
  /** The case it was put forward under (a motion's debate). */
  readonly fremsatundersagid: number | null;
}

export const RESULT_CASES_SQL = `
SELECT s."id", s."typeid", s."nummer", COALESCE(NULLIF(trim(s."titelkort"), ''), s."titel") AS titel,
  ss."status", s."fremsatundersagid"
FROM "Sag" AS s
LEFT JOIN "Sagsstatus" AS ss ON ss."id" = s."statusid"
WHERE s."id" IN (SELECT value FROM json_each(?))`;

/** The given cases (in no particular order); unknown ids are left out. Plan: json_each, Sag by primary key. */
export function selectResultCases(db: Store, ids: readonly number[]): ResultCaseRow[] {
  if (ids.length === 0) return [];
  return statementFor<[string], ResultCaseRow>(db, RESULT_CASES_SQL).all(idList(ids));
}

/** A motion for a resolution (Sagstype 9) tabled under one of the given debates. */
export interface MotionRow {
  readonly id: number;
  readonly debat_id: number;
  readonly nummer: string | null;
  readonly status: string | null;
}

export const MOTIONS_SQL = `
SELECT s."id", s."fremsatundersagid" AS debat_id, s."nummer", ss."status"
FROM "Sag" AS s INDEXED BY "ix_Sag_fremsatundersagid"
LEFT JOIN "Sagsstatus" AS ss ON ss."id" = s."statusid"
WHERE s."fremsatundersagid" IN (SELECT value FROM json_each(?)) AND s."typeid" = ${SAGSTYPE.forslagTilVedtagelse}
ORDER BY s."fremsatundersagid", s."nummernumerisk" + 0, s."id"`;

/** The motions of the given debates, each debate's by number. Plan: `ix_Sag_fremsatundersagid`, named. */
export function selectMotions(db: Store, debateIds: readonly number[]): MotionRow[] {
  if (debateIds.length === 0) return [];
  return statementFor<[string], MotionRow>(db, MOTIONS_SQL).all(idList(debateIds));
}

/** A vote on a step of one of the given cases, with its konklusion and its ballots counted. */
export interface ResultVoteRow extends BallotCountColumns {
  readonly sag_id: number;
  readonly afstemning_id: number;
  readonly nummer: number;
  readonly typeid: number | null;
  readonly type: string | null;
  readonly vedtaget: number;
  readonly konklusion: string | null;
  /** `Sagstrin.titel`, else the step's type. */
  readonly trin: string | null;
  /** `Sagstrin.dato`, else `Møde.dato`. */
  readonly dato: string | null;
}

/**
 * Each case's votes in the order they were taken — steps by date (undated last), a step's votes by number — the
 * order the case timeline shows. Plan: Sagstrin by `(sagid, dato)`, Afstemning by `sagstrinid`, the ballots by
 * `ix_Stemme_afstemningid` for those votes only.
 */
export const RESULT_VOTES_SQL = `
SELECT st."sagid" AS sag_id, a."id" AS afstemning_id, a."nummer", a."typeid", at."type", a."vedtaget", a."konklusion",
  COALESCE(NULLIF(trim(st."titel"), ''), tt."type") AS trin, COALESCE(st."dato", m."dato") AS dato,
  ${BALLOT_COUNTS_OR_ZERO}
FROM "Sagstrin" AS st
JOIN "Afstemning" AS a ON a."sagstrinid" = st."id"
LEFT JOIN "Afstemningstype" AS at ON at."id" = a."typeid"
LEFT JOIN "Sagstrinstype" AS tt ON tt."id" = st."typeid"
LEFT JOIN "Møde" AS m ON m."id" = a."mødeid"
LEFT JOIN (
  SELECT x."afstemningid", ${BALLOT_COUNTS_BY_TYPE}
  FROM "Stemme" AS x
  WHERE x."afstemningid" IN (
    SELECT a2."id" FROM "Sagstrin" AS st2 JOIN "Afstemning" AS a2 ON a2."sagstrinid" = st2."id"
    WHERE st2."sagid" IN (SELECT value FROM json_each(?))
  )
  GROUP BY x."afstemningid"
) AS v ON v."afstemningid" = a."id"
WHERE st."sagid" IN (SELECT value FROM json_each(?))
ORDER BY st."sagid", st."dato" IS NULL, st."dato", st."id", a."nummer", a."id"`;

export function selectResultVotes(db: Store, caseIds: readonly number[]): ResultVoteRow[] {
  if (caseIds.length === 0) return [];
  const ids = idList(caseIds);
  return statementFor<[string, string], ResultVoteRow>(db, RESULT_VOTES_SQL).all(ids, ids);
}

/** A proposer's party on a motion. */
export interface ProposerRow {
  readonly sag_id: number;
  /** The party group's code (`gruppenavnkort`) on the motion's date; null when none is recorded. */
  readonly parti: string | null;
}

/**
 * The proposers ('Forslagsstiller', private or the government's) of the given cases, in `SagAktør` order, each
 * with the party they belonged to on the case's first step (else on its last update). Plan: `ix_SagAktør_sagid`,
 * the membership by `ix_AktørAktør_fra_rolle`.
 */
export const PROPOSERS_SQL = `
SELECT sa."sagid" AS sag_id, (
  SELECT trim(g2."gruppenavnkort") FROM "Aktør" AS g2
  WHERE g2."id" = ${partyGroupOnSql('sa."aktørid"', 'd."dato"')}
) AS parti
FROM "SagAktør" AS sa
JOIN (
  SELECT s."id", COALESCE((SELECT min(st."dato") FROM "Sagstrin" AS st WHERE st."sagid" = s."id"), s."opdateringsdato") AS dato
  FROM "Sag" AS s WHERE s."id" IN (SELECT value FROM json_each(?))
) AS d ON d."id" = sa."sagid"
WHERE +sa."rolleid" IN (${SAGAKTOERROLLE.forslagsstillerPriv}, ${SAGAKTOERROLLE.forslagsstillerReg})
ORDER BY sa."sagid", sa."id"`;

export function selectProposers(db: Store, caseIds: readonly number[]): ProposerRow[] {
  if (caseIds.length === 0) return [];
  return statementFor<[string], ProposerRow>(db, PROPOSERS_SQL).all(idList(caseIds));
}
