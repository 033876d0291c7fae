import 'server-only';
import { cache } from 'react';
import { takeRecord } from '@/lib/data/record-handoff';
import { readStore } from '@/lib/data/store-read';
import type { PeriodLabel } from '@/lib/data/types';
import { loadActor, loadActorMembers, loadActorSiblings, loadPoliticianProfile } from './actor-load';
import { loadActorOffices } from './actor-offices-load';
import type { ActorLink, ActorOffices, ActorSummary, PoliticianProfile } from './types';

/**
 * One actor's record, or null when there is none (actor-load.ts shapes it). Read in the pages' query pool;
 * memoised per request: the page, its metadata and its panels share one read. Callers render at request time
 * (`await connection()`).
 * @throws StoreMissingError when the store file does not exist.
 */
export const getActor = cache(
  async (id: number): Promise<ActorSummary | null> =>
    (await takeRecord('actor', id)) ?? readStore(loadActor, id),
);

/**
 * A person's party history, committee seats, minister posts and other roles, and the parsed biografi. Read in the
 * pages' query pool; memoised per request.
 */
export const getPoliticianProfile = cache(
  async (id: number): Promise<PoliticianProfile> => readStore(loadPoliticianProfile, id),
);

/**
 * The actors linked to this one (`tilaktørid`): a group's or committee's members, a title's holders. Read in the
 * pages' query pool; memoised per request.
 */
export const getActorMembers = cache(
  async (id: number): Promise<ActorLink[]> => readStore(loadActorMembers, id),
);

/** The same group or committee in other samlinger (a new Aktør each samling), newest first. Memoised per request. */
export const getActorSiblings = cache(
  async (
    actor: Pick<ActorSummary, 'typeId' | 'name' | 'period'>,
  ): Promise<{ readonly id: number; readonly period: PeriodLabel }[]> => {
    if (actor.period === null || actor.name === null) return [];
    return readStore(loadActorSiblings, actor.typeId, actor.name);
  },
);

/**
 * A person's offices on the data's today — minister posts (the government's rule, lib/store/government.ts), then
 * chairs (actor-offices-load.ts). Read in the pages' query pool; memoised per request.
 */
export const getActorOffices = cache(
  async (id: number): Promise<ActorOffices> => readStore(loadActorOffices, id),
);
