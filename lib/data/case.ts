import 'server-only';
import { cache } from 'react';
import { selectCase, selectCaseActors, selectCaseSubjects, selectFiles } from '@/lib/store/case-detail';
import { countCaseDocuments, selectCaseDocuments } from '@/lib/store/case-documents';
import {
  selectAgendaItems,
  selectStepDocuments,
  selectSteps,
  selectStepVotes,
} from '@/lib/store/case-timeline';
import { getStore } from '@/lib/store/open-store';
import {
  clampDocumentPage,
  toCaseActors,
  toCaseDetail,
  toCaseDocumentsPage,
  toCaseSubjects,
} from './case-shape';
import { buildTimeline } from './case-timeline';
import { datasetToday } from './dataset-today';
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
 * both ask. Callers render at request time. This and the reads below throw StoreMissingError when the store file
 * does not exist.
 */
export const getCase = cache(async (id: number): Promise<CaseDetail | null> => {
  const row = selectCase(getStore(), id);
  return row ? toCaseDetail(row) : null;
});

/** A case's steps with their documents, votes and meetings, in date order (see lib/data/case-timeline.ts). */
export const getCaseTimeline = cache(async (id: number): Promise<CaseTimeline> => {
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
    datasetToday(db),
  );
});

/** The actors on a case with their roles, ordered by role. */
export const getCaseActors = cache(
  async (id: number): Promise<CaseActor[]> => toCaseActors(selectCaseActors(getStore(), id)),
);

/** The subject words of a case, alphabetically; words without text are left out. */
export const getCaseSubjects = cache(
  async (id: number): Promise<CaseSubject[]> => toCaseSubjects(selectCaseSubjects(getStore(), id)),
);

/** One page (1-based, clamped to the last page) of a case's documents, newest first, with their files. */
export const getCaseDocuments = cache(
  async (
    id: number,
    page: number,
    pageSize: number = CASE_DOCUMENTS_PAGE_SIZE,
  ): Promise<CaseDocumentsPage> => {
    const db = getStore();
    const total = countCaseDocuments(db, id);
    const { current } = clampDocumentPage(page, total, pageSize);
    const rows = selectCaseDocuments(db, id, pageSize, (current - 1) * pageSize);
    const files = selectFiles(
      db,
      rows.map((r) => r.dokument_id),
    );
    return toCaseDocumentsPage(total, current, pageSize, rows, files);
  },
);
