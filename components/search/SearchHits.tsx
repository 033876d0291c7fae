import type { SearchResults } from '@/lib/data/types';
import { getLocale } from '@/lib/i18n/server';
import { ActorHitList, CaseHitList, DocumentHitList } from './SearchHitLists';

/**
 * The hits of the scope shown (cases, documents or actors), rendered on the server for each address of the search
 * (app/soeg/page.tsx hands them to SearchApp): no code of theirs goes to the browser.
 */
export async function SearchHits({ results }: { results: SearchResults }) {
  const locale = await getLocale();
  const { terms } = results;
  if (results.scope === 'sager' && results.cases.length > 0)
    return <CaseHitList hits={results.cases} terms={terms} locale={locale} />;
  if (results.scope === 'dokumenter' && results.documents.length > 0)
    return <DocumentHitList hits={results.documents} terms={terms} locale={locale} />;
  if (results.scope === 'aktoerer' && results.actors.length > 0)
    return <ActorHitList hits={results.actors} terms={terms} locale={locale} />;
  return null;
}
