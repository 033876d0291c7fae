'use client';

import { lazy, Suspense } from 'react';
import { useLocale, useMessages } from '@/components/ui/LocaleProvider';
import type { SearchResultsSummary } from '@/lib/data/search/types';
import { formatCount } from '@/lib/format/numbers';
import { defineMessages, format } from '@/lib/i18n/locale';
import type { SearchState } from '@/lib/url-state/search';
import { SearchSortLinks } from './SearchSortLinks';
import type { NoteKey } from './search-note-keys';

/**
 * The speech tab's notes come as a chunk of their own, fetched only when that tab shows them: the other tabs'
 * first load stays within the page's script budget (e2e/search-weight.spec.ts).
 */
const SearchNotes = lazy(() => import('./SearchNotes').then((m) => ({ default: m.SearchNotes })));
const SpeechTabNotes = lazy(() => import('./SpeechTabNotes').then((m) => ({ default: m.SpeechTabNotes })));

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
  // Which notes apply is decided here; their words come in a chunk of their own (SearchNotes), loaded only when a
  // note is shown. The speech tab's own notes come with its chunk (SpeechTabNotes).
  const notes: NoteKey[] = [];
  if (results.mode === 'short') notes.push('short');
  if (results.mode === 'words' && results.ignored.length > 0) notes.push('ignored');
  if (results.mode === 'case-number' && results.scope !== 'taler') notes.push('caseNumber');
  if (results.mode === 'empty' && results.scope !== 'taler')
    notes.push(results.scope === 'sager' ? 'browse' : 'needWords');
  if (count.capped) notes.push('cappedHint');
  if (state.hasFilters && results.scope === 'dokumenter') notes.push('scopeDocuments');
  if (state.hasFilters && results.scope === 'aktoerer') notes.push('scopeActors');
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
      {results.scope === 'taler' ? (
        <Suspense fallback={null}>
          <SpeechTabNotes state={state} mode={results.mode} names={results.speechFilters} />
        </Suspense>
      ) : null}
      {pastEnd ? <p className="text-stone-700">{t.pastEnd}</p> : null}
      {notes.length > 0 ? (
        <Suspense fallback={null}>
          <SearchNotes notes={notes} ignored={results.ignored} />
        </Suspense>
      ) : null}
    </div>
  );
}
