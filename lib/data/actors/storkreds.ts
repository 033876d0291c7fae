import 'server-only';
import { cache } from 'react';
import { readStore } from '@/lib/data/store-read';
import { loadStorkredse } from './storkreds-load';
import type { Storkredse } from './types';

/**
 * The members of the Folketing on the data's today by storkreds, and within each by party (storkreds-load.ts).
 * Read in the pages' query pool; memoised per request.
 */
export const getStorkredse = cache(async (): Promise<Storkredse> => readStore(loadStorkredse));
