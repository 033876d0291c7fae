import { searchFeedResponse } from '@/lib/export/feed-response';

/** A search's newest hits (cases or documents) as an Atom feed (RFC 4287). */
export async function GET(request: Request) {
  return searchFeedResponse(request);
}
