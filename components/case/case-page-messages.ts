import { defineMessages } from '@/lib/i18n/locale';

/** Texts of the case page itself (app/sag/[id]): breadcrumbs, metadata, loading labels, in-page links. */
export const casePageMessages = defineMessages({
  da: {
    search: 'Søg',
    caseLabel: 'Sag {id}',
    metaDescription: '{title}: sagens forløb, afstemninger, møder, aktører og dokumenter.',
    onThisPage: 'På siden',
    resume: 'Resumé',
    votes: 'Afstemninger',
    debate: 'Debatten',
    positions: 'Partiernes holdning',
    timeline: 'Forløb',
    actors: 'Aktører',
    documents: 'Dokumenter',
  },
  en: {
    search: 'Search',
    caseLabel: 'Case {id}',
    metaDescription: '{title}: the case’s passage, votes, meetings, actors and documents.',
    onThisPage: 'On this page',
    resume: 'Summary',
    votes: 'Votes',
    debate: 'The debate',
    positions: 'Party positions',
    timeline: 'Passage',
    actors: 'Actors',
    documents: 'Documents',
  },
});
