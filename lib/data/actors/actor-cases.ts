import 'server-only';
import { readStore } from '@/lib/data/store-read';
import type { Paged } from '@/lib/data/types';
import { loadActorCases, loadActorDocuments } from './actor-cases-load';
import type { ActorCase, ActorDocument } from './types';

/** The SagAktørRolle a committee has on the cases referred to it (docs/oda.md#case-actor-roles). */
export const REFERRED_TO = 'Henvist til';

/**
 * One page of the cases an actor is linked to (`SagAktør`), newest case first. With `role` (a SagAktørRolle
 * name, e.g. {@link REFERRED_TO}) only the cases where the actor has that role; a role the data does not know
 * gives an empty page rather than every case. Read in the pages' query pool (actor-cases-load.ts).
 */
export async function getActorCases(
  actorId: number,
  options: { readonly page?: number; readonly role?: string } = {},
): Promise<Paged<ActorCase>> {
  return readStore(loadActorCases, actorId, options);
}

/** One page of the documents an actor is linked to (`DokumentAktør`), newest first. Read in the pages' query pool. */
export async function getActorDocuments(actorId: number, page = 1): Promise<Paged<ActorDocument>> {
  return readStore(loadActorDocuments, actorId, page);
}
