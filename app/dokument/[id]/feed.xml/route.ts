import { documentFeedResponse } from '@/lib/export/feed-response';

/** A question's answers as an Atom feed (RFC 4287); other documents have none (404). */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  return documentFeedResponse((await params).id);
}
