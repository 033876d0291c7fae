import { datasetToday } from '@/lib/data/site/dataset-today';
import { storeReads } from '@/lib/data/store-read-source';
import type { Paged } from '@/lib/data/types';
import { selectCase, selectCaseActors, selectCaseSubjects, selectFiles } from '@/lib/store/case-detail';
import { countCaseDocuments, selectCaseDocuments } from '@/lib/store/case-documents';
import {
  selectAgendaItems,
  selectStepDocuments,
  selectSteps,
  selectStepVotes,
} from '@/lib/store/case-timeline';
import type { Store } from '@/lib/store/store';
import {
  clampDocumentPage,
  toCaseActors,
  toCaseDetail,
  toCaseDocumentsPage,
  toCaseSubjects,
} from './case-shape';
import { buildTimeline } from './case-timeline';
import type { CaseActor, CaseDetail, CaseDocument, CaseSubject, CaseTimeline } from './types';

/*
 * The case page's store reads (lib/data/store-read-source.ts): they run in the pages' query pool, called through the
 * functions of the same name in case.ts.
 */

/** One case's header data, or null when there is no such case. */
export function loadCase(db: Store, id: number): CaseDetail | null {
  const row = selectCase(db, id);
  return row ? toCaseDetail(row) : null;
}

/** A case's steps with their documents, votes and meetings, in date order (see lib/data/cases/case-timeline.ts). */
export function loadCaseTimeline(db: Store, id: number): CaseTimeline {
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
}

/** The actors on a case with their roles, ordered by role. */
export function loadCaseActors(db: Store, id: number): CaseActor[] {
  return toCaseActors(selectCaseActors(db, id));
}

/** The subject words of a case, alphabetically; words without text are left out. */
export function loadCaseSubjects(db: Store, id: number): CaseSubject[] {
  return toCaseSubjects(selectCaseSubjects(db, id));
}

/** One page (1-based, clamped to the last page) of a case's documents, newest first, with their files. */
export function loadCaseDocuments(
  db: Store,
  id: number,
  page: number,
  pageSize: number,
): Paged<CaseDocument> {
  const total = countCaseDocuments(db, id);
  const { current } = clampDocumentPage(page, total, pageSize);
  const rows = selectCaseDocuments(db, id, pageSize, (current - 1) * pageSize);
  const files = selectFiles(
    db,
    rows.map((r) => r.dokument_id),
  );
  return toCaseDocumentsPage(total, current, pageSize, rows, files);
}

storeReads('lib/data/cases/case-load.ts', {
  loadCase,
  loadCaseActors,
  loadCaseDocuments,
  loadCaseSubjects,
  loadCaseTimeline,
});
