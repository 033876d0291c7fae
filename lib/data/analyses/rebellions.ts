import 'server-only';
import { readStore } from '@/lib/data/store-read';
import { loadRebellionFilterOptions, loadRebellions } from './rebellions-load';
import type { RebellionFilterOptions, RebellionFilters, RebellionPage } from './types';

export { REBELLION_PAGE_SIZE } from './rebellions-load';

/**
 * One page of the latest breaks with the party line — members who voted otherwise than their party group's
 * majority — newest vote first, filtered by party, samling and member (lib/data/analyses/rebellions-load.ts). Callers render
 * at request time (`await connection()`): the store file is only known then.
 * @throws StoreMissingError when the store file does not exist.
 */
export async function getRebellions(filters: RebellionFilters): Promise<RebellionPage> {
  return readStore(loadRebellions, filters);
}

/** The parties and samlinger with at least one break: the choices of the rebellions page's filters. */
export async function getRebellionFilterOptions(): Promise<RebellionFilterOptions> {
  return readStore(loadRebellionFilterOptions);
}
