import { defineMessages } from '@/lib/i18n/locale';

/** Texts of the search page itself (app/soeg): heading and metadata. */
export const searchPageMessages = defineMessages({
  da: {
    title: 'Søg',
    titleWithQuery: 'Søg: {q}',
    heading: 'Søg i sager, dokumenter og aktører',
    intro:
      'Søg efter ord i sagernes titler og resuméer, i dokumenttitler og spørgsmåls ordlyd og i politikernes navne, eller find en sag på dens nummer.',
    description:
      'Søg i Folketingets sager, dokumenter og aktører efter ord, samling, sagstype, status og dato.',
  },
  en: {
    title: 'Search',
    titleWithQuery: 'Search: {q}',
    heading: 'Search cases, documents and actors',
    intro:
      'Search for words in case titles and summaries, document titles and the wording of questions, and politicians’ names, or find a case by its number.',
    description:
      'Search the Folketing’s cases, documents and actors by words, session, case type, status and date.',
  },
});
