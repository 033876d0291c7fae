import { BALLOT_COUNTS_BY_TYPE, BALLOT_COUNTS_OR_ZERO, type BallotCountColumns } from './ballot-counts';
import type { Store } from './open-store';
import { statementFor } from './prepared';

/** One `Sagstrin` of a case with the texts of its type and status. */
export interface StepRow {
  readonly id: number;
  readonly titel: string | null;
  readonly dato: string | null;
  readonly typeid: number;
  readonly sagstrinstype: string | null;
  readonly sagstrinsstatus: string | null;
  readonly folketingstidendeurl: string | null;
}

/** The steps in date order (undated last), then by id; served by the (sagid, dato) index. */
export const STEPS_SQL = `
SELECT st."id", st."titel", st."dato", st."typeid", tt."type" AS sagstrinstype, ss."status" AS sagstrinsstatus,
  st."folketingstidendeurl"
FROM "Sagstrin" AS st
LEFT JOIN "Sagstrinstype" AS tt ON tt."id" = st."typeid"
LEFT JOIN "Sagstrinsstatus" AS ss ON ss."id" = st."statusid"
WHERE st."sagid" = ?
ORDER BY st."dato" IS NULL, st."dato", st."id"`;

export function selectSteps(db: Store, sagid: number): StepRow[] {
  return statementFor<[number], StepRow>(db, STEPS_SQL).all(sagid);
}

/** A document attached to one of the case's steps (`SagstrinDokument` → `Dokument`). */
export interface StepDocumentRow {
  readonly sagstrinid: number;
  readonly dokument_id: number;
  readonly titel: string | null;
  readonly dato: string | null;
  readonly dokumenttype: string | null;
}

export const STEP_DOCUMENTS_SQL = `
SELECT sd."sagstrinid", d."id" AS dokument_id, d."titel", d."dato", dt."type" AS dokumenttype
FROM "Sagstrin" AS st
JOIN "SagstrinDokument" AS sd ON sd."sagstrinid" = st."id"
JOIN "Dokument" AS d ON d."id" = sd."dokumentid"
LEFT JOIN "Dokumenttype" AS dt ON dt."id" = d."typeid"
WHERE st."sagid" = ?
ORDER BY sd."sagstrinid", d."dato", d."id"`;

export function selectStepDocuments(db: Store, sagid: number): StepDocumentRow[] {
  return statementFor<[number], StepDocumentRow>(db, STEP_DOCUMENTS_SQL).all(sagid);
}

/**
 * A vote taken on one of the case's steps (`Afstemning.sagstrinid`) with its type, and the Stemme rows counted by
 * Stemmetype (ODA ids: 1 For, 2 Imod, 3 Fravær, 4 Hverken for eller imod; docs/oda.md#ballot-types). `stemmer` is 0 when the
 * vote has no Stemme rows at all (the newest votes can lack them).
 */
export interface StepVoteRow extends BallotCountColumns {
  readonly sagstrinid: number;
  readonly afstemning_id: number;
  readonly nummer: number;
  readonly vedtaget: number;
  readonly konklusion: string | null;
  readonly kommentar: string | null;
  readonly mødeid: number;
  readonly afstemningstype: string | null;
  /** `Afstemning.typeid`. */
  readonly afstemningstype_id: number | null;
}

export const STEP_VOTES_SQL = `
SELECT a."sagstrinid", a."id" AS afstemning_id, a."nummer", a."vedtaget", a."konklusion", a."kommentar", a."mødeid",
  at."type" AS afstemningstype, a."typeid" AS afstemningstype_id,
  ${BALLOT_COUNTS_OR_ZERO}
FROM "Sagstrin" AS st
JOIN "Afstemning" AS a ON a."sagstrinid" = st."id"
LEFT JOIN "Afstemningstype" AS at ON at."id" = a."typeid"
LEFT JOIN (
  SELECT x."afstemningid", ${BALLOT_COUNTS_BY_TYPE}
  FROM "Stemme" AS x
  WHERE x."afstemningid" IN (
    SELECT a2."id" FROM "Sagstrin" AS st2 JOIN "Afstemning" AS a2 ON a2."sagstrinid" = st2."id" WHERE st2."sagid" = ?
  )
  GROUP BY x."afstemningid"
) AS v ON v."afstemningid" = a."id"
WHERE st."sagid" = ?
ORDER BY a."sagstrinid", a."nummer", a."id"`;

export function selectStepVotes(db: Store, sagid: number): StepVoteRow[] {
  return statementFor<[number, number], StepVoteRow>(db, STEP_VOTES_SQL).all(sagid, sagid);
}

/**
 * An agenda item that concerns the case, with its meeting: reached through a step (`Dagsordenspunkt.sagstrinid`)
 * or through `DagsordenspunktSag`. `sagstrinid` is the item's own step reference, which may be null or point to
 * another case's step (a joint debate).
 */
export interface AgendaItemRow {
  readonly dagsordenspunkt_id: number;
  readonly sagstrinid: number | null;
  readonly punkt_nummer: string | null;
  readonly punkt_titel: string | null;
  readonly møde_id: number;
  readonly møde_titel: string | null;
  readonly møde_dato: string | null;
  readonly mødetype: string | null;
}

export const AGENDA_ITEMS_SQL = `
SELECT dp."id" AS dagsordenspunkt_id, dp."sagstrinid", dp."nummer" AS punkt_nummer, dp."titel" AS punkt_titel,
  m."id" AS møde_id, m."titel" AS møde_titel, m."dato" AS møde_dato, mt."type" AS mødetype
FROM "Dagsordenspunkt" AS dp
JOIN "Møde" AS m ON m."id" = dp."mødeid"
LEFT JOIN "Mødetype" AS mt ON mt."id" = m."typeid"
WHERE dp."id" IN (
  SELECT d2."id" FROM "Sagstrin" AS st JOIN "Dagsordenspunkt" AS d2 ON d2."sagstrinid" = st."id" WHERE st."sagid" = ?
  UNION
  SELECT ds."dagsordenspunktid" FROM "DagsordenspunktSag" AS ds WHERE ds."sagid" = ?
)
ORDER BY m."dato" IS NULL, m."dato", m."id", dp."id"`;

export function selectAgendaItems(db: Store, sagid: number): AgendaItemRow[] {
  return statementFor<[number, number], AgendaItemRow>(db, AGENDA_ITEMS_SQL).all(sagid, sagid);
}
