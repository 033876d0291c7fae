import 'server-only';
import { cache } from 'react';
import { readStore } from '@/lib/data/store-read';
import { isOdaId } from '@/lib/model/oda-ids';
import { loadAnswerTimes } from './answer-times-load';
import type { AnswerTimes } from './types';

/**
 * The answer times of a samling's ministers and ministries (answer-times-load.ts says what they hold); null when
 * there is no samling with the Periode id. Read in the pages' query pool; memoised per request.
 * @throws StoreMissingError when the store file does not exist.
 */
export const getAnswerTimes = cache(
  async (periode: number): Promise<AnswerTimes | null> =>
    isOdaId(periode) ? readStore(loadAnswerTimes, periode) : null,
);
