import { AKTOERTYPE, DOKUMENTAKTOERROLLE, DOKUMENTTYPE } from '@/lib/model/oda-ids';
import { ministerHoldingTitleOnSql } from './government';
import { idList, prepared } from './prepared';
import type { Store } from './store';

/**
 * One question of a samling put to a minister, with its first answer's date: a row of {@link QUESTION_ANSWERS_SQL}.
 * A question put to two minister titles gives a row per title; a question put to none, one row with null titles.
 */
export interface QuestionAnswerRow {
  readonly dokument_id: number;
  /** `Dokumenttype`: 13 'Spørgsmål' or 16 '§ 20-spørgsmål'. */
  readonly dokumenttype_id: number;
  /** The question's `Dokument.dato`, as ODA has it. */
  readonly dato: string;
  /** The Ministertitel actor the question is put to (`DokumentAktør` role 'Til'); null when none is recorded. */
  readonly minister_titel_id: number | null;
  readonly minister_titel_navn: string | null;
  /** The person holding that title on the question's date; null when ODA records none. */
  readonly minister_id: number | null;
  readonly minister_navn: string | null;
  readonly minister_fornavn: string | null;
  readonly minister_efternavn: string | null;
  /** The day (`YYYY-MM-DD`) of the earliest answer's `Dokument.dato` up to `@today`; null when none. */
  readonly svar_dato: string | null;
}

/**
 * The questions to ministers of one samling, each with the minister it was put to and the day of its first answer —
 * what a minister's answer times are computed from (lib/data/questions/answer-times-load.ts; the rule is in
 * docs/oda.md#questions-and-answers).
 *
 * - A question is a `Dokument` of type 13 'Spørgsmål' or 16 '§ 20-spørgsmål' belonging (`SagDokument`) to a case
 *   (`Sag`) of the samling `@periode` — the § 20 case or the committee's folder it is numbered in — whose `dato` is
 *   on or before `@today` (a later one is from the data's future).
 * - Its minister title is a `DokumentAktør` with role 'Til' to a Ministertitel actor (Aktørtype 2); the minister is
 *   the person holding that title on the question's `dato` by a role-8 "Minister" `AktørAktør` post (the same post and
 *   date rule as the government on a vote date, lib/store/government.ts); of two overlapping posts, the later one.
 * - Its answers are the `Dokument` rows of type 17 'Svar' whose `spørgsmålsid` is the question's id; the first
 *   counts: the earliest day of their `dato`, among those on or before `@today`.
 *
 * Parameters: `@periode` (a Periode id), `@today` (`YYYY-MM-DD`).
 * Titles and askers are read apart, for the few questions a page lists ({@link QUESTION_DETAILS_SQL}): reading
 * them for every question of a samling cost a third of the read at full scale.
 *
 * Plan: `ix_Sag_periodeid` for the samling's cases, `ix_SagDokument_sagid` and the Dokument primary key for their
 * documents; then per question `ix_DokumentAktør_dokumentid`, `ix_AktørAktør_tilaktørid` and
 * `ix_Dokument_spørgsmålsid`. The whole read of a samling's 8,200 questions takes about 55 ms (p50) on the
 * full-scale demo store.
 */
export const QUESTION_ANSWERS_SQL = `
WITH question AS MATERIALIZED (
  SELECT DISTINCT q."id", q."typeid", q."dato"
  FROM "Sag" AS sag
  JOIN "SagDokument" AS sd ON sd."sagid" = sag."id"
  JOIN "Dokument" AS q ON q."id" = sd."dokumentid"
  WHERE sag."periodeid" = @periode
    AND q."typeid" IN (${DOKUMENTTYPE.spoergsmaal}, ${DOKUMENTTYPE.paragraf20Spoergsmaal})
    AND substr(q."dato", 1, 10) <= @today
), addressed AS MATERIALIZED (
  SELECT q.*, ${ministerHoldingTitleOnSql('title."id"', 'q."dato"')} AS minister_id, title."id" AS minister_titel_id, title."navn" AS minister_titel_navn, (
    SELECT min(substr(svar."dato", 1, 10))
    FROM "Dokument" AS svar
    WHERE svar."spørgsmålsid" = q."id" AND svar."typeid" = ${DOKUMENTTYPE.svar}
      AND substr(svar."dato", 1, 10) <= @today
  ) AS svar_dato
  FROM question AS q
  LEFT JOIN "DokumentAktør" AS til
    ON til."dokumentid" = q."id" AND til."rolleid" = ${DOKUMENTAKTOERROLLE.til}
    AND til."aktørid" IN (SELECT t."id" FROM "Aktør" AS t WHERE t."typeid" = ${AKTOERTYPE.ministertitel})
  LEFT JOIN "Aktør" AS title ON title."id" = til."aktørid"
)
SELECT a."id" AS dokument_id, a."typeid" AS dokumenttype_id, a."dato" AS dato,
  a.minister_titel_id, a.minister_titel_navn,
  a.minister_id, minister."navn" AS minister_navn, minister."fornavn" AS minister_fornavn,
  minister."efternavn" AS minister_efternavn,
  a.svar_dato
FROM addressed AS a
LEFT JOIN "Aktør" AS minister ON minister."id" = a.minister_id
ORDER BY a."id", a.minister_titel_id`;

const selectRows = prepared<[{ periode: number; today: string }], QuestionAnswerRow>(QUESTION_ANSWERS_SQL);

/** The questions to ministers of the samling `periode` as of `today` (see {@link QUESTION_ANSWERS_SQL}). */
export function selectQuestionAnswers(db: Store, periode: number, today: string): QuestionAnswerRow[] {
  return selectRows(db).all({ periode, today });
}

/** A samling (`Periode` of type 'samling'): a row of {@link SAMLING_SQL}. */
export interface SamlingRow {
  readonly id: number;
  readonly kode: string | null;
  readonly titel: string | null;
}

/** The samling with the id `@periode`; no row for another kind of period or an unknown id. */
export const SAMLING_SQL = `
SELECT "id", "kode", "titel" FROM "Periode" WHERE "id" = @periode AND "type" = 'samling'`;

const selectSamlingRow = prepared<[{ periode: number }], SamlingRow>(SAMLING_SQL);

/** The samling `periode` (see {@link SAMLING_SQL}); undefined when there is none. */
export function selectSamling(db: Store, periode: number): SamlingRow | undefined {
  return selectSamlingRow(db).get({ periode });
}

/** A question's title and first asker: a row of {@link QUESTION_DETAILS_SQL}. */
export interface QuestionDetailRow {
  readonly dokument_id: number;
  readonly titel: string | null;
  readonly spoergsmaalstitel: string | null;
  /** The first asker (`DokumentAktør` role 'Spørger', lowest link id); null when none is recorded. */
  readonly spoerger_id: number | null;
  readonly spoerger_navn: string | null;
  readonly spoerger_fornavn: string | null;
  readonly spoerger_efternavn: string | null;
}

/**
 * The titles and first askers of the questions `@ids` (a JSON list, `idList`), by id.
 * Plan: the Dokument primary key per id, `ix_DokumentAktør_dokumentid` for the asker.
 */
export const QUESTION_DETAILS_SQL = `
WITH picked AS (
  SELECT q."id", q."titel", q."spørgsmålstitel", (
    SELECT asker."aktørid"
    FROM "DokumentAktør" AS asker
    WHERE asker."dokumentid" = q."id" AND asker."rolleid" = ${DOKUMENTAKTOERROLLE.spoerger}
    ORDER BY asker."id"
    LIMIT 1
  ) AS spoerger_id
  FROM "Dokument" AS q
  WHERE q."id" IN (SELECT value FROM json_each(@ids))
)
SELECT p."id" AS dokument_id, p."titel" AS titel, p."spørgsmålstitel" AS spoergsmaalstitel, p.spoerger_id,
  asker."navn" AS spoerger_navn, asker."fornavn" AS spoerger_fornavn, asker."efternavn" AS spoerger_efternavn
FROM picked AS p
LEFT JOIN "Aktør" AS asker ON asker."id" = p.spoerger_id
ORDER BY p."id"`;

const selectDetailRows = prepared<[{ ids: string }], QuestionDetailRow>(QUESTION_DETAILS_SQL);

/** The titles and first askers of the questions `ids` (see {@link QUESTION_DETAILS_SQL}). */
export function selectQuestionDetails(db: Store, ids: readonly number[]): QuestionDetailRow[] {
  return ids.length === 0 ? [] : selectDetailRows(db).all({ ids: idList(ids) });
}
