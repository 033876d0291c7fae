import 'server-only';
import { cache } from 'react';
import { takeRecord } from '@/lib/data/record-handoff';
import { readStore } from '@/lib/data/store-read';
import { loadDocument } from './document-load';
import { loadCaseQuestion } from './question-summary-load';
import type { DocumentRecord, QuestionSummary } from './types';

/*
 * Reads for the document page (/dokument/<id>) and the question summary a § 20 case page leads with, each run in the
 * pages' query pool (the loaders are in document-load.ts and question-summary-load.ts) and memoised per request.
 */

/**
 * One document whole (document-load.ts), or null when there is no such document: the document page's record, handed
 * to it by proxy.ts when it read it before routing (record-handoff.ts). Memoised per request: the page and its
 * metadata both ask.
 * @throws StoreMissingError when the store file does not exist.
 */
export const getDocumentRecord = cache(
  async (id: number): Promise<DocumentRecord | null> =>
    (await takeRecord('document', id)) ?? readStore(loadDocument, id),
);

/** The summary of a § 20 case's question, or null when the case has none (question-summary-load.ts). */
export const getCaseQuestion = cache(
  async (caseId: number): Promise<QuestionSummary | null> => readStore(loadCaseQuestion, caseId),
);
