import type { SearchResults } from '@/lib/data/search/types';
import type { Locale } from '@/lib/i18n/locale';
import { ActorHitList, CaseHitList, DocumentHitList } from './SearchHitLists';

/**
 * The hits of the scope shown (cases, documents or actors). The server renders them for the address it answers
 * (app/soeg/page.tsx), so the first screen needs no JavaScript; the browser draws them with the same components for
 * the states the reader moves to (loaded with the search's interactive layer, components/search/live-search.ts).
 */
export function SearchHits({ results, locale }: { results: SearchResults; locale: Locale }) {
  const { terms } = results;
  if (results.scope === 'sager' && results.cases.length > 0)
    return <CaseHitList hits={results.cases} terms={terms} locale={locale} />;
  if (results.scope === 'dokumenter' && results.documents.length > 0)
    return <DocumentHitList hits={results.documents} terms={terms} locale={locale} />;
  if (results.scope === 'aktoerer' && results.actors.length > 0)
    return <ActorHitList hits={results.actors} terms={terms} locale={locale} />;
  return null;
}
