import { questionListFeedResponse } from '@/lib/export/question-list-response';

/** The newest questions to ministers and answers, with the question list's filters, as an Atom feed (RFC 4287). */
export async function GET(request: Request) {
  return questionListFeedResponse(request);
}
