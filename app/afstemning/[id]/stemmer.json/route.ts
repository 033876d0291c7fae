import { memberVotesResponse } from '@/lib/export/member-votes-response';

/** The member votes as JSON: `{ afstemningid, dato, stemmer: [{ aktørid, navn, parti, stemme }] }`. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  return memberVotesResponse((await params).id, 'json');
}
