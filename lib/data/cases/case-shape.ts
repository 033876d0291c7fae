import { httpUrl, nonBlank, toIsoLocalDateTime } from '@/lib/data/oda-values';
import { pageCountOf, paged } from '@/lib/data/paged';
import type { Paged } from '@/lib/data/types';
import type { CaseActorRow, CaseRow, CaseSubjectRow, FileRow } from '@/lib/store/case-detail';
import type { CaseDocumentRow } from '@/lib/store/case-documents';
import { toFiles } from './case-timeline';
import type { CaseActor, CaseDetail, CaseDocument, CaseSubject } from './types';

/** Case page rows (lib/store/case-detail.ts, case-documents.ts) → the case page's domain types. */

export function toCaseDetail(row: CaseRow): CaseDetail {
  const lawNumber = nonBlank(row.lovnummer);
  const decision = nonBlank(row.afgørelse);
  return {
    id: row.id,
    number: nonBlank(row.nummer),
    shortTitle: nonBlank(row.titelkort),
    title: nonBlank(row.titel),
    typeId: row.typeid,
    type: nonBlank(row.sagstype),
    status: nonBlank(row.sagsstatus),
    category: nonBlank(row.kategori),
    period:
      row.periode_kode !== null || row.periode_titel !== null
        ? { id: row.periodeid, code: nonBlank(row.periode_kode), title: nonBlank(row.periode_titel) }
        : null,
    resume: nonBlank(row.resume),
    law: lawNumber ? { number: lawNumber, date: toIsoLocalDateTime(row.lovnummerdato) } : null,
    decision: decision ? { text: decision, date: toIsoLocalDateTime(row.afgørelsesdato) } : null,
    retsinformationUrl: httpUrl(row.retsinformationsurl),
    updated: toIsoLocalDateTime(row.opdateringsdato),
  };
}

/** Actor rows (already in the page's order: role, name, link id) → the actors panel. */
export function toCaseActors(rows: readonly CaseActorRow[]): CaseActor[] {
  return rows.map((row) => ({
    id: row.aktør_id,
    name: nonBlank(row.navn),
    type: nonBlank(row.aktørtype),
    roleId: row.rolleid,
    role: nonBlank(row.rolle),
  }));
}

/** Subject rows (alphabetical) → the subjects panel; words without text are left out. */
export function toCaseSubjects(rows: readonly CaseSubjectRow[]): CaseSubject[] {
  return rows.flatMap((row) => {
    const word = nonBlank(row.emneord);
    return word ? [{ id: row.emneord_id, word, type: nonBlank(row.emneordstype) }] : [];
  });
}

/** The page to show: 1-based, clamped to the last page (a case without documents has one, empty, page). */
export function clampDocumentPage(
  page: number,
  total: number,
  pageSize: number,
): { current: number; pageCount: number } {
  const pageCount = pageCountOf(total, pageSize);
  return { current: Math.min(Math.max(1, Math.trunc(page) || 1), pageCount), pageCount };
}

/** One page of document rows with their files (any order; grouped here in the store's file order). */
export function toCaseDocumentsPage(
  total: number,
  page: number,
  pageSize: number,
  rows: readonly CaseDocumentRow[],
  files: readonly FileRow[],
): Paged<CaseDocument> {
  const { current } = clampDocumentPage(page, total, pageSize);
  const documents = rows.map(
    (row): CaseDocument => ({
      id: row.dokument_id,
      title: nonBlank(row.titel),
      type: nonBlank(row.dokumenttype),
      date: toIsoLocalDateTime(row.dato),
      files: toFiles(files.filter((f) => f.dokumentid === row.dokument_id)),
      role: nonBlank(row.rolle),
      annexNumber: nonBlank(row.bilagsnummer),
    }),
  );
  return paged(documents, total, current, pageSize);
}
