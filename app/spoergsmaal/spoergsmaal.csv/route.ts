import { questionListExportResponse } from '@/lib/export/question-list-response';

/**
 * The question list with its filters as CSV: `;`-separated, UTF-8 with BOM, CRLF (see lib/format/csv.ts); every
 * question the filters in the query choose (lib/url-state/question-search.ts), in the list's order.
 */
export async function GET(request: Request) {
  return questionListExportResponse(request);
}
