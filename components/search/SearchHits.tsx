import type { SearchResults } from '@/lib/data/search/types';
import { defineMessages, type Locale } from '@/lib/i18n/locale';
import { ActorHitList, CaseHitList, DocumentHitList } from './SearchHitLists';
import { SpeechHitList } from './SpeechHitList';

const messages = defineMessages({
  da: { politicians: 'Politikere', cases: 'Sager' },
  en: { politicians: 'Politicians', cases: 'Cases' },
});

/**
 * The hits of the scope shown (cases, documents, speeches or actors); the first page of cases leads with the politicians the
 * words name (one search box: "Leif Damgaard" shows him above the cases that mention him). The server renders them
 * for the address it answers (app/soeg/page.tsx), so the first screen needs no JavaScript; the browser draws them
 * with the same components for the states the reader moves to (loaded with the search's interactive layer,
 * components/search/live-search.ts).
 */
export function SearchHits({ results, locale }: { results: SearchResults; locale: Locale }) {
  const { terms } = results;
  const t = messages[locale];
  if (results.scope === 'sager' && results.actors.length > 0) {
    return (
      <div className="space-y-4">
        <section aria-labelledby="soeg-politikere" className="space-y-1">
          <h3 id="soeg-politikere" className="text-sm font-semibold uppercase tracking-wide text-stone-700">
            {t.politicians}
          </h3>
          <ActorHitList hits={results.actors} terms={terms} locale={locale} />
        </section>
        {results.cases.length > 0 ? (
          <section aria-labelledby="soeg-sager" className="space-y-1">
            <h3 id="soeg-sager" className="text-sm font-semibold uppercase tracking-wide text-stone-700">
              {t.cases}
            </h3>
            <CaseHitList hits={results.cases} terms={terms} locale={locale} />
          </section>
        ) : null}
      </div>
    );
  }
  if (results.scope === 'sager' && results.cases.length > 0)
    return <CaseHitList hits={results.cases} terms={terms} locale={locale} />;
  if (results.scope === 'dokumenter' && results.documents.length > 0)
    return <DocumentHitList hits={results.documents} terms={terms} locale={locale} />;
  if (results.scope === 'taler' && results.speeches.length > 0)
    return <SpeechHitList hits={results.speeches} terms={terms} locale={locale} />;
  if (results.scope === 'aktoerer' && results.actors.length > 0)
    return <ActorHitList hits={results.actors} terms={terms} locale={locale} />;
  return null;
}
