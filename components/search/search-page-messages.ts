import { defineMessages } from '@/lib/i18n/locale';

/** Texts of the search page itself (app/soeg): heading and metadata. */
export const searchPageMessages = defineMessages({
  da: {
    title: 'Søg',
    titleWithQuery: 'Søg: {q}',
    heading: 'Søg i sager, dokumenter, taler og aktører',
    intro:
      'Søg efter ord i sagernes titler og resuméer, i dokumenttitler og spørgsmåls ordlyd, i hvad der er sagt i Folketingssalen og i politikernes navne, eller find en sag på dens nummer.',
    description:
      'Søg i Folketingets sager, dokumenter, taler og aktører efter ord, samling, sagstype, status, taler, parti og dato.',
  },
  en: {
    title: 'Search',
    titleWithQuery: 'Search: {q}',
    heading: 'Search cases, documents, speeches and actors',
    intro:
      'Search for words in case titles and summaries, document titles and the wording of questions, what was said in the chamber, and politicians’ names, or find a case by its number.',
    description:
      'Search the Folketing’s cases, documents, speeches and actors by words, session, case type, status, speaker, party and date.',
  },
});
