import 'server-only';
import {
  getQuestionExport,
  getQuestionFeed,
  getQuestionFilterOptions,
} from '@/lib/data/questions/question-list';
import { questionsFeed } from '@/lib/feed/question-feed';
import { getLocale } from '@/lib/i18n/server';
import { QuestionSearch } from '@/lib/url-state/question-search';
import { invalidQuestionFilterText, questionFilterNames } from '@/lib/wording/question-filters';
import { atomResponse, contextOf, guarded } from './feed-response';
import { downloadHeaders } from './member-votes';
import { plainResponse } from './plain-response';
import { questionListCsv } from './question-list';

/** 400 with a sentence per invalid filter value (in the address's language), or null when every value is valid. */
async function invalidFilters(query: URLSearchParams): Promise<Response | null> {
  const invalid = QuestionSearch.invalidParams(query);
  if (invalid.length === 0) return null;
  const { problems, hint } = invalidQuestionFilterText(invalid, await getLocale());
  return plainResponse(`${[...problems, hint].join('\n')}\n`, 400);
}

/**
 * `/spoergsmaal/spoergsmaal.csv?…`: every question the list's filters choose, in the list's order (without its
 * page), as CSV (lib/export/question-list.ts); a filter that matches nothing gives the header row alone; 400 for an
 * invalid filter value, 503 when the store is missing.
 */
export function questionListExportResponse(request: Request): Promise<Response> {
  return guarded(async () => {
    const query = new URL(request.url).searchParams;
    const invalid = await invalidFilters(query);
    if (invalid) return invalid;
    const search = QuestionSearch.fromUrl(query).withPage(1);
    const file = questionListCsv(await getQuestionExport(search.toFilters()), search.toSearchParams());
    return new Response(file.body, { headers: downloadHeaders(file) });
  });
}

/**
 * `/spoergsmaal/feed.xml?…`: the newest activity (a question asked or answered) among the questions the list's
 * filters choose (lib/feed/question-feed.ts); 400 for an invalid filter value, 503 when the store is missing.
 */
export function questionListFeedResponse(request: Request): Promise<Response> {
  return guarded(async () => {
    const query = new URL(request.url).searchParams;
    const invalid = await invalidFilters(query);
    if (invalid) return invalid;
    const search = QuestionSearch.fromUrl(query).withPage(1).withSort('newest');
    const [questions, options, context] = await Promise.all([
      getQuestionFeed(search.toFilters()),
      getQuestionFilterOptions(),
      contextOf(),
    ]);
    const names = questionFilterNames(search, options, context.locale);
    return atomResponse(questionsFeed(questions, search, names, context));
  });
}
