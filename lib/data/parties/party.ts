import 'server-only';
import { cache } from 'react';
import { takeRecord } from '@/lib/data/record-handoff';
import { readStore } from '@/lib/data/store-read';
import { loadParty, loadPartyOverview } from './party-load';
import type { PartyLookup, PartyOverview } from './types';

/**
 * What `/parti/<segment>` is: a party with its members now, figures per samling and agreement with the other
 * parties; or the code in ODA's case to redirect to; or the independents; or unknown (party-load.ts). Once per
 * request (the page and its metadata ask alike). Read in the pages' query pool.
 */
export const getParty = cache(
  async (segment: string): Promise<PartyLookup> =>
    (await takeRecord('party', segment)) ?? readStore(loadParty, segment),
);

/**
 * The parties now and the agreement matrix of one samling (by `Periode.kode`; null: the newest with votes).
 * Read in the pages' query pool.
 */
export async function getPartyOverview(periodCode: string | null): Promise<PartyOverview> {
  return readStore(loadPartyOverview, periodCode);
}
