'use client';

import { useMessages } from '@/components/ui/LocaleProvider';
import { defineMessages, format } from '@/lib/i18n/locale';
import type { NoteKey } from './search-note-keys';

const messages = defineMessages({
  da: {
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
  },
  en: {
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
  },
});

/**
 * What the reader should know about how the search read the text and which filters apply (the summary decides which
 * notes apply: components/search/SearchSummary.tsx). A chunk of its own, loaded only when a note is shown, so a plain
 * search stays within the page's script budget (e2e/search-weight.spec.ts).
 */
export function SearchNotes({ notes, ignored }: { notes: readonly NoteKey[]; ignored: readonly string[] }) {
  const t = useMessages(messages);
  return notes.map((key) => (
    <p key={key} className="max-w-prose text-sm text-stone-800">
      {key === 'ignored' ? format(t.ignored, { words: ignored.join(', ') }) : t[key]}
    </p>
  ));
}
