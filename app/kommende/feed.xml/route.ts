import { upcomingFeedResponse } from '@/lib/export/feed-response';

/** The votes expected at the upcoming sittings as an Atom feed (RFC 4287). */
export async function GET() {
  return upcomingFeedResponse();
}
