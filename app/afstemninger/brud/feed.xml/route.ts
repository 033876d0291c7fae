import { rebellionsFeedResponse } from '@/lib/export/feed-response';

/** The latest breaks with the party, with the rebellions page's filters, as an Atom feed (RFC 4287). */
export async function GET(request: Request) {
  return rebellionsFeedResponse(request);
}
