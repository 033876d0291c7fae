'use client';

import { useLocale, useMessages } from '@/components/ui/LocaleProvider';
import type { SearchFilters, SearchMode, SearchResultsSummary } from '@/lib/data/search/types';
import { defineMessages, format } from '@/lib/i18n/locale';
import { localePath } from '@/lib/routes';
import type { SearchState } from '@/lib/url-state/search';
import { useSearchNavigation } from './use-search-navigation';

const messages = defineMessages({
  da: {
    label: 'Filtre på taler',
    person: 'Taler af {name}',
    unknownPerson: 'Taler af aktør {id}',
    party: 'Partiet {code}',
    case: 'Under sag {name}',
    unknownCase: 'Under sag {id}',
    remove: 'Fjern',
    removeWhat: 'Fjern filteret: {what}',
    scopeSpeeches: 'Sagstype og status gælder ikke taler; samling og datoer gælder mødets dato.',
    speechWords:
      'Hvert ord findes også bøjet (skat: skatten, skatter); tekst i anførselstegn søges som en frase. Æ og ø kan skrives ae og oe.',
    speechCaseNumber: 'Taler under dagsordenspunkter om sager med nummeret.',
    browseSpeeches: 'Uden søgeord vises de nyeste taler, der passer til filtrene.',
  },
  en: {
    label: 'Speech filters',
    person: 'Speeches by {name}',
    unknownPerson: 'Speeches by actor {id}',
    party: 'Party {code}',
    case: 'On case {name}',
    unknownCase: 'On case {id}',
    remove: 'Remove',
    removeWhat: 'Remove the filter: {what}',
    scopeSpeeches:
      "Case type and status do not apply to speeches; session and dates apply to the sitting's date.",
    speechWords:
      'Each word is also found inflected (skat: skatten, skatter); text in quotes is searched as a phrase. Æ and ø may be typed ae and oe.',
    speechCaseNumber: 'Speeches on agenda items about cases with that number.',
    browseSpeeches: 'Without search words, the newest speeches passing the filters are listed.',
  },
});

/**
 * What the speech tab says of itself, in a chunk of its own that only this tab loads (components/search/SearchSummary.tsx):
 * how its words are read (inflections, phrases, a case number, no words), that case type and status do not apply,
 * and the filters set by a link (a politician's page, a case's debate: `person`, `parti`, `sag`), named in words,
 * each with a link that removes it alone.
 */
export function SpeechTabNotes({
  state,
  mode,
  names,
}: {
  state: SearchState;
  mode: SearchMode;
  names: SearchResultsSummary['speechFilters'];
}) {
  const t = useMessages(messages);
  const locale = useLocale();
  const { onLinkClick } = useSearchNavigation();
  const f = state.filters;
  const notes: { key: keyof SearchFilters; text: string }[] = [];
  if (f.person !== null)
    notes.push({
      key: 'person',
      text: names.person
        ? format(t.person, { name: names.person })
        : format(t.unknownPerson, { id: f.person }),
    });
  if (f.parti) notes.push({ key: 'parti', text: format(t.party, { code: f.parti }) });
  if (f.sag !== null)
    notes.push({
      key: 'sag',
      text: names.case ? format(t.case, { name: names.case }) : format(t.unknownCase, { id: f.sag }),
    });
  const texts: string[] = [];
  if (mode === 'case-number') texts.push(t.speechCaseNumber);
  if (mode === 'words') texts.push(t.speechWords);
  if (mode === 'empty') texts.push(t.browseSpeeches);
  if (f.sagstype !== null || f.status !== null) texts.push(t.scopeSpeeches);
  return (
    <>
      {notes.length > 0 ? (
        <ul aria-label={t.label} className="flex flex-wrap gap-2">
          {notes.map((note) => {
            const target = state.withFilters({ [note.key]: null });
            return (
              <li
                key={note.key}
                className="flex items-center gap-2 rounded-full bg-stone-200 pl-3 text-sm text-stone-900"
              >
                <span>{note.text}</span>
                <a
                  href={localePath(locale, target.toUrl())}
                  onClick={onLinkClick(target)}
                  aria-label={format(t.removeWhat, { what: note.text })}
                  className="target inline-flex items-center rounded-full px-3 text-red-800 underline underline-offset-2"
                >
                  {t.remove}
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}
      {texts.map((text) => (
        <p key={text} className="max-w-prose text-sm text-stone-800">
          {text}
        </p>
      ))}
    </>
  );
}
