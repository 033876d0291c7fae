import 'server-only';
import { cache } from 'react';
import {
  type CaseRow,
  selectCase,
  selectCaseActors,
  selectCaseSubjects,
  selectFiles,
} from '@/lib/store/case-detail';
import { countCaseDocuments, selectCaseDocuments } from '@/lib/store/case-documents';
import {
  selectAgendaItems,
  selectStepDocuments,
  selectSteps,
  selectStepVotes,
} from '@/lib/store/case-timeline';
import { readStoreMeta } from '@/lib/store/meta';
import { getStore } from '@/lib/store/open-store';
import { buildTimeline, toFiles } from './case-timeline';
import { danishToday, httpUrl, nonBlank, toLocalDateTime } from './case-values';
import type { CaseActor, CaseDetail, CaseDocumentsPage, CaseSubject, CaseTimeline } from './types';

/** Documents per page on a case page. */
export const CASE_DOCUMENTS_PAGE_SIZE = 20;

const MAX_ID = 2_147_483_647;

/** A case id from a URL segment: digits only, within ODA's Int32 range; null for anything else (→ 404). */
export function parseCaseId(segment: string): number | null {
  if (!/^\d{1,10}$/.test(segment)) return null;
  const id = Number(segment);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/**
 * One case's header data, or null when there is no such case. Memoised per request: the page and its metadata
 * both ask. Callers render at request time.
 * @throws StoreMissingError when the store file does not exist.
 */
export const getCase = cache(async (id: number): Promise<CaseDetail | null> => {
  const row = selectCase(getStore(), id);
  return row ? toCaseDetail(row) : null;
});

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
    law: lawNumber ? { number: lawNumber, date: toLocalDateTime(row.lovnummerdato) } : null,
    decision: decision ? { text: decision, date: toLocalDateTime(row.afgørelsesdato) } : null,
    retsinformationUrl: httpUrl(row.retsinformationsurl),
    updated: toLocalDateTime(row.opdateringsdato),
  };
}

/** The dataset's "today" when it is synthetic (its as_of), else today in Denmark. */
function storeToday(): string {
  return readStoreMeta(getStore()).asOf ?? danishToday();
}

/** A case's steps with their documents, votes and meetings, in date order (see lib/data/case-timeline.ts). */
export async function getCaseTimeline(id: number): Promise<CaseTimeline> {
  const db = getStore();
  const documents = selectStepDocuments(db, id);
  return buildTimeline(
    {
      steps: selectSteps(db, id),
      documents,
      files: selectFiles(db, [...new Set(documents.map((d) => d.dokument_id))]),
      votes: selectStepVotes(db, id),
      agendaItems: selectAgendaItems(db, id),
    },
    storeToday(),
  );
}

/** The actors on a case with their roles, ordered by role. */
export async function getCaseActors(id: number): Promise<CaseActor[]> {
  return selectCaseActors(getStore(), id).map((row) => ({
    id: row.aktør_id,
    name: nonBlank(row.navn),
    type: nonBlank(row.aktørtype),
    roleId: row.rolleid,
    role: nonBlank(row.rolle),
  }));
}

/** The subject words of a case, alphabetically; words without text are left out. */
export async function getCaseSubjects(id: number): Promise<CaseSubject[]> {
  return selectCaseSubjects(getStore(), id).flatMap((row) => {
    const word = nonBlank(row.emneord);
    return word ? [{ id: row.emneord_id, word, type: nonBlank(row.emneordstype) }] : [];
  });
}

/** One page (1-based, clamped to the last page) of a case's documents, newest first, with their files. */
export async function getCaseDocuments(
  id: number,
  page: number,
  pageSize: number = CASE_DOCUMENTS_PAGE_SIZE,
): Promise<CaseDocumentsPage> {
  const db = getStore();
  const total = countCaseDocuments(db, id);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  const rows = selectCaseDocuments(db, id, pageSize, (current - 1) * pageSize);
  const files = selectFiles(
    db,
    rows.map((r) => r.dokument_id),
  );
  return {
    total,
    page: current,
    pageSize,
    pageCount,
    documents: rows.map((row) => ({
      id: row.dokument_id,
      title: nonBlank(row.titel),
      type: nonBlank(row.dokumenttype),
      date: toLocalDateTime(row.dato),
      files: toFiles(files.filter((f) => f.dokumentid === row.dokument_id)),
      role: nonBlank(row.rolle),
      annexNumber: nonBlank(row.bilagsnummer),
    })),
  };
}
