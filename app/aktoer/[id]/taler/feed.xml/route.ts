import { actorSpeechFeedResponse } from '@/lib/export/feed-response';

/** A politician's newest speeches as an Atom feed (RFC 4287). */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  return actorSpeechFeedResponse((await params).id);
}
