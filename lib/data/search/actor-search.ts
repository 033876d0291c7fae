import 'server-only';
import { loadCurrentFolketing } from '@/lib/data/actors/actor-current-load';
import type { ActorListItem, CurrentFolketing } from '@/lib/data/actors/types';
import { readStore } from '@/lib/data/store-read';
import type { Paged } from '@/lib/data/types';
import type { ActorFilter } from './actor-search-load';
import { loadActorSearch, loadActorSearchOptions } from './actor-search-load';
import type { ActorSearchOptions } from './types';

/** The actor list's state as plain data (lib/url-state/actor-search.ts reads it from the address). */
export interface ActorListQuery {
  readonly query: string | null;
  readonly typeId: ActorFilter['type'];
  readonly memberStatus: ActorFilter['status'];
  readonly party: string | null;
  readonly period: string | null;
  readonly page: number;
}

/**
 * One page of actors matching a search: the name contains the text (case-insensitively, æ, ø and å included),
 * of the chosen type, in the chosen party and samling (see lib/store/actor-search.ts for what those mean for
 * persons and for other actors). Names starting with the text come first, then Danish alphabetical order. Read in
 * the pages' query pool (actor-search-load.ts).
 */
export async function searchActors(search: ActorListQuery): Promise<Paged<ActorListItem>> {
  const filter = {
    query: search.query,
    type: search.typeId,
    party: search.party,
    period: search.period,
    status: search.memberStatus,
  };
  return readStore(loadActorSearch, filter, search.page);
}

/** The party and samling choices of the actor list's filters. Read in the pages' query pool. */
export async function getActorSearchOptions(): Promise<ActorSearchOptions> {
  return readStore(loadActorSearchOptions);
}

/**
 * The members of the Folketing on the data's today by party group, largest first, filtered by the search's name,
 * party and samling (actor-current-load.ts). Read in the pages' query pool.
 */
export async function getCurrentFolketing(search: ActorListQuery): Promise<CurrentFolketing> {
  return readStore(loadCurrentFolketing, { query: search.query, party: search.party, period: search.period });
}
