import { AKTOERTYPE, DOKUMENTTYPE } from '@/lib/model/oda-ids';
import type { CaseSubjectRow } from './case-detail';
import { ministerHoldingTitleOnSql } from './government';
import { partyGroupOnSql } from './party-membership';
import { idList, prepared } from './prepared';
import type { Store } from './store';

/*
 * The document page's reads (/dokument/<id>, lib/data/documents/): one `Dokument` with the texts of its codes, and
 * what links to it — actors, reprints, subjects, cases, agenda items, steps and, for a question, its answers. Each
 * is a lookup by an indexed foreign key (`ix_<Table>_dokumentid`, `ix_Dokument_spørgsmålsid`).
 */

/** One `Dokument` with its type, category and status names (each null when the code row is missing). */
export interface DocumentRow {
  readonly id: number;
  readonly typeid: number;
  readonly dokumenttype: string | null;
  readonly kategori: string | null;
  readonly status: string | null;
  readonly titel: string | null;
  readonly dato: string;
  readonly modtagelsesdato: string | null;
  readonly frigivelsesdato: string | null;
  readonly spoergsmaalstitel: string | null;
  readonly spoergsmaalsordlyd: string | null;
  readonly spoergsmaalsid: number | null;
  readonly opdateringsdato: string;
}

export const DOCUMENT_SQL = `
SELECT d."id", d."typeid", t."type" AS dokumenttype, k."kategori", s."status", d."titel", d."dato",
  d."modtagelsesdato", d."frigivelsesdato", d."spørgsmålstitel" AS spoergsmaalstitel,
  d."spørgsmålsordlyd" AS spoergsmaalsordlyd, d."spørgsmålsid" AS spoergsmaalsid, d."opdateringsdato"
FROM "Dokument" AS d
LEFT JOIN "Dokumenttype" AS t ON t."id" = d."typeid"
LEFT JOIN "Dokumentkategori" AS k ON k."id" = d."kategoriid"
LEFT JOIN "Dokumentstatus" AS s ON s."id" = d."statusid"
WHERE d."id" = ?`;

const selectDocumentRow = prepared<[number], DocumentRow>(DOCUMENT_SQL);

/** The document `id` (see {@link DOCUMENT_SQL}); undefined when there is none. */
export function selectDocument(db: Store, id: number): DocumentRow | undefined {
  return selectDocumentRow(db).get(id);
}

/**
 * One actor linked to a document (`DokumentAktør`) with its role, name and type; for a person, the party group they
 * belonged to on the document's date; for a minister title, the person who held it then.
 */
export interface DocumentActorRow {
  readonly dokumentaktoer_id: number;
  readonly rolleid: number;
  readonly rolle: string | null;
  readonly aktoer_id: number;
  readonly navn: string | null;
  readonly fornavn: string | null;
  readonly efternavn: string | null;
  readonly aktoertype_id: number | null;
  readonly gruppe_kode: string | null;
  readonly gruppe_navn: string | null;
  readonly minister_id: number | null;
  readonly minister_navn: string | null;
  readonly minister_fornavn: string | null;
  readonly minister_efternavn: string | null;
}

/**
 * The actors of the document `@id` in role order, on the document's date `@dato` (its `Dokument.dato`): a person's
 * party by the membership rule (lib/store/party-membership.ts), a minister title's holder by the minister post rule
 * (lib/store/government.ts). A missing Aktør row gives nulls.
 * Plan: `ix_DokumentAktør_dokumentid`, the Aktør primary key per link, then `ix_AktørAktør_fra_rolle` per person and
 * `ix_AktørAktør_tilaktørid` per minister title.
 */
export const DOCUMENT_ACTORS_SQL = `
WITH link AS MATERIALIZED (
  SELECT da."id" AS dokumentaktoer_id, da."rolleid", r."rolle", da."aktørid" AS aktoer_id, a."navn", a."fornavn",
    a."efternavn", a."typeid" AS aktoertype_id,
    CASE WHEN a."typeid" = ${AKTOERTYPE.person} THEN ${partyGroupOnSql('da."aktørid"', '@dato')} END AS gruppe_id,
    CASE WHEN a."typeid" = ${AKTOERTYPE.ministertitel}
      THEN ${ministerHoldingTitleOnSql('da."aktørid"', '@dato')} END AS minister_id
  FROM "DokumentAktør" AS da
  LEFT JOIN "DokumentAktørRolle" AS r ON r."id" = da."rolleid"
  LEFT JOIN "Aktør" AS a ON a."id" = da."aktørid"
  WHERE da."dokumentid" = @id
)
SELECT l.dokumentaktoer_id, l."rolleid", l."rolle", l.aktoer_id, l."navn", l."fornavn", l."efternavn",
  l.aktoertype_id, party."gruppenavnkort" AS gruppe_kode, party."navn" AS gruppe_navn, l.minister_id,
  holder."navn" AS minister_navn, holder."fornavn" AS minister_fornavn, holder."efternavn" AS minister_efternavn
FROM link AS l
LEFT JOIN "Aktør" AS party ON party."id" = l.gruppe_id
LEFT JOIN "Aktør" AS holder ON holder."id" = l.minister_id
ORDER BY l."rolleid", l.dokumentaktoer_id`;

const selectActorRows = prepared<[{ id: number; dato: string }], DocumentActorRow>(DOCUMENT_ACTORS_SQL);

/** The actors of a document on its date (see {@link DOCUMENT_ACTORS_SQL}). */
export function selectDocumentActors(db: Store, id: number, dato: string): DocumentActorRow[] {
  return selectActorRows(db).all({ id, dato });
}

/** An answer to a question (a `Dokument` of type 17 'Svar' naming it by `spørgsmålsid`). */
export interface AnswerRow {
  readonly id: number;
  readonly titel: string | null;
  readonly dato: string;
}

/** The answers to the question `?`, oldest first. Plan: `ix_Dokument_spørgsmålsid`. */
export const ANSWERS_SQL = `
SELECT d."id", d."titel", d."dato"
FROM "Dokument" AS d
WHERE d."spørgsmålsid" = ? AND +d."typeid" = ${DOKUMENTTYPE.svar}
ORDER BY d."dato", d."id"`;

const selectAnswerRows = prepared<[number], AnswerRow>(ANSWERS_SQL);

/** The answers to a question (see {@link ANSWERS_SQL}). */
export function selectAnswers(db: Store, questionId: number): AnswerRow[] {
  return selectAnswerRows(db).all(questionId);
}

/** An actor of one of several documents in one role: who answered an answer ('Besvaret af'). */
export interface RoleActorRow {
  readonly dokumentid: number;
  readonly aktoer_id: number;
  readonly navn: string | null;
  readonly fornavn: string | null;
  readonly efternavn: string | null;
}

/** The actors of the documents `@ids` (a JSON list) in the role `@rolle`. Plan: `ix_DokumentAktør_dokumentid`. */
export const ROLE_ACTORS_SQL = `
SELECT da."dokumentid", da."aktørid" AS aktoer_id, a."navn", a."fornavn", a."efternavn"
FROM "DokumentAktør" AS da
LEFT JOIN "Aktør" AS a ON a."id" = da."aktørid"
WHERE da."dokumentid" IN (SELECT value FROM json_each(@ids)) AND +da."rolleid" = @rolle
ORDER BY da."dokumentid", da."id"`;

const selectRoleActorRows = prepared<[{ ids: string; rolle: number }], RoleActorRow>(ROLE_ACTORS_SQL);

/** The actors of the documents `ids` in the role `rolle` (see {@link ROLE_ACTORS_SQL}). */
export function selectRoleActors(db: Store, ids: readonly number[], rolle: number): RoleActorRow[] {
  return ids.length === 0 ? [] : selectRoleActorRows(db).all({ ids: idList(ids), rolle });
}

/** A reprint of a document (`Omtryk`): when, and why. */
export interface ReprintRow {
  readonly id: number;
  readonly dato: string | null;
  readonly begrundelse: string | null;
}

export const REPRINTS_SQL = `
SELECT o."id", o."dato", o."begrundelse" FROM "Omtryk" AS o WHERE o."dokumentid" = ? ORDER BY o."dato", o."id"`;

const selectReprintRows = prepared<[number], ReprintRow>(REPRINTS_SQL);

export function selectReprints(db: Store, id: number): ReprintRow[] {
  return selectReprintRows(db).all(id);
}

/** The subject words of a document (`EmneordDokument` → `Emneord`, with the word's type), as a case's are read. */
export const DOCUMENT_SUBJECTS_SQL = `
SELECT DISTINCT e."id" AS emneord_id, e."emneord", et."type" AS emneordstype
FROM "EmneordDokument" AS ed
JOIN "Emneord" AS e ON e."id" = ed."emneordid"
LEFT JOIN "Emneordstype" AS et ON et."id" = e."typeid"
WHERE ed."dokumentid" = ?
ORDER BY e."emneord", e."id"`;

const selectSubjectRows = prepared<[number], CaseSubjectRow>(DOCUMENT_SUBJECTS_SQL);

export function selectDocumentSubjects(db: Store, id: number): CaseSubjectRow[] {
  return selectSubjectRows(db).all(id);
}

/** A case the document belongs to (`SagDokument`), with the document's role on it and the case's type. */
export interface DocumentCaseRow {
  readonly sagdokument_id: number;
  readonly rolle: string | null;
  readonly bilagsnummer: string | null;
  readonly sag_id: number;
  readonly nummer: string | null;
  readonly titel: string | null;
  readonly titelkort: string | null;
  readonly sagstype: string | null;
}

export const DOCUMENT_CASES_SQL = `
SELECT sd."id" AS sagdokument_id, r."rolle", sd."bilagsnummer", sd."sagid" AS sag_id, s."nummer", s."titel",
  s."titelkort", t."type" AS sagstype
FROM "SagDokument" AS sd
LEFT JOIN "SagDokumentRolle" AS r ON r."id" = sd."rolleid"
LEFT JOIN "Sag" AS s ON s."id" = sd."sagid"
LEFT JOIN "Sagstype" AS t ON t."id" = s."typeid"
WHERE sd."dokumentid" = ?
ORDER BY sd."id"`;

const selectCaseRows = prepared<[number], DocumentCaseRow>(DOCUMENT_CASES_SQL);

export function selectDocumentCases(db: Store, id: number): DocumentCaseRow[] {
  return selectCaseRows(db).all(id);
}

/** An agenda item the document is on (`DagsordenspunktDokument`), with its meeting. */
export interface DocumentAgendaRow {
  readonly punkt_id: number;
  readonly note: string | null;
  readonly nummer: string | null;
  readonly titel: string | null;
  readonly moede_id: number | null;
  readonly moede_titel: string | null;
  readonly moede_dato: string | null;
}

export const DOCUMENT_AGENDA_SQL = `
SELECT dd."dagsordenspunktid" AS punkt_id, dd."note", p."nummer", p."titel", p."mødeid" AS moede_id,
  m."titel" AS moede_titel, m."dato" AS moede_dato
FROM "DagsordenspunktDokument" AS dd
LEFT JOIN "Dagsordenspunkt" AS p ON p."id" = dd."dagsordenspunktid"
LEFT JOIN "Møde" AS m ON m."id" = p."mødeid"
WHERE dd."dokumentid" = ?
ORDER BY m."dato", dd."id"`;

const selectAgendaRows = prepared<[number], DocumentAgendaRow>(DOCUMENT_AGENDA_SQL);

export function selectDocumentAgendaItems(db: Store, id: number): DocumentAgendaRow[] {
  return selectAgendaRows(db).all(id);
}

/** A case step the document belongs to (`SagstrinDokument`), with the step's case. */
export interface DocumentStepRow {
  readonly sagstrin_id: number;
  readonly titel: string | null;
  readonly sagstrinstype: string | null;
  readonly dato: string | null;
  readonly sag_id: number | null;
  readonly sag_nummer: string | null;
}

export const DOCUMENT_STEPS_SQL = `
SELECT sd."sagstrinid" AS sagstrin_id, st."titel", t."type" AS sagstrinstype, st."dato", st."sagid" AS sag_id,
  s."nummer" AS sag_nummer
FROM "SagstrinDokument" AS sd
LEFT JOIN "Sagstrin" AS st ON st."id" = sd."sagstrinid"
LEFT JOIN "Sagstrinstype" AS t ON t."id" = st."typeid"
LEFT JOIN "Sag" AS s ON s."id" = st."sagid"
WHERE sd."dokumentid" = ?
ORDER BY st."dato", sd."id"`;

const selectStepRows = prepared<[number], DocumentStepRow>(DOCUMENT_STEPS_SQL);

export function selectDocumentSteps(db: Store, id: number): DocumentStepRow[] {
  return selectStepRows(db).all(id);
}

/**
 * The question a § 20 case is about: its `Dokument` of type 16 '§ 20-spørgsmål' (the earliest, should ODA file two).
 * Plan: `ix_SagDokument_sagid`, the Dokument primary key per document.
 */
export const CASE_QUESTION_SQL = `
SELECT d."id"
FROM "SagDokument" AS sd
JOIN "Dokument" AS d ON d."id" = sd."dokumentid"
WHERE sd."sagid" = ? AND d."typeid" = ${DOKUMENTTYPE.paragraf20Spoergsmaal}
ORDER BY d."dato", d."id"
LIMIT 1`;

const selectCaseQuestionRow = prepared<[number], { id: number }>(CASE_QUESTION_SQL);

/** The § 20 question of the case `sagid` (see {@link CASE_QUESTION_SQL}); undefined when it has none. */
export function selectCaseQuestionId(db: Store, sagid: number): number | undefined {
  return selectCaseQuestionRow(db).get(sagid)?.id;
}
