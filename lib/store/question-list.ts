import { AKTOERTYPE, DOKUMENTAKTOERROLLE, DOKUMENTTYPE, SAGAKTOERROLLE, SAGSTYPE } from '@/lib/model/oda-ids';
import { ministerHoldingTitleOnSql } from './government';
import { partyGroupOnSql } from './party-membership';
import { prepared } from './prepared';
import type { Store } from './store';

/*
 * Every question to a minister in the store, read whole once per store connection by the question index
 * (lib/data/questions/question-index.ts), which the question list (/spoergsmaal) and the ministers' answer times
 * filter and count in memory. The rule behind the columns is docs/oda.md#questions-and-answers.
 */

/** One question: a row of {@link QUESTION_ROWS_SQL}. */
export interface QuestionRow {
  readonly dokument_id: number;
  /** `Dokumenttype`: 13 'Spørgsmål' or 16 '§ 20-spørgsmål'. */
  readonly dokumenttype_id: number;
  /** The question's `Dokument.dato`, as ODA has it. */
  readonly dato: string;
  readonly titel: string | null;
  readonly spoergsmaalstitel: string | null;
  readonly spoergsmaalsordlyd: string | null;
  /** The case it is filed in (`SagDokument`, the lowest case id when several), and that case's samling. */
  readonly sag_id: number | null;
  readonly sag_nummer: string | null;
  readonly periode_id: number | null;
  readonly periode_kode: string | null;
  readonly periode_titel: string | null;
  /** The committee the case is referred to (`SagAktør` role 'Henvist til' to an Udvalg); null when none. */
  readonly udvalg_id: number | null;
  readonly udvalg_navn: string | null;
  readonly udvalg_kode: string | null;
  /** The first member recorded as asking ('Spørger', lowest link id); null when none is. */
  readonly spoerger_id: number | null;
  readonly spoerger_navn: string | null;
  readonly spoerger_fornavn: string | null;
  readonly spoerger_efternavn: string | null;
  /** The asker's party group on the question's `dato` (docs/oda.md#party-membership) and its code. */
  readonly parti_id: number | null;
  readonly parti_kode: string | null;
  /** The earliest day (`YYYY-MM-DD`) of its answers' `dato` (type 17 'Svar' by `spørgsmålsid`); null when none. */
  readonly svar_dato: string | null;
}

/**
 * Every question (`Dokument` type 13 or 16) with its case and samling, its committee, its first asker and their
 * party on the day, and the day of its earliest answer (whether or not that day has come: the reader compares it
 * with its today). Plan: `ix_Dokument_typeid` for the questions; per question `ix_SagDokument_dokumentid`,
 * `ix_SagAktør_sagid`, `ix_DokumentAktør_dokumentid`, `ix_AktørAktør_fra_rolle` and `ix_Dokument_spørgsmålsid`.
 * About 0.8 s for the 105,000 questions of the full-scale demo store, once per connection. The unary `+` on the
 * role and type columns keeps those plans without the store's statistics (a mirror has no ANALYZE): otherwise the
 * planner may take the few-valued role or type index and scan thousands of rows per question.
 */
export const QUESTION_ROWS_SQL = `
WITH question AS MATERIALIZED (
  SELECT q."id", q."typeid", q."dato", q."titel", q."spørgsmålstitel", q."spørgsmålsordlyd",
    (SELECT min(sd."sagid") FROM "SagDokument" AS sd WHERE sd."dokumentid" = q."id") AS sag_id,
    (SELECT asker."aktørid" FROM "DokumentAktør" AS asker
      WHERE asker."dokumentid" = q."id" AND +asker."rolleid" = ${DOKUMENTAKTOERROLLE.spoerger}
      ORDER BY asker."id" LIMIT 1) AS spoerger_id,
    (SELECT min(substr(svar."dato", 1, 10)) FROM "Dokument" AS svar
      WHERE svar."spørgsmålsid" = q."id" AND +svar."typeid" = ${DOKUMENTTYPE.svar}) AS svar_dato
  FROM "Dokument" AS q
  WHERE q."typeid" IN (${DOKUMENTTYPE.spoergsmaal}, ${DOKUMENTTYPE.paragraf20Spoergsmaal})
), placed AS MATERIALIZED (
  SELECT q.*,
    (SELECT sa."aktørid" FROM "SagAktør" AS sa JOIN "Aktør" AS c ON c."id" = sa."aktørid"
      WHERE sa."sagid" = q.sag_id AND +sa."rolleid" = ${SAGAKTOERROLLE.henvistTil} AND c."typeid" = ${AKTOERTYPE.udvalg}
      ORDER BY sa."id" LIMIT 1) AS udvalg_id,
    CASE WHEN q.spoerger_id IS NULL THEN NULL ELSE ${partyGroupOnSql('q.spoerger_id', 'q."dato"')} END AS parti_id
  FROM question AS q
)
SELECT p."id" AS dokument_id, p."typeid" AS dokumenttype_id, p."dato" AS dato, p."titel" AS titel,
  p."spørgsmålstitel" AS spoergsmaalstitel, p."spørgsmålsordlyd" AS spoergsmaalsordlyd,
  p.sag_id, sag."nummer" AS sag_nummer, sag."periodeid" AS periode_id, periode."kode" AS periode_kode,
  periode."titel" AS periode_titel,
  p.udvalg_id, udvalg."navn" AS udvalg_navn, udvalg."gruppenavnkort" AS udvalg_kode,
  p.spoerger_id, asker."navn" AS spoerger_navn, asker."fornavn" AS spoerger_fornavn,
  asker."efternavn" AS spoerger_efternavn,
  p.parti_id, parti."gruppenavnkort" AS parti_kode,
  p.svar_dato
FROM placed AS p
LEFT JOIN "Sag" AS sag ON sag."id" = p.sag_id
LEFT JOIN "Periode" AS periode ON periode."id" = sag."periodeid" AND periode."type" = 'samling'
LEFT JOIN "Aktør" AS udvalg ON udvalg."id" = p.udvalg_id
LEFT JOIN "Aktør" AS asker ON asker."id" = p.spoerger_id
LEFT JOIN "Aktør" AS parti ON parti."id" = p.parti_id
ORDER BY p."id"`;

const selectQuestionRows = prepared<[], QuestionRow>(QUESTION_ROWS_SQL);

/** Every question to a minister (see {@link QUESTION_ROWS_SQL}), by id. */
export function selectQuestions(db: Store): QuestionRow[] {
  return selectQuestionRows(db).all();
}

/** A minister title a question is put to, with the person holding it on the question's day: a row of {@link QUESTION_ADDRESSEES_SQL}. */
export interface QuestionAddresseeRow {
  readonly dokument_id: number;
  readonly minister_titel_id: number;
  readonly minister_titel_navn: string | null;
  /** The person holding the title on the question's `dato`; null when ODA records none. */
  readonly minister_id: number | null;
  readonly minister_navn: string | null;
  readonly minister_fornavn: string | null;
  readonly minister_efternavn: string | null;
}

/**
 * The minister titles each question is put to (`DokumentAktør` role 'Til' to a Ministertitel actor, Aktørtype 2),
 * each with the person holding it on the question's `dato` by a role-8 "Minister" `AktørAktør` post (the rule of
 * the government on a vote date, lib/store/government.ts); of two overlapping posts, the later one. A question put
 * to no minister title has no row. Plan: `ix_DokumentAktør_rolleid`, the Aktør and Dokument primary keys, then
 * `ix_AktørAktør_tilaktørid` per title.
 */
export const QUESTION_ADDRESSEES_SQL = `
WITH addressed AS MATERIALIZED (
  SELECT q."id" AS dokument_id, q."dato", title."id" AS titel_id, title."navn" AS titel_navn
  FROM "DokumentAktør" AS til
  JOIN "Aktør" AS title ON title."id" = til."aktørid" AND title."typeid" = ${AKTOERTYPE.ministertitel}
  JOIN "Dokument" AS q ON q."id" = til."dokumentid"
  WHERE til."rolleid" = ${DOKUMENTAKTOERROLLE.til}
    AND q."typeid" IN (${DOKUMENTTYPE.spoergsmaal}, ${DOKUMENTTYPE.paragraf20Spoergsmaal})
), held AS MATERIALIZED (
  SELECT a.*, ${ministerHoldingTitleOnSql('a.titel_id', 'a."dato"')} AS minister_id
  FROM addressed AS a
)
SELECT DISTINCT h.dokument_id, h.titel_id AS minister_titel_id, h.titel_navn AS minister_titel_navn, h.minister_id,
  minister."navn" AS minister_navn, minister."fornavn" AS minister_fornavn, minister."efternavn" AS minister_efternavn
FROM held AS h
LEFT JOIN "Aktør" AS minister ON minister."id" = h.minister_id
ORDER BY h.dokument_id, h.titel_id`;

const selectAddresseeRows = prepared<[], QuestionAddresseeRow>(QUESTION_ADDRESSEES_SQL);

/** The minister titles of every question (see {@link QUESTION_ADDRESSEES_SQL}). */
export function selectQuestionAddressees(db: Store): QuestionAddresseeRow[] {
  return selectAddresseeRows(db).all();
}

/** A subject (`Emneord`) of a question: a row of {@link QUESTION_SUBJECTS_SQL}. */
export interface QuestionSubjectRow {
  readonly dokument_id: number;
  readonly emneord_id: number;
  readonly emneord: string | null;
}

/**
 * The subjects of every question: its own (`EmneordDokument`) and, for a § 20 question, those of its § 20 case
 * (`EmneordSag`; a committee's Alm. del folder's subjects are the folder's, not the question's). Plan:
 * `ix_Dokument_typeid`, then `ix_EmneordDokument_dokumentid` and `ix_SagDokument_dokumentid`,
 * `ix_EmneordSag_sagid` per question.
 */
export const QUESTION_SUBJECTS_SQL = `
WITH question AS MATERIALIZED (
  SELECT q."id" FROM "Dokument" AS q
  WHERE q."typeid" IN (${DOKUMENTTYPE.spoergsmaal}, ${DOKUMENTTYPE.paragraf20Spoergsmaal})
), linked AS (
  SELECT ed."dokumentid" AS dokument_id, ed."emneordid" AS emneord_id
  FROM question AS q JOIN "EmneordDokument" AS ed ON ed."dokumentid" = q."id"
  UNION
  SELECT sd."dokumentid", es."emneordid"
  FROM question AS q
  JOIN "SagDokument" AS sd ON sd."dokumentid" = q."id"
  JOIN "Sag" AS sag ON sag."id" = sd."sagid" AND +sag."typeid" = ${SAGSTYPE.paragraf20Spoergsmaal}
  JOIN "EmneordSag" AS es ON es."sagid" = sag."id"
)
SELECT l.dokument_id, l.emneord_id, e."emneord" AS emneord
FROM linked AS l
JOIN "Emneord" AS e ON e."id" = l.emneord_id
ORDER BY l.dokument_id, l.emneord_id`;

const selectSubjectRows = prepared<[], QuestionSubjectRow>(QUESTION_SUBJECTS_SQL);

/** The subjects of every question (see {@link QUESTION_SUBJECTS_SQL}). */
export function selectQuestionSubjects(db: Store): QuestionSubjectRow[] {
  return selectSubjectRows(db).all();
}
