import 'server-only';
import { getActor } from '@/lib/data/actor';
import { getAllActorVotes } from '@/lib/data/actor-votes';
import { parseIdSegment } from '@/lib/routes';
import { StoreMissingError } from '@/lib/store/open-store';
import { actorVotesCsv } from './actor-votes';
import { downloadHeaders } from './member-votes';
import { plainResponse, STORE_MISSING_TEXT } from './plain-response';

const TEXT = {
  notFound: (segment: string) => `Der er ingen aktør med id »${segment}«.\n`,
  noVotes: (id: number) => `Aktør ${id} har ingen stemmer i Folketingssalen i dataene.\n`,
} as const;

/**
 * The response of `/aktoer/<id>/stemmer.csv`: every ballot of a member as a download, newest first; 404 with a
 * sentence for an unknown or malformed id and for an actor with no ballots (not a member, or never voted), 503
 * when the store is missing.
 */
export async function actorVotesResponse(segment: string): Promise<Response> {
  const id = parseIdSegment(segment);
  try {
    const actor = id === null ? null : await getActor(id);
    if (id === null || !actor) return plainResponse(TEXT.notFound(segment.slice(0, 40)), 404);
    const votes = actor.kind === 'person' ? await getAllActorVotes(id) : [];
    if (votes.length === 0) return plainResponse(TEXT.noVotes(id), 404);
    const file = actorVotesCsv(actor, votes);
    return new Response(file.body, { headers: downloadHeaders(file) });
  } catch (error) {
    if (error instanceof StoreMissingError) return plainResponse(STORE_MISSING_TEXT, 503);
    throw error;
  }
}
