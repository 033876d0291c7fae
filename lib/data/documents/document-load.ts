import { toCaseSubjects } from '@/lib/data/cases/case-shape';
import { toFiles } from '@/lib/data/cases/case-timeline';
import { nonBlank, toIsoLocalDateTime } from '@/lib/data/oda-values';
import { storeReads } from '@/lib/data/store-read-source';
import { DOKUMENTTYPE } from '@/lib/model/oda-ids';
import { selectFiles } from '@/lib/store/case-detail';
import {
  type DocumentRow,
  selectDocument,
  selectDocumentActors,
  selectDocumentAgendaItems,
  selectDocumentCases,
  selectDocumentSteps,
  selectDocumentSubjects,
  selectReprints,
} from '@/lib/store/document';
import type { Store } from '@/lib/store/store';
import {
  isQuestionType,
  loadQuestionSummary,
  questionSummaryOf,
  toDocumentActor,
} from './question-summary-load';
import type { DocumentDetail, DocumentRecord } from './types';

function toDocumentDetail(row: DocumentRow): DocumentDetail {
  return {
    id: row.id,
    typeId: row.typeid,
    type: nonBlank(row.dokumenttype),
    category: nonBlank(row.kategori),
    status: nonBlank(row.status),
    title: nonBlank(row.titel),
    date: toIsoLocalDateTime(row.dato) ?? row.dato,
    received: toIsoLocalDateTime(row.modtagelsesdato),
    released: toIsoLocalDateTime(row.frigivelsesdato),
    questionId: row.spoergsmaalsid,
    updated: toIsoLocalDateTime(row.opdateringsdato),
  };
}

/**
 * One document whole (DocumentRecord) in one read — what proxy.ts reads before the document page and hands to it;
 * null when there is no document with the id. A question carries its summary; an answer (type 17 'Svar') the
 * summary of the question its `spørgsmålsid` names. A store read, called through `getDocumentRecord` (document.ts).
 */
export function loadDocument(db: Store, id: number): DocumentRecord | null {
  const row = selectDocument(db, id);
  if (!row) return null;
  const actors = selectDocumentActors(db, id, row.dato).map(toDocumentActor);
  const question = isQuestionType(row.typeid)
    ? questionSummaryOf(db, row, actors)
    : row.typeid === DOKUMENTTYPE.svar && row.spoergsmaalsid !== null
      ? loadQuestionSummary(db, row.spoergsmaalsid)
      : null;
  return {
    detail: toDocumentDetail(row),
    files: toFiles(selectFiles(db, [id])),
    actors,
    reprints: selectReprints(db, id).map((r) => ({
      id: r.id,
      date: toIsoLocalDateTime(r.dato),
      reason: nonBlank(r.begrundelse),
    })),
    subjects: toCaseSubjects(selectDocumentSubjects(db, id)),
    cases: selectDocumentCases(db, id).map((c) => ({
      id: c.sag_id,
      number: nonBlank(c.nummer),
      title: nonBlank(c.titelkort) ?? nonBlank(c.titel),
      type: nonBlank(c.sagstype),
      role: nonBlank(c.rolle),
      annexNumber: nonBlank(c.bilagsnummer),
    })),
    agendaItems: selectDocumentAgendaItems(db, id).map((a) => ({
      id: a.punkt_id,
      number: nonBlank(a.nummer),
      title: nonBlank(a.titel),
      note: nonBlank(a.note),
      meeting:
        a.moede_id === null
          ? null
          : { id: a.moede_id, title: nonBlank(a.moede_titel), date: toIsoLocalDateTime(a.moede_dato) },
    })),
    steps: selectDocumentSteps(db, id).map((s) => ({
      id: s.sagstrin_id,
      title: nonBlank(s.titel),
      type: nonBlank(s.sagstrinstype),
      date: toIsoLocalDateTime(s.dato),
      caseId: s.sag_id,
      caseNumber: nonBlank(s.sag_nummer),
    })),
    question,
  };
}

storeReads('lib/data/documents/document-load.ts', { loadDocument });
