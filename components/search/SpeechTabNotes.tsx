'use client';

import { useLocale, useMessages } from '@/components/ui/LocaleProvider';
import type { SearchFilters, SearchResultsSummary } from '@/lib/data/search/types';
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
  },
});

/**
 * The speech filters set by a link (a politician's page, a case's debate: `person`, `parti`, `sag`), named in words,
 * each with a link that removes it alone; nothing when none is set.
 */
export function SpeechFilterNotes({
  state,
  names,
}: {
  state: SearchState;
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
  if (notes.length === 0) return null;
  return (
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
  );
}
