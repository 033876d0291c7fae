import 'server-only';
import { cache } from 'react';
import { readStore } from '@/lib/data/store-read';
import type { PeriodLabel } from '@/lib/data/types';
import { isOdaId } from '@/lib/model/oda-ids';
import { loadActorAnswerTimes, loadAnswerTimes, loadSamlingAnswerTimes } from './answer-times-load';
import type { ActorAnswerTimes, AnswerTimes } from './types';

/**
 * The answer times of a samling's ministers and ministries (answer-times-load.ts says what they hold); null when
 * there is no samling with the Periode id. Read in the pages' query pool; memoised per request.
 * @throws StoreMissingError when the store file does not exist.
 */
export const getAnswerTimes = cache(
  async (periode: number): Promise<AnswerTimes | null> =>
    isOdaId(periode) ? readStore(loadAnswerTimes, periode) : null,
);

/**
 * A minister's (a person's) or a ministry's (a minister title's) answer times across the samlinger; null when the
 * actor received no question to a minister. Read in the pages' query pool; memoised per request.
 */
export const getActorAnswerTimes = cache(
  async (actorId: number): Promise<ActorAnswerTimes | null> =>
    isOdaId(actorId) ? readStore(loadActorAnswerTimes, actorId) : null,
);

/**
 * The answer times of the samling with the code, or of the newest samling with questions, with the samlinger that
 * have questions (the comparison's choice). Read in the pages' query pool.
 */
export const getSamlingAnswerTimes = (
  code: string | null,
): Promise<{ readonly times: AnswerTimes | null; readonly samlinger: readonly PeriodLabel[] }> =>
  readStore(loadSamlingAnswerTimes, code);
