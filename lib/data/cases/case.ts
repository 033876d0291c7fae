import 'server-only';
import { cache } from 'react';
import { takeRecord } from '@/lib/data/record-handoff';
import { readStore } from '@/lib/data/store-read';
import type { Paged } from '@/lib/data/types';
import { loadCase, loadCaseActors, loadCaseDocuments, loadCaseSubjects, loadCaseTimeline } from './case-load';
import { type CaseRecord, loadCaseRecord } from './case-record-load';
import { loadCaseResult } from './case-result-load';
import type { CaseActor, CaseDetail, CaseDocument, CaseResult, CaseSubject, CaseTimeline } from './types';

/*
 * Reads for the case page (/sag/<id>), each run in the pages' query pool (the loaders are in case-load.ts) and
 * memoised per request.
 */

/** Documents per page on a case page. */
export const CASE_DOCUMENTS_PAGE_SIZE = 20;

/**
 * One case with its steps, result and votes (case-record-load.ts), or null when there is no such case: the case
 * page's record, handed to it by proxy.ts when it read it before routing (record-handoff.ts). Memoised per request:
 * the page and its metadata both ask. Callers render at request time. This and the reads below throw
 * StoreMissingError when the store file does not exist.
 */
export const getCaseRecord = cache(
  async (id: number): Promise<CaseRecord | null> =>
    (await takeRecord('case', id)) ?? readStore(loadCaseRecord, id),
);

/** One case's header data, or null when there is no such case (its share image and tests ask for just that). */
export const getCase = cache(async (id: number): Promise<CaseDetail | null> => readStore(loadCase, id));

/** A case's steps with their documents, votes and meetings, in date order (see lib/data/cases/case-timeline.ts). */
export const getCaseTimeline = cache(
  async (id: number): Promise<CaseTimeline> => readStore(loadCaseTimeline, id),
);

/** The actors on a case with their roles, ordered by role. */
export const getCaseActors = cache(async (id: number): Promise<CaseActor[]> => readStore(loadCaseActors, id));

/** The subject words of a case, alphabetically; words without text are left out. */
export const getCaseSubjects = cache(
  async (id: number): Promise<CaseSubject[]> => readStore(loadCaseSubjects, id),
);

/** One page (1-based, clamped to the last page) of a case's documents, newest first, with their files. */
export const getCaseDocuments = cache(
  async (
    id: number,
    page: number,
    pageSize: number = CASE_DOCUMENTS_PAGE_SIZE,
  ): Promise<Paged<CaseDocument>> => readStore(loadCaseDocuments, id, page, pageSize),
);

/**
 * What became of a case by the rule of its type (lib/data/cases/case-result.ts): its final vote, the motion its debate
 * adopted, … Null when there is no such case.
 */
export const getCaseResult = cache(
  async (id: number): Promise<CaseResult | null> => readStore(loadCaseResult, id),
);
