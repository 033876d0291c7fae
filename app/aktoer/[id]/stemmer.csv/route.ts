import { actorVotesResponse } from '@/lib/export/actor-votes-response';

/**
 * A member's ballots as CSV: `;`-separated, UTF-8 with BOM, CRLF (see lib/format/csv.ts); every ballot, or those
 * the vote record's filters in the query choose (lib/url-state/actor-vote-record.ts), in its order.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return actorVotesResponse((await params).id, new URL(request.url));
}
