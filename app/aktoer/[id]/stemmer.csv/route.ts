import { actorVotesResponse } from '@/lib/export/actor-votes-response';

/** Every ballot of a member as CSV: `;`-separated, UTF-8 with BOM, CRLF (see lib/format/csv.ts). */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  return actorVotesResponse((await params).id);
}
