import { caseFeedResponse } from '@/lib/export/feed-response';

/** A case's steps and votes as an Atom feed (RFC 4287). */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  return caseFeedResponse((await params).id);
}
