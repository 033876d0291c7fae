import { voteListFeedResponse } from '@/lib/export/feed-response';

/** The newest votes, with the vote list's filters, as an Atom feed (RFC 4287). */
export async function GET(request: Request) {
  return voteListFeedResponse(request);
}
