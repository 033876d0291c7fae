import 'server-only';
import { getActor } from '@/lib/data/actors/actor';
import { getAllActorVotes, getVotingRecord } from '@/lib/data/actors/actor-votes';
import { parseIdSegment } from '@/lib/routes';
import { StoreMissingError } from '@/lib/store/open-store';
import { ActorVoteRecord } from '@/lib/url-state/actor-vote-record';
import { actorVotesCsv } from './actor-votes';
import { downloadHeaders } from './member-votes';
import { plainResponse, STORE_MISSING_TEXT } from './plain-response';

const TEXT = {
  notFound: (segment: string) => `Der er ingen aktør med id »${segment}«.\n`,
  noVotes: (id: number) => `Aktør ${id} har ingen stemmer i Folketingssalen i dataene.\n`,
} as const;

/**
 * The response of `/aktoer/<id>/stemmer.csv`: a member's ballots as a download — every one, newest first, or those
 * the query's filters choose in its order (the vote record page's state, lib/url-state/actor-vote-record.ts; a
 * filter that matches nothing gives the header row alone); 404 with a sentence for an unknown or malformed id and
 * for an actor with no ballots (not a member, or never voted), 503 when the store is missing.
 */
export async function actorVotesResponse(segment: string, url: URL): Promise<Response> {
  const id = parseIdSegment(segment);
  try {
    const actor = id === null ? null : await getActor(id);
    if (id === null || !actor) return plainResponse(TEXT.notFound(segment.slice(0, 40)), 404);
    const filter = ActorVoteRecord.fromUrl(id, url).toFilter();
    const votes = actor.kind === 'person' ? await getAllActorVotes(id, filter) : [];
    if (votes.length === 0 && (actor.kind !== 'person' || (await hasNoBallots(id))))
      return plainResponse(TEXT.noVotes(id), 404);
    const file = actorVotesCsv(actor, votes);
    return new Response(file.body, { headers: downloadHeaders(file) });
  } catch (error) {
    if (error instanceof StoreMissingError) return plainResponse(STORE_MISSING_TEXT, 503);
    throw error;
  }
}

/** The member has no ballot at all (by the voting record's counts). */
async function hasNoBallots(id: number): Promise<boolean> {
  const record = await getVotingRecord(id);
  const { for: yes, against, abstain, absent } = record.totals;
  return yes + against + abstain + absent + record.unknown === 0;
}
