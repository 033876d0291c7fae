'use client';

import { useLocale, useMessages } from '@/components/ui/LocaleProvider';
import type { SearchResultsSummary } from '@/lib/data/search/types';
import { formatCount } from '@/lib/format/numbers';
import { defineMessages, format } from '@/lib/i18n/locale';
import type { SearchState } from '@/lib/url-state/search';
import { SearchSortLinks } from './SearchSortLinks';
import { SpeechFilterNotes } from './SpeechFilterNotes';

const messages = defineMessages({
  da: {
    sager: '{n} sager',
    dokumenter: '{n} dokumenter',
    taler: '{n} taler',
    aktoerer: '{n} aktører',
    sager1: '1 sag',
    dokumenter1: '1 dokument',
    taler1: '1 tale',
    aktoerer1: '1 aktør',
    capped: 'Over {n}',
    newest: 'Nyeste først.',
    byName: 'Personer først, de senest aktive først.',
    sager0: 'Ingen sager.',
    dokumenter0: 'Ingen dokumenter.',
    taler0: 'Ingen taler.',
    aktoerer0: 'Ingen aktører.',
    pastEnd: 'Der er ingen resultater på denne side.',
    short:
      'Skriv mindst 3 tegn for at søge i sager og dokumenter. En søgning på 1–2 tegn finder kun partier og grupper på deres forkortelse (fx “S” eller “EL”) under Aktører.',
    ignored: 'Ord under 3 tegn indgår ikke i søgningen: {words}.',
    cappedHint: 'Tilføj flere ord eller filtre for at finde færre.',
    browse: 'Uden søgeord vises alle sager, der passer til filtrene.',
    needWords: 'Skriv et eller flere ord for at søge.',
    caseNumber: 'Sager med nummeret fra alle samlinger, der passer til filtrene, og deres dokumenter.',
    scopeDocuments:
      'Samling og datoer gælder dokumenternes dato; sagstype og status de sager, dokumenterne hører til.',
    scopeActors: 'Filtrene gælder ikke aktører.',
    scopeSpeeches: 'Sagstype og status gælder ikke taler; samling og datoer gælder mødets dato.',
    speechWords:
      'Hvert ord findes også bøjet (skat: skatten, skatter); tekst i anførselstegn søges som en frase. Æ og ø kan skrives ae og oe.',
    speechCaseNumber: 'Taler under dagsordenspunkter om sager med nummeret.',
    browseSpeeches: 'Uden søgeord vises de nyeste taler, der passer til filtrene.',
    corrected: 'Viser resultater for',
    correctedHint: 'Ingen sager eller dokumenter indeholder {q}.',
  },
  en: {
    sager: '{n} cases',
    dokumenter: '{n} documents',
    taler: '{n} speeches',
    aktoerer: '{n} actors',
    sager1: '1 case',
    dokumenter1: '1 document',
    taler1: '1 speech',
    aktoerer1: '1 actor',
    capped: 'Over {n}',
    newest: 'Newest first.',
    byName: 'Persons first, the most recently active first.',
    sager0: 'No cases.',
    dokumenter0: 'No documents.',
    taler0: 'No speeches.',
    aktoerer0: 'No actors.',
    pastEnd: 'There are no results on this page.',
    short:
      'Type at least 3 characters to search cases and documents. A search of 1–2 characters only finds parties and groups by their abbreviation (e.g. “S” or “EL”) under Actors.',
    ignored: 'Words under 3 characters are left out of the search: {words}.',
    cappedHint: 'Add words or filters to find fewer.',
    browse: 'Without search words, every case passing the filters is listed.',
    needWords: 'Type one or more words to search.',
    caseNumber: 'Cases with that number from every session passing the filters, and their documents.',
    scopeDocuments:
      "Session and dates apply to the documents' dates; case type and status to the cases they belong to.",
    scopeActors: 'The filters do not apply to actors.',
    scopeSpeeches:
      "Case type and status do not apply to speeches; session and dates apply to the sitting's date.",
    speechWords:
      'Each word is also found inflected (skat: skatten, skatter); text in quotes is searched as a phrase. Æ and ø may be typed ae and oe.',
    speechCaseNumber: 'Speeches on agenda items about cases with that number.',
    browseSpeeches: 'Without search words, the newest speeches passing the filters are listed.',
    corrected: 'Showing results for',
    correctedHint: 'No case or document holds {q}.',
  },
});

/**
 * The result count (announced to screen readers when it changes) and what the reader should know about how the
 * text was read: short words left out, counting stopped, which filters apply to the scope.
 */
export function SearchSummary({
  state,
  results,
  busy,
}: {
  state: SearchState;
  results: SearchResultsSummary;
  busy: boolean;
}) {
  const t = useMessages(messages);
  const locale = useLocale();
  const count = results.counts[results.scope] ?? { n: 0, capped: false };
  const n = formatCount(locale, count.n);
  const countText =
    count.n === 0
      ? t[`${results.scope}0`]
      : count.capped
        ? format(t[results.scope], { n: format(t.capped, { n }) })
        : count.n === 1
          ? t[`${results.scope}1`]
          : format(t[results.scope], { n });
  const notes: string[] = [];
  if (results.mode === 'short') notes.push(t.short);
  if (results.mode === 'words' && results.ignored.length > 0)
    notes.push(format(t.ignored, { words: results.ignored.join(', ') }));
  if (results.mode === 'case-number')
    notes.push(results.scope === 'taler' ? t.speechCaseNumber : t.caseNumber);
  if (results.mode === 'words' && results.scope === 'taler') notes.push(t.speechWords);
  if (results.mode === 'empty')
    notes.push(
      results.scope === 'sager' ? t.browse : results.scope === 'taler' ? t.browseSpeeches : t.needWords,
    );
  if (count.capped) notes.push(t.cappedHint);
  if (state.hasFilters && results.scope === 'dokumenter') notes.push(t.scopeDocuments);
  if (state.hasFilters && results.scope === 'aktoerer') notes.push(t.scopeActors);
  if (results.scope === 'taler' && (state.filters.sagstype !== null || state.filters.status !== null))
    notes.push(t.scopeSpeeches);
  const pastEnd = count.n > 0 && results.page > results.pageCount;
  // Relevance orders case hits for words; everything else has one order, said in words.
  const sortable = (results.scope === 'sager' || results.scope === 'taler') && results.mode === 'words';
  return (
    <div className="space-y-1">
      {results.correction ? (
        <p className="text-base">
          {t.corrected} <strong className="font-semibold">{results.correction}</strong>.{' '}
          <span className="text-sm text-stone-700">{format(t.correctedHint, { q: `“${state.q}”` })}</span>
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <p role="status" aria-live="polite" className="font-semibold">
          {countText}
          {count.n > 0 && !sortable ? (
            <span className="font-normal text-stone-700">
              {' '}
              {results.scope === 'aktoerer' ? t.byName : t.newest}
            </span>
          ) : null}
          {busy ? <span className="sr-only"> …</span> : null}
        </p>
        {sortable && count.n > 1 ? <SearchSortLinks state={state} /> : null}
      </div>
      {results.scope === 'taler' ? <SpeechFilterNotes state={state} names={results.speechFilters} /> : null}
      {pastEnd ? <p className="text-stone-700">{t.pastEnd}</p> : null}
      {notes.map((note) => (
        <p key={note} className="max-w-prose text-sm text-stone-800">
          {note}
        </p>
      ))}
    </div>
  );
}
