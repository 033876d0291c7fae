import 'server-only';
import { cache } from 'react';
import { readStore } from '@/lib/data/store-read';
import {
  loadQuestionExport,
  loadQuestionFeed,
  loadQuestionFilterOptions,
  loadQuestionList,
} from './question-list-load';
import type { QuestionFilterOptions, QuestionFilters, QuestionList, QuestionListItem } from './types';

/*
 * The question list's reads (question-list-load.ts says what they hold), each in the pages' query pool.
 * @throws StoreMissingError when the store file does not exist.
 */

/** One page of the question list with the filters. */
export const getQuestionList = (filters: QuestionFilters): Promise<QuestionList> =>
  readStore(loadQuestionList, filters);

/** What the list's filters offer; memoised per request. */
export const getQuestionFilterOptions = cache(
  (): Promise<QuestionFilterOptions> => readStore(loadQuestionFilterOptions),
);

/** Every question passing the filters, in the list's order (the CSV download). */
export const getQuestionExport = (filters: Omit<QuestionFilters, 'page'>): Promise<QuestionListItem[]> =>
  readStore(loadQuestionExport, filters);

/** The newest activity among the questions passing the filters (the feed). */
export const getQuestionFeed = (filters: Omit<QuestionFilters, 'page'>): Promise<QuestionListItem[]> =>
  readStore(loadQuestionFeed, filters);
