import 'server-only';
import { loadCurrentFolketing } from '@/lib/data/actors/actor-current-load';
import { readStore } from '@/lib/data/store-read';
import type { ActorListItem, ActorSearchOptions, CurrentFolketing, Paged } from '@/lib/data/types';
import type { ActorSearch } from '@/lib/url-state/actor-search';
import { loadActorSearch, loadActorSearchOptions } from './actor-search-load';

/**
 * One page of actors matching a search: the name contains the text (case-insensitively, æ, ø and å included),
 * of the chosen type, in the chosen party and samling (see lib/store/actor-search.ts for what those mean for
 * persons and for other actors). Names starting with the text come first, then Danish alphabetical order. Read in
 * the pages' query pool (actor-search-load.ts).
 */
export async function searchActors(search: ActorSearch): Promise<Paged<ActorListItem>> {
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
export async function getCurrentFolketing(search: ActorSearch): Promise<CurrentFolketing> {
  return readStore(loadCurrentFolketing, { query: search.query, party: search.party, period: search.period });
}
