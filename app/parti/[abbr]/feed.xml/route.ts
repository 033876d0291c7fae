import { partyFeedResponse } from '@/lib/export/feed-response';

/** A party's latest votes, with the side it took on each, as an Atom feed (RFC 4287). */
export async function GET(_request: Request, { params }: { params: Promise<{ abbr: string }> }) {
  return partyFeedResponse((await params).abbr);
}
