import { defineMessages } from '@/lib/i18n/locale';

/** Texts of the case search box (HomeSearch) on the home page and the 404 pages. */
export const searchBoxMessages = defineMessages({
  da: {
    searchLabel: 'Søg i sager',
    searchHint: 'Fx et lovforslagsnummer (L 12) eller et ord fra titlen.',
    searchButton: 'Søg',
    searchForm: 'Søg i Folketingets sager',
  },
  en: {
    searchLabel: 'Search cases',
    searchHint: 'E.g. a bill number (L 12) or a word from the title. Case data is in Danish.',
    searchButton: 'Search',
    searchForm: 'Search the Folketing’s cases',
  },
});
