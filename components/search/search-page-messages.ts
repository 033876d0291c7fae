import { defineMessages } from '@/lib/i18n/locale';

/** Texts of the search page itself (app/soeg): heading and metadata. */
export const searchPageMessages = defineMessages({
  da: {
    title: 'Søg',
    badFilter: 'Filteret {param}={value} kan ikke læses og er ikke brugt',
    badFilterHint:
      'person og sag er tal (en aktørs og en sags id), parti er partiets bogstaver (fx S eller EL).',
    titleWithQuery: 'Søg: {q}',
    heading: 'Søg i sager, dokumenter, taler og aktører',
    intro:
      'Søg efter ord i sagernes titler og resuméer, i dokumenttitler og spørgsmåls ordlyd, i hvad der er sagt i Folketingssalen og i politikernes navne, eller find en sag på dens nummer.',
    description:
      'Søg i Folketingets sager, dokumenter, taler og aktører efter ord, samling, sagstype, status, taler, parti og dato.',
  },
  en: {
    title: 'Search',
    badFilter: 'The filter {param}={value} cannot be read and is not applied',
    badFilterHint:
      "person and sag are numbers (an actor's and a case's id), parti is the party's letters (e.g. S or EL).",
    titleWithQuery: 'Search: {q}',
    heading: 'Search cases, documents, speeches and actors',
    intro:
      'Search for words in case titles and summaries, document titles and the wording of questions, what was said in the chamber, and politicians’ names, or find a case by its number.',
    description:
      'Search the Folketing’s cases, documents, speeches and actors by words, session, case type, status, speaker, party and date.',
  },
});
