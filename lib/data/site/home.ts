import 'server-only';
import { cache } from 'react';
import { readStore } from '@/lib/data/store-read';
import { loadRecentlyUpdatedCases } from './home-load';
import type { CaseUpdate } from './types';

/**
 * The most recently updated cases (`Sag.opdateringsdato`, newest first) up to the data's today (datasetToday).
 * Callers render at request time. Read in the pages' query pool (home-load.ts); memoised per request.
 * @throws StoreMissingError when the store file does not exist.
 */
export const getRecentlyUpdatedCases = cache(
  async (limit = 8): Promise<CaseUpdate[]> => readStore(loadRecentlyUpdatedCases, limit),
);
