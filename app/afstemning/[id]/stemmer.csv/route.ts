import { memberVotesResponse } from '@/lib/export/member-votes-response';

/** The member votes as CSV: `;`-separated, UTF-8 with BOM, CRLF (see lib/format/csv.ts). */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  return memberVotesResponse((await params).id, 'csv');
}
