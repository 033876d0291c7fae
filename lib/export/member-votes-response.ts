import 'server-only';
import { getVote } from '@/lib/data/votes/vote';
import { parseIdSegment } from '@/lib/routes';
import { StoreMissingError } from '@/lib/store/open-store';
import { downloadHeaders, memberVotesCsv, memberVotesJson } from './member-votes';
import { plainResponse, STORE_MISSING_TEXT } from './plain-response';

const notFoundText = (segment: string) => `Der er ingen afstemning med id »${segment}«.\n`;

/**
 * The response of `/afstemning/<id>/stemmer.csv` and `.json`: the member votes as a download, 404 with a sentence
 * for an unknown or malformed id, 503 when the store is missing.
 */
export async function memberVotesResponse(segment: string, format: 'csv' | 'json'): Promise<Response> {
  const id = parseIdSegment(segment);
  try {
    const vote = id === null ? null : await getVote(id);
    if (!vote) return plainResponse(notFoundText(segment.slice(0, 40)), 404);
    const file = format === 'csv' ? memberVotesCsv(vote) : memberVotesJson(vote);
    return new Response(file.body, { headers: downloadHeaders(file) });
  } catch (error) {
    if (error instanceof StoreMissingError) return plainResponse(STORE_MISSING_TEXT, 503);
    throw error;
  }
}
