import { actorFeedResponse } from '@/lib/export/feed-response';

/** A member's newest ballots as an Atom feed (RFC 4287). */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  return actorFeedResponse((await params).id);
}
