import 'server-only';
import { cache } from 'react';
import { takeRecord } from '@/lib/data/record-handoff';
import { readStore } from '@/lib/data/store-read';
import { isOdaId } from '@/lib/model/oda-ids';
import type { VoteDetail } from './types';
import { loadVote } from './vote-load';

/**
 * One vote, whole (vote-load.ts says what it holds); null when there is no vote with the id. Read in the pages'
 * query pool; memoised per request, so a page and its metadata read once.
 * @throws StoreMissingError when the store file does not exist.
 */
export const getVote = cache(
  async (id: number): Promise<VoteDetail | null> =>
    isOdaId(id) ? ((await takeRecord('vote', id)) ?? readStore(loadVote, id)) : null,
);
