import type { Store } from './open-store';
import { idList, statementFor } from './prepared';

/** One `Sag` with the texts of its type, status, category and session (every joined column may be missing). */
export interface CaseRow {
  readonly id: number;
  readonly nummer: string | null;
  readonly titel: string | null;
  readonly titelkort: string | null;
  readonly resume: string | null;
  readonly typeid: number;
  readonly sagstype: string | null;
  readonly statusid: number;
  readonly sagsstatus: string | null;
  readonly kategori: string | null;
  readonly periodeid: number;
  readonly periode_titel: string | null;
  readonly periode_kode: string | null;
  readonly periode_startdato: string | null;
  readonly periode_slutdato: string | null;
  readonly lovnummer: string | null;
  readonly lovnummerdato: string | null;
  readonly afgørelse: string | null;
  readonly afgørelsesdato: string | null;
  readonly retsinformationsurl: string | null;
  readonly opdateringsdato: string;
}

export const CASE_SQL = `
SELECT s."id", s."nummer", s."titel", s."titelkort", s."resume",
  s."typeid", t."type" AS sagstype, s."statusid", ss."status" AS sagsstatus, k."kategori",
  s."periodeid", p."titel" AS periode_titel, p."kode" AS periode_kode,
  p."startdato" AS periode_startdato, p."slutdato" AS periode_slutdato,
  s."lovnummer", s."lovnummerdato", s."afgørelse", s."afgørelsesdato", s."retsinformationsurl", s."opdateringsdato"
FROM "Sag" AS s
LEFT JOIN "Sagstype" AS t ON t."id" = s."typeid"
LEFT JOIN "Sagsstatus" AS ss ON ss."id" = s."statusid"
LEFT JOIN "Sagskategori" AS k ON k."id" = s."kategoriid"
LEFT JOIN "Periode" AS p ON p."id" = s."periodeid"
WHERE s."id" = ?`;

export function selectCase(db: Store, id: number): CaseRow | undefined {
  return statementFor<[number], CaseRow>(db, CASE_SQL).get(id);
}

/** One actor on a case (`SagAktør`) with its role and the actor's name and type; a missing Aktør gives nulls. */
export interface CaseActorRow {
  readonly sagaktør_id: number;
  readonly rolleid: number;
  readonly rolle: string | null;
  readonly aktør_id: number;
  readonly navn: string | null;
  readonly aktørtype: string | null;
}

export const ACTORS_SQL = `
SELECT sa."id" AS sagaktør_id, sa."rolleid", r."rolle", sa."aktørid" AS aktør_id, a."navn", at."type" AS aktørtype
FROM "SagAktør" AS sa
LEFT JOIN "SagAktørRolle" AS r ON r."id" = sa."rolleid"
LEFT JOIN "Aktør" AS a ON a."id" = sa."aktørid"
LEFT JOIN "Aktørtype" AS at ON at."id" = a."typeid"
WHERE sa."sagid" = ?
ORDER BY sa."rolleid", a."navn", sa."id"`;

export function selectCaseActors(db: Store, sagid: number): CaseActorRow[] {
  return statementFor<[number], CaseActorRow>(db, ACTORS_SQL).all(sagid);
}

/** One subject word on a case (`EmneordSag` → `Emneord`, with the word's type). */
export interface CaseSubjectRow {
  readonly emneord_id: number;
  readonly emneord: string | null;
  readonly emneordstype: string | null;
}

export const SUBJECTS_SQL = `
SELECT DISTINCT e."id" AS emneord_id, e."emneord", et."type" AS emneordstype
FROM "EmneordSag" AS es
JOIN "Emneord" AS e ON e."id" = es."emneordid"
LEFT JOIN "Emneordstype" AS et ON et."id" = e."typeid"
WHERE es."sagid" = ?
ORDER BY e."emneord", e."id"`;

export function selectCaseSubjects(db: Store, sagid: number): CaseSubjectRow[] {
  return statementFor<[number], CaseSubjectRow>(db, SUBJECTS_SQL).all(sagid);
}

/** One file of a document (`Fil`). */
export interface FileRow {
  readonly dokumentid: number;
  readonly fil_id: number;
  readonly titel: string | null;
  readonly filurl: string | null;
  readonly format: string | null;
  readonly variantkode: string | null;
}

export const FILES_SQL = `
SELECT f."dokumentid", f."id" AS fil_id, f."titel", f."filurl", f."format", f."variantkode"
FROM "Fil" AS f
WHERE f."dokumentid" IN (SELECT value FROM json_each(?))
ORDER BY f."dokumentid", f."variantkode" DESC, f."id"`;

/** The files of the given documents, PDF renditions ('P') before originals ('O'). */
export function selectFiles(db: Store, dokumentIds: readonly number[]): FileRow[] {
  if (dokumentIds.length === 0) return [];
  return statementFor<[string], FileRow>(db, FILES_SQL).all(idList(dokumentIds));
}
